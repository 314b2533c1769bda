"""A Mindlock puzzle in words: its goal, moves used against PAR, the free replay,
the Influences needed, the Chaos tiles, and the board as plain text.

The plain-text mode prints all of it; the Textual panel shares the pieces that
name Influences and tiles, so both say the same.
"""

from __future__ import annotations

from yamabushi.himiki.board import square_name
from yamabushi.himiki.cube import BLACK, ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.mindlock.state import MindlockState
from yamabushi.himiki.mindlock.actions import TILES
from yamabushi.himiki.mindlock.events import choice_text
from yamabushi.himiki.mindlock.position import Position
from yamabushi.himiki.mindlock.puzzle import Puzzle
from yamabushi.himiki.text_view import board_lines

LEGEND = "Key: wHMK White cube (top, N/S, E/W faces); bH Black cube (top); /X terrain."


def needed_influences(state: MindlockState) -> list[str]:
    """The Influences the puzzle requires, each marked ✓ once earned."""
    puzzle, pos = state.puzzle, state.pos
    return [ELEMENT_NAMES[e] + (" ✓" if pos.earned >> i & 1 else "") for i, e in enumerate(ELEMENTS)
            if puzzle.required >> i & 1]


def hand_names(pos: Position) -> str:
    return ", ".join(TILES[code].name for code in pos.hand)


def terrain_letters(pos: Position) -> dict[int, str]:
    """Square -> the letter of the terrain tile lying there, as the boards draw it."""
    return {sq: TILES[code].letter or "?" for sq, code in pos.terrain}


def terrain_names(pos: Position) -> str:
    return ", ".join(f"{TILES[c].letter} {TILES[c].name} {square_name(sq)}" for sq, c in pos.terrain)


def goal_text(puzzle: Puzzle) -> str:
    """What "solved" means for this puzzle, and what counts as a move (two lines)."""
    influences = [ELEMENT_NAMES[e] for i, e in enumerate(ELEMENTS) if puzzle.required >> i & 1]
    also = f" and earn the {' and '.join(influences)} Influence" if influences else ""
    within = "" if puzzle.par is None else f" within PAR {puzzle.par} moves"
    return (f"Solved means: remove every Black cube{also}{within}.\n"
            "A Tilt or a Rotate is one move; a free replay and a Chaos tile cost nothing.")


def moves_text(state: MindlockState) -> str:
    if state.moves_left is None:
        return f"Moves used: {state.moves} (no PAR)."
    return f"Moves used: {state.moves} of PAR {state.puzzle.par}, {state.moves_left} left."


def status_lines(state: MindlockState) -> list[str]:
    """Moves against PAR, then only what applies now: replay, tile to resolve, Influences, tiles."""
    pos = state.pos
    lines = [moves_text(state)]
    if pos.pending is not None:
        lines.append(choice_text(pos.pending) + " (legal lists the answers)")
    elif state.replay is not None:
        lines.append(f"Free replay: the cube on {square_name(state.replay[1])} may act again at no cost (R-).")
    elif state.moves_left == 0 and not state.solved:
        lines.append("PAR reached: only a free replay or a Chaos tile can still help.")
    if needed := needed_influences(state):
        lines.append("Influence needed: " + ", ".join(needed) + ".")
    if pos.hand:
        lines.append(f"Chaos tiles in hand (type C- before their action): {hand_names(pos)}.")
    if pos.armed:
        lines.append("Major Yokai armed.")
    if pos.terrain:
        lines.append(f"Terrain: {terrain_names(pos)}.")
    return lines


def result_text(outcome: str, hints: int) -> str:
    """The engine's result with the hints asked for: "Solved in 4 moves (PAR 3), 1 hint."."""
    if not hints:
        return outcome
    return f"{outcome.rstrip('.')}, {hints} hint{'s' if hints != 1 else ''}."


def _cell(state: MindlockState, square: int) -> str:
    cube = state.board[square]
    text = "." if cube is None else ("b" + cube.top if cube.owner == BLACK else "w" + cube.faces)
    terrain = dict(state.pos.terrain).get(square)
    return f"{text}/{TILES[terrain].letter}" if terrain else text


def to_text(state: MindlockState) -> str:
    return "\n".join(board_lines(state, _cell) + [LEGEND] + status_lines(state))
