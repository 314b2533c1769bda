"""A puzzle's stored solution as a player follows it on the board: each move's position and
what the move does, in words (the notation `B6 BB5 R-B5 BB4*` alone tells a newcomer little)."""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core.replay import step_of
from yamabushi.himiki.mindlock.engine import Mindlock
from yamabushi.himiki.mindlock.words import action_words
from yamabushi.himiki.mindlock.notation import format_move, parse_solution
from yamabushi.himiki.mindlock.puzzle import Puzzle
from yamabushi.himiki.mindlock.rules import is_free
from yamabushi.himiki.mindlock.solution import describe
from yamabushi.himiki.mindlock.state import MindlockState

ENGINE = Mindlock()


@dataclass(frozen=True, slots=True)
class WalkStep:
    """One move of the solution: the positions before and after it, and its sentence."""

    before: MindlockState
    after: MindlockState
    text: str


def solution_walk(puzzle: Puzzle) -> tuple[WalkStep, ...]:
    """The stored solution played from the puzzle's start, each move said as "2. Rotate B5 (R-B5 BB4*):"
    then what the engine narrates (the puzzle's end on the last); a free action (an earned replay, a Chaos tile) says it costs no move."""
    state, steps = MindlockState(puzzle.start, puzzle), []
    for number, move in enumerate(parse_solution(puzzle.solution), start=1):
        free = is_free(state.pos, move.action)
        after, events = ENGINE.apply(state, move.action)
        words = action_words(state, move.action)
        outcome = ENGINE.outcome(after)
        told = " ".join([*step_of(ENGINE, state, move.action, events).told, *([outcome.text] if outcome else [])])
        marks = format_move(describe(state.pos, [move.action])[0])
        cost = ", free" if free else ""
        steps.append(WalkStep(state, after, f"{number}. {words[:1].upper()}{words[1:]} ({marks}{cost}). {told}".rstrip()))
        state = after
    return tuple(steps)
