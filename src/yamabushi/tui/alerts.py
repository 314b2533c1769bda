"""Calling a person back to a table: the bell, and a desktop notice where the terminal shows one.

Terminals announce no support for notices, so the sequence is chosen from what they
say of themselves (TERM, TERM_PROGRAM); any other terminal, and tmux or screen in
between, gets the bell alone. In a browser tab the tab's title says it instead. Only
the app's own sentences are sent, never a name.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from yamabushi.tui.app import YamabushiApp

TITLE = "Yamabushi"


def notice_sequence(body: str, environ: Mapping[str, str]) -> str | None:
    """The escape sequence that shows `body` as a desktop notice in this terminal, if one is known."""
    term, program = environ.get("TERM", ""), environ.get("TERM_PROGRAM", "")
    if "TMUX" in environ or "STY" in environ or term.startswith(("screen", "tmux")):
        return None  # a multiplexer would swallow it or pass it to the wrong window
    if term == "xterm-kitty":
        return f"\x1b]99;;{body}\x1b\\"
    if program in ("iTerm.app", "WezTerm", "ghostty"):
        return f"\x1b]9;{body}\x07"
    if term.startswith(("foot", "rxvt")):
        return f"\x1b]777;notify;{TITLE};{body}\x07"
    return None


def call_back(app: YamabushiApp, text: str) -> None:
    """Ring the bell and send a notice of `text`, as the settings allow; in a browser (`serve`)
    the tab's title says it (the page reads the terminal title, OSC 2, into the tab)."""
    if app.settings.turn_bell:
        app.bell()
    sequence = notice_sequence(text, os.environ) if app.settings.turn_notice else None
    if app.is_web:
        sequence = f"\x1b]2;{TITLE}: {text}\x07"
    driver = app._driver  # Textual's own bell writes through it the same way
    if sequence is not None and driver is not None:
        driver.write(sequence)
        driver.flush()
