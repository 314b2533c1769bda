"""Asks a person's name once, for a seat of a new game: the next dialogs offer it in the list.

What is typed is checked as every name is (app/people.py); a name that cannot be one is
said under the field in one sentence and the dialog stays, so nothing typed is lost.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from yamabushi.app.people import person_name
from yamabushi.core.errors import RulesError
from yamabushi.core.kept import MAX_PERSON
from yamabushi.tui.kit.shell import Dialog
from yamabushi.tui.kit.text import literal, styled


class NamePrompt(Dialog[str | None]):
    """Returns the name, trimmed, on OK; None on Cancel."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    NamePrompt .dialog { width: 60; height: auto; padding: 0 2; }
    NamePrompt #name-problem { color: $error; height: auto; }
    """

    def __init__(self, seat: str) -> None:
        super().__init__()
        self.seat = seat

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(styled("[b]A name for $seat[/b]", seat=self.seat))
            yield Static("Games under this name are rated, and later games offer it.")
            yield Input(placeholder=f"up to {MAX_PERSON} characters", max_length=MAX_PERSON, id="name")
            yield Static("", id="name-problem")
            with Horizontal(classes="buttons"):
                yield Button("OK", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self._answer() if event.button.id == "ok" else self.dismiss(None)

    def on_input_submitted(self) -> None:
        self._answer()

    def _answer(self) -> None:
        try:
            name = person_name(self.query_one("#name", Input).value)
        except RulesError as exc:
            self.query_one("#name-problem", Static).update(literal(str(exc)))
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)
