"""What a game screen says under its status: the latest turn's narration, or a refusal.

Every word is kept: past its rows the text scrolls inside the panel (a plain Static would be
clipped by the panel and cut mid-sentence, as Muk Yan's three placements were at 80x24).
A narration longer than the box opens where an action's sentences start, never on the tail of
one, and says which action that is (`first_shown`, `Laid`), so the move log can list the
earlier actions of the turn: nothing said is out of sight in both places, nor said twice.
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
from textual.message import Message
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

    class Laid(Message):
        """The box was laid out again at another width: its first action in view may differ."""

    def __init__(self) -> None:
        super().__init__()
        self._actions: tuple[tuple[str, ...], ...] = ()
        self._error = False
        self._width = 0
        self.first_shown = 0
        """The earliest action whose sentences the box shows whole without scrolling."""

    def compose(self) -> ComposeResult:
        yield Static(id="message")

    def show(self, text: str, error: bool = False) -> None:
        """A refusal or a message, from its first word."""
        self._actions, self._error = ((visible(text, lines=True),),), error
        self._lay_out()

    def tell(self, actions: Sequence[Sequence[str]]) -> None:
        """The narration, each action's sentences: one paragraph; when it overflows the box, a
        sentence a line, the box holding just the newest actions whose sentences fit whole (the
        earlier ones a scroll above, and in the move log), so its top row is never a sentence's
        tail."""
        self._actions = tuple(tuple(visible(sentence, lines=True) for sentence in action) for action in actions)
        self._error = False
        self._lay_out()

    def on_resize(self, _: events.Resize) -> None:
        if self.size.width != self._width:
            self._lay_out()
            self.post_message(self.Laid())

    def _lay_out(self) -> None:
        """The box is as tall as the rows its text takes, counted here at the width left beside
        the scrollbar's column, which is always kept (were it shown only on overflow, Textual
        could settle on either width and leave a row cut): the paragraph when it fits, else a
        sentence a line, and when those overflow, the newest actions whole that fit; when the
        newest action alone does not, its newest whole sentences."""
        self._width = self.size.width
        width = self.size.width - 1
        sentences = [sentence for action in self._actions for sentence in action]
        paragraph, lines = " ".join(sentences), "\n".join(sentences)
        most = self._most_rows()
        heights = [self._rows(sentence, width) for sentence in sentences]
        self.first_shown = 0
        if width <= 0:
            self._open(paragraph, rows=None)
        elif (rows := self._rows(paragraph, width)) <= most or len(heights) < 2:
            self._open(paragraph, rows=max(FEWEST, min(rows, most)))
        elif sum(heights) <= most:
            self._open(lines, rows=max(FEWEST, sum(heights)))
        else:
            sizes = [len(action) for action in self._actions]
            starts = [sum(sizes[:index]) for index in range(len(sizes))]
            tall = [sum(heights[start : start + size]) for start, size in zip(starts, sizes)]
            self.first_shown = newest_whole(tall, most)
            within = heights[starts[self.first_shown] :]
            if sum(within) <= most:
                self._open(lines, rows=sum(within), at_end=True)
            elif within[-1] <= most:  # the newest action alone is taller: its newest whole sentences
                self._open(lines, rows=sum(within[newest_whole(within, most) :]), at_end=True)
            else:  # its newest sentence alone is taller than the box: from its first word
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
