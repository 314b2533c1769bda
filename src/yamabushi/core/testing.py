"""Checks shared by every engine's tests: random legal play and perft.

`random_sim_check` plays seeded random games and, at every step, checks what
must hold for any game: legal actions are empty exactly when the game is over,
every action survives its notation, the engine's own invariants hold, and the
same seed gives the same game. Game-specific checks come in as callables.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from yamabushi.core.protocol import Engine
from yamabushi.core.replay import replay

Invariant = Callable[[Any], None]
"""Raises AssertionError when a state breaks a rule of the game."""

Chooser = Callable[[random.Random, Any, Sequence[Any]], Any]
"""Picks the next action (default: uniformly at random), e.g. to steer games to an end."""


@dataclass(frozen=True, slots=True)
class SimGame:
    """One finished random game: its seed, its actions in notation, the states seen."""

    seed: int
    notations: tuple[str, ...]
    states: tuple[Any, ...]


def play_random_game(
    engine: Engine[Any, Any],
    options: Mapping[str, Any],
    seed: int,
    *,
    max_plies: int = 2000,
    invariant: Invariant | None = None,
    chooser: Chooser | None = None,
) -> SimGame:
    """Play one random legal game, checking the generic properties at every step."""
    rng = random.Random(seed)
    state = engine.new_game(options, seed)
    states, notations = [state], []
    for _ in range(max_plies):
        if invariant:
            invariant(state)
        legal = engine.legal_actions(state)
        over = engine.outcome(state) is not None
        assert bool(legal) != over, f"legal actions {'present' if legal else 'empty'} but over={over}"
        if over:
            break
        assert engine.to_play(state) is not None
        action = chooser(rng, state, legal) if chooser else rng.choice(legal)
        text = engine.format_action(state, action)
        assert engine.parse_action(state, text) == action, f"notation round-trip failed for {text!r}"
        state, _ = engine.next_state(state, action)
        states.append(state)
        notations.append(text)
    return SimGame(seed, tuple(notations), tuple(states))


def random_sim_check(
    engine: Engine[Any, Any],
    options: Mapping[str, Any],
    *,
    games: int,
    seed: int = 0,
    max_plies: int = 2000,
    invariant: Invariant | None = None,
    chooser: Chooser | None = None,
    on_game: Callable[[SimGame], None] | None = None,
) -> list[SimGame]:
    """Play `games` seeded random games; each replays identically from its seed."""
    played = []
    for offset in range(games):
        game = play_random_game(
            engine, options, seed + offset, max_plies=max_plies, invariant=invariant, chooser=chooser
        )
        assert replay(engine, options, game.seed, game.notations).state == game.states[-1]
        if on_game:
            on_game(game)
        played.append(game)
    return played


def perft(engine: Engine[Any, Any], state: Any, depth: int) -> int:
    """Count action sequences of length `depth` (a finished game has none)."""
    if depth == 0:
        return 1
    legal = engine.legal_actions(state)
    if depth == 1:
        return len(legal)
    return sum(perft(engine, engine.next_state(state, a)[0], depth - 1) for a in legal)


def perft_divide(engine: Engine[Any, Any], state: Any, depth: int) -> list[tuple[str, int]]:
    """perft split by first action, for finding which branch disagrees."""
    return [
        (engine.format_action(state, a), perft(engine, engine.next_state(state, a)[0], depth - 1))
        for a in engine.legal_actions(state)
    ]
