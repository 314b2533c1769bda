"""The coach: one search that gives the hint and judges the review, and its words.

The hint is the coach's own choice, not another bot's: `weigh` is the search the review
(app/review.py) judges each decision with (the master bot's search, its tables dealt from
the mover's observation by a generator seeded from the game, its seed and the action's
number), at the same budget. The review keeps the action played in that search without
changing what the search finds (core.search `Mcts.values`), so a hinted action is the
review's best action there, and a game whose every move followed the hints is never marked.

A hint is worked out from that seat's observation only (`Engine.observation`): another
seat's hand, the automa's deck or the unused cards never reach it; where the game hides
things, the kit's `world` deals what the seat cannot see at random.

Its sentence says the move in words and why (each game's registered `advise`: "Tilt the cube
on D4 north (D4 BD5): it wins the conflict at D5 (+1, 3-2)."), read on the first table the
search dealt; when nothing public says why, the reason is the chance the search gives it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yamabushi.app.bots import has_bots, kit_for
from yamabushi.app.registry import spec_for
from yamabushi.core.bots import HARD_SECONDS, MASTER_FACTOR, Kit, master_iterations, master_of, master_search
from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine
from yamabushi.core.search import Mcts
from yamabushi.session.controller import Session

COACH_BUDGET = 1.0
"""The coach's search, as a multiple of the master bot's iterations: the hint's budget and
the review's default, so that the two agree."""
HINT_SECONDS = MASTER_FACTOR * HARD_SECONDS
"""A hint's safety cap on a slow machine, as a master bot's move (the budget ends it first)."""

@dataclass(frozen=True, slots=True)
class Hint:
    """The action to play, its notation, and the sentence a player reads."""

    action: Any
    notation: str
    why: str


@dataclass(frozen=True, slots=True)
class Weighing:
    """What the coach's search found for one decision: each searched action's (visits, chance
    for the mover), the best action (the most visited), the tables it searched, and the search
    itself (the review reads its principal line)."""

    values: dict[Any, tuple[int, float]]
    best: Any
    worlds: tuple[Any, ...]
    search: Mcts


def hint(session: Session, max_seconds: float | None = HINT_SECONDS, budget: float = COACH_BUDGET) -> Hint:
    """The coach's choice for the person to move; RulesError when there is none to give.

    `max_seconds` caps the search on a slow machine (None: the iteration budget alone, which
    tests use so a hint never depends on the machine's speed)."""
    game, seat = session.engine.name, session.to_play()
    if seat is None:
        raise RulesError("The game is over: there is nothing to hint.")
    if not has_bots(game):
        raise RulesError(f"{session.engine.title} has no bot to give hints.")
    if session.bot_to_play():
        raise RulesError("It is not your turn: the bot is thinking.")
    return hint_for(session.engine, session.state, seat, session.seed, len(session.steps), max_seconds, budget)


def hint_for(
    engine: Engine[Any, Any], state: Any, seat: int, seed: int, index: int,
    max_seconds: float | None, budget: float = COACH_BUDGET,
) -> Hint:
    """The hint for `seat` in `state`, action `index` of a game started from `seed` (see `hint`)."""
    weighing = weigh(engine, kit_for(engine.name), state, seat, seed, index, budget, max_seconds=max_seconds)
    notation = engine.format_action(state, weighing.best)
    move, reason = words(engine, weighing, seat, weighing.best)
    return Hint(weighing.best, notation, f"{move} ({notation}): {reason}.")


def weigh(
    engine: Engine[Any, Any], kit: Kit, state: Any, seat: int, seed: int, index: int, budget: float,
    keep: Sequence[Any] = (), max_seconds: float | None = None,
) -> Weighing:
    """The coach's search of `seat`'s decision in `state`, action `index` of a game from `seed`.

    The master's search at `budget` times its iterations; where the game hides something or
    rolls dice, its tables are √budget times as many as the master's, each searched √budget
    times as deep. `keep`: actions searched whatever the pruning (the review's played one)."""
    legal = list(engine.legal_actions(state))
    observation = engine.observation(state, seat)
    rng = random.Random(f"review:{engine.name}:{seed}:{index}")
    master = master_of(kit)
    tables = max(master.worlds, round(master.worlds * budget**0.5))
    deal = master.world or kit.world
    worlds = tuple(dict.fromkeys(deal(observation, rng) for _ in range(tables)))
    search = master_search(kit, iterations=max(len(worlds), round(master_iterations(kit, state) * budget)))
    values = search.values(worlds, legal, keep=keep, max_seconds=max_seconds)
    best = max((a for a in legal if a in values), key=lambda a: values[a][0])
    return Weighing(values, best, worlds, search)


def words(engine: Engine[Any, Any], weighing: Weighing, seat: int, action: Any) -> tuple[str, str]:
    """`action` in words and why, read on the search's first table; without a public reason,
    the chance the search gives it."""
    table = weighing.worlds[0]
    after, events = engine.next_state(table, action)
    advise = spec_for(engine.name).advise
    if advise is None:  # a game with bots but no words for its moves says them in notation
        move, reason = engine.format_action(table, action), ""
    else:
        move, reason = advise(table, action, after, events, seat)
    if not reason:
        chance = "success chance" if engine.cooperative else "win chance"
        reason = f"the coach's best ({chance} {round(100 * weighing.values[action][1])}%)"
    return move, reason


def explain(engine: Engine[Any, Any], weighing: Weighing, seat: int, action: Any) -> str:
    """`Tilt the cube on D4 north: it wins the conflict at D5 (+1, 3-2)`: for the review's
    better actions, whose notation is shown beside it."""
    move, reason = words(engine, weighing, seat, action)
    return f"{move}: {reason}"
