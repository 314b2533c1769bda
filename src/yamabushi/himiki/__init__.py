"""Hi Mi Ki: elemental Yokai cubes that tilt, rotate and fight on a 5x6 board.

The engine lives in `engine.py`; the hot path (move generation and resolution)
in `rules.py`; set-up in `setup.py`; text formats in `notation.py` and `hpn.py`.
Its variants sit on top: `expert/` and `mukyan/` fill the hooks of `variants.py`
when they are registered, `mindlock/` is a game of its own on the same board; the
base imports none of them. What the app knows of the game, its one registration, is
in `spec.py` (`SPEC`). Nothing here imports Textual or Rich.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.himiki.spec import SPEC

if TYPE_CHECKING:
    from yamabushi.himiki.actions import (
        Action,
        ClaimDraw,
        Conjure,
        End,
        Go,
        Pass,
        Penalty,
        Place,
        PlayTile,
        PutTerrain,
        Rotate,
        Skip,
        Swap,
        Tilt,
        UseYokai,
    )
    from yamabushi.himiki.board import col_row, COLUMNS, is_adjacent, square_at, square_name, STEP, two_away
    from yamabushi.himiki.chaos import Decision, HIDDEN, tile, tiles
    from yamabushi.himiki.cube import BLACK, COLOUR_NAMES, Cube, ELEMENT_NAMES, ELEMENTS, make_cube, ORIENTATIONS, WHITE
    from yamabushi.himiki.engine import HiMiKi
    from yamabushi.himiki.events import MukYanRolled
    from yamabushi.himiki.hpn import from_hpn, hpn as state_hpn, START_HPN
    from yamabushi.himiki.marks import FROM, step_marks, TO, turn_marks
    from yamabushi.himiki.notation import format_action
    from yamabushi.himiki.state import HiMiKiState
    from yamabushi.himiki.variants import automa_to_act

__getattr__ = lazy_face(__name__, __file__)

__all__ = [
    "Action",
    "automa_to_act",
    "BLACK",
    "ClaimDraw",
    "col_row",
    "COLOUR_NAMES",
    "COLUMNS",
    "Conjure",
    "Cube",
    "Decision",
    "ELEMENT_NAMES",
    "ELEMENTS",
    "End",
    "format_action",
    "FROM",
    "from_hpn",
    "Go",
    "HIDDEN",
    "HiMiKi",
    "HiMiKiState",
    "state_hpn",
    "is_adjacent",
    "make_cube",
    "MukYanRolled",
    "ORIENTATIONS",
    "Pass",
    "Penalty",
    "Place",
    "PlayTile",
    "PutTerrain",
    "Rotate",
    "Skip",
    "SPEC",
    "square_at",
    "square_name",
    "START_HPN",
    "STEP",
    "step_marks",
    "Swap",
    "tile",
    "tiles",
    "Tilt",
    "TO",
    "turn_marks",
    "two_away",
    "UseYokai",
    "WHITE",
]
