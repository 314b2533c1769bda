"""Solutions as players read them: actions with their `R-`/`C-` prefixes and marks.

`describe` writes the marks of a line of actions by playing it; `play_solution`
does the reverse check on a written solution: every move legal, every prefix
and mark true to what happened, and the puzzle solved at the end.
"""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock.engine import Mindlock
from yamabushi.himiki.mindlock.state import MindlockState
from yamabushi.himiki.mindlock.actions import CHAOS_ACTIONS, MindlockAction
from yamabushi.himiki.mindlock.notation import SolutionMove, format_move, parse_solution
from yamabushi.himiki.mindlock.position import Position
from yamabushi.himiki.mindlock.puzzle import Puzzle, influence_letters
from yamabushi.himiki.mindlock.rules import apply, is_free

ENGINE = Mindlock()


def describe(start: Position, actions: Sequence[MindlockAction]) -> tuple[SolutionMove, ...]:
    """Each action with the prefix and marks that playing it from `start` earns."""
    pos, moves = start, []
    for action in actions:
        replay = is_free(pos, action) and not isinstance(action, CHAOS_ACTIONS)
        pos, report = apply(pos, action)
        earned = influence_letters(sum(1 << e for e in report.earned))
        moves.append(SolutionMove(action, replay, len(report.removed), earned))
    return tuple(moves)


def play_solution(puzzle: Puzzle, text: str) -> MindlockState:
    """Play a written solution through the checked engine; the final state must be solved.

    A move whose prefix or marks disagree with what it did is refused, naming it.
    """
    state = MindlockState(puzzle.start, puzzle)
    for number, move in enumerate(parse_solution(text), start=1):
        try:
            after, _ = ENGINE.apply(state, move.action)
        except RulesError as exc:
            raise RulesError(f"Move {number} ({format_move(move)}): {exc}") from None
        expected = describe(state.pos, [move.action])[0]
        if expected != move:
            raise RulesError(f"Move {number} is {format_move(expected)} here, not {format_move(move)}.")
        state = after
    if not state.solved:
        raise RulesError(f"The solution ends after {state.moves} moves without solving the puzzle.")
    return state
