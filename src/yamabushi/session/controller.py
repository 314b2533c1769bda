"""One controller drives every game: checked apply, undo/redo, the log, bots, and telling
whoever keeps the game (the app's save file, its statistics) when it changed or ended.

Undo follows the one policy (session/undo_policy.py, Board Game Arena's): a person
takes back only their own actions and the bot or automa replies that followed them
(at one keyboard nobody else is there to agree to more), never across an action that
revealed hidden or random information. The end of a game with secrets is such an
action: it shows every hand (the seed and the moves), so no undo reopens it. Solo
puzzles undo freely.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import Any, Callable, Sequence
from uuid import uuid4

from yamabushi.core.errors import IllegalAction, RulesError
from yamabushi.core.protocol import Engine, Event
from yamabushi.core.replay import ReplayError, Step, replay, resolve
from yamabushi.session.clock import Clock, TimeSource
from yamabushi.session.record import GameRecord
from yamabushi.session.seats import Automa, Bot, Seat
from yamabushi.session.undo_policy import Reach, UndoRefused, reach
from yamabushi.session.view import TIME_RAN_OUT, GameView
from yamabushi.session.view import A as A, Keeper as Keeper, S as S  # named here too: a front end holds a Session[S, A]

BotFactory = Callable[[Seat, int, int], Bot]
"""Builds the bot for a seat from (seat, seat index, game seed)."""


class Session(GameView[S, A]):
    """A game in progress: states, the actions that led to them, and who sits where (what a
    screen reads of it, and what follows from that, is session/view.py)."""

    def __init__(
        self,
        engine: Engine[S, A],
        options: dict[str, Any] | None = None,
        seed: int = 0,
        seats: Sequence[Seat] | None = None,
        *,
        free_undo: bool = False,
        bot_factory: BotFactory | None = None,
        created: str | None = None,
        start: S | None = None,
        on_change: Keeper | None = None,
        on_over: Keeper | None = None,
        game_id: str | None = None,
        clock: Clock | None = None,
    ) -> None:
        """`start` sets up a position instead of the game's opening (tutorials); such a
        session's record does not rebuild it, so nothing should keep it. `game_id` is kept
        in the record so the statistics count the game once, however often it ends. `clock`
        times a duel: a seat whose time runs out loses (session/clock.py)."""
        self.engine = engine
        self.options = engine.normalize_options(options or {})
        self.seed = seed
        names = engine.seat_names(self.options)
        self.seats = tuple(seats) if seats else tuple(Seat(n) for n in names)
        if len(self.seats) != len(names):
            raise RulesError(f"{engine.title} needs {len(names)} seats, not {len(self.seats)}.")
        self.on_change = on_change
        self.on_over = on_over
        self.free_undo = free_undo
        self.created = created or datetime.now(timezone.utc).isoformat(timespec="seconds")
        self.game_id = game_id or uuid4().hex
        self.hints = 0
        """Hints asked for so far (kept in the save, shown with the result)."""
        self._bots: dict[int, Bot] = {}
        for index, seat in enumerate(self.seats):
            if seat.kind == "automa":
                self._bots[index] = Automa()
            elif seat.kind == "bot":
                if bot_factory is None:
                    raise RulesError(f"No bot is available for seat {seat.name}.")
                self._bots[index] = bot_factory(seat, index, seed)
        self._states = [engine.new_game(self.options, seed) if start is None else start]
        self._steps: list[Step] = []
        self._redo: list[list[A]] = []
        self.clock = clock
        if clock is not None:
            clock.turn_to(self.engine.to_play(self.state))

    # -- reading -------------------------------------------------------------
    @property
    def state(self) -> S:
        return self._states[-1]

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps)

    @property
    def states(self) -> tuple[S, ...]:
        return tuple(self._states)

    def legal_actions(self) -> Sequence[A]:
        return self.engine.legal_actions(self.state)

    def check_time(self) -> bool:
        """Read the mover's clock: True when its time has just run out, which ends the game
        like any end (saved, counted). Front ends call it on every tick; `play` calls it
        before any action, so no bot or prompt outlives its flag."""
        if self.clock is None or self.clock.flagged is not None or self.clock.check() is None:
            return False
        self.autosave()
        self._tell_if_over()
        return True

    def run_clock(self) -> None:
        """The game is in front of the person to play: the mover's time runs."""
        if self.clock is not None:
            self.clock.resume()

    def pause_clock(self) -> None:
        """Nobody decides for now (a dialog, a hand-off, the game left): the time spent so far
        is kept, in the save too, so leaving and resuming does not give it back."""
        if self.clock is not None and self.clock.running:
            self.clock.pause()
            try:
                self.autosave()
            except OSError:  # the keeper notes it; the next action's save tries again
                pass

    def bot_to_play(self) -> bool:
        """True when the next decision belongs to a bot or automa seat."""
        index = self.to_play()
        return index is not None and index in self._bots

    # -- acting --------------------------------------------------------------
    def play(self, action: A) -> tuple[Event, ...]:
        """Checked apply; an illegal action raises IllegalAction and changes nothing, as does
        any action once the mover's time has run out (the sentence says the end)."""
        self.check_time()
        if (flagged := self.flagged()) is not None:
            raise IllegalAction(self.engine.time_out(self.options, flagged).text)
        events = self._apply(action)
        self._redo.clear()
        if self.clock is not None:
            self.clock.forget_undone()
        self.autosave()
        self._tell_if_over()
        return events

    def count_hint(self) -> None:
        """A person asked for a hint: it counts for the rest of the game, undo or not."""
        self.hints += 1
        self.autosave()

    def choose_bot_action(self) -> A:
        """What the bot to play would do; pure, so a worker may run it (the front ends ask
        through session/bot_loop.py, which keeps the position it was asked about)."""
        index = self.to_play()
        if index is None or index not in self._bots:
            raise IllegalAction("It is not a bot's turn.")
        observation = self.engine.observation(self.state, index)
        bot = self._bots[index]
        if self.clock is not None and (limit := getattr(bot, "limit_time", None)) is not None:
            limit(self.clock.budget(index))
        chosen: A = bot.choose(observation, self.legal_actions())
        return chosen

    def play_bot(self) -> tuple[Event, ...]:
        """Ask the bot and play its choice at once, nothing between: scripts and tests that
        play a game in one thread (the front ends run session/bot_loop.py)."""
        return self.play(self.choose_bot_action())

    def _apply(self, action: A, spent_ms: int = 0) -> tuple[Event, ...]:
        step, new_state = resolve(self.engine, self.state, action)
        self._steps.append(step)
        self._states.append(new_state)
        if self.clock is not None:
            self.clock.acted(self.engine.to_play(new_state), spent_ms)
        return step.events

    # -- undo / redo ---------------------------------------------------------
    def undo_reach(self, seat: int) -> Reach:
        """What `seat`'s undo would take back (session/undo_policy.py), or UndoRefused saying
        why nothing: also once a time ran out, or the end of a game with secrets is final."""
        if self.end_is_final() or self.flagged() is not None:
            raise UndoRefused(self.no_undo())
        people = [index for index, seat in enumerate(self.seats) if index not in self._bots]
        return reach(self._steps, seat, people, self.outcome() is not None)

    def _undo_span(self) -> int:
        """How many trailing actions one undo takes back (0: none allowed): the mover's (or,
        once the game is over, the last actor's) reach, when it crosses no other person."""
        if not self._steps or self.flagged() is not None:
            return 0
        if self.free_undo:
            return 1
        me = self.to_play()
        if me is None:
            me = self._steps[-1].actor
        if me is None or me in self._bots:
            return 0
        try:
            mine = self.undo_reach(me)
        except UndoRefused:
            return 0
        return 0 if mine.people else mine.span

    def can_undo(self) -> bool:
        return self._undo_span() > 0

    def undo(self) -> bool:
        self.check_time()
        span = self._undo_span()
        if span == 0:
            return False
        self.take_back(span)
        return True

    def take_back(self, count: int) -> None:
        """Take back the last `count` actions, whoever played them: `undo` once the rule above
        allows it, a table (net/host/undo.py) once the people whose actions they were agreed."""
        if self.flagged() is not None:
            raise RulesError(TIME_RAN_OUT)
        if not 0 < count <= len(self._steps):
            raise RulesError(f"There are {len(self._steps)} actions to take back, not {count}.")
        undone = [step.action for step in self._steps[-count:]]
        del self._steps[-count:]
        del self._states[-count:]
        self._redo.append(undone)
        if self.clock is not None:
            self.clock.take_back(count, self.engine.to_play(self.state))
        self.autosave()

    def redo(self) -> bool:
        self.check_time()
        if not self._redo or self.flagged() is not None:
            return False
        spent = self.clock.redone() if self.clock is not None else []
        for index, action in enumerate(self._redo.pop()):
            self._apply(action, spent[index] if index < len(spent) else 0)
        self.autosave()
        self._tell_if_over()
        return True

    # -- records -------------------------------------------------------------
    def autosave(self) -> None:
        """Hand the session to its keeper now (the app writes the save; OSError if it cannot)."""
        if self.on_change is not None:
            self.on_change(self)

    def _tell_if_over(self) -> None:
        if self.on_over is not None and self.outcome() is not None:
            self.on_over(self)

    @classmethod
    def from_record(
        cls,
        record: GameRecord,
        engine: Engine[S, A],
        *,
        label: str = "The save",
        free_undo: bool = False,
        bot_factory: BotFactory | None = None,
        on_change: Keeper | None = None,
        on_over: Keeper | None = None,
        now: TimeSource = time.monotonic,
    ) -> Session[S, A]:
        """Load = replay: rebuild the game action by action; ReplayError names the first bad one.
        A timed game's clock is rebuilt from what each action cost (`now` then runs it)."""
        try:
            session = cls(
                engine,
                record.options,
                record.seed,
                [Seat(s.name, s.kind, s.level, s.player) for s in record.seats],
                free_undo=free_undo,
                bot_factory=bot_factory,
                created=record.created,
                game_id=record.identity,
            )
        except RulesError as exc:
            raise ReplayError(f"{label} cannot be replayed: {exc}") from None
        played = replay(engine, session.options, session.seed, record.actions, label)
        session._states, session._steps = list(played.states), list(played.steps)
        if record.clock is not None:
            session.clock = record.clock.rebuilt(len(session.seats), engine.to_play, played.states, now, label)
        session.hints = record.hints
        session.on_change, session.on_over = on_change, on_over
        return session
