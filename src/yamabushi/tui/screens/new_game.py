"""The set-up dialog of a new game: each option of the mode, and an optional seed.

At 80x24 a 2 vs 2 Expert game's seven fields in Textual's bordered widgets (three
rows each) pushed Start below the fold. The fields are one row each on a compact
terminal and scroll between the title and the buttons, which always show; without
borders, the focused field's name is reversed. A large terminal gets the roomier
bordered widgets.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual import events
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Input, Label, Select

from yamabushi.app.bots import has_bots
from yamabushi.app.registry import engine_for
from yamabushi.app.catalog import ModeEntry
from yamabushi.session.clock import TimeControl
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.shell import Dialog, is_large
from yamabushi.tui.screens.name_prompt import NamePrompt
from yamabushi.tui.widgets.seat_select import SeatSelect

CHOICE_LABELS = {
    "choose": "Place the cubes yourself",
    "random": "Random set-up",
    "off": "Off",
    "on": "On: Chaos tiles (Expert mode)",
    "A": "Board side A (open 5×5)",
    "B": "Board side B (Shrine in the centre)",
}

OPTION_LABELS: dict[str, dict[str, str]] = {
    "mission": {"1": "Mission 1 (tiles 5 and 9)", "2": "Mission 2 (tiles 3 and 7)"},
    "first": {"random": "Random first player", **{str(i): f"Player {i + 1} leads" for i in range(4)}},
}
"""Labels that depend on the option as well as the value ("random" means another thing for `first`)."""

CHOICE_VALUES: dict[object, bool] = {"on": True, "off": False}
"""Switch-like choices reach the engine as booleans."""

CLOCK_CHOICES = (("No clock", ""), *((f"{control} (minutes + seconds a turn)", control) for control in ("1+0", "3+2", "5+3", "10+5", "15+10", "30+20")))
"""The time controls a duel may be played on (lichess's blitz and rapid ones), or none."""

NewGame = tuple[dict[str, Any], int | None, dict[str, str], TimeControl | None]
"""What the dialog starts: options, seed or None, seat name -> "human", a person's name or a bot level, and a clock or None."""


class NewGameScreen(Dialog[NewGame | None]):
    """Returns a `NewGame` on Start, None on Cancel.

    Opened over a game it sits beside the board (in the side panel, 32 columns at 80x24):
    each field's name on its own row above its choice, whose words wrap rather than end cut,
    and an opened list of choices unrolls in place, pushing the fields under it down, so it
    covers no field's name."""

    beside_board = True

    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("enter", "start", "Start", priority=True),
    ]
    CSS = """
    NewGameScreen .dialog { padding: 0 2; max-height: 100%; }
    NewGameScreen #fields { height: auto; max-height: 14; }
    NewGameScreen .dialog .field { height: 1; margin-top: 1; }
    NewGameScreen .dialog .field Label { padding: 0 1 0 0; }
    NewGameScreen .dialog .field:focus-within Label { text-style: bold reverse; }
    NewGameScreen .dialog .field:focus-within SelectCurrent { background: $primary 40%; }
    NewGameScreen .dialog .field Input:focus { background: $primary 40%; }
    NewGameScreen.-large .dialog { width: 76; padding: 1 2; }
    NewGameScreen.-large #fields { max-height: 27; }
    NewGameScreen.-large .dialog .field { height: 3; margin-top: 0; }
    NewGameScreen.-large .dialog .field Label { padding: 1 1 0 0; }
    NewGameScreen.-beside .dialog { padding: 0 1; height: 100%; }
    NewGameScreen.-beside #fields { max-height: 100%; height: 1fr; scrollbar-size-vertical: 1; }
    NewGameScreen.-beside .dialog .field { layout: vertical; height: auto; margin-top: 0; }
    NewGameScreen.-beside .dialog .field Label { width: 100%; padding: 0; text-style: bold; }
    NewGameScreen.-beside .dialog .field Select { width: 100%; }
    NewGameScreen.-beside .dialog .field Input { width: 100%; }
    NewGameScreen.-beside .dialog .field Select > SelectOverlay { overlay: none; constrain: none; max-height: 8; }
    NewGameScreen.-beside.-large .dialog { height: auto; }
    NewGameScreen.-beside.-large #fields { height: auto; max-height: 27; }
    NewGameScreen.-beside.-large .dialog .field Select { margin-bottom: 1; }
    """

    def __init__(self, entry: ModeEntry) -> None:
        super().__init__()
        self.entry = entry

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(f"[b]{self.entry.label}[/b]\n{self.entry.description}\n[dim]Enter starts; Space opens a choice.[/dim]")
            with VerticalScroll(id="fields"):
                for name, values in self.entry.choices.items():
                    with Horizontal(classes="field"):
                        yield Label(name.capitalize())
                        yield Select(
                            [(OPTION_LABELS.get(name, {}).get(v) or CHOICE_LABELS.get(v, v), v) for v in values],
                            value=values[0],
                            allow_blank=False,
                            id=f"opt-{name}",
                        )
                for index, name in enumerate(self.seat_names()):
                    with Horizontal(classes="field"):
                        yield Label(literal(name))
                        yield SeatSelect(name, id=f"seat-{index}")
                if self.entry.timed:
                    with Horizontal(classes="field"):
                        yield Label("Clock")
                        yield Select(CLOCK_CHOICES, value="", allow_blank=False, id="clock")
                with Horizontal(classes="field"):
                    yield Label("Seed")
                    yield Input(placeholder="blank for a fresh game", id="seed", type="integer")
            with Horizontal(classes="buttons"):
                yield Button("Start", variant="primary", id="start")
                yield Button("Cancel", id="cancel")

    def on_resize(self, event: events.Resize) -> None:
        """Compact one-row fields, or the bordered ones when the terminal is large (as AppScreen)."""
        self.set_class(is_large(event.size.width, event.size.height), "-large")
        self._fit_fields()

    def _dock(self) -> None:
        super()._dock()
        self._fit_fields()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """A list opened beside the board unrolls within the scrolling fields: all of it comes into view."""
        select = event.widget.parent
        if isinstance(select, Select) and self.has_class("-beside"):
            self.call_after_refresh(select.scroll_visible, animate=False)

    def _fit_fields(self) -> None:
        """One-row fields on a compact terminal and beside a board, bordered ones on a large terminal's centre."""
        compact = not self.has_class("-large") or self.has_class("-beside")
        for widget in self.query("#fields Select, #fields Input").results():
            if isinstance(widget, (Select, Input)):
                widget.compact = compact

    def on_seat_select_name_wanted(self, message: SeatSelect.NameWanted) -> None:
        self.app.push_screen(NamePrompt(message.select.seat), message.select.named)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self._start()
        else:
            self.dismiss(None)

    def on_input_submitted(self) -> None:
        self._start()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter starts the game from a closed list (space or an arrow opens it); in an open list
        it picks, and on a button it presses that button."""
        if action == "start":
            return isinstance(self.focused, Select)
        return super().check_action(action, parameters)

    def action_start(self) -> None:
        self._start()

    def _start(self) -> None:
        options = dict(self.entry.options)
        for name in self.entry.choices:
            value = self.query_one(f"#opt-{name}", Select).value
            options[name] = CHOICE_VALUES.get(value, value)
        text = self.query_one("#seed", Input).value.strip()
        players = {name: str(self.query_one(f"#seat-{i}", Select).value) for i, name in enumerate(self.seat_names())}
        timed = str(self.query_one("#clock", Select).value) if self.entry.timed else ""
        self.dismiss((options, int(text) if text else None, players, TimeControl.parse(timed) if timed else None))

    def seat_names(self) -> tuple[str, ...]:
        """The seats a person or a bot may take: every seat but a rules automa's (none without bots)."""
        if not has_bots(self.entry.game):
            return ()
        names = engine_for(self.entry.game).seat_names(self.entry.options)
        return tuple(name for name in names if name not in self.entry.seat_kinds)

    def action_cancel(self) -> None:
        self.dismiss(None)
