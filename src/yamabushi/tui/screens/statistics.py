"""Statistics: who leads each rated game (leaderboards, and each mode's ratings over time as
a chart), games played and won per game and mode, Yami missions by player, Mindlock progress
and Yami campaigns, on one scrolling page (stats_report.py writes the words)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static
from textual_plotext import PlotextPlot

from yamabushi.app.ratings_report import Chart
from yamabushi.app.stats_report import report
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header


class RatingChart(PlotextPlot):
    """One rated mode's ratings over time, a line per person (the leaderboard above says it in words)."""

    def __init__(self, chart: Chart, ascii_only: bool) -> None:
        super().__init__(classes="stats-chart")
        self.chart, self.ascii_only = chart, ascii_only

    def on_mount(self) -> None:
        plt = self.plt
        marker = "*" if self.ascii_only else "braille"
        for person, history in self.chart.series:
            plt.plot(list(range(1, len(history) + 1)), list(history), marker=marker, label=person)
        last = max(len(history) for _, history in self.chart.series)
        plt.xticks(sorted({1, (last + 1) // 2, last}))
        plt.xlim(0.5, last + 0.5)
        plt.title(self.chart.title)
        plt.xlabel("game")


class StatisticsScreen(AppScreen):
    DEFAULT_CSS = """
    StatisticsScreen #stats { padding: 0 1; }
    StatisticsScreen .stats-title { text-style: bold underline; margin-top: 1; }
    StatisticsScreen .stats-chart { height: 12; margin-top: 1; }
    StatisticsScreen.-large .stats-chart { height: 16; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        ascii_only = self.app.settings.ascii_only
        yield Header()
        with VerticalScroll(id="stats"):
            for section in report(ascii_only):
                yield Static(literal(section.title), classes="stats-title")
                yield Static(literal("\n".join(section.lines)), classes="stats-lines")
                for chart in section.charts:
                    yield RatingChart(chart, ascii_only)
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Statistics"
        self.query_one("#stats").focus()
