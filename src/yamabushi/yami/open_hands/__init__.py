"""Yami with open hands: an exact solver for a deal whose every card is known.

Not to be confused with yami/solver.py, which only checks that a mission's board
can be surrounded at all (tricks ignored). `solve` here plays the whole mission.
It sits on the base and the campaign (a profile's deal has Powers to play); the bots'
folder, on top of it, gives the master its tables.
"""

from yamabushi.yami.open_hands.search import Verdict, solve

__all__ = ["Verdict", "solve"]
