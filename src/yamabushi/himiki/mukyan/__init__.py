"""Muk Yan: the automa that plays Hi Mi Ki against one person. Loading the package installs
its mode and automaton in the base's hooks (variant.py), so the one registration line
switches it on."""

from yamabushi.himiki.mukyan import variant  # noqa: F401  installs the automa
from yamabushi.himiki.mukyan.spec import VARIANT

__all__ = ["VARIANT"]
