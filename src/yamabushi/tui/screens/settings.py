"""The Settings screen: each change applies at once, app-wide, and is saved for the next run.

Every setting is a Select showing its value in words (a Switch shows on/off by
colour only, which a monochrome terminal would lose).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Label, Select

from yamabushi.app.settings import Settings
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header

ON_OFF = (("On", True), ("Off", False))
ROWS: dict[str, tuple[str, tuple[tuple[str, object], ...]]] = {
    "theme": ("Theme", (("Dark", "dark"), ("Light", "light"), ("Terminal colours (ANSI)", "ansi"))),
    "bot_speed": ("Bot speed", (("Slow", "slow"), ("Normal", "normal"), ("Fast", "fast"), ("Instant", "instant"))),
    "highlight_legal": ("Show legal moves", ON_OFF),
    "ascii_only": ("ASCII-only glyphs", ON_OFF),
    "confirm_end_turn": ("Confirm end of turn", ON_OFF),
    "show_needs": ("Show Mindlock Needs", ON_OFF),
    "turn_bell": ("Your-turn bell", ON_OFF),
    "turn_notice": ("Your-turn notice", ON_OFF),
}


class SettingsScreen(AppScreen):
    """One row per setting; Tab moves between them, Escape goes back."""

    SUB_TITLE = "Settings"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        settings: Settings = self.app.settings
        yield Header()
        with VerticalScroll(id="settings"):
            for name, (label, values) in ROWS.items():
                with Horizontal(classes="field"):
                    yield Label(label)
                    yield Select(values, value=getattr(settings, name), allow_blank=False, id=name)
            yield Label(
                "Your-turn bell and notice: at a table, when your turn comes or an undo asks you "
                "(the notice where the terminal shows desktop notices).\n"
                "Saved as you change them; NO_COLOR is honoured in every theme.",
                id="settings-note",
            )
        yield Footer()

    def on_select_changed(self, event: Select.Changed) -> None:
        settings: Settings = self.app.settings
        name = event.select.id
        if name is not None and getattr(settings, name) != event.value:
            change: dict[str, Any] = {name: event.value}  # one of the values ROWS offers for `name`
            self.app.change_settings(replace(settings, **change))
