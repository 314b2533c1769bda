"""Statistics: games played and won per game and mode, Mindlock progress and Yami
campaigns, on one scrolling page of plain text (stats_report.py writes the words)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from yamabushi.app.stats_report import report
from yamabushi.tui.text import literal
from yamabushi.tui.widgets.header import Header


class StatisticsScreen(Screen[None]):
    DEFAULT_CSS = """
    StatisticsScreen #stats { padding: 0 1; }
    StatisticsScreen .stats-title { text-style: bold underline; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="stats"):
            for section in report():
                yield Static(literal(section.title), classes="stats-title")
                yield Static(literal("\n".join(section.lines)), classes="stats-lines")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Statistics"
        self.query_one("#stats").focus()
