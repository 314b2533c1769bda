"""Game clocks for the duels, as lichess keeps them: a time control "M+S" (minutes each,
seconds added after every turn), each seat's time left, the mover's running.

Pure: the time comes from an injected source (`time.monotonic` in play, a fake in tests),
so nothing here sleeps or reads the wall clock. The clock keeps what each action cost, in
whole milliseconds: an undo gives that time back (lichess restores the clock of the position
taken back to), a save keeps the list and a resumed game rebuilds the same times from it.
It runs only while a front end says someone is deciding (`resume`); a dialog, a paused game
or a hand-off screen `pause`s it, so none of them costs anyone time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from yamabushi.core.errors import RulesError
from yamabushi.core.numbers import whole_number
from yamabushi.core.replay import ReplayError

TimeSource = Callable[[], float]
"""Seconds from any fixed start, never going back (time.monotonic)."""

MAX_MINUTES = 180
MAX_INCREMENT = 60
LOW_TIME_MS = 20_000
"""Below this a clock is shown as low (lichess turns it red at 20 seconds too)."""
BOT_SHARE = 30
"""A bot on a clock spends at most this fraction of its time left on one action (plus most
of the increment): a game lasts some dozens of actions a side."""


@dataclass(frozen=True, slots=True)
class TimeControl:
    """Minutes each seat starts with, and seconds added once it ends a turn."""

    minutes: int
    increment: int

    @property
    def base_ms(self) -> int:
        return self.minutes * 60_000

    @property
    def increment_ms(self) -> int:
        return self.increment * 1000

    def __str__(self) -> str:
        return f"{self.minutes}+{self.increment}"

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """`5+3` as 5 minutes and 3 seconds a turn; a RulesError in one sentence otherwise."""
        minutes_text, plus, increment_text = text.strip().partition("+")
        minutes, increment = whole_number(minutes_text, 3), whole_number(increment_text, 2)
        if not plus or minutes is None or increment is None or not 1 <= minutes <= MAX_MINUTES or increment > MAX_INCREMENT:
            raise RulesError(
                f"A clock is minutes+seconds, like 5+3: 1 to {MAX_MINUTES} minutes and 0 to {MAX_INCREMENT} "
                f"seconds a turn, not {text!r}."
            )
        return cls(minutes, increment)


@dataclass(frozen=True, slots=True)
class Charge:
    """What one action cost its seat: the time spent on it, and whether it ended the turn
    (then the increment was added)."""

    seat: int
    spent_ms: int
    ended_turn: bool


def clock_text(ms: int) -> str:
    """Time left as a player reads it: `4:57`, with tenths under 10 seconds (`0:09.4`)."""
    ms = max(ms, 0)
    minutes, seconds = divmod(ms // 1000, 60)
    hours, minutes = divmod(minutes, 60)
    shown = f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"
    return f"{shown}.{ms % 1000 // 100}" if ms < 10_000 else shown


def times_text(names: Sequence[str], clock: Clock) -> str:
    """Every seat's time in one line, the mover's marked as running and a low one as low:
    "White 4:57 (running), Black 0:15 (low)"."""
    def said(seat: int, name: str) -> str:
        marks = [m for m, on in (("running", seat == clock.mover and clock.running), ("low", clock.low(seat))) if on]
        return f"{name} {clock_text(clock.left(seat))}" + (f" ({', '.join(marks)})" if marks else "")

    return ", ".join(said(seat, name) for seat, name in enumerate(names))


class Clock:
    """The time of every seat of one game. The session says who is to move (`turn_to`) and
    charges each action (`acted`); front ends `resume` and `pause` it and read `left`."""

    def __init__(self, control: TimeControl, seats: int, now: TimeSource = time.monotonic) -> None:
        self.control = control
        self.now = now
        self._charges: list[Charge] = []
        self._undone: list[list[Charge]] = []
        self._left = [control.base_ms] * seats
        self.mover: int | None = 0
        """The seat whose time runs while the clock runs (None once the game is over)."""
        self.turn_ms = 0
        """Time the mover has spent on the current action, up to the last pause."""
        self._since: float | None = None
        self.flagged: int | None = None
        """The seat whose time ran out, once it has."""

    # -- reading -------------------------------------------------------------
    @property
    def charges(self) -> tuple[Charge, ...]:
        return tuple(self._charges)

    @property
    def running(self) -> bool:
        return self._since is not None

    def left(self, seat: int) -> int:
        """Milliseconds `seat` has left now (never below zero)."""
        left = self._left[seat]
        if seat == self.mover:
            left -= self.thinking_ms()
        return max(left, 0)

    def budget(self, seat: int) -> float:
        """The seconds a bot at `seat` may spend on its next action: a share of its time
        left plus most of the increment, always well short of its flag."""
        left = self.left(seat)
        return min(left / BOT_SHARE + 0.8 * self.control.increment_ms, left / 2) / 1000

    def low(self, seat: int) -> bool:
        """True when `seat` is short of time (shown in red and with a mark)."""
        return self.left(seat) < LOW_TIME_MS

    def check(self) -> int | None:
        """The seat whose time ran out, if it has (checked whenever a time is read or an
        action arrives): its clock stops at zero and stays there."""
        if self.flagged is None and self.mover is not None and self.left(self.mover) <= 0:
            self.flagged = self.mover
            self.turn_ms = self._left[self.mover]
            self._since = None
        return self.flagged

    # -- running -------------------------------------------------------------
    def resume(self) -> None:
        """Someone is deciding: the mover's time runs (no effect once the game is over)."""
        if self._since is None and self.mover is not None and self.flagged is None:
            self._since = self.now()

    def pause(self) -> None:
        """Nobody is deciding (a dialog, a pause, a hand-off screen): keep what was spent."""
        if self._since is not None:
            self.turn_ms = self.thinking_ms()
            self._since = None

    def thinking_ms(self) -> int:
        """Time spent by the mover on the current action, to the millisecond."""
        if self._since is None:
            return self.turn_ms
        return self.turn_ms + max(int((self.now() - self._since) * 1000), 0)

    # -- the session's side ------------------------------------------------
    def acted(self, next_mover: int | None, extra_ms: int = 0) -> None:
        """The mover has acted and `next_mover` decides next: charge the mover the time it spent
        (plus `extra_ms`, what a save or a redo says the action cost) and the increment if
        that ended its turn. The undone actions a redo could replay are forgotten by `forget_undone`."""
        assert self.mover is not None and self.flagged is None
        charge = Charge(self.mover, self.thinking_ms() + extra_ms, next_mover != self.mover)
        self._charges.append(charge)
        self._left[charge.seat] += self._cost(charge)
        self.turn_ms = 0
        if self._since is not None:
            self._since = self.now()
        self.turn_to(next_mover)

    def _cost(self, charge: Charge) -> int:
        return (self.control.increment_ms if charge.ended_turn else 0) - charge.spent_ms

    def take_back(self, count: int, next_mover: int | None) -> None:
        """Undo the last `count` actions: each seat gets back the time they cost (lichess's
        takeback restores the clock of that position). The time the mover spent deciding to
        undo stays spent when the undo gives it the move again, so undo and redo never
        make a turn's thinking free."""
        undone = self._charges[len(self._charges) - count :]
        for charge in undone:
            self._left[charge.seat] -= self._cost(charge)
        del self._charges[len(self._charges) - count :]
        self._undone.append(undone)
        if next_mover != self.mover:
            self.turn_ms = 0
            if self._since is not None:
                self._since = self.now()
        self.turn_to(next_mover)

    def redone(self) -> list[int]:
        """What each action of the latest undo cost, for `redo` to charge again."""
        return [charge.spent_ms for charge in self._undone.pop()] if self._undone else []

    def forget_undone(self) -> None:
        """A new action was played: nothing taken back can be redone."""
        self._undone.clear()

    def follow(self, left: Sequence[int], mover: int | None, running: bool, flagged: int | None) -> None:
        """Show the times another clock keeps (a table's host): `left` now, the mover's running on."""
        self._left, self.mover, self.flagged, self.turn_ms = list(left), mover, flagged, 0
        self._since = self.now() if running and mover is not None and flagged is None else None

    def turn_to(self, seat: int | None) -> None:
        """`seat` decides next (None: the game is over and the clock stops for good)."""
        self.mover = seat
        if seat is None:
            self.turn_ms = 0
            self._since = None


def _control(text: str) -> str:
    try:
        return str(TimeControl.parse(text))
    except RulesError:
        raise ValueError("it should be minutes+seconds, like 5+3") from None


Millis = Annotated[int, Field(ge=0, le=MAX_MINUTES * 60_000 * 100)]
"""A time a save may hold: never negative, never more than a long game could spend."""


class ClockRecord(BaseModel):
    """A timed game's clock in its save: the control, what each action cost (one entry per
    action, so undo after a resume still gives time back), and what the mover has spent on
    the action it is deciding. Each seat's time left follows from these, exactly."""

    model_config = ConfigDict(extra="forbid")

    control: Annotated[str, Field(max_length=10), AfterValidator(_control)]
    spent: list[Millis]
    thinking: Millis = 0

    @classmethod
    def of(cls, clock: Clock) -> Self:
        return cls(control=str(clock.control), spent=[c.spent_ms for c in clock.charges], thinking=clock.thinking_ms())

    def rebuilt(
        self, seats: int, to_play: Callable[[Any], int | None], states: Sequence[Any], now: TimeSource, label: str
    ) -> Clock:
        """The clock of the game that went through `states` (`to_play` says whose move each
        was), charged action by action as it was played; ReplayError when the save's times do
        not fit its actions."""
        movers = [to_play(state) for state in states]
        if len(self.spent) != len(movers) - 1:
            raise ReplayError(f"{label} has {len(self.spent)} clock times for {len(movers) - 1} actions.")
        clock = Clock(TimeControl.parse(self.control), seats, now)
        clock.turn_to(movers[0])
        for number, (mover, spent) in enumerate(zip(movers[1:], self.spent), start=1):
            if clock.mover is None or spent >= clock.left(clock.mover):
                raise ReplayError(f"{label}: the clock ran out before action {number}.")
            clock.acted(mover, spent)
        clock.turn_ms = self.thinking
        clock.check()
        return clock
