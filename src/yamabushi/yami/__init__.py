"""Yami: cooperative tricks whose winning cards become polyomino tiles on a 12×12 board.

Its one registration, what the app knows of the game, is `spec.py` (`SPEC`)."""

from yamabushi.yami.spec import SPEC

__all__ = ["SPEC"]
