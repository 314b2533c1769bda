"""A Mindlock hint is the first action of an optimal line from the position on the board:
playing it leaves a position whose optimum is exactly its cost lower, from the opening
and after a wasted move; when no line is left the hint says so and names no action."""

import pytest

from yamabushi.himiki.mindlock.challenges import challenge, challenges
from yamabushi.himiki.mindlock.engine import Mindlock
from yamabushi.himiki.mindlock.hint import Hint, hint
from yamabushi.himiki.mindlock.notation import parse_move
from yamabushi.himiki.mindlock.puzzle import build_puzzle
from yamabushi.himiki.mindlock.rules import is_free
from yamabushi.himiki.mindlock.solver import solve
from yamabushi.himiki.mindlock.state import MindlockState

ENGINE = Mindlock()


def optimum(state: MindlockState) -> int | None:
    """Paid moves of the best line from `state` within what PAR leaves."""
    found = solve(state.pos, state.puzzle.required, state.moves_left)
    return None if found is None else found.par


def assert_optimal_step(state: MindlockState, best: int | None = None) -> Hint:
    """The hint from `state` plays an optimal line; `best` is the optimum when it is known already
    (a challenge's PAR, proven in test_challenges), and is searched for otherwise."""
    found = hint(state)
    best = optimum(state) if best is None else best
    if best is None:
        assert found.action is None and found.text.startswith("No solve is left within PAR")
        return found
    assert found.action in ENGINE.legal_actions(state)
    after, _ = ENGINE.apply(state, found.action)
    cost = 0 if is_free(state.pos, found.action) else 1
    assert optimum(after) == best - cost == found.moves_left - cost
    return found


def openings() -> list[MindlockState]:
    return [MindlockState(p.start, p) for p in challenges()]


@pytest.mark.parametrize("state", openings(), ids=lambda s: s.puzzle.id)
def test_from_the_opening_the_hint_starts_an_optimal_solution(state):
    assert_optimal_step(state, state.puzzle.par)


@pytest.mark.parametrize("state", openings(), ids=lambda s: s.puzzle.id)
def test_after_a_wasted_move_the_hint_is_the_best_way_on_from_there(state):
    """The last legal action is rarely an optimal one; whichever it is, the hint is right from there."""
    wasted, _ = ENGINE.apply(state, ENGINE.legal_actions(state)[-1])
    assert_optimal_step(wasted)


def test_a_wasted_move_that_spoils_the_puzzle_gets_one_sentence_and_no_action():
    start = MindlockState(challenge("E01").start, challenge("E01"))
    wasted, _ = ENGINE.apply(start, parse_move("C1 BB1").action)
    found = hint(wasted)
    assert found.action is None
    assert found.text == "No solve is left within PAR from here: undo or restart to try another line."


def test_the_sentence_says_what_the_move_does_and_what_is_left():
    puzzle = challenge("E01")
    state = MindlockState(puzzle.start, puzzle)
    found = hint(state)
    assert found.text == "Hint C1 BD1: Tilt the cube on C1 east, onto D1: it brings Wood on top, and a free replay follows; 2 moves solve it from here."
    for text in ("C1 BD1", "R-D1 BD2"):
        state, _ = ENGINE.apply(state, parse_move(text).action)
    assert hint(state).text == "Hint D2 BE2**: Tilt the cube on D2 east, onto E2: it brings Fire on top and removes 2 Black cubes; this solves the puzzle."


def test_a_puzzle_without_par_is_hinted_within_ten_moves():
    puzzle = build_puzzle("C4HMK/C2H,E3M,E4K")
    found = hint(MindlockState(puzzle.start, puzzle))
    assert found.action == parse_move("C4 BC3").action and found.moves_left == 3


def test_a_solved_or_failed_puzzle_has_nothing_to_hint():
    puzzle = challenge("E01")
    state = MindlockState(puzzle.start, puzzle)
    for text in ("C1 BD1", "R-D1 BD2", "D2 BE2"):
        state, _ = ENGINE.apply(state, parse_move(text).action)
    assert hint(state).action is None and "solved" in hint(state).text
    failed = MindlockState(puzzle.start, puzzle)
    for text in ("C1 BB1", "B1 BA1"):
        failed, _ = ENGINE.apply(failed, parse_move(text).action)
    assert hint(failed).text == "No move is left: undo or restart to try another line."
