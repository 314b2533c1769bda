"""Try from here: the game's own screen on a position of a review or a replay, every seat
played from the keyboard, with the coach's chance as an evaluation bar in the header.

The sandbox is the game's screen (`Views.screen_class`, tui/kit/views.py) with `Sandbox` over it, on a
session that no one keeps (app/analysis.py): nothing is saved or autosaved, nothing
counts in the statistics, and its end opens no dialog. Its start is the position as the
seat under review saw it, the rest dealt at random, so no hidden card of the real game
is ever on it. The chance is searched in a thread worker after every change (keys never
wait for it; a result for a position no longer on the board is dropped); `b` asks for the
best line from here, Escape goes back to the game's own line (the screen underneath).
"""

from __future__ import annotations

from typing import Any

from textual import work
from textual.binding import Binding

from yamabushi.app.analysis import Evaluation, evaluate, sandbox_session, sandbox_start
from yamabushi.core.errors import RulesError
from yamabushi.session.controller import Session
from yamabushi.session.timeline import Timeline
from yamabushi.tui.kit.shell import Shell
from yamabushi.tui.screens.game import GameScreen

BAR = 10
"""The evaluation bar's width in characters."""


def open_sandbox(app: Shell, timeline: Timeline, index: int, seat: int) -> None:
    """Push a sandbox on the position before action `index` as `seat` saw it."""
    engine, record = timeline.engine, timeline.record
    start = sandbox_start(engine, timeline.states[index], seat, record.seed)
    automa = {i for i, s in enumerate(record.seats) if s.kind == "automa"}
    session = sandbox_session(engine, record.options, [s.name for s in record.seats], automa, start)
    app.push_screen(sandbox_screen(app, session))


def sandbox_screen(app: Shell, session: Session) -> GameScreen:
    """The game's screen for `session`, with the sandbox's ways."""
    base = app.views.screen_class(session)
    kind = _KINDS.get(base)
    if kind is None:
        kind = _KINDS[base] = type(f"Sandbox{base.__name__}", (Sandbox, base), {})
    screen: GameScreen = kind(session)
    return screen


def bar(evaluation: Evaluation | None, names: tuple[str, ...], ascii_only: bool) -> str:
    """`White to move: 63% ██████░░░░`, or what the bar waits for."""
    if evaluation is None:
        return "the coach is looking…"
    filled = round(BAR * evaluation.chance)
    full, empty = ("#", "-") if ascii_only else ("█", "░")
    return f"{names[evaluation.seat]} to move: {round(100 * evaluation.chance)}% {full * filled}{empty * (BAR - filled)}"


class Sandbox(GameScreen):
    """What a game screen does differently as a sandbox (placed before it in the class order)."""

    BINDINGS = [
        Binding("b", "best_line", "Best line"),
        Binding("escape", "menu", "Back to the game"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.evaluation: Evaluation | None = None
        """The chance of the position on the board, once searched."""
        self.evaluated: Any = None
        """The state `evaluation` is of."""

    def refresh_view(self) -> None:
        super().refresh_view()
        self.title = "Try from here"
        shown = self.evaluation if self.evaluated is self.session.state else None
        over = self.session.outcome()
        self.sub_title = over.text if over else bar(shown, self.session.seat_names(), self.app.settings.ascii_only) + "  b: best line"

    def _after_change(self) -> None:
        """The end is said in the message line (no dialog, nothing counted); else as in play, and
        the new position searched."""
        outcome = self.session.outcome()
        if outcome is not None:
            self.say(outcome.text)
            return
        super()._after_change()
        self.think(self.session.state, False)

    @work(thread=True, exclusive=True, group="evaluation")
    def think(self, state: Any, line: bool) -> None:
        """The chance (and the best line when asked) of `state`, drawn if it is still on the board."""
        try:
            found = evaluate(self.session.engine, state, len(self.session.steps), line)
        except RulesError as exc:
            self.app.call_from_thread(self.say, str(exc), True)
            return
        self.app.call_from_thread(self._thought, state, found, line)

    def _thought(self, state: Any, found: Evaluation | None, line: bool) -> None:
        if not self.still_shown or state is not self.session.state:
            return
        self.evaluation, self.evaluated = found, state
        self.refresh_view()
        if line and found is not None:
            self.say("Best line: " + " ".join(words for _, words in found.line))

    def action_best_line(self) -> None:
        if self.session.outcome() is not None:
            self.say("The game is over here: there is no line to look for.", error=True)
            return
        self.say("The coach is looking for the best line…")
        self.think(self.session.state, True)


_KINDS: dict[type, type] = {}
"""Each game screen's sandbox class, made once."""
