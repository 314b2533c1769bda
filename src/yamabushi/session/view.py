"""What a screen reads of a game in play, and the few things it asks of it.

Two things offer it: `Session` (session/controller.py), the game itself at one keyboard or at
the host of a table, and the remote session a client at a table follows (net/tui_client/):
what the table sent, whose actions and undos are requests to the table. The screens, plain
mode's helpers and the narration take a `GameView`, so neither stands in for the other by
breaking its contract. What follows from the positions and the steps (whose turn, the
outcome, the latest turn, the seat names) is worked out here once, for both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from typing_extensions import TypeVar

from yamabushi.core.protocol import Engine, Event, Outcome
from yamabushi.core.replay import Step, turns
from yamabushi.session.clock import Clock, ClockRecord
from yamabushi.session.record import GameRecord, SeatRecord
from yamabushi.session.seats import Seat
from yamabushi.session.undo_policy import NOTHING_TO_UNDO

S = TypeVar("S", default=Any)
A = TypeVar("A", default=Any)
"""The engine's state and action. A front end that knows its game names them (a game screen
holds a `Session[HimizuState, HimizuAction]`); one that serves every game writes plain
`Session`, whose state and action are then whatever the engine's are."""

FINAL_END = "The game is over and every hand was shown: its end stays final."
TIME_RAN_OUT = "A time ran out: the game's end stays final."

Keeper = Callable[[Any], None]
"""Told about a session at a moment that matters: `on_change` after every action, undo and
redo (the app writes the save file), `on_over` once an action ends the game (the app counts
it in the statistics). A session never touches a file itself."""


class GameView(Protocol[S, A]):
    """A game in play as a screen sees it: seats, positions, steps, and the actions it asks."""

    engine: Engine[S, A]
    options: dict[str, Any]
    seed: int
    seats: tuple[Seat, ...]
    clock: Clock | None
    hints: int
    """Hints asked for so far (kept in the save, shown with the result)."""
    game_id: str
    created: str
    on_change: Keeper | None
    on_over: Keeper | None

    # -- what each keeps its own way ------------------------------------------------------
    @property
    def state(self) -> S: ...

    @property
    def steps(self) -> tuple[Step, ...]: ...

    @property
    def states(self) -> tuple[S, ...]: ...

    def legal_actions(self) -> Sequence[A]: ...

    def bot_to_play(self) -> bool:
        """True when the next decision belongs to a bot or automa seat played here."""
        ...

    def play(self, action: A) -> tuple[Event, ...]:
        """Play `action` for the seat to play; IllegalAction (a sentence) changes nothing."""
        ...

    def undo(self) -> bool: ...

    def redo(self) -> bool: ...

    def check_time(self) -> bool:
        """True when the mover's time has just run out."""
        ...

    def run_clock(self) -> None:
        """The game is in front of the person to play: the mover's time runs, where it runs here."""
        ...

    def pause_clock(self) -> None: ...

    def autosave(self) -> None: ...

    def count_hint(self) -> None: ...

    # -- what follows from it, the same for both ------------------------------------------
    def play_text(self, text: str) -> tuple[Event, ...]:
        return self.play(self.engine.parse_action(self.state, text))

    def flagged(self) -> int | None:
        """The seat whose time ran out, if one has (a timed game only)."""
        return None if self.clock is None else self.clock.flagged

    def to_play(self) -> int | None:
        return None if self.flagged() is not None else self.engine.to_play(self.state)

    def seat_to_play(self) -> Seat | None:
        index = self.to_play()
        return None if index is None else self.seats[index]

    def outcome(self) -> Outcome | None:
        flagged = self.flagged()
        if flagged is not None:
            return self.engine.time_out(self.options, flagged)
        return self.engine.outcome(self.state)

    def seat_names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def lone_person(self) -> int | None:
        """The seat of the one person playing, when every other seat is a bot or an automa
        (None with no person or several): nobody at that keyboard is left to hide a hand
        from, so the front ends show it without a hand-off."""
        people = [index for index, seat in enumerate(self.seats) if seat.is_human]
        return people[0] if len(people) == 1 else None

    def last_turn(self) -> tuple[Step, ...]:
        """The steps of the latest turn, for the board's last-action marks and the narration:
        the player to move's own actions once they have begun, else the previous seat's turn."""
        steps = self.steps
        grouped = turns(steps)
        return tuple(steps[i] for i in grouped[-1]) if grouped else ()

    def since_turn_of(self, seat: int) -> tuple[Step, ...]:
        """The steps taken since `seat` last acted (all of them if it never has): what the
        person taking the keyboard at a hot-seat hand-off missed."""
        steps = self.steps
        last = max((i for i, step in enumerate(steps) if step.actor == seat), default=-1)
        return steps[last + 1 :]

    def end_is_final(self) -> bool:
        """The game is over and kept secrets: its end showed every hand (the table sends the
        seed and the moves, a screen says the seed), so, like a revealed card, no undo crosses it."""
        return self.outcome() is not None and self.engine.hidden_information(self.options)

    def undo_closed(self) -> bool:
        """No undo can take anything back any more: a time ran out, or the end showed every hand."""
        return self.flagged() is not None or self.end_is_final()

    def no_undo(self) -> str:
        """Why an undo took nothing back, in the words every front end says."""
        if self.flagged() is not None:
            return TIME_RAN_OUT
        return FINAL_END if self.end_is_final() else NOTHING_TO_UNDO

    def record(self) -> GameRecord:
        return GameRecord(
            game=self.engine.name,
            options=self.options,
            seed=self.seed,
            seats=[SeatRecord(name=s.name, kind=s.kind, level=s.level, player=s.player) for s in self.seats],
            actions=[step.notation for step in self.steps],
            created=self.created,
            game_id=self.game_id,
            hints=self.hints,
            clock=None if self.clock is None else ClockRecord.of(self.clock),
        )
