"""Mindlock: solo Hi Mi Ki puzzles solved within a PAR."""

from yamabushi.himiki.mindlock.spec import SPEC

__all__ = ["SPEC"]
