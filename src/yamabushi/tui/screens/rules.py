"""The rules of each game in our own words, rendered as Markdown.

Drawn by Rich in one widget, as `yamabushi rules` prints them: Textual's Markdown viewer builds
a widget per block, and the Hi Mi Ki rules took 1.3 s of CPU to open that way (F1 lagged under
load, and a key pressed meanwhile waited), against 0.06 s."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import Markdown
from rich.theme import Theme
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static, Tab, Tabs

from yamabushi.app.registry import own_games, specs
from yamabushi.core.errors import DataError
from yamabushi.data import rules_text
from yamabushi.tui.kit.footer import Footer
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


MARKDOWN_THEME = Theme(
    {
        "markdown.h2": "bold underline", "markdown.h3": "bold", "markdown.h4": "bold italic",
        "markdown.block_quote": "italic", "markdown.list": "bold", "markdown.item.number": "bold",
        "markdown.link": "underline", "markdown.link_url": "underline", "markdown.kbd": "bold",
        "markdown.table.header": "bold", "markdown.table.border": "none",
    }
)
"""Rich's Markdown draws headings, numbers and links in system colours (magenta, cyan) that
Textual's themes redraw at under 4:1 on their backgrounds; the theme's own text colour
always reads, and weight and underline still set them apart."""


class ThemedPage:
    """A Markdown page drawn with MARKDOWN_THEME."""

    def __init__(self, page: Markdown) -> None:
        self.page = page

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        with console.use_theme(MARKDOWN_THEME):
            yield from list(console.render(self.page, options))


class RulesScreen(Screen[None]):
    """One tab per game; opens on `game` when given."""

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back"),
        Binding("left", "turn(-1)", "Previous game"),
        Binding("right", "turn(1)", "Next game"),
    ]

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.texts = _available()
        self.game = game if game in self.texts else next(iter(self.texts), None)

    def compose(self) -> ComposeResult:
        yield Header()
        yield Tabs(*(Tab(_rule_files()[g], id=g) for g in self.texts), active=self.game)
        with VerticalScroll(id="rules-page"):
            yield Static(self._page(), id="rules-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-page").focus()

    def action_turn(self, step: int) -> None:
        """The arrows turn to the next game's rules while the keys scroll the page."""
        tabs = self.query_one(Tabs)
        tabs.action_next_tab() if step > 0 else tabs.action_previous_tab()

    def _page(self) -> ThemedPage:
        return ThemedPage(Markdown(self.texts.get(self.game or "", "No rules are installed.")))

    def on_tabs_tab_activated(self, event: Tabs.TabActivated) -> None:
        if event.tab.id and event.tab.id != self.game:
            self.game = event.tab.id
            self.query_one("#rules-text", Static).update(self._page())
            self.query_one("#rules-page", VerticalScroll).scroll_home(animate=False)
