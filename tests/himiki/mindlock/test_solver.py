"""The solver's PAR is the true optimum: checked against a plain breadth-first search
of the engine's own moves, on hand-made and on seeded random positions."""

import random
from collections import deque

import pytest

from yamabushi.himiki.mindlock.generator import GroupSpec, random_position
from yamabushi.himiki.mindlock.engine import Mindlock
from yamabushi.himiki.mindlock.state import MindlockState
from yamabushi.himiki.mindlock.notation import format_solution
from yamabushi.himiki.mindlock.puzzle import Puzzle, build_puzzle
from yamabushi.himiki.mindlock.solution import describe, play_solution
from yamabushi.himiki.mindlock.solver import SearchTooLarge, solve

ENGINE = Mindlock()


def brute_force_par(puzzle: Puzzle, max_moves: int) -> int | None:
    """Fewest paid moves to a solved state, visiting every state the checked engine
    reaches within `max_moves` (no estimate, no move ordering: nothing to get wrong)."""
    capped = Puzzle(puzzle.start, puzzle.required, max_moves)
    first = MindlockState(capped.start, capped)
    seen, queue, best = {first}, deque([first]), None
    while queue:
        state = queue.popleft()
        if state.solved:
            best = state.moves if best is None else min(best, state.moves)
            continue
        for action in ENGINE.legal_actions(state):
            nxt, _ = ENGINE.next_state(state, action)
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return best


HAND_MADE = [
    ("C4HMK/C2H,E3M,E4K w 0-0 --- - -", {}),
    ("C5HMK/B4M,C2H,E4K", {}),
    ("E1HMK/C1K,D2M,E3M", {}),
    ("C5HMK,A5MHK/B4M,D3M,C2H", {"influence": "M"}),
    ("B5HMK,D5KMH/B3K,D3H,C1M", {}),
    ("C4HMK/C2K,A1H", {"events": ["conjuration", "wood-mana"]}),
    ("C4HMK/C1H,E2K", {"events": ["yokai"]}),
    ("C3HMK/B5H,E6K", {"terrain": {"C2": "mirror", "D3": "impulse"}}),
    ("C4HMK/C2H,B2H", {"terrain": {"C3": "transfer"}}),
]


@pytest.mark.parametrize(("position", "extra"), HAND_MADE)
def test_solver_par_equals_brute_force_on_hand_made_positions(position, extra):
    puzzle = build_puzzle(position, **extra)
    found = solve(puzzle.start, puzzle.required, 4)
    assert (found and found.par) == brute_force_par(puzzle, 4)


def test_solver_par_equals_brute_force_on_seeded_random_positions():
    spec = GroupSpec("Test", "T", (1, 1), (1, 3), (1, 3), influences=(0, 1), terrain=(0, 2), events=(0, 1))
    rng, compared = random.Random(2024), []
    for _ in range(24):
        start, required = random_position(spec, rng)
        found = solve(start, required, 3)
        compared.append((found and found.par, brute_force_par(Puzzle(start, required), 3)))
    assert all(ours == theirs for ours, theirs in compared)
    assert sum(par is not None for par, _ in compared) >= 8, "the sample should hold solvable positions"


def test_the_solution_found_replays_as_a_win_in_par_moves():
    puzzle = build_puzzle("B5HMK,D5KMH/B3K,D3H,C1M")
    found = solve(puzzle.start, 0, 6)
    text = format_solution(describe(puzzle.start, found.actions))
    assert play_solution(Puzzle(puzzle.start, 0, found.par), text).moves == found.par


def test_no_solution_within_the_limit_is_none():
    assert solve(build_puzzle("C4HMK/C2H,E3M,E4K").start, 0, 2) is None


def test_free_replays_make_a_longer_line_cost_fewer_moves():
    start = build_puzzle("C1HMK/E1K,E3K").start
    with_replays = solve(start, 0, 5)
    assert with_replays.par == 2 and len(with_replays.actions) == 3
    assert solve(start, 0, 5, without=frozenset({"replay"})).par == 3


def test_forbidding_rotate_shows_a_puzzle_needs_it():
    start = build_puzzle("E1HMK/C1K,D2M,E3M").start
    assert solve(start, 0, 4).par == 4
    assert solve(start, 0, 4, without=frozenset({"rotate"})) is None


def test_a_search_past_its_limit_gives_up():
    with pytest.raises(SearchTooLarge):
        solve(build_puzzle("B5HMK,D5KMH/B3K,D3H,C1M,A6H").start, 0, 9, limit=50)
