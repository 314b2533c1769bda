"""Whole numbers written by a person or read from a file: ASCII digits only, never huge.

`str.isdigit` alone lets `²` through (then `int` fails), and `int` refuses a string of
thousands of digits: both would end in a traceback instead of a sentence. Every reader of
a typed or filed number asks here.
"""

from __future__ import annotations

MOST_DIGITS = 9


def whole_number(text: str, most_digits: int = MOST_DIGITS) -> int | None:
    """The number `text` writes in ASCII digits (spaces around allowed), or None."""
    digits = text.strip()
    if digits.isascii() and digits.isdigit() and len(digits) <= most_digits:
        return int(digits)
    return None
