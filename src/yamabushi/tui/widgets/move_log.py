"""The move log: one line per action in the game's notation, newest at the bottom."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from yamabushi.core.replay import Step
from yamabushi.tui.text import literal


def log_lines(steps: tuple[Step, ...], seat_names: tuple[str, ...]) -> list[str]:
    """Number each action and name who took it."""
    lines = []
    for number, step in enumerate(steps, start=1):
        who = seat_names[step.actor] if step.actor is not None else ""
        lines.append(f"{number:>3}. {who}: {step.log}")
    return lines


class MoveLog(VerticalScroll):
    DEFAULT_CSS = """
    MoveLog { border: round $primary; height: 1fr; min-height: 3; }
    MoveLog > Static { width: 100%; }
    """

    def compose(self) -> ComposeResult:
        yield Static("")

    def show(self, lines: list[str]) -> None:
        self.query_one(Static).update(literal("\n".join(lines) or "No moves yet."))
        self.scroll_end(animate=False)
