"""rules/himiki.md's 2 vs 2 and Expert parts: the actions it shows are what the engine reads."""

import re

from yamabushi.data import rules_text
from yamabushi.himiki.chaos import tiles
from yamabushi.himiki.notation import format_action, parse_action

DOC = rules_text("himiki")


def test_every_2v2_and_expert_action_in_the_notation_section_reads_back_the_same():
    table = DOC.split("In 2 vs 2 and Expert games there are more actions", 1)[1].split("A Mana Tilt", 1)[0]
    moves = re.findall(r"^\| [^|]+ \| `([^`]+)` \|", table, flags=re.MULTILINE)
    assert len(moves) == 8
    assert all(format_action(parse_action(m)) == m for m in moves)


def test_the_expert_tables_name_every_tile_with_its_code_or_letter():
    expert = DOC.split("## Expert mode", 1)[1].split("\n## ", 1)[0]
    for tile in tiles().values():
        assert tile.name in expert or tile.name.replace(" Mana", "") in expert
        if tile.letter:
            assert f"| {tile.name} | {tile.letter} |" in expert
        else:
            assert tile.code in expert or tile.effect == "mana"
