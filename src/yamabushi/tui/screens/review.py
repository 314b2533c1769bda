"""The coach's review on the board: the position of each decision, the move played and the
better one drawn on it, the chance over the game as a chart with the cursor on it, and the marks.

The review (app/review.py) runs in a thread worker that posts each decision as it is
judged, so the first marks show while the search goes on; a review kept beside the save
appears at once. ← → step through every decision, `n` `p` (or the marks list) jump
between marks, `t` tries moves from the position under the cursor (tui/screens/sandbox.py).
The board is the replay viewer's (its game's row of tui/games.py), drawn from the position
before the decision as its seat saw it. Leaving goes back to the screen the review was
opened from; the replay viewer then shows the decision the cursor was on.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.widgets import OptionList, ProgressBar, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker
from textual_plotext import PlotextPlot

from yamabushi.app.open_hands import applies, verdict_sentence, winning_line
from yamabushi.app import review as reviews
from yamabushi.app.review import Decision, Review, blank_review, chance_name, decision_line, mark_line, review_of
from yamabushi.core.errors import RulesError
from yamabushi.session.timeline import Timeline
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header

HEADER_ROOM = 12
"""Columns of the header that its icon, margins and clock keep from the title."""


class Stopped(Exception):
    """The screen closed while its review was still running."""


def chart(plot: PlotextPlot, review: Review, picked: Decision | None, ascii_only: bool, labels: bool = True) -> None:
    """Each person's chance before and after each decision (one line for a cooperative game),
    in percent against the action number; a vertical line at the picked decision. `labels`:
    name each line (a small chart has no room: the legend would hide the lines)."""
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
            plt.plot(xs, ys, marker=marker, label=label if len(seats) > 1 and labels else None)
    if picked is not None:
        plt.vline(picked.index + 1, "red")
    last = max(len(review.actions), 1)
    plt.ylim(0, 100)
    plt.xlim(0, last)
    plt.yticks([0, 50, 100], ["0%", "50%", "100%"])
    plt.xticks(sorted({0, last // 2, last}))
    plt.title(f"{chance_name(review).capitalize()} by action")
    plot.refresh()


class ReviewScreen(AppScreen):
    DEFAULT_CSS = """
    ReviewScreen #replay-board { width: auto; height: auto; margin-right: 1; }
    ReviewScreen #review-side { padding: 0 1 0 0; }
    ReviewScreen #review-where { color: $accent; text-style: bold; height: auto; }
    ReviewScreen #review-progress { margin: 0; }
    ReviewScreen #review-progress Bar { width: 1fr; }
    ReviewScreen #review-detail-box { height: auto; max-height: 8; }
    ReviewScreen #review-detail { height: auto; }
    ReviewScreen #review-chart { height: 7; }
    ReviewScreen.-large #review-detail-box { max-height: 14; }
    ReviewScreen.-large #review-chart { height: 12; }
    ReviewScreen #review-marks { height: 1fr; min-height: 3; }
    """
    BINDINGS = [
        Binding("right", "step(1)", "Next"),
        Binding("left", "step(-1)", "Back"),
        Binding("n", "mark(1)", "Mark+"),
        Binding("p", "mark(-1)", "Mark−"),
        Binding("t", "try_here", "Try here"),
        Binding("o", "open_hands", "Open hands"),
        Binding("escape,q", "leave", "Close"),
    ]

    def __init__(self, timeline: Timeline, keep: Path | None, budget: float | None = None,
                 show: Callable[[int], None] | None = None) -> None:
        """`keep`: the save the review is kept beside (None: not kept); `show(n)`: show the
        position after action n on the screen below (the replay viewer's), called on leaving."""
        super().__init__()
        self.timeline, self.keep, self.budget, self.show = timeline, keep, budget, show
        self.record = timeline.record
        self.review: Review = blank_review(self.timeline, reviews.REVIEW_BUDGET if budget is None else budget)
        """The decisions judged so far; the whole review once `done`."""
        self.done = False
        self.cursor: int | None = None
        """The decision on the board (an index into `review.decisions`)."""
        self.moved = False
        """The player moved the cursor: a mark found later no longer takes it."""
        self.board = self.app.views.replay_board(self.record.game)
        self.verdict = ""
        """Yami, once the mission is over: whether its deal could be won with open hands."""
        self.line: Timeline | None = None
        """That deal's winning line, when there is one."""

    @property
    def index(self) -> int:
        """The action the board shows the position before (the replay boards read it)."""
        return self.decision.index if self.decision is not None else 0

    @property
    def decision(self) -> Decision | None:
        return None if self.cursor is None else self.review.decisions[self.cursor]

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield self.board.widget(len(self.record.seats))
            with Vertical(id="review-side"):
                yield Static("The coach is looking at every decision…", id="review-where")
                yield ProgressBar(id="review-progress", show_eta=False)
                with VerticalScroll(id="review-detail-box"):  # scrolls, never cut; the chart keeps its rows
                    yield Static(id="review-detail")
                yield PlotextPlot(id="review-chart")
                yield OptionList(id="review-marks", compact=True)  # its border only where there is room
        yield Footer()

    def on_mount(self) -> None:
        self.title = f"Review: {self.timeline.engine.title}"
        self.query_one("#replay-board").display = False
        self.run_review()

    def on_resize(self, event: Resize) -> None:
        """The result in the header, whole where it fits, else up to its reason ("Fire wins")."""
        outcome = self.review.outcome or "the game is not over"
        if len(f"{self.title} — {outcome}") > event.size.width - HEADER_ROOM:
            outcome = outcome.split(": ")[0]
        self.sub_title = outcome

    def layout_changed(self) -> None:
        """A large screen frames the marks list; a small one gives those rows to a mark's words."""
        self.query_one("#review-marks", OptionList).compact = not self.large
        if self.decision is not None:
            self._draw_side()

    # -- the worker ----------------------------------------------------------
    @work(thread=True, exclusive=True, group="review")
    def run_review(self) -> None:
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if worker.is_cancelled:
                raise Stopped
            self.app.call_from_thread(self._advance, done, total)

        def found(decision: Decision) -> None:
            self.app.call_from_thread(self._found, decision)

        try:
            review = review_of(self.timeline, self.keep, self.budget, progress, found)
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
        self.query_one("#review-where", Static).update(literal(text))

    def _found(self, decision: Decision) -> None:
        """One more decision judged: listed if marked, on the board if it is the first one (or the
        first mark, while the player has not moved the cursor)."""
        if not self.still_shown or self.done:
            return
        self.review.decisions.append(decision)
        if decision.mark:
            self._list_mark(decision)
        first_mark = decision.mark and len(self.review.marked()) == 1
        if self.cursor is None or (first_mark and not self.moved):
            self._go(len(self.review.decisions) - 1)
        else:
            self._draw_side()

    def shown(self, review: Review) -> None:
        """The whole review (unless the screen closed meanwhile): the cursor stays where it was,
        or goes to the first mark."""
        if not self.still_shown:
            return
        at = self.decision.index if self.decision is not None and self.moved else None
        self.review, self.done = review, True
        self.query_one(ProgressBar).display = False
        marks = self.query_one("#review-marks", OptionList)
        marks.clear_options()
        for decision in review.marked():
            self._list_mark(decision)
        if not review.decisions:
            self.query_one("#review-where", Static).update("No person made a decision in this game.")
            return
        indices = [d.index for d in review.decisions]
        first = review.marked()[0].index if review.marked() else indices[0]
        self._go(indices.index(at if at in indices else first))
        if marks.option_count:
            marks.focus()
        if applies(self.timeline):
            self.verdict = "With open hands: the solver is looking at this deal…"
            self.solve_open_hands()

    # -- drawing -------------------------------------------------------------
    def _list_mark(self, decision: Decision) -> None:
        self.query_one("#review-marks", OptionList).add_option(Option(literal(mark_line(self.review, decision)), id=str(decision.index)))

    def _go(self, cursor: int) -> None:
        self.cursor = max(0, min(cursor, len(self.review.decisions) - 1))
        self._draw_board()
        self._draw_side()
        self._sync_marks()

    def _draw_board(self) -> None:
        decision, engine = self.decision, self.timeline.engine
        if decision is None:
            return
        widget = self.query_one("#replay-board")
        widget.display = True
        state = self.timeline.states[decision.index]
        played = self.timeline.steps[decision.index].action
        self.board.decision(widget, engine, state, decision.seat, played, self._better(state, decision))

    def _better(self, state: Any, decision: Decision) -> Any | None:
        """The better action, when the review names one that may be shown."""
        if decision.better is None or self.review.withheld:
            return None
        return self.timeline.engine.parse_action(state, decision.better)

    def _draw_side(self) -> None:
        decision = self.decision
        where = f"Decision {(self.cursor or 0) + 1} of {len(self.review.decisions)}" + ("" if self.done else " so far")
        self.query_one("#review-where", Static).update(where + (f"\n{self.verdict}" if self.verdict else ""))
        detail = decision_line(self.review, decision) if decision is not None else ""
        if decision is not None and decision.better is not None and not self.review.withheld:
            detail += "\n" + self.board.review_key
        self.query_one("#review-detail", Static).update(literal(detail))
        chart(self.query_one(PlotextPlot), self.review, decision, self.app.settings.ascii_only, self.large)

    def _sync_marks(self) -> None:
        """The marks list follows the cursor when it is on a mark, which it shows from its first
        line (a small screen has room for little more than that mark)."""
        marks, decision = self.query_one("#review-marks", OptionList), self.decision
        if decision is None or not decision.mark:
            marks.highlighted = None
            return
        ids = [d.index for d in self.review.marked()]
        if decision.index in ids and ids.index(decision.index) < marks.option_count:
            marks.highlighted = ids.index(decision.index)
            marks.call_after_refresh(marks.scroll_to_highlight, top=True)

    # -- keys ----------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """`o` is offered only for a Yami mission that is over."""
        if action == "open_hands" and not applies(self.timeline):
            return False
        return super().check_action(action, parameters)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Moving in the marks list puts that mark on the board."""
        index = int(event.option.id or 0)
        indices = [d.index for d in self.review.decisions]
        if event.option_index != event.option_list.highlighted or self.app.screen is not self:
            return  # a highlight the cursor already moved past (n, p and arrows set it too)
        if self.decision is not None and self.decision.index != index and index in indices:
            self.moved = True
            self._go(indices.index(index))

    def action_step(self, delta: int) -> None:
        if self.cursor is not None:
            self.moved = True
            self._go(self.cursor + delta)

    def action_mark(self, delta: int) -> None:
        """To the next (or previous) marked decision, wrapping round."""
        marked = [i for i, d in enumerate(self.review.decisions) if d.mark]
        if not marked:
            self.notify("No mark yet." if not self.done else "No inaccuracy, mistake or blunder: well played.")
            return
        here = -1 if self.cursor is None else self.cursor
        ahead = [i for i in marked if (i - here) * delta > 0]
        self.moved = True
        self._go((ahead[0] if delta > 0 else ahead[-1]) if ahead else (marked[0] if delta > 0 else marked[-1]))

    def action_try_here(self) -> None:
        """Play on from the position on the board, as its seat saw it."""
        decision = self.decision
        if decision is None:
            self.notify("Wait for the first decision to be judged.")
            return
        self.app.try_from_here(self.timeline, decision.index, decision.seat)

    # -- Yami with open hands -------------------------------------------------
    @work(thread=True, exclusive=True, group="open-hands")
    def solve_open_hands(self) -> None:
        """Only for a mission that is over (`applies`): the solver reads every hand."""
        verdict, line = winning_line(self.timeline)
        self.app.call_from_thread(self._solved, verdict_sentence(verdict), line)

    def _solved(self, sentence: str, line: Timeline | None) -> None:
        if self.still_shown:
            self.verdict, self.line = sentence, line
            self._draw_side()

    def action_open_hands(self) -> None:
        """The winning line with open hands, step by step on the board (the replay viewer's)."""
        if self.line is None:
            self.notify(self.verdict or "The deal is solved with open hands once the mission is over.")
            return
        self.app.replay_line(self.line, "A winning line, every hand open")

    def action_leave(self) -> None:
        """Back to the screen the review came from; the replay viewer shows the decision on the board."""
        decision = self.decision
        self.app.pop_screen()
        if self.show is not None and decision is not None:
            self.show(decision.index + 1)

