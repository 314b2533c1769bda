"""Himizu: Fire spreads burning terrain over a 5x5 board, Water puts it out.

The engine lives in `engine.py` (the `Engine` API); the state and its fields in
`state.py`; set-up, moves, turns and the end in `rules.py`; the eight
abilities and their payment in `abilities.py`; the board sides and costs from
`rules/data/himizu.toml` in `board.py`; text formats in `notation.py` and
`render.py`; its one registration in `spec.py` (`SPEC`); the `yamabushi himizu
replay` command in `cli/himizu.py`.
Nothing here imports Textual or Rich.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.himizu.spec import SPEC

if TYPE_CHECKING:
    from yamabushi.himizu.actions import Action, EndTurn, Move, MovePuddle, Place, SkipPuddle, UseAbility
    from yamabushi.himizu.engine import Himizu
    from yamabushi.himizu.events import (
        FigureMoved,
        FigurePlaced,
        FlameReturned,
        PuddleMoved,
        TileFlipped,
        TileLaid,
        TileProliferated,
        TileReturned,
    )
    from yamabushi.himizu.render import to_json, to_text
    from yamabushi.himizu.state import (
        Figure,
        FIRE,
        HimizuState,
        Phase,
        PUDDLE_KINDS,
        ROUNDS,
        SEATS,
        SETUP_FLAMES,
        TERRAIN_TILES,
        Tile,
        WATER,
    )

__getattr__ = lazy_face(__name__, __file__)

__all__ = [
    "Action",
    "EndTurn",
    "Figure",
    "FigureMoved",
    "FigurePlaced",
    "FIRE",
    "FlameReturned",
    "Himizu",
    "HimizuState",
    "Move",
    "MovePuddle",
    "Phase",
    "Place",
    "PUDDLE_KINDS",
    "PuddleMoved",
    "ROUNDS",
    "SEATS",
    "SETUP_FLAMES",
    "SkipPuddle",
    "SPEC",
    "TERRAIN_TILES",
    "Tile",
    "TileFlipped",
    "TileLaid",
    "TileProliferated",
    "TileReturned",
    "to_json",
    "to_text",
    "UseAbility",
    "WATER",
]
