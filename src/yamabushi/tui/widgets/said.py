"""What a game screen says under its status: the latest turn's narration, or a refusal.

Every word is kept: past its rows the text scrolls inside the panel (a plain Static would be
clipped by the panel and cut mid-sentence, as Muk Yan's three placements were at 80x24).
A narration longer than the box opens where a sentence starts, never on the tail of one.
The layout is worked out at once from the box's width and its most rows (its max-height), so
the box is drawn right the first time, not settled over refreshes (a snapshot taken between
them showed a half-laid-out box).
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from yamabushi.core.text import visible
from yamabushi.tui.kit.scrolled import newest_whole
from yamabushi.tui.kit.text import literal


FEWEST = 2
"""Rows the box keeps when its text takes one, so the panel below it does not jump."""


class Said(VerticalScroll, can_focus=False):
    DEFAULT_CSS = """
    Said { height: auto; min-height: 2; max-height: 8; scrollbar-size-vertical: 1; scrollbar-gutter: stable; }
    Said > #message { height: auto; color: $text; }
    Said > #message.-error { color: $error; text-style: bold; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._sentences: tuple[str, ...] = ()
        self._error = False
        self._width = 0

    def compose(self) -> ComposeResult:
        yield Static(id="message")

    def show(self, text: str, error: bool = False) -> None:
        """A refusal or a message, from its first word."""
        self._sentences, self._error = (visible(text, lines=True),), error
        self._lay_out()

    def tell(self, sentences: Sequence[str]) -> None:
        """The narration as one paragraph; when it overflows the box, a sentence a line, the box
        holding just the newest whole sentences that fit (the earlier ones a scroll above), so
        its top row is never a sentence's tail."""
        self._sentences, self._error = tuple(visible(sentence, lines=True) for sentence in sentences), False
        self._lay_out()

    def on_resize(self, _: events.Resize) -> None:
        if self.size.width != self._width:
            self._lay_out()

    def _lay_out(self) -> None:
        """The box is as tall as the rows its text takes, counted here at the width left beside
        the scrollbar's column, which is always kept (were it shown only on overflow, Textual
        could settle on either width and leave a row cut): the paragraph when it fits, else a
        sentence a line, and when those overflow, the newest whole sentences that fit."""
        self._width = self.size.width
        width = self.size.width - 1
        paragraph, lines = " ".join(self._sentences), "\n".join(self._sentences)
        most = self._most_rows()
        heights = [self._rows(sentence, width) for sentence in self._sentences]
        if width <= 0:
            self._open(paragraph, rows=None)
        elif (rows := self._rows(paragraph, width)) <= most or len(heights) < 2:
            self._open(paragraph, rows=max(FEWEST, min(rows, most)))
        elif sum(heights) <= most:
            self._open(lines, rows=max(FEWEST, sum(heights)))
        elif heights[-1] <= most:
            self._open(lines, rows=sum(heights[newest_whole(heights, most) :]), at_end=True)
        else:  # the newest alone is taller than the box: from its first word
            self._open(lines, rows=most)
            self.call_after_refresh(self.scroll_to, y=sum(heights[:-1]), animate=False)

    def _open(self, text: str, rows: int | None, at_end: bool = False) -> None:
        """Show `text` in a box `rows` tall (None: as tall as Textual finds it), from its top, or
        `at_end`, held at its end as it is laid out."""
        message = self.query_one("#message", Static)
        message.set_class(self._error, "-error")
        message.update(literal(text))
        self.styles.height = self.styles.min_height = rows
        self.anchor(at_end)
        if not at_end:
            self.scroll_home(animate=False, immediate=True)

    def _most_rows(self) -> int:
        """The box's max-height, which each screen sets for its side panel."""
        most = self.styles.max_height
        return int(most.value) if most is not None and most.is_cells else 8

    @staticmethod
    def _rows(text: str, width: int) -> int:
        return len(Content(text).wrap(width)) if width > 0 else 1
