"""Muk Yan: the automa that plays Hi Mi Ki against one person."""

from yamabushi.himiki.mukyan.spec import VARIANT

__all__ = ["VARIANT"]
