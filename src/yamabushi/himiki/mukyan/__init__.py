"""Muk Yan: the automa that plays Hi Mi Ki against one person. Loading the package installs
its mode and automaton in the base's hooks (variant.py), so the one registration line
switches it on.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from yamabushi.himiki.mukyan import variant  # noqa: F401  installs the automa
from yamabushi.himiki.mukyan.spec import VARIANT
from yamabushi.himiki.mukyan.choice import choose
from yamabushi.himiki.mukyan.data import ACTION_TITLES
from yamabushi.himiki.mukyan.reason import reason
from yamabushi.himiki.mukyan.turn import parse_roll

__all__ = [
    "ACTION_TITLES",
    "choose",
    "parse_roll",
    "reason",
    "VARIANT",
]
