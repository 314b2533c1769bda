"""What a game screen says under its status: the latest turn's narration, or a refusal.

Every word is kept: past its rows the text scrolls inside the panel (a plain Static would be
clipped by the panel and cut mid-sentence, as Muk Yan's three placements were at 80x24).
A narration longer than the box opens where a sentence starts, never on the tail of one.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from yamabushi.core.text import visible
from yamabushi.tui.kit.text import literal


class Said(VerticalScroll, can_focus=False):
    DEFAULT_CSS = """
    Said { height: auto; min-height: 2; max-height: 8; scrollbar-size-vertical: 1; }
    Said > #message { height: auto; color: $text; }
    Said > #message.-error { color: $error; text-style: bold; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._sentences: tuple[str, ...] = ()

    def compose(self) -> ComposeResult:
        yield Static(id="message")

    def show(self, text: str, error: bool = False) -> None:
        """A refusal or a message, from its first word."""
        self._sentences = ()
        self.styles.height = self.styles.min_height = None
        self._update(text, error)
        self.call_after_refresh(self.scroll_home, animate=False)

    def tell(self, sentences: Sequence[str]) -> None:
        """The narration as one paragraph; when it overflows the box, a sentence a line, the box
        holding just the newest whole sentences that fit (the earlier ones a scroll above), so
        its top row is never a sentence's tail."""
        self._sentences = tuple(visible(sentence, lines=True) for sentence in sentences)
        self.styles.height = self.styles.min_height = None
        self._update(" ".join(self._sentences), False)
        self.call_after_refresh(self._settle)

    def _update(self, text: str, error: bool) -> None:
        message = self.query_one("#message", Static)
        message.set_class(error, "-error")
        message.update(literal(text))

    def _settle(self) -> None:
        if self.max_scroll_y > 0 and len(self._sentences) > 1:
            self._update("\n".join(self._sentences), False)
            self.call_after_refresh(self._scroll_to_newest)
        else:
            self.scroll_home(animate=False)

    def _scroll_to_newest(self) -> None:
        width = self.query_one("#message").size.width
        top = self.first_row(self._sentences, width, self.size.height)
        shown = self.virtual_size.height - top
        if shown < self.size.height:  # the box shrinks to them rather than show a tail above
            self.styles.height = self.styles.min_height = shown
        self.call_after_refresh(self.scroll_to, y=top, animate=False)

    @staticmethod
    def first_row(sentences: Sequence[str], width: int, rows: int) -> int:
        """The row, of `sentences` a line each wrapped to `width`, where the earliest sentence
        starts from which the rest fit in `rows` (the last sentence's start when none does)."""
        heights = [len(Content(sentence).wrap(width)) if width > 0 else 1 for sentence in sentences]
        below = 0
        for index in reversed(range(len(heights))):
            if below + heights[index] > rows and index < len(heights) - 1:
                return sum(heights[: index + 1])
            below += heights[index]
        return 0 if below <= rows else sum(heights[:-1])
