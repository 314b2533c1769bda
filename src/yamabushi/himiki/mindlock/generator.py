"""Mindlock challenge generator: random positions, kept when the solver says they fit a group.

A group fixes the material (White and Black cubes, required Influences, Chaos
tiles), the PAR range, and the ideas an optimal solution must need. An idea is
needed when forbidding it makes the PAR impossible: "replay" (replays cost a
move), "rotate" (no Rotate), "chaos" (the same position without its tiles);
"influence" when the challenge requires one. The same group and seed always
give the same challenges.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from yamabushi.core.errors import RulesError
from yamabushi.himiki.board import NEIGHBOURS, SQUARES
from yamabushi.himiki.mindlock.actions import TILES
from yamabushi.himiki.mindlock.notation import format_solution
from yamabushi.himiki.mindlock.position import Position, black_count, white_code
from yamabushi.himiki.mindlock.puzzle import Puzzle
from yamabushi.himiki.mindlock.solution import describe
from yamabushi.himiki.mindlock.solver import IDEAS, SearchTooLarge, solve

_EVENTS = tuple(code for code, tile in TILES.items() if tile.kind == "event")
_TERRAIN = tuple(code for code, tile in TILES.items() if tile.kind == "terrain")


@dataclass(frozen=True, slots=True)
class GroupSpec:
    """What a group's challenges are made of and must need."""

    name: str
    prefix: str
    whites: tuple[int, int]
    blacks: tuple[int, int]
    par: tuple[int, int]
    influences: tuple[int, int] = (0, 0)
    terrain: tuple[int, int] = (0, 0)
    events: tuple[int, int] = (0, 0)
    ideas: int = 0
    """How many of replay/rotate/influence/chaos an optimal solution must need."""
    must: tuple[str, ...] = ()
    search_limit: int = 25_000
    """Positions the solver may visit: keeps every shipped PAR quick to re-prove."""


SPECS = {
    s.name: s
    for s in (
        GroupSpec("Easy", "E", (1, 1), (2, 4), (2, 3), search_limit=5_000),
        GroupSpec("Medium", "M", (1, 2), (3, 4), (3, 5), influences=(0, 1), ideas=1, search_limit=15_000),
        GroupSpec("Hard", "H", (2, 2), (4, 5), (5, 7), influences=(0, 1), ideas=2),
        GroupSpec("Expert", "X", (1, 2), (3, 5), (4, 7), terrain=(0, 2), events=(0, 2), ideas=2, must=("chaos",)),
    )
}


def spec_for(group: str) -> GroupSpec:
    for name, spec in SPECS.items():
        if name.lower() == group.strip().lower():
            return spec
    raise RulesError(f"Unknown Mindlock group {group!r}; choose one of {', '.join(SPECS)}.")


def generate(group: str, seed: int, count: int = 1, attempts: int = 20_000) -> list[Puzzle]:
    """`count` distinct challenges of `group` from `seed`, easiest first, numbered from 1.

    Easiest means lowest PAR, then fewest ideas needed, then shortest solution.
    """
    spec = spec_for(group)
    rng = random.Random(f"mindlock/{spec.name}/{seed}")
    found: list[Puzzle] = []
    seen: set[Position] = set()
    for _ in range(attempts):
        start, required = random_position(spec, rng)
        if start in seen:
            continue
        seen.add(start)
        if (puzzle := judge(spec, start, required)) is not None:
            found.append(puzzle)
            if len(found) == count:
                return _numbered(spec, found)
    raise RulesError(f"Only {len(found)} {spec.name} challenges found in {attempts} tries with seed {seed}.")


def _numbered(spec: GroupSpec, puzzles: list[Puzzle]) -> list[Puzzle]:
    puzzles = sorted(puzzles, key=lambda p: (p.par, len(p.ideas), len(p.solution)))
    return [replace(p, id=f"{spec.prefix}{n:02d}") for n, p in enumerate(puzzles, start=1)]


def random_position(spec: GroupSpec, rng: random.Random) -> tuple[Position, int]:
    """Cubes and terrain on distinct squares, clustered so that fights are within reach.

    Required Influences get extra Black cubes of their element, or they could
    rarely be earned.
    """
    n_white, n_black, n_terrain = (rng.randint(*spec.whites), rng.randint(*spec.blacks), rng.randint(*spec.terrain))
    squares = _cluster(rng, n_white + n_black + n_terrain)
    required = rng.sample(range(3), rng.randint(*spec.influences))
    whites = tuple(sorted(white_code(sq, rng.randrange(6)) for sq in squares[:n_white]))
    blacks = [0, 0, 0]
    for sq in squares[n_white : n_white + n_black]:
        blacks[rng.choice(required) if required and rng.random() < 0.5 else rng.randrange(3)] |= 1 << sq
    terrain = tuple(sorted(zip(squares[n_white + n_black :], rng.sample(_TERRAIN, n_terrain), strict=True)))
    hand = tuple(sorted(rng.sample(_EVENTS, rng.randint(*spec.events))))
    position = Position(whites, (blacks[0], blacks[1], blacks[2]), terrain=terrain, hand=hand)
    return position, sum(1 << e for e in required)


def _cluster(rng: random.Random, size: int) -> list[int]:
    """`size` distinct squares grown from a random one, each new square near the others."""
    chosen = [rng.choice(SQUARES)]
    while len(chosen) < size:
        frontier = sorted({far for sq in chosen for near in NEIGHBOURS[sq] for far in NEIGHBOURS[near]} - set(chosen))
        chosen.append(rng.choice(frontier))
    rng.shuffle(chosen)
    return chosen


def judge(spec: GroupSpec, start: Position, required: int) -> Puzzle | None:
    """The challenge this position makes for `spec`, or None if it does not fit."""
    low, high = spec.par
    try:
        best = solve(start, required, high, limit=spec.search_limit)
    except SearchTooLarge:
        return None
    if best is None or best.par < low or black_count(start) == 0:
        return None
    ideas = needed_ideas(start, required, best.par, spec.search_limit)
    if ideas is None or len(ideas) < spec.ideas or not set(spec.must) <= set(ideas):
        return None
    solution = format_solution(describe(start, best.actions))
    return Puzzle(start, required, best.par, "", spec.name, solution, ideas)


def needed_ideas(start: Position, required: int, par: int, limit: int) -> tuple[str, ...] | None:
    """The ideas without which `par` cannot be reached (None: a search grew too large)."""
    ideas = ["influence"] if required else []
    try:
        for idea in IDEAS:
            if solve(start, required, par, without=frozenset({idea}), limit=limit) is None:
                ideas.append(idea)
        bare = start._replace(terrain=(), hand=())
        if bare != start and solve(bare, required, par, limit=limit) is None:
            ideas.append("chaos")
    except SearchTooLarge:
        return None
    return tuple(sorted(ideas))
