"""rules/himiki.md is shown in the app: its notation examples must be what the engine reads."""

import re

from yamabushi.data import rules_text
from yamabushi.himiki.hpn import START_HPN, from_hpn
from yamabushi.himiki.notation import format_action, parse_action

DOC = rules_text("himiki")


def test_every_move_in_the_notation_table_parses_and_is_written_the_same_way():
    table = DOC.split("## Notation", 1)[1].split("**Positions", 1)[0]
    moves = re.findall(r"^\| [^|]+ \| `([^`]+)` \|", table, flags=re.MULTILINE)
    assert len(moves) == 7
    assert all(format_action(parse_action(m)) == m for m in moves)


def test_the_log_example_and_the_start_position_are_valid():
    assert format_action(parse_action("C5 BC4**[M]")) == "C5 BC4"
    assert f"`{START_HPN}`" in DOC
    assert from_hpn(START_HPN)


def test_sections_for_the_other_modes_are_reserved():
    headings = re.findall(r"^## (.+)$", DOC, flags=re.MULTILINE)
    assert {"2 vs 2", "Expert mode", "Muk Yan", "Mindlock", "Notation"} <= set(headings)
