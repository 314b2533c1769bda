"""A Mindlock hint: the next action of an optimal line from the position on the board.

The solver proves the line from where the player stands (moves already spent
count against PAR), so a hint after a wasted move is the best way on from
there, or the news that no solve is left. The sentence says what the action
does, in the words of the board, and how many moves the line still takes.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.himiki.actions import Tilt
from yamabushi.himiki.cube import ELEMENT_NAMES
from yamabushi.himiki.mindlock.actions import MindlockAction
from yamabushi.himiki.mindlock.notation import format_move
from yamabushi.himiki.mindlock.rules import advance
from yamabushi.himiki.mindlock.solution import describe
from yamabushi.himiki.mindlock.solver import SearchTooLarge, solve
from yamabushi.himiki.mindlock.state import MindlockState, is_over
from yamabushi.himiki.mindlock.words import action_words, brought_on_top

UNLIMITED_DEPTH = 10
"""How many moves a hint looks ahead in a puzzle without PAR (as `mindlock solve` does)."""
SEARCH_LIMIT = 400_000
"""Positions a hint may visit; the shipped challenges need at most a few ten thousand."""


@dataclass(frozen=True, slots=True)
class Hint:
    """The action to play (None: none leads to a solve) and the sentence that says so."""

    action: MindlockAction | None
    text: str
    moves_left: int | None = None
    """Paid moves the optimal line still takes, this action included."""


def hint(state: MindlockState) -> Hint:
    """The next action of an optimal solution from `state`, or why there is none."""
    if state.solved:
        return Hint(None, "The puzzle is solved: there is nothing left to hint.")
    depth = UNLIMITED_DEPTH if state.moves_left is None else max(state.moves_left, 0)
    if is_over(state):
        return Hint(None, "No move is left: undo or restart to try another line.")
    try:
        found = solve(state.pos, state.puzzle.required, depth, limit=SEARCH_LIMIT)
    except SearchTooLarge:
        return Hint(None, "This position is too large to search for a hint.")
    if found is None:
        within = "within PAR" if state.moves_left is not None else f"within {depth} more moves"
        return Hint(None, f"No solve is left {within} from here: undo or restart to try another line.")
    action = found.actions[0]
    return Hint(action, _sentence(state, found.actions, found.par), found.par)


def _sentence(state: MindlockState, line: tuple[MindlockAction, ...], moves: int) -> str:
    move = describe(state.pos, line[:1])[0]
    does = [brought_on_top(state, line[0])] if isinstance(line[0], Tilt) else []
    if move.removed:
        does.append(f"removes {move.removed} Black cube{'s' if move.removed > 1 else ''}")
    if move.earned:
        does.append(f"earns the {' and '.join(ELEMENT_NAMES[e] for e in move.earned)} Influence")
    why = [f"it {' and '.join(does)}"] if does else []
    if advance(state.pos, line[0]).replay not in (None, state.pos.replay):
        why.append("a free replay follows")
    after = f": {', and '.join(why)}" if why else ""
    if len(line) == 1:
        left = "this solves the puzzle"
    elif moves == 0:
        left = "free actions do the rest"
    else:
        left = f"{moves} moves solve it from here" if moves > 1 else "1 move solves it from here"
    return f"Hint {format_move(move)}: {action_words(state, line[0])}{after}; {left}."
