"""Yami with open hands: an exact solver for a deal whose every card is known.

Not to be confused with yami/solver.py, which only checks that a mission's board
can be surrounded at all (tricks ignored). `solve` here plays the whole mission.
It sits on the base and the campaign (a profile's deal has Powers to play); the bots'
folder, on top of it, gives the master its tables. It registers its verdict on top of
Yami (`spec.py`).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.yami.open_hands.spec import VARIANT

if TYPE_CHECKING:
    from yamabushi.yami.open_hands.search import Verdict, solve

__getattr__ = lazy_face(__name__, __file__)

__all__ = ["VARIANT", "Verdict", "solve"]
