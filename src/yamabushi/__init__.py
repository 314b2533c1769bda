"""Yamabushi: Hi Mi Ki, Himizu and Yami in one terminal."""

__version__ = "0.1.0"
