"""The stored solution of a puzzle, played on the board move by move and said in words.

It sits over the side panel (shell.Dialog `beside_board`), so the board beside it shows the
position after the move on show, with that move framed; the player's own game under it is
left as it was, and comes back when the panel closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Label, Static

from yamabushi.himiki.mindlock import MindlockState, WalkStep
from yamabushi.tui.kit.shell import Dialog
from yamabushi.tui.kit.text import literal, styled

Show = Callable[[MindlockState, MindlockState | None], None]
"""Draw a position on the board, with the move that led to it from the first (None: no move)."""


class SolutionScreen(Dialog[None]):
    beside_board = True
    AUTO_FOCUS = "#next"
    DEFAULT_CSS = """
    SolutionScreen .dialog { height: 100%; }
    SolutionScreen #walk { height: 1fr; }
    SolutionScreen .move { color: $text-muted; }
    SolutionScreen .move.-done { color: $text; }
    SolutionScreen .move.-now { color: $text; background: $primary 40%; text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n", "step(1)", "Next move"),
        Binding("left,p", "step(-1)", "Back a move"),
        Binding("home", "step(-99)", "Start", show=False),
        Binding("escape", "dismiss", "Close"),
    ]

    def __init__(self, title: str, steps: tuple[WalkStep, ...], show: Show) -> None:
        """`title` names the puzzle (shown literally); `show` draws each position on the board."""
        super().__init__()
        self.title_text, self.steps, self.show = title, steps, show
        self.at = 0
        """The moves played on the board so far (0: the puzzle as it starts)."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(styled("[b]$title[/b]: the solution, move by move (→ next, ← back)", title=self.title_text))
            with VerticalScroll(id="walk"):
                yield Static(literal("0. The puzzle as it starts."), classes="move -now")
                for step in self.steps:
                    yield Static(literal(step.text), classes="move")
            with Horizontal(classes="buttons"):
                yield Button("Next move (→)", variant="primary", id="next")
                yield Button("Back a move (←)", id="back")
                yield Button("Close (Esc)", id="close")

    def on_mount(self) -> None:
        self._draw()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "close":
            self.dismiss(None)
        else:
            self.action_step(1 if event.button.id == "next" else -1)

    def action_step(self, by: int) -> None:
        self.at = max(0, min(len(self.steps), self.at + by))
        self._draw()

    def _draw(self) -> None:
        """The board at move `at`, that move's sentence marked and in view, the earlier ones read."""
        moves = list(self.query(".move").results(Static))
        for index, move in enumerate(moves):
            move.set_class(index < self.at, "-done")
            move.set_class(index == self.at, "-now")
        moves[self.at].scroll_visible(animate=False)
        if self.at == 0:
            self.show(self.steps[0].before, None)
        else:
            step = self.steps[self.at - 1]
            self.show(step.after, step.before)
