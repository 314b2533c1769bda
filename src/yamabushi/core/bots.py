"""The shared bots, at three levels, each built from one game's `Kit`.

easy    a random legal action half the time (a beginner's slips), else the normal choice;
normal  the one-ply greedy choice by the game's evaluation;
hard    Monte Carlo tree search (core.search) within an iteration budget;
master  a deeper search: transpositions shared, its own budget and, where the game has one,
        a sharper evaluation (`Kit.master`).

A bot sees only what `Engine.observation` gives its seat; a game with hidden
information supplies `Kit.world`, which samples a full state consistent with
that observation (determinization). Each bot owns a `random.Random` seeded from
(game, game seed, seat), so a seeded game replays identically.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine
from yamabushi.core.search import Evaluate, Mcts, Prune, greedy, time_cap

LEVELS = ("easy", "normal", "hard", "master")
DEFAULT_LEVEL = "normal"
HARD_SECONDS = 1.0
"""Safety cap on a hard move; the iteration budget normally ends the search well before."""
MASTER_FACTOR = 3
"""A master move may take this many times a hard move's cap (3 s: issue #19's bound)."""
OWN_SHARE = 0.6
"""The share of a master move's seconds a game's own `Master.choose` may take."""


def _observed(observation: Any, rng: random.Random) -> Any:
    """Perfect information: the observation is the state itself."""
    return observation


@dataclass(frozen=True)
class Master:
    """How the master level searches: its budget, its worlds, and the game's sharper
    evaluation and narrower pruning where it has them (else the kit's own).

    `world`, where given, samples the master's tables instead of the kit's (a game that
    can read more from the observation, say which colours a seat no longer holds);
    `transpositions` may be turned off for a game whose states never meet by two orders
    of moves, where the table would only cost the hashing.
    """

    iterations: int
    worlds: int = 1
    evaluate: Evaluate | None = None
    exploration: float = 0.2
    world: Callable[[Any, random.Random], Any] | None = None
    transpositions: bool = True
    evaluate_for: Callable[[int], Evaluate] | None = None
    """The evaluation as the seat about to choose sees it (e.g. a draw worth less than a half to
    its own side: contempt); it takes the place of `evaluate` for that seat's searches."""
    prune: Prune | None = None
    """What the master searches from a state, in place of the kit's `prune` (Hi Mi Ki: a draw
    on offer is claimed at once, as every bot claims it)."""
    settle: Callable[[Any], Any] | None = None
    """What a searched state stands for, where the game reads more into it (`Mcts.settle`)."""
    scale: Callable[[Any], float] | None = None
    """The budget's multiple for a state, where a mode's tree is deeper for the same look
    ahead (Hi Mi Ki 2 vs 2: four seats to a round of moves); 1 without it."""
    choose: Callable[[Any, Sequence[Any], random.Random, float | None], Sequence[Any]] | None = None
    """The game's own shortlist from an observation, drawn before the search within a share
    of the move's seconds (Yami: the actions winning in most tables solved with open hands):
    one action is played, between several the search chooses in the seconds left, and with
    none it chooses from every legal action."""


@dataclass(frozen=True)
class Kit:
    """What a game gives the shared bots.

    `evaluate` scores a state for every seat; `world` turns an observation into
    a full state to search; `forced` picks an action that needs no thought (or
    None); `iterations` and `worlds` size the hard search; `prune` narrows it;
    `master` sets the master level apart (without it, master searches as hard).
    """

    engine: Engine[Any, Any]
    evaluate: Evaluate
    iterations: int
    world: Callable[[Any, random.Random], Any] = _observed
    worlds: int = 1
    prune: Prune | None = None
    forced: Callable[[Sequence[Any]], Any] | None = None
    easy_random: float = 0.5
    master: Master | None = None


def master_of(kit: Kit) -> Master:
    return kit.master or Master(kit.iterations, kit.worlds)


def master_iterations(kit: Kit, state: Any) -> int:
    """The master's budget for a search from `state`."""
    master = master_of(kit)
    return round(master.iterations * (master.scale(state) if master.scale else 1.0))


def master_search(kit: Kit, iterations: int | None = None, max_seconds: float | None = None) -> Mcts:
    """The master's search (its evaluation, transpositions shared), at its own budget or at
    `iterations`: the master bot and the coach's review search the same way."""
    master = master_of(kit)
    return Mcts(
        kit.engine,
        master.evaluate or kit.evaluate,
        iterations=iterations or master.iterations,
        max_seconds=max_seconds,
        exploration=master.exploration,
        prune=master.prune or kit.prune,
        transpositions=master.transpositions,
        settle=master.settle,
    )


class LevelBot:
    """One seat's bot: `choose(observation, legal)` as the session expects."""

    def __init__(self, kit: Kit, level: str, rng: random.Random, max_seconds: float | None = HARD_SECONDS) -> None:
        if level not in LEVELS:
            raise RulesError(f"Unknown bot level {level!r}; choose {', '.join(LEVELS)}.")
        self.kit, self.level, self.rng = kit, level, rng
        self.worlds, self.world = kit.worlds, kit.world
        self.seconds: float | None = None
        if level == "master":
            master = master_of(kit)
            self.worlds, self.world = master.worlds, master.world or kit.world
            self.seconds = None if max_seconds is None else MASTER_FACTOR * max_seconds
            self.search = master_search(kit, max_seconds=self.seconds)
        else:
            self.search = Mcts(
                kit.engine, kit.evaluate, iterations=kit.iterations, max_seconds=max_seconds, prune=kit.prune
            )
        self.cap = self.search.max_seconds

    def limit_time(self, seconds: float) -> None:
        """On a clock: the next search takes at most `seconds` (what the clock can spare), and
        never more than the level's own cap. Under `time_cap`'s UNCAPPED the iterations still
        bound it, so tests see the same moves."""
        self.search.max_seconds = seconds if self.cap is None else min(self.cap, seconds)

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any:
        kit, rng = self.kit, self.rng
        if len(legal) == 1:
            return legal[0]
        forced = kit.forced(legal) if kit.forced else None
        if forced is not None:
            return forced
        if self.level == "easy" and rng.random() < kit.easy_random:
            return rng.choice(legal)
        if self.level in ("easy", "normal"):
            state = kit.world(observation, rng)
            return greedy(kit.engine, state, kit.prune(state, legal) if kit.prune else legal, kit.evaluate, rng)
        master = kit.master if self.level == "master" else None
        if master is not None and master.choose is not None:
            legal = self.own_choice(master.choose, observation, legal) or legal
            if len(legal) == 1:
                return legal[0]
        worlds = list(dict.fromkeys(self.world(observation, rng) for _ in range(self.worlds)))
        if master is not None:
            self.search.iterations = master_iterations(kit, worlds[0])
        if master is not None and master.evaluate_for is not None:
            seat = kit.engine.to_play(worlds[0])
            assert seat is not None, "a bot chooses only for a seat to move"
            self.search.evaluate = master.evaluate_for(seat)
        return self.search.choose(worlds, legal, rng)


    def own_choice(self, choose: Callable[..., Sequence[Any]], observation: Any, legal: Sequence[Any]) -> Sequence[Any]:
        """The game's own shortlist within `OWN_SHARE` of the move's seconds; the search that
        may follow gets the seconds left, so the move keeps to its cap."""
        cap = time_cap(self.seconds)
        started = time.monotonic()
        chosen = choose(observation, legal, self.rng, None if cap is None else OWN_SHARE * cap)
        if cap is not None:
            self.search.max_seconds = max(0.1, cap - (time.monotonic() - started))
        return chosen


def bot_rng(game: str, seed: int, seat: int) -> random.Random:
    """The bot's own generator: the same game, seed and seat always give the same choices."""
    return random.Random(f"{game}:{seed}:{seat}")
