"""Words an attacker puts in a save, a record or an argument to drive the terminal, and the
check that an output let none of them through raw (shared by the tests of every door)."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

TITLE = "\x1b]0;pwned\x07"
"""Renames the terminal window."""
CLEAR = "\x1b[2J"
C1 = "\x9b31m"
"""The C1 control sequence introducer: a command, as `ESC [`."""
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
OTHERS = "\r\x00\x08\x7f\x85\u200b\u200d\u2028\u2029\ufeff"
"""CR, NUL, backspace, DEL, NEL, zero-width space and joiner, line and paragraph separators, BOM."""
NAMES = (f"{TITLE}White{CLEAR}", f"Bl{C1}ack\r{BIDI}", f"Gr{OTHERS}ey")
"""Seat names that would rename the window, clear the screen, overwrite a line, reverse text."""


def raw_controls(text: str) -> list[str]:
    """Every control character of `text` that a terminal would obey (a line break is ours)."""
    return [ch for ch in text if ch != "\n" and unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp")]


def with_seat_names(save: Path, *names: str) -> Path:
    """The save, edited by hand so its seats bear `names` (as an old or a hostile save may)."""
    data = json.loads(save.read_text(encoding="utf-8"))
    for seat, name in zip(data["seats"], names):
        seat["name"] = name
    save.write_text(json.dumps(data), encoding="utf-8")
    return save
