"""The coach's review of a game: the chance over the game as a chart, the marked decisions as a
list, and for the one picked, what was played, what was better and why.

The review (app/review.py) runs in a thread worker behind a progress bar, so the screen
answers keys while the search works; a review kept beside the save appears at once.
`n` and `p` step through the marks (the chart draws a line at the picked one); Enter on a
mark, when the screen was opened from the replay viewer, shows that action there.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, OptionList, ProgressBar, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker
from textual_plotext import PlotextPlot

from yamabushi.app.review import Decision, Review, chance_name, decision_line, review_record, summary
from yamabushi.core.errors import RulesError
from yamabushi.session.record import GameRecord
from yamabushi.tui.shell import AppScreen, while_on_top
from yamabushi.tui.text import literal
from yamabushi.tui.widgets.header import Header


class Stopped(Exception):
    """The screen closed while its review was still running."""


def chart(plot: PlotextPlot, review: Review, picked: Decision | None, ascii_only: bool) -> None:
    """Each person's chance before and after each decision (one line for a cooperative game),
    in percent against the action number; a vertical line at the picked decision."""
    plt = plot.plt
    plt.clear_data()
    plt.clear_figure()
    marker = "*" if ascii_only else "braille"
    seats = [None] if review.cooperative else sorted({d.seat for d in review.decisions})
    for seat in seats:
        mine = [d for d in review.decisions if seat is None or d.seat == seat]
        xs = [x for d in mine for x in (d.index, d.index + 1)]
        ys = [100 * y for d in mine for y in (d.before, d.after)]
        if xs:
            label = "Mission" if seat is None else review.seats[seat]
            plt.plot(xs, ys, marker=marker, label=label if len(seats) > 1 else None)
    if picked is not None:
        plt.vline(picked.index + 1, "red")
    last = max(len(review.actions), 1)
    plt.ylim(0, 100)
    plt.xlim(0, last)
    plt.yticks([0, 50, 100], ["0%", "50%", "100%"])
    plt.xticks(sorted({0, last // 4, last // 2, 3 * last // 4, last}))
    plt.title(f"{chance_name(review).capitalize()} by action")
    plot.refresh()


class ReviewScreen(AppScreen):
    DEFAULT_CSS = """
    ReviewScreen #review-summary { height: auto; padding: 0 1; }
    ReviewScreen #review-progress { margin: 0 1; }
    ReviewScreen #review-chart { height: 9; }
    ReviewScreen.-large #review-chart { height: 16; }
    ReviewScreen #review-marks { height: 1fr; min-height: 3; }
    ReviewScreen #review-detail { height: 4; padding: 0 1; color: $accent; }
    """
    BINDINGS = [
        Binding("n", "mark(1)", "Next mark"),
        Binding("p", "mark(-1)", "Previous mark"),
        Binding("escape,q", "app.pop_screen", "Close"),
    ]

    def __init__(self, record: GameRecord, keep: Path | None, budget: float | None = None,
                 show: Callable[[int], None] | None = None) -> None:
        """`keep`: the save the review is kept beside (None: not kept); `show(n)`: show the
        position after action n (the replay viewer's), called on Enter."""
        super().__init__()
        self.record, self.keep, self.budget, self.show = record, keep, budget, show
        self.review: Review | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("The coach is looking at every decision, searching deeper than the hard bot…", id="review-summary")
        yield ProgressBar(id="review-progress")
        yield PlotextPlot(id="review-chart")
        yield OptionList(id="review-marks")
        yield Static(id="review-detail")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Review"
        self.sub_title = "the coach's look at the game"
        for part in ("#review-chart", "#review-marks", "#review-detail"):
            self.query_one(part).display = False
        self.run_review()

    @work(thread=True, exclusive=True, group="review")
    def run_review(self) -> None:
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if worker.is_cancelled:
                raise Stopped
            self.app.call_from_thread(self._advance, done, total)

        try:
            review = review_record(self.record, self.keep, self.budget, progress)
        except Stopped:
            return
        except RulesError as exc:
            self.app.call_from_thread(self._failed, str(exc))
            return
        self.app.call_from_thread(self.shown, review)

    def _advance(self, done: int, total: int) -> None:
        if self.still_shown:  # the screen may have closed since the worker asked
            self.query_one(ProgressBar).update(total=total, progress=done)

    def _failed(self, text: str) -> None:
        if not self.still_shown:
            return
        self.query_one(ProgressBar).display = False
        self.query_one("#review-summary", Static).update(literal(text))

    def shown(self, review: Review) -> None:
        """Draw a finished review (unless the screen closed meanwhile)."""
        if not self.still_shown:
            return
        self.review = review
        self.query_one(ProgressBar).display = False
        result = review.outcome or "The game is not over."
        hints = f" Hints used: {review.hints}." if review.hints else ""
        self.query_one("#review-summary", Static).update(literal(f"{result}{hints}\n{summary(review)}"))
        marks = self.query_one("#review-marks", OptionList)
        marks.clear_options()
        marked = review.marked()
        marks.add_options([Option(literal(self._short(d)), id=str(d.index)) for d in marked])
        for part in ("#review-chart", "#review-marks", "#review-detail"):
            self.query_one(part).display = True
        if marked:
            marks.highlighted = 0
            marks.focus()
        else:
            self.query_one("#review-detail", Static).update("No inaccuracy, mistake or blunder: well played.")
        self._draw(marked[0] if marked else None)

    def _short(self, decision: Decision) -> str:
        assert self.review is not None
        chances = f"{round(100 * decision.before)}% → {round(100 * decision.after)}%"
        return f"{decision.index + 1}. {self.review.seats[decision.seat]}: {decision.played}, {decision.mark} ({chances})"

    def _draw(self, picked: Decision | None) -> None:
        assert self.review is not None
        chart(self.query_one(PlotextPlot), self.review, picked, self.app.settings.ascii_only)
        if picked is not None:
            self.query_one("#review-detail", Static).update(literal(decision_line(self.review, picked)))

    def picked(self) -> Decision | None:
        marks = self.query_one("#review-marks", OptionList)
        if self.review is None or marks.highlighted is None:
            return None
        return self.review.marked()[marks.highlighted]

    def on_option_list_option_highlighted(self, _: OptionList.OptionHighlighted) -> None:
        if self.review is not None:
            self._draw(self.picked())

    @while_on_top
    def on_option_list_option_selected(self, _: OptionList.OptionSelected) -> None:
        decision = self.picked()
        if decision is not None and self.show is not None:
            self.app.pop_screen()
            self.show(decision.index + 1)

    def action_mark(self, delta: int) -> None:
        marks = self.query_one("#review-marks", OptionList)
        if self.review is None or not marks.option_count:
            return
        current = marks.highlighted if marks.highlighted is not None else -delta
        marks.highlighted = (current + delta) % marks.option_count
