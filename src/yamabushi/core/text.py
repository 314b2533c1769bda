"""The one door every output passes for text from a player, a file or an argument.

A terminal obeys what it is sent: `ESC ] 0 ; … BEL` renames its window, `ESC [ 2 J`
clears it, the C1 byte 0x9b starts a command as ESC [ does, CR sends the cursor back
to overwrite a line, and the bidi controls (U+202A–U+202E, U+2066–U+2069) reorder
what follows. So a seat's name, a file name or a typed argument is shown with every
control character made visible: C0 and DEL in caret notation (`^[`, `^M`, `^?`), C1
as `\\x9b`, and the other invisible formats, separators and surrogates as `<U+202E>`.
Letters, marks, spaces and symbols of every script pass as they are. The TUI's
literal-text choke point, plain mode, the plain table client and the command line
all call this module, so no output can forget it.
"""

from __future__ import annotations

import unicodedata
from typing import TextIO

from yamabushi.core.errors import RulesError

_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Controls, invisible formats (bidi, zero-width), lone surrogates, line and paragraph separators."""


def _seen(ch: str) -> str:
    code = ord(ch)
    if code < 0x20 or code == 0x7F:
        return "^" + chr(code ^ 0x40)
    if code < 0xA0:
        return f"\\x{code:02x}"
    return f"<U+{code:04X}>"


def visible(text: str, *, lines: bool = False) -> str:
    """`text` with every control character written out visibly; with `lines`, a line
    break stays a line break (the text is ours, of several lines, holding quoted words)."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() or (lines and ch == "\n") or unicodedata.category(ch) not in _HIDDEN else _seen(ch)
        for ch in text
    )


def without_controls(text: str) -> str:
    """`text` as it is, or ValueError naming its first control character: for words a file
    gives that every screen shows (a seat's name), refused where the file is read."""
    for ch in text:
        if not ch.isprintable() and unicodedata.category(ch) in _HIDDEN:
            raise ValueError(f"it holds the control character {_seen(ch)}")
    return text


def shortened(text: str, size: int = 40) -> str:
    """`text` made visible on one line and cut to at most `size` characters with `…`,
    for a message that quotes an argument or a file's value: a 100,000-character
    argument is then one line, not a screenful."""
    shown = visible(text[: size + 1])
    return shown if len(shown) <= size else shown[: size - 1] + "…"


def write(out: TextIO, text: str, end: str = "\n") -> None:
    """Print `text` (of one or several lines) to a player's terminal or pipe, made visible,
    and flush, so a question is seen before its answer is read."""
    out.write(visible(text, lines=True) + end)
    out.flush()


POSITION_MAX = 600
"""No position line of any game is longer (an Expert HPN with every field is under 200)."""


def position_line(value: object) -> str:
    """A position in a game's own notation, as an option, an argument or a save gives it: one
    printable line of at most POSITION_MAX characters (so every reader stays quick), spaces
    between fields made single; RulesError in one sentence otherwise."""
    if not isinstance(value, str):
        raise RulesError("A position is a line of text in the game's notation.")
    if len(value) > POSITION_MAX:
        raise RulesError(f"A position is at most {POSITION_MAX} characters long, not {len(value)}.")
    if not value.replace("\n", " ").replace("\t", " ").isprintable():
        raise RulesError(f"A position holds no control character: {shortened(value)!r}.")
    return " ".join(value.split())
