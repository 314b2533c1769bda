"""The Settings screen: each change applies at once, app-wide, and is saved for the next run."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Label, Select, Switch

from yamabushi.settings import Settings

CHOICES: dict[str, tuple[tuple[str, str], ...]] = {
    "theme": (("Dark", "dark"), ("Light", "light"), ("Terminal colours (ANSI)", "ansi")),
    "bot_speed": (("Slow", "slow"), ("Normal", "normal"), ("Fast", "fast"), ("Instant", "instant")),
}
LABELS = {"theme": "Theme", "bot_speed": "Bot speed", "highlight_legal": "Show legal moves"}


class SettingsScreen(Screen):
    """One row per setting; Tab moves between them, Escape goes back."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        settings: Settings = self.app.settings
        yield Header()
        with VerticalScroll(id="settings"):
            for name, values in CHOICES.items():
                with Horizontal(classes="field"):
                    yield Label(LABELS[name])
                    yield Select(values, value=getattr(settings, name), allow_blank=False, id=name)
            with Horizontal(classes="field"):
                yield Label(LABELS["highlight_legal"])
                yield Switch(settings.highlight_legal, id="highlight_legal")
            yield Label("Saved as you change them; NO_COLOR is honoured in every theme.", id="settings-note")
        yield Footer()

    def on_select_changed(self, event: Select.Changed) -> None:
        self._change(event.select.id, event.value)

    def on_switch_changed(self, event: Switch.Changed) -> None:
        self._change(event.switch.id, event.value)

    def _change(self, name: str | None, value: Any) -> None:
        settings: Settings = self.app.settings
        if name is not None and getattr(settings, name) != value:
            self.app.change_settings(settings.model_copy(update={name: value}))
