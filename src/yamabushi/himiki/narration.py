"""What a player reads for one Hi Mi Ki action: a sentence for the action itself, then its events'.

The events say what followed (conflicts, Influence, a replay, Chaos effects); the action's
own sentence says who moved which cube where in words ("White Tilts the cube on C5 to C4:
Fire is on top"), which the notation `C5 BC4` leaves to the reader. Muk Yan's turn opens
with its roll and why its table picked the move. Public only: a Chaos tile is named only
once it is played face up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from yamabushi.core.protocol import Event
from yamabushi.himiki.actions import AutomaTurn, End, Go, Place, Rotate, Skip, Tilt
from yamabushi.himiki.board import STEP, WIDTH, square_name
from yamabushi.himiki.cube import COLOUR_NAMES, ELEMENT_NAMES, TILT_EW, TILT_NS, Cube, make_cube
from yamabushi.himiki.events import MukYanRolled
from yamabushi.himiki.state import HiMiKiState
from yamabushi.himiki.texts import standing


def narrate(state: HiMiKiState, action: Any, events: Sequence[Event]) -> tuple[str, ...]:
    lead = _LEADS.get(type(action), _silent)(state, action, events)
    said = tuple(event.text for event in events if event.text and not isinstance(event, MukYanRolled))
    return (*lead, *said)


def _seat(state: HiMiKiState) -> str:
    return state.rules.seat_names[state.to_move]


def cubes(squares: Sequence[int]) -> str:
    names = [square_name(sq) for sq in squares]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"the cube on {listed}" if len(names) == 1 else f"the cubes on {listed}"


def _rolled(cube: Cube, frm: int, to: int) -> Cube:
    return (TILT_NS if abs(to - frm) == WIDTH else TILT_EW)[cube]


def _tilt(state: HiMiKiState, action: Tilt, events: Sequence[Event]) -> tuple[str, ...]:
    cube = state.board[action.frm]
    assert cube is not None, "a Tilt starts from a cube"
    top = ELEMENT_NAMES[_rolled(cube, action.frm, action.to).top]
    chaos, seat = state.chaos, _seat(state)
    if chaos is not None and chaos.pending is not None and chaos.pending.kind == "mana":
        how = f" (the {ELEMENT_NAMES[chaos.pending.tile]} Mana Tilt)"
    elif chaos is not None and chaos.forced:
        how = " (Confusion: a cube of the other colour)"
    else:
        how = ""
    which = cubes([action.frm]) if cube.owner == state.colour else f"{COLOUR_NAMES[cube.owner]}'s cube on {square_name(action.frm)}"
    return (f"{seat} Tilts {which} to {square_name(action.to)}{how}: {top} is on top now.",)


def _rotate(state: HiMiKiState, action: Rotate, events: Sequence[Event]) -> tuple[str, ...]:
    if state.chaos is not None and state.chaos.forced:
        other = COLOUR_NAMES[1 - state.colour]
        which = f"{other}'s cube on {square_name(action.squares[0])} (Confusion: a cube of the other colour)"
        return (f"{_seat(state)} Rotates {which} a quarter turn; its top is unchanged.",)
    after = "the next player must start with a Tilt"
    return (f"{_seat(state)} Rotates {cubes(action.squares)} a quarter turn (tops unchanged); {after}.",)


def _place(state: HiMiKiState, action: Place, events: Sequence[Event]) -> tuple[str, ...]:
    cube = make_cube(state.colour, action.top, action.ns, action.ew)
    verb = "rolls a cube onto" if state.rules.automa_seat == state.to_move else "places a cube on"
    return (f"{_seat(state)} {verb} {square_name(action.square)}: {standing(cube)}.",)


def _end(state: HiMiKiState, action: End, events: Sequence[Event]) -> tuple[str, ...]:
    return (f"{_seat(state)} ends the turn without playing again.",)


def _skip(state: HiMiKiState, action: Skip, events: Sequence[Event]) -> tuple[str, ...]:
    pending = state.chaos.pending if state.chaos is not None else None
    if pending is not None and pending.kind == "yokai":
        return (f"{_seat(state)} keeps Major Yokai for a later Tilt.",)
    return (f"{_seat(state)} lets the chance go without playing a Chaos tile.",)


def _go(state: HiMiKiState, action: Go, events: Sequence[Event]) -> tuple[str, ...]:
    """Impulse's extra Tilt has no event of its own (a Teleportation slide has)."""
    pending = state.chaos.pending if state.chaos is not None else None
    if pending is None or pending.kind != "impulse":
        return ()
    frm, to = pending.square, STEP[pending.square, action.direction]
    cube = state.board[frm]
    assert cube is not None, "Impulse pushes the cube standing on its tile"
    top = ELEMENT_NAMES[_rolled(cube, frm, to).top]
    return (f"The Impulse Tilts {COLOUR_NAMES[cube.owner]}'s cube one square further, from {square_name(frm)} to {square_name(to)}: {top} is on top now.",)


def _automa(state: HiMiKiState, action: AutomaTurn, events: Sequence[Event]) -> tuple[str, ...]:
    """The roll and the reason first, then the move in words as any other seat's."""
    rolled = next(e for e in events if isinstance(e, MukYanRolled))
    dice = f"{ELEMENT_NAMES[rolled.black]} on the Black die, {ELEMENT_NAMES[rolled.white]} on the White die"
    roll = f"{_seat(state)} rolls {dice}: {rolled.text}"
    return (roll, *_LEADS.get(type(action.move), _silent)(state, action.move, events))


def _silent(state: HiMiKiState, action: Any, events: Sequence[Event]) -> tuple[str, ...]:
    """The events say it all (a pass, a penalty, a tile played, a draw)."""
    return ()


_LEADS: dict[type, Callable[[HiMiKiState, Any, Sequence[Event]], tuple[str, ...]]] = {
    Tilt: _tilt,
    Rotate: _rotate,
    Place: _place,
    End: _end,
    Skip: _skip,
    Go: _go,
    AutomaTurn: _automa,
}
