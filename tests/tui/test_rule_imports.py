"""Screens talk to the session and the engine, not to the rules modules (issue 15, item 5).

Every `tui/` module may take from a game package only its values and words:
actions, board squares and their names, cubes and cards, states, observations,
events, notation, texts and data tables, and the engine class itself, whose
public methods answer what a screen needs of the rules (the spread preview,
why an ability is refused, the trick's winning card, whether a tile fits).
A rules module (himizu.rules, himizu.abilities, yami.placement, yami.tricks,
yami.deal, ...) imported into tui/ fails here; so does a name other than those
listed from a module that mixes values with rules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import yamabushi.tui

GAMES = ("yamabushi.himiki", "yamabushi.himizu", "yamabushi.yami")
VALUES: dict[str, frozenset[str] | None] = {
    # value types and the words for them: any name
    **dict.fromkeys(
        (
            "yamabushi.himiki.actions",
            "yamabushi.himiki.board",
            "yamabushi.himiki.cube",
            "yamabushi.himiki.state",
            "yamabushi.himiki.events",
            "yamabushi.himiki.texts",
            "yamabushi.himiki.expert.texts",
            "yamabushi.himiki.chaos",  # the Chaos tiles' names, letters and texts; a pending choice
            "yamabushi.himiki.marks",  # what a turn changed, as frames on the board's squares
            "yamabushi.himiki.hpn",  # a position written and read (the editor)
            "yamabushi.himiki.mindlock.actions",
            "yamabushi.himiki.mindlock.puzzle",
            "yamabushi.himiki.mindlock.challenges",
            "yamabushi.himiki.mindlock.state",
            "yamabushi.himiki.mindlock.text",
            "yamabushi.himiki.mukyan.data",
            "yamabushi.himizu.actions",
            "yamabushi.himizu.state",
            "yamabushi.himizu.events",
            "yamabushi.yami.actions",
            "yamabushi.yami.board",
            "yamabushi.yami.cards",
            "yamabushi.yami.state",
            "yamabushi.yami.observation",
            "yamabushi.yami.events",
            "yamabushi.yami.notation",
            "yamabushi.yami.campaign.data",
            "yamabushi.yami.campaign.profile",  # the campaign's progress: no engine plays a whole campaign
            "yamabushi.yami.campaign.text",
            "yamabushi.yami.sentences",  # the words for a card played and a trick won
        ),
        None,
    ),
    # modules that also hold rules: only these names
    "yamabushi.himiki.engine": frozenset({"HiMiKi"}),
    "yamabushi.himizu.engine": frozenset({"Himizu"}),
    "yamabushi.yami.engine": frozenset({"Yami"}),
    "yamabushi.yami.campaign.plugged": frozenset({"Yami"}),  # the engine with the campaign plugged in
    "yamabushi.himiki.spec": frozenset({"SPEC"}),  # a game's registration: its name and modes
    "yamabushi.himiki.mindlock.spec": frozenset({"SPEC"}),
    "yamabushi.himiki": frozenset({"expert", "mindlock"}),  # the faces of Expert (its views' key) and of Mindlock
    "yamabushi.himiki.mindlock.engine": frozenset({"Mindlock"}),
    "yamabushi.himiki.mindlock.events": frozenset({"choice_text"}),
    "yamabushi.himiki.mindlock.hint": frozenset({"Hint", "hint"}),  # the solver's next move, for the hint key
    "yamabushi.himiki.mindlock.walk": frozenset({"WalkStep", "solution_walk"}),  # the stored solution told move by move
    "yamabushi.himiki.mindlock.position": frozenset({"board_cubes", "black_at"}),  # where the cubes stand
    "yamabushi.yami.placement": frozenset({"Preview"}),
    "yamabushi.yami.missions": frozenset({"Mission"}),
    "yamabushi.yami.hazards": frozenset({"Mist"}),
    "yamabushi.yami.spirits": frozenset({"shape_of", "spirit_shapes"}),  # each card's tile, from the data file
    "yamabushi.yami.polyomino": frozenset({"Cells"}),  # the type of a tile's squares
}


def face_names(face: str) -> dict[str, tuple[str, str]]:
    """What a game's public face hands out: each name it gives, from (module, name there)."""
    source = Path(yamabushi.tui.__file__).parents[1].joinpath(*face.split(".")[1:], "__init__.py")
    given = {}
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            given.update({alias.asname or alias.name: (node.module, alias.name) for alias in node.names})
    return given


def game_imports(path: Path) -> list[tuple[str, str]]:
    """(module, name) for every import of a game module in `path`, late and TYPE_CHECKING ones too,
    a name taken through a game's public face counted from the module the face takes it from;
    a plain `import module` gives the name "*"."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(GAMES):
            given = face_names(node.module) if _is_face(node.module) else {}
            found += [given.get(alias.name, (node.module, alias.name)) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name, "*") for alias in node.names if alias.name.startswith(GAMES)]
    return found


def _is_face(module: str) -> bool:
    return Path(yamabushi.tui.__file__).parents[1].joinpath(*module.split(".")[1:], "__init__.py").exists()


def test_tui_takes_only_values_and_the_engine_class_from_the_games():
    root = Path(yamabushi.tui.__file__).parent
    refused = []
    for path in sorted(root.rglob("*.py")):
        for module, name in game_imports(path):
            allowed = VALUES.get(module, frozenset())
            if allowed is not None and name not in allowed:
                refused.append(f"{path.relative_to(root)}: from {module} import {name}")
    assert refused == []


def test_the_check_sees_a_rule_helper(tmp_path):
    """The reader finds what the test must refuse: a rules module, late and under TYPE_CHECKING."""
    sample = tmp_path / "screen.py"
    sample.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from yamabushi.yami.tricks import winning_index\n"
        "def f():\n    from yamabushi.himizu.rules import proliferation\n    import yamabushi.yami.deal\n"
    )
    assert game_imports(sample) == [
        ("yamabushi.yami.tricks", "winning_index"),
        ("yamabushi.himizu.rules", "proliferation"),
        ("yamabushi.yami.deal", "*"),
    ]
