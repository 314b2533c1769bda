"""The end of a campaign mission: won or lost and why, what the result changed on the
scorepad, and the way back to the map (or a last look at the board). At a table, whose
host keeps the map, the way out leaves the table instead."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label

from yamabushi.tui.kit.shell import Dialog
from yamabushi.tui.kit.text import literal, styled


class MissionOverScreen(Dialog[str]):
    """Returns "map" (at a table: leave it) or "board"."""

    beside_board = True

    DEFAULT_CSS = "MissionOverScreen #detail { margin-top: 1; }"

    BINDINGS = [
        Binding("escape", "dismiss('board')", "Look at the board"),
        Binding("m", "dismiss('map')", "Map"),
        Binding("l", "dismiss('map')", "Leave", show=False),
    ]

    def __init__(self, won: bool, text: str, news: str, at_table: bool = False) -> None:
        super().__init__()
        self.won, self.text, self.news, self.at_table = won, text, news, at_table

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            title = "Mission won" if self.won else "Mission lost"
            yield Label(styled("[b]$title[/b]\n\n$text", title=title, text=self.text), id="result")
            if self.news:
                yield Label(literal(self.news), id="detail")
            with Horizontal(classes="buttons"):
                yield Button("Leave the table (l)" if self.at_table else "Map (m)", variant="primary", id="map")
                yield Button("Board (Esc)", id="board")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "board")
