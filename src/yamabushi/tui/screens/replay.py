"""The replay viewer: any save or text record, watched action by action.

Every position comes from the timeline the record replays into, so the board
always shows what the engine computed; the viewer keeps only which step is
shown and whose hands it draws. In a game with secrets each seat's view of a
finished game, or every hand, is one `v` away; while the game is unfinished no
hand shows until `v` has passed the keyboard to its seat through a hand-off
(which shows none), and its seed stays hidden.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Input, Static

from yamabushi.core.errors import RulesError
from yamabushi.app.bots import has_bots
from yamabushi.app.catalog import game_label
from yamabushi.app.records import load_timeline
from yamabushi.app.review import decision_line, kept_review
from yamabushi.core.replay import Step
from yamabushi.core.text import visible
from yamabushi.session.narration import step_news
from yamabushi.session.timeline import Timeline
from yamabushi.app.disclosure import seed_text, withheld
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.screens.save_list import SaveListScreen
from yamabushi.tui.kit.shell import AppScreen, while_on_top
from yamabushi.tui.kit.text import literal, styled
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header


def open_replay(app: App[None], path: Path) -> None:
    """Push the viewer for `path`, or say in one line why it cannot be replayed."""
    try:
        screen = ReplayScreen(load_timeline(path), path)
    except RulesError as exc:
        app.notify(str(exc), severity="error", timeout=8)
        return
    app.push_screen(screen)


class ReplayScreen(AppScreen):
    DEFAULT_CSS = """
    ReplayScreen #replay-side { padding-left: 1; }
    ReplayScreen #replay-board { width: auto; height: auto; margin-right: 1; }
    ReplayScreen #replay-where { color: $accent; text-style: bold; }
    ReplayScreen #replay-panel, ReplayScreen #replay-where { margin-bottom: 1; }
    ReplayScreen #replay-told { height: 1fr; min-height: 3; scrollbar-size-vertical: 1; }
    ReplayScreen.-legend #replay-told, ReplayScreen.-legend #replay-panel { display: none; }
    ReplayScreen.-legend.-large #replay-panel { display: block; }
    """
    BINDINGS = [
        Binding("right", "step(1)", "Next"),
        Binding("left", "step(-1)", "Back"),
        Binding("down,pagedown", "turn(1)", "Turn+"),
        Binding("up,pageup", "turn(-1)", "Turn−"),
        Binding("home", "jump(0)", "Start", show=False),
        Binding("end", "jump_end", "End", show=False),
        Binding("v", "change_view", "Hands"),
        Binding("l", "legend", "Legend"),
        Binding("c", "review", "Coach", show=False),
        Binding("t", "try_here", "Try from here", show=False),
        Binding("n", "mark(1)", "Next mark", show=False),
        Binding("p", "mark(-1)", "Previous mark", show=False),
        Binding("P", "copy_position", "Copy position", show=False),
        Binding("E", "edit_position", "Edit position", show=False),
        Binding("escape,q", "app.pop_screen", "Close"),
    ]

    def __init__(self, timeline: Timeline, path: Path | None = None, title: str | None = None) -> None:
        """`path`: the file replayed, beside which the coach's review is kept; `title`: what the
        header calls a game that is no save (a solver's line)."""
        super().__init__()
        self.timeline, self.path, self.heading = timeline, path, title
        self.board = self.app.views.replay_board(timeline.record.game)
        self.index = 0
        """How many actions have been replayed: `timeline.states[index]` is shown."""
        self.over = timeline.outcome is not None
        self.shown: tuple[int, ...] = (0,) if self.board.hidden and self.over else ()
        """The seats whose hands are drawn: none, one, or (once the game is over) every seat."""
        self._turn_starts = [turn.start for turn in timeline.turns()]
        self.legend = self.board.legend()

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield self.board.widget(len(self.timeline.record.seats))
            with Vertical(id="replay-side"):
                yield Static(id="replay-where")
                yield Static(id="replay-panel")
                with VerticalScroll(id="replay-told", can_focus=False):  # a long narration scrolls, never cut
                    yield Static(id="replay-line")
                if self.legend is not None:
                    yield self.legend
        yield Footer()

    def on_mount(self) -> None:
        record = self.timeline.record
        self.title = self.heading or f"Replay of {game_label(record.game, record.options)}"
        seed = seed_text(record.seed, withheld(record.game, record.options, self.over))
        self.sub_title = f"{seed}, {visible(record.created[:10])}"
        self.refresh_view()

    # -- view ----------------------------------------------------------------
    def refresh_view(self) -> None:
        state = self.timeline.states[self.index]
        widget = self.query_one("#replay-board")
        panel = self.board.show(widget, self.timeline.engine, state, self.shown, self._turn_so_far())
        self.query_one("#replay-where", Static).update(literal(self._where()))
        self.query_one("#replay-panel", Static).update(panel)
        self.query_one("#replay-line", Static).update(self._line(str(panel)))
        self.query_one("#replay-told").scroll_home(animate=False)

    def layout_changed(self) -> None:
        if self.is_mounted:
            self.refresh_view()

    def _turn_so_far(self) -> tuple[Step, ...]:
        """The steps of the turn that led to the position shown: the board's last-action marks."""
        start = max((s for s in self._turn_starts if s < self.index), default=self.index)
        return tuple(self.timeline.steps[start : self.index])

    def _where(self) -> str:
        turn = sum(1 for start in self._turn_starts if start < self.index)
        text = f"Action {self.index}/{len(self.timeline.steps)}, turn {turn}/{len(self._turn_starts)}"
        if self.board.hidden:
            text += f"\nView: {self._view_name(self.shown)}"
        return text

    def _view_name(self, seats: tuple[int, ...]) -> str:
        if not seats:
            return "nobody's hand (press v)"
        return "all hands" if len(seats) > 1 else self.timeline.seat_name(seats[0])

    def _line(self, panel: str) -> Content:
        """The action that led here in words, its notation after them (dim); the result at the
        end, unless the game's `panel` beside it says it already (Himizu's status)."""
        start = "Start: the game began from a set position." if "position" in self.timeline.record.options else "Start of the game."
        lines = [literal(start), literal("→ ← one action, ↓ ↑ one turn, Home End: start and end.")]
        if self.index:
            step = self.timeline.steps[self.index - 1]
            lines = [literal(sentence) for sentence in self._said(step)]
            lines += [styled("[dim]Notation: $log[/]", log=step.log)] if step.told else []
        if self.index == len(self.timeline.steps):
            outcome = self.timeline.outcome
            ended = "End of the game." if outcome and outcome.text in panel else f"End: {outcome.text if outcome else 'the game was saved unfinished.'}"
            lines.append(literal(ended))
        return Content("\n").join(lines)

    def _said(self, step: Step) -> list[str]:
        """The sentences live play says of `step`, after the name of the seat that took it where
        they do not start with it (a seat named by its player, the seat picking for the automa)."""
        said = list(step_news(step, [seat.name for seat in self.timeline.record.seats]))
        who = self.timeline.seat_name(step.actor) if step.actor is not None else ""
        if not said[0].startswith(who):
            said[0] = f"{who}: {said[0]}"
        return said

    # -- the position shown, as text -----------------------------------------
    def _position(self) -> str | None:
        """The position shown in the game's notation, as the view shown sees it: none while a
        game with secrets shows nobody's hand; None (and why, said) when there is none."""
        if self.board.hidden and not self.shown:
            self.notify("Choose whose view to replay first (v): the position shows that seat's hand.", severity="warning")
            return None
        state = self.timeline.states[self.index]
        text = self.timeline.engine.position_text(state, self.shown[0] if self.shown else 0)
        if text is None:
            self.notify("This moment of the game has no position text (the set-up).", severity="warning")
        return text

    def action_copy_position(self) -> None:
        from yamabushi.tui.screens.position import PositionDialog

        text = self._position()
        if text is not None:
            self.app.push_screen(PositionDialog(text))

    def action_edit_position(self) -> None:
        """The position shown in the game's editor, to study from (the record stays as it is)."""
        if not self.board.edits or self.timeline.engine.hidden_information(self.timeline.record.options):
            self.notify("The editor takes Hi Mi Ki positions with nothing hidden.", severity="warning")
            return
        text = self._position()
        if text is not None:
            self.app.push_screen(self.board.editor(text))

    # -- moving --------------------------------------------------------------
    def _go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.timeline.steps)))
        self.refresh_view()

    def action_step(self, delta: int) -> None:
        self._go(self.index + delta)

    def action_turn(self, delta: int) -> None:
        """To the start of the next turn, or back to the start of this or the previous one."""
        bounds = self._turn_starts + [len(self.timeline.steps)]
        if delta > 0:
            self._go(next((b for b in bounds if b > self.index), self.index))
        else:
            self._go(max((b for b in bounds if b < self.index), default=0))

    def action_jump(self, index: int) -> None:
        self._go(index)

    def action_jump_end(self) -> None:
        self._go(len(self.timeline.steps))

    def action_change_view(self) -> None:
        """Cycle through the seats, then every hand once the game is over; while it is not,
        through no hand and each seat, each behind a hand-off to that seat (offered only where
        some hand is hidden: `check_action`)."""
        seats = tuple(range(len(self.timeline.record.seats)))
        views = [*((s,) for s in seats), seats] if self.over else [(), *((s,) for s in seats)]
        chosen = views[(views.index(self.shown) + 1) % len(views)] if self.shown in views else views[0]
        if self.over or not chosen:
            self._show_hands(chosen)
            return
        self._show_hands(())
        self.app.push_screen(HandOffScreen(self.timeline.seat_name(chosen[0])), lambda _: self._show_hands(chosen))

    def action_legend(self) -> None:
        """What the board's marks mean, in the narration's place (at 80x24 the panel's too: there
        is no room for all three), or those again."""
        assert self.legend is not None
        shown = not self.has_class("-legend")
        self.set_class(shown, "-legend")
        self.legend.display = shown
        self.legend.border_title = "Legend (l closes it)" if shown else ""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """`l` is offered only for a board with a legend (Yami's: the others explain their marks
        beside them), `v` only where some hand is hidden."""
        if action == "legend" and self.legend is None:
            return False
        if action == "change_view" and not self.board.hidden:
            return False
        return super().check_action(action, parameters)

    def _show_hands(self, seats: tuple[int, ...]) -> None:
        self.shown = seats
        self.refresh_view()

    # -- the coach's review ------------------------------------------------------
    def action_review(self) -> None:
        """The review, whose Enter on a mark comes back here to the action marked."""
        if not has_bots(self.timeline.record.game):
            self.notify(f"{self.timeline.engine.title} has no coach's review.")
            return
        self.app.open_review(self.timeline, self.path, show=self._go)

    def action_try_here(self) -> None:
        """Play on from the position shown, as the seat whose hand is shown (or the seat to move,
        behind the sandbox's own hand-off) saw it."""
        state, engine = self.timeline.states[self.index], self.timeline.engine
        seat = self.shown[0] if len(self.shown) == 1 else engine.to_play(state)
        if engine.to_play(state) is None or seat is None:
            self.notify("The game is over here: step back to a position with a move to play.")
            return
        if not has_bots(self.timeline.record.game):
            self.notify(f"{engine.title} has no coach to try moves with.")
            return
        self.app.try_from_here(self.timeline, self.index, seat)

    def action_mark(self, delta: int) -> None:
        """To the next (or previous) action the review marked, saying its mark."""
        kept = kept_review(self.timeline, self.path) if self.path and has_bots(self.timeline.record.game) else None
        if kept is None:
            self.notify("No review yet: press c for the coach's review, then n and p step through its marks.")
            return
        after = [d for d in kept.marked() if (d.index + 1 - self.index) * delta > 0]
        if not after:
            self.notify("No more marks that way.")
            return
        decision = after[0] if delta > 0 else after[-1]
        self._go(decision.index + 1)
        self.notify(decision_line(kept, decision), timeout=8)


class ReplayPickScreen(SaveListScreen):
    """The saves, as for Resume, plus a box for the path of any record or save file."""

    SUB_TITLE = "Replay a game: pick a save"

    def compose(self) -> ComposeResult:
        yield from super().compose()
        yield Input(placeholder="…or type the path of a record or save, then Enter", id="replay-path")

    def picked(self, path: Path) -> None:
        open_replay(self.app, path)

    @while_on_top
    def on_input_submitted(self, event: Input.Submitted) -> None:
        open_replay(self.app, Path(event.value.strip()).expanduser())
