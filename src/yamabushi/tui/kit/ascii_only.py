"""ASCII-only output (Settings: "ASCII-only board glyphs") for terminals and fonts without Unicode.

Rather than give every board widget a second glyph table, one line filter
rewrites each non-ASCII character of the finished screen as one ASCII character,
so cell widths and the layout stay as they are; only `…`, which a lone `.` would
not say, takes three cells as `...` (see `ellipses`). The glyphs that carry game
information (Himizu's charred `░` and two-puddle `≈` squares) map to characters
no other tile uses, so every state stays readable.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

GLYPHS: dict[str, str] = {
    "·": ".", "×": "x", "—": "-", "−": "-", "✓": "v", "░": ":", "≈": "=",
    "●": "*", "○": "o", "⭘": "o", "▶": ">", "◀": "<", "→": ">", "←": "<", "↑": "^", "↓": "v",
    "⏎": "<", "↵": "<", "▼": "v", "▲": "^",
}
"""Explicit choices for the characters the app's own widgets draw."""

_BY_NAME = (("LEFTWARDS", "<"), ("RIGHTWARDS", ">"), ("UPWARDS", "^"), ("DOWNWARDS", "v"), ("HORIZONTAL", "-"),
            ("VERTICAL", "|"), ("UPPER", "-"), ("LOWER", "_"), ("LEFT", "|"), ("RIGHT", "|"), ("FULL", "#"))
"""Fallback by Unicode name, for Textual's own borders, scrollbars and arrows."""


@lru_cache(maxsize=4096)
def ascii_char(char: str) -> str:
    """One ASCII character standing in for `char` (itself when already ASCII)."""
    if char.isascii():
        return char
    if char in GLYPHS:
        return GLYPHS[char]
    name = unicodedata.name(char, "")
    if "SPACE" in name:
        return " "
    return next((ascii for word, ascii in _BY_NAME if word in name), "+" if "BOX" in name else "?")


def to_ascii(text: str) -> str:
    return text if text.isascii() else "".join(map(ascii_char, text))


def ellipses(line: str) -> str:
    """Each `…` of a line as `...` in as many cells: it takes the two cells after it when they are
    blank (a line's end, padded to its widget's width), else the two before it (a word cut at
    a panel's edge loses two letters more, but still shows as cut)."""
    if "…" not in line:
        return line
    cells = list(line)
    for at, char in enumerate(line):
        if char == "…":
            start = at if line[at + 1 : at + 3] == "  " else max(at - 2, 0)
            cells[start : start + 3] = "..."[: len(cells[start : start + 3])]
    return "".join(cells)


class AsciiOnly(LineFilter):
    """Rewrite every rendered line to ASCII, keeping styles (so colour still pairs with letters)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        line = ellipses("".join(text for text, _, _ in segments))
        shown, at = [], 0
        for text, style, control in segments:
            shown.append(Segment(to_ascii(line[at : at + len(text)]), style, control))
            at += len(text)
        return shown
