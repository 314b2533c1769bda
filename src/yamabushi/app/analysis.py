"""The analysis board's coach: a position to try moves from, its chance, and its best line.

"Try from here" plays on from a reviewed or replayed position for every seat. Its
start is the table as the seat under review saw it: `Kit.world` deals what that seat
could not see (another hand, the automa's deck, a Chaos tile still face down) at
random from its observation, as the bots' own searches do, so nothing played or shown
in the sandbox can come from a hidden card of the real game. Games that hide nothing
start from the position itself.

The chance is the coach's (`coach.weigh`, the search of hints and the review) at
`EVAL_BUDGET` times the master's iterations, for the seat to move; the best line
follows the most visited action again and again, each at a smaller budget, and is
told in the log's words. Every search is bounded by iterations, not time, so the
same position always gets the same figures.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from yamabushi.app.bots import kit_for
from yamabushi.app.coach import weigh
from yamabushi.core.protocol import Engine
from yamabushi.core.replay import resolve
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat

EVAL_BUDGET = 0.5
"""The evaluation bar's search, as a multiple of the master's iterations (the review's is 1)."""
LINE_BUDGET = 0.25
"""Each further action of the best line is searched at this multiple."""
LINE_LENGTH = 4
"""How many actions the best line names."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The chance of `seat` (the seat to move) with its best action, and the best line in words."""

    seat: int
    chance: float
    line: tuple[tuple[int | None, str], ...] = ()
    """Each action's seat (None for the game's own) and its words, as the narration says it."""


def sandbox_start(engine: Engine[Any, Any], state: Any, seat: int, seed: int) -> Any:
    """The position the sandbox plays from: `state` as `seat` saw it, the rest dealt at random."""
    observation = engine.observation(state, seat)
    return kit_for(engine.name).world(observation, random.Random(f"sandbox:{engine.name}:{seed}:{seat}"))


def sandbox_session(engine: Engine[Any, Any], options: dict[str, Any], names: list[str], automa: set[int], start: Any) -> Session:
    """A session from `start` where a person plays every seat but the automa's, kept by no one:
    no save, no autosave, no statistics (a session with no keeper never touches a file)."""
    seats = [Seat(name, "automa" if index in automa else "human") for index, name in enumerate(names)]
    return Session(engine, options, 0, seats, start=start)


def evaluate(engine: Engine[Any, Any], state: Any, seed: int, line: bool = False, budget: float | None = None) -> Evaluation | None:
    """The chance of the seat to move in `state` (None when the game is over), with the best line
    when `line` is asked for."""
    seat = engine.to_play(state)
    if seat is None:
        return None
    weighing = weigh(engine, kit_for(engine.name), state, seat, seed, 0, EVAL_BUDGET if budget is None else budget)
    words = best_line(engine, state, weighing.best, seed) if line else ()
    return Evaluation(seat, weighing.values[weighing.best][1], words)


def best_line(engine: Engine[Any, Any], state: Any, first: Any, seed: int) -> tuple[tuple[int | None, str], ...]:
    """Up to LINE_LENGTH actions from `state`, `first` then each next mover's most visited one:
    each one's seat and its sentences as the narration says them (the log's notation if none)."""
    kit, action = kit_for(engine.name), first
    line: list[tuple[int | None, str]] = []
    while len(line) < LINE_LENGTH:
        step, state = resolve(engine, state, action)
        line.append((step.actor, " ".join(step.narration) or step.log))
        seat = engine.to_play(state)
        if seat is None:
            break
        action = weigh(engine, kit, state, seat, seed, len(line), LINE_BUDGET).best
    return tuple(line)
