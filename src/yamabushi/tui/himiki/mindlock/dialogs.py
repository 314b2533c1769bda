"""The Mindlock screen's questions: show the solution?, and the end of a puzzle.

The end dialog's keys are the puzzle's next steps, so each works at once: after a
solve the next challenge or the list, after a failure undo or restart (which the
screen then does), as well as the list and a look at the board.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label

from yamabushi.tui.kit.shell import Dialog
from yamabushi.tui.kit.text import literal, styled


class ConfirmScreen(Dialog[bool]):
    """A yes/no question; Enter or y says yes, Escape or n says no."""
    beside_board = True

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "dismiss(True)", "Yes"),
        Binding("n,escape", "dismiss(False)", "No"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(literal(self.question))
            with Horizontal(classes="buttons"):
                yield Button("Yes (y)", variant="primary", id="yes")
                yield Button("No (n)", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


CHOICES = {"next": "n", "list": "l", "undo": "u", "restart": "x", "board": "escape"}
"""Each choice the end dialog may offer, by its key."""


class PuzzleOverScreen(Dialog[str]):
    """Solved or failed: returns the choice ("next", "list", "undo", "restart" or "board")."""
    beside_board = True

    DEFAULT_CSS = "PuzzleOverScreen .buttons Button { min-width: 10; width: auto; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(key, f"dismiss('{choice}')", choice.capitalize(), show=False) for choice, key in CHOICES.items()
    ]

    def __init__(self, text: str, detail: str, solved: bool, next_id: str | None = None) -> None:
        """`next_id` is the challenge "next" goes to (after a solve; None when this was the last)."""
        super().__init__()
        self.text, self.detail, self.solved = text, detail, solved
        labels = {"next": f"Next: {next_id}"} if next_id and solved else {}
        labels |= {"list": "List"} if solved else {"undo": "Undo", "restart": "Restart", "list": "List"}
        self.labels = labels | {"board": "Board"}

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only the keys of the choices on offer answer."""
        return action != "dismiss" or parameters[0] in self.labels

    def compose(self) -> ComposeResult:
        title = "Solved" if self.solved else "Not solved"
        with Vertical(classes="dialog"):
            yield Label(styled("[b]$title[/b]\n\n$text", title=title, text=self.text), id="result")
            if self.detail:
                yield Label(literal(self.detail), id="detail")
            with Horizontal(classes="buttons"):
                for number, (choice, label) in enumerate(self.labels.items()):
                    key = CHOICES[choice].replace("escape", "Esc")
                    yield Button(f"{label} ({key})", variant="primary" if number == 0 else "default", id=choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "board")
