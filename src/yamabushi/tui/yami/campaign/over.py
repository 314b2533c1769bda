"""The end of a campaign mission: won or lost and why, what the result changed on the
scorepad, and the way back to the map (or a last look at the board)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label

from yamabushi.tui.shell import Dialog
from yamabushi.tui.text import literal, styled


class MissionOverScreen(Dialog[str]):
    """Returns "map" or "board"."""

    DEFAULT_CSS = "MissionOverScreen #detail { margin-top: 1; }"

    BINDINGS = [Binding("escape", "dismiss('board')", "Look at the board"), Binding("m", "dismiss('map')", "Map")]

    def __init__(self, won: bool, text: str, news: str) -> None:
        super().__init__()
        self.won, self.text, self.news = won, text, news

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            title = "Mission won" if self.won else "Mission lost"
            yield Label(styled("[b]$title[/b]\n\n$text", title=title, text=self.text), id="result")
            if self.news:
                yield Label(literal(self.news), id="detail")
            with Horizontal(classes="buttons"):
                yield Button("Map (m)", variant="primary", id="map")
                yield Button("Board (Esc)", id="board")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "board")
