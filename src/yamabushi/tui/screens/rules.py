"""The rules of each game in our own words, rendered as Markdown."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, MarkdownViewer, Tab, Tabs

from yamabushi.app.registry import own_games, specs
from yamabushi.core.errors import DataError
from yamabushi.data import rules_text
from yamabushi.tui.widgets.header import Header

def _rule_files() -> dict[str, str]:
    """The games with rules of their own, by name, with their titles (Mindlock's are Hi Mi Ki's)."""
    return {spec.name: spec.title for spec in specs() if spec.name in own_games()}


def _available() -> dict[str, str]:
    found = {}
    for game in _rule_files():
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
        yield Tabs(*(Tab(_rule_files()[g], id=g) for g in self.texts), active=self.game)
        yield MarkdownViewer(self.texts.get(self.game or "", "No rules are installed."), show_table_of_contents=False)
        yield Footer()

    def on_tabs_tab_activated(self, event: Tabs.TabActivated) -> None:
        if event.tab.id and event.tab.id != self.game:
            self.game = event.tab.id
            self.query_one(MarkdownViewer).document.update(self.texts[self.game])
