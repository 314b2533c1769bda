"""Why an action is refused: one specific sentence per broken rule.

This is the slow, friendly side of the engine's `refusal`; it is only called
once an action has been found missing from the legal list.
"""

from __future__ import annotations

from yamabushi.himiki.actions import Action, ClaimDraw, End, Pass, Place, Rotate, Tilt
from yamabushi.himiki.board import is_adjacent, square_name
from yamabushi.himiki.cube import ORIENTATIONS
from yamabushi.himiki.modes import MODES
from yamabushi.himiki.setup import placement_slot
from yamabushi.himiki.state import HiMiKiState
from yamabushi.himiki.variants import INSTALLED

_RESTRICTED = "You must Tilt: your opponent Rotated last turn."


def rule_refusal(state: HiMiKiState, action: Action) -> str:
    """The rule that an action missing from the legal list breaks."""
    if state.over:
        return "The game is over."
    if INSTALLED.chaos is not None and (reason := INSTALLED.chaos.refusal(state, action)):
        return reason
    if state.setup:
        return _setup_refusal(state, action)
    match action:
        case Tilt():
            return _tilt_refusal(state, action)
        case Rotate():
            return _rotate_refusal(state, action)
        case End():
            return "There is no replay to decline: end is only for turning down a replay."
        case Pass():
            return "You may pass only when you have no legal action."
        case ClaimDraw():
            need = MODES[state.mode].quiet_turns_for_draw
            return (
                f"A draw can be claimed after {need} turns without a score change ({state.quiet_turns} so far), "
                f"or when a position comes up a third time (this one: {state.repeats})."
            )
        case Place():
            return "Set-up is over: cubes are no longer placed."
    return f"{action!r} is not a Hi Mi Ki action."


def _not_yours(state: HiMiKiState, sq: int) -> str | None:
    cube = state.board[sq] if 0 <= sq < len(state.board) else None
    if cube is None or cube.owner != state.colour:
        return f"{_name(sq)} has no cube of yours."
    if state.rules.halves and sq not in state.controlled():
        seat = state.rules.seat_names[state.to_move]
        half = "Light half (rows 4-6)" if state.rules.seat_light[state.to_move] else "Dark half (rows 1-3)"
        return f"The cube on {_name(sq)} is your partner's now: {seat} plays its colour on the {half}."
    return None


def _tilt_refusal(state: HiMiKiState, action: Tilt) -> str:
    frm, to = action.frm, action.to
    if reason := _not_yours(state, frm):
        return reason
    if not is_adjacent(frm, to):
        return f"{_name(to)} is not next to {_name(frm)}: a cube Tilts onto an adjacent square, never diagonally."
    if state.board[to] is not None:
        return f"{_name(to)} is occupied."
    if state.replay == (to, frm):
        return f"A replayed cube may not return to {_name(to)}, the square it just left."
    return f"{_name(frm)} B{_name(to)} is not a legal Tilt now."


def _rotate_refusal(state: HiMiKiState, action: Rotate) -> str:
    if state.must_tilt:
        return _RESTRICTED
    if not action.squares:
        return "Rotate at least one cube."
    for sq in action.squares:
        if reason := _not_yours(state, sq):
            return reason
    if list(action.squares) != sorted(set(action.squares)):
        return "List each rotated square once, in board order."
    return "That Rotate is not legal now."


def _setup_refusal(state: HiMiKiState, action: Action) -> str:
    if not isinstance(action, Place):
        return "Set-up is not finished: place a cube first, e.g. 'place C5 HMK'."
    _, squares = placement_slot(state)
    if action.square not in squares:
        names = ", ".join(square_name(sq) for sq in squares)
        return f"This cube goes on one of {names}."
    if state.board[action.square] is not None:
        return f"{_name(action.square)} is occupied."
    if (action.top, action.ns, action.ew) not in ORIENTATIONS:
        return "An orientation names H, M and K once each: top, north/south, east/west."
    return "That placement is not legal now."


def _name(sq: int) -> str:
    return square_name(sq) if 0 <= sq < 30 else f"square {sq}"
