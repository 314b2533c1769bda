"""What a game screen says under its status: the latest turn's narration, or a refusal.

Every word is kept: past its rows the text scrolls inside the panel (a plain Static would be
clipped by the panel and cut mid-sentence, as Muk Yan's three placements were at 80x24).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static


class Said(VerticalScroll, can_focus=False):
    DEFAULT_CSS = """
    Said { height: auto; min-height: 2; max-height: 8; scrollbar-size-vertical: 1; }
    Said > #message { height: auto; color: $text; }
    Said > #message.-error { color: $error; text-style: bold; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="message")
