"""Yami: cooperative tricks whose winning cards become polyomino tiles on a 12×12 board."""

from yamabushi.yami.spec import SPEC

__all__ = ["SPEC"]
