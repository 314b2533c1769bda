"""The set-up dialog of a new game: each option of the mode, and an optional seed."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select

from yamabushi.tui.catalog import ModeEntry

CHOICE_LABELS = {
    "choose": "Place the cubes yourself",
    "random": "Random set-up",
    "off": "Off",
    "on": "On: Chaos tiles (Expert mode)",
}

CHOICE_VALUES: dict[object, bool] = {"on": True, "off": False}
"""Switch-like choices reach the engine as booleans."""


class NewGameScreen(ModalScreen[tuple[dict[str, Any], int | None] | None]):
    """Returns (options, seed or None) on Start, None on Cancel."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, entry: ModeEntry) -> None:
        super().__init__()
        self.entry = entry

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Label(f"[b]{self.entry.label}[/b]\n{self.entry.description}")
            for name, values in self.entry.choices.items():
                with Horizontal(classes="field"):
                    yield Label(name.capitalize())
                    yield Select(
                        [(CHOICE_LABELS.get(v, v), v) for v in values],
                        value=values[0],
                        allow_blank=False,
                        id=f"opt-{name}",
                    )
            with Horizontal(classes="field"):
                yield Label("Seed")
                yield Input(placeholder="blank for a fresh game", id="seed", type="integer")
            with Horizontal(classes="buttons"):
                yield Button("Start", variant="primary", id="start")
                yield Button("Cancel", id="cancel")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self._start()
        else:
            self.dismiss(None)

    def on_input_submitted(self) -> None:
        self._start()

    def _start(self) -> None:
        options = dict(self.entry.options)
        for name in self.entry.choices:
            value = self.query_one(f"#opt-{name}", Select).value
            options[name] = CHOICE_VALUES.get(value, value)
        text = self.query_one("#seed", Input).value.strip()
        self.dismiss((options, int(text) if text else None))

    def action_cancel(self) -> None:
        self.dismiss(None)
