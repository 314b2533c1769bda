"""The rules of each game in our own words, rendered as Markdown."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, MarkdownViewer, Tab, Tabs

from yamabushi.core.errors import DataError
from yamabushi.data import rules_text
from yamabushi.tui.widgets.header import Header

RULE_FILES = {"himiki": "Hi Mi Ki", "himizu": "Himizu", "yami": "Yami"}


def _available() -> dict[str, str]:
    found = {}
    for game in RULE_FILES:
        try:
            found[game] = rules_text(game)
        except DataError:
            continue
    return found


class RulesScreen(Screen[None]):
    """One tab per game; opens on `game` when given."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back")]

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.texts = _available()
        self.game = game if game in self.texts else next(iter(self.texts), None)

    def compose(self) -> ComposeResult:
        yield Header()
        yield Tabs(*(Tab(RULE_FILES[g], id=g) for g in self.texts), active=self.game)
        yield MarkdownViewer(self.texts.get(self.game or "", "No rules are installed."), show_table_of_contents=False)
        yield Footer()

    def on_tabs_tab_activated(self, event: Tabs.TabActivated) -> None:
        if event.tab.id and event.tab.id != self.game:
            self.game = event.tab.id
            self.query_one(MarkdownViewer).document.update(self.texts[self.game])
