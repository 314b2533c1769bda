"""Yami: cooperative tricks whose winning cards become polyomino tiles on a 12×12 board.

Its one registration, what the app knows of the game, is `spec.py` (`SPEC`).

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.yami.spec import SPEC

if TYPE_CHECKING:
    from yamabushi.yami.actions import Action, Discard, Place, Play, PlayDeck, UsePower
    from yamabushi.yami.board import cell_of, COLUMNS, index_of, SIZE, square_name, squares_of
    from yamabushi.yami.cards import Card, colour_name, with_article
    from yamabushi.yami.engine import Yami
    from yamabushi.yami.events import TilePlaced, TokenTaken
    from yamabushi.yami.hazards import Mist
    from yamabushi.yami.missions import Mission, mission_variant
    from yamabushi.yami.notation import format_action
    from yamabushi.yami.observation import YamiView
    from yamabushi.yami.placement import Preview
    from yamabushi.yami.polyomino import Cells
    from yamabushi.yami.report import state_report, text_report
    from yamabushi.yami.sentences import end_text, trick_reason
    from yamabushi.yami.spirits import shape_of, spirit_shapes
    from yamabushi.yami.state import Placed, YamiState

__getattr__ = lazy_face(__name__, __file__)

__all__ = [
    "Action",
    "Card",
    "cell_of",
    "Cells",
    "colour_name",
    "COLUMNS",
    "Discard",
    "end_text",
    "format_action",
    "index_of",
    "Mission",
    "mission_variant",
    "Mist",
    "Place",
    "Placed",
    "Play",
    "PlayDeck",
    "Preview",
    "shape_of",
    "SIZE",
    "SPEC",
    "spirit_shapes",
    "square_name",
    "squares_of",
    "state_report",
    "text_report",
    "TilePlaced",
    "TokenTaken",
    "trick_reason",
    "UsePower",
    "with_article",
    "Yami",
    "YamiState",
    "YamiView",
]
