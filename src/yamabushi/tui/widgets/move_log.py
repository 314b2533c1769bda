"""The move log: one entry per action, newest at the bottom: its number, who took it, the
notation, and beside it the sentences that say what it did (the engine's narration).

The latest turn is told in the narration box above the log (`Said`); the log lists what came
before the actions the box shows whole (a long turn's first actions stay here, in sight), so a
player reads each sentence once, as a Board Game Arena table says what just happened in one
place and keeps the history in another. When the box says something else (a refusal, a hint),
the log ends with the latest turn again.

An entry longer than the log is wide wraps under its text, past the number, so the
numbers stay a column a player can run an eye down at any terminal size, and every entry
is whole at every size (the log scrolls, the newest at the bottom in view).
"""

from __future__ import annotations

import textwrap

from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from yamabushi.core.replay import Step
from yamabushi.session.narration import who
from yamabushi.tui.kit.scrolled import newest_whole
from yamabushi.tui.kit.text import literal

INDENT = " " * 5
"""Where a wrapped entry goes on: under the text after `NNN. `."""


def log_lines(steps: tuple[Step, ...], seat_names: tuple[str, ...]) -> list[str]:
    """Number each action, name who took it, and say what it did beside the notation."""
    lines = []
    for number, step in enumerate(steps, start=1):
        told = "  " + " ".join(step.told) if step.told else ""
        lines.append(f"{number:>3}. {who(step, seat_names)}: {step.log}{told}")
    return lines


def wrap_entries(lines: list[str], width: int) -> list[list[str]]:
    """Each entry's rows, wrapped whole to `width` columns with a hanging indent (one row an
    entry when `width` is unknown)."""
    if width <= len(INDENT):
        return [[line] for line in lines]
    return [textwrap.wrap(line, width, subsequent_indent=INDENT, break_on_hyphens=False) or [""] for line in lines]


LAYOUT_TRIES = 8
"""Refreshes the log waits for its new text to be laid out: one or two suffice; this bounds a
widget removed meanwhile."""


class MoveLog(VerticalScroll):
    DEFAULT_CSS = """
    MoveLog { border: round $primary; height: 1fr; min-height: 3; }
    MoveLog > Static { width: 100%; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.lines: list[str] = []
        self.told_from: int | None = None
        """The first entry told in the narration box, left out here; None: the box tells none."""
        self._newest = (0, 0)
        """The latest draw's row to scroll to and its rows in all."""

    def compose(self) -> ComposeResult:
        yield Static("")

    def show(self, lines: list[str]) -> None:
        self.lines = list(lines)
        self._draw()

    def tell_from(self, first: int | None) -> None:
        """The entries from `first` on are told whole in the narration box: list only those before them."""
        self.told_from = first
        self._draw()

    def on_resize(self, _: events.Resize) -> None:
        self._draw()

    def _draw(self) -> None:
        """Wrapped to the width left once a scrollbar is shown, so a scrollbar appearing never
        re-wraps it; scrolled so the newest entries are in view whole, from an entry's first
        row (blank rows under the newest when that leaves room)."""
        width = self.content_region.width - self.styles.scrollbar_size_vertical
        shown = self.lines[: self.told_from]
        if not shown:
            self.query_one(Static).update(literal("No earlier moves." if self.lines else "No moves yet."))
            return
        entries = wrap_entries(shown, width)
        rows = self.content_region.height
        first = newest_whole([len(entry) for entry in entries], rows) if rows > 0 else len(entries) - 1
        top = sum(len(entry) for entry in entries[:first])
        room = sum(len(entry) for entry in entries) > rows > 0
        spare = max(0, rows - sum(len(entry) for entry in entries[first:])) if room else 0
        drawn = [row for entry in entries for row in entry] + [" "] * spare
        self.query_one(Static).update(literal("\n".join(drawn)))
        self._newest = (top, len(drawn))
        self.call_after_refresh(self._scroll_to_newest)

    def _scroll_to_newest(self, tries: int = LAYOUT_TRIES) -> None:
        """Scroll to the newest draw's `top` once its text is laid out (an earlier draw's call
        scrolls there too, never to its own, stale row). Drawn twice in one frame (a resize between
        the two), the text once kept its first height, a row too many under the newest entry:
        it is laid out again then. On a busy machine the new text may not be laid out after one
        refresh (a scroll then stopped at the old text's end, the log showing its oldest
        entries): it waits for further refreshes."""
        top, rows = self._newest
        text = self.query_one(Static)
        if text.size.height != rows:
            text.refresh(layout=True)
        if self.max_scroll_y < top and tries:
            self.call_after_refresh(self._scroll_to_newest, tries - 1)
            return
        self.scroll_to(y=top, animate=False, immediate=True)

