"""Why a Mindlock action is refused: one sentence a player can act on.

Only called once the action is known to be missing from the legal list, so it
may be slow; it checks the reasons from the most general to the most specific.
"""

from __future__ import annotations

from yamabushi.himiki.actions import Rotate, Skip, Tilt, UseYokai
from yamabushi.himiki.board import is_adjacent, square_name
from yamabushi.himiki.cube import ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.mindlock.actions import (
    CODE,
    MANA_OF,
    TILES,
    ArmYokai,
    ChaosTilt,
    Conjure,
    MindlockAction,
)
from yamabushi.himiki.mindlock.position import (
    TOP,
    Position,
    black_at,
    occupied,
    white_at,
)
from yamabushi.himiki.mindlock.events import choice_text
from yamabushi.himiki.mindlock.notation import written
from yamabushi.himiki.mindlock.rules import is_free
from yamabushi.himiki.mindlock.state import MindlockState, is_over


def explain(state: MindlockState, action: MindlockAction) -> str:
    pos = state.pos
    if is_over(state):
        return "The puzzle is over: restart it or pick another challenge."
    if pos.pending is not None:
        return f"Answer the tile first. {choice_text(pos.pending)}"
    if state.moves_left is not None and state.moves_left <= 0 and not is_free(pos, action):
        return f"PAR {state.puzzle.par} is reached: only a free replay or a Chaos tile can still be played."
    reason = _specific(pos, action)
    return reason or f"{written(pos, action)} is not possible now."


def _specific(pos: Position, action: MindlockAction) -> str | None:
    match action:
        case Tilt(frm, to) | ChaosTilt(frm, to):
            return _cube_move(pos, frm, to) or (_mana(pos, frm) if isinstance(action, ChaosTilt) else None)
        case Rotate(squares):
            missing = [sq for sq in squares if white_at(pos, sq) is None]
            return f"{_name(missing[0])} has no White cube to Rotate." if missing else None
        case Conjure(square, top):
            return _conjure(pos, square, top)
        case ArmYokai():
            if CODE["yokai"] not in pos.hand:
                return "The Major Yokai tile is not in your hand."
            return "The Major Yokai is already armed: it is offered whenever it could fight."
        case UseYokai() | Skip():
            return ("The Major Yokai is asked for only when armed, right after a move that leaves a Black cube "
                    "two squares from your cube across an empty square.")
    return "Teleportation and Transfer act only when a cube lands on their tile."


def _cube_move(pos: Position, frm: int, to: int) -> str | None:
    if white_at(pos, frm) is None:
        return f"{_name(frm)} has no White cube: only White cubes move."
    if not is_adjacent(frm, to):
        return f"{_name(to)} is not next to {_name(frm)}: a cube Tilts onto an adjacent square, never diagonally."
    if occupied(pos) >> to & 1:
        return f"{_name(to)} is occupied."
    return None


def _mana(pos: Position, frm: int) -> str | None:
    orientation = white_at(pos, frm)
    assert orientation is not None
    element = TOP[orientation]
    if MANA_OF[element] not in pos.hand:
        return f"A free Tilt of a cube showing {ELEMENT_NAMES[ELEMENTS[element]]} needs the {TILES[MANA_OF[element]].name} tile."
    return None


def _conjure(pos: Position, square: int, top: str) -> str:
    if CODE["conjuration"] not in pos.hand:
        return "The Conjuration tile is not in your hand."
    current = black_at(pos, square)
    if current is None:
        return f"Conjuration turns a Black cube, and {_name(square)} has none."
    return f"The Black cube on {_name(square)} already shows {ELEMENT_NAMES[top]}."


def _name(sq: int) -> str:
    return square_name(sq) if 0 <= sq < 30 else f"square {sq}"
