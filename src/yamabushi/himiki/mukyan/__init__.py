"""Muk Yan: the automa that plays Hi Mi Ki against one person. Its registration line
installs its mode and automaton in the base's hooks (`variant.py`) before the first
Hi Mi Ki game the app builds.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.himiki.mukyan.spec import VARIANT

if TYPE_CHECKING:
    from yamabushi.himiki.mukyan.choice import choose
    from yamabushi.himiki.mukyan.data import ACTION_TITLES
    from yamabushi.himiki.mukyan.reason import reason as automa_reason
    from yamabushi.himiki.mukyan.turn import parse_roll

__getattr__ = lazy_face(__name__, __file__)

__all__ = [
    "ACTION_TITLES",
    "choose",
    "parse_roll",
    "automa_reason",
    "VARIANT",
]
