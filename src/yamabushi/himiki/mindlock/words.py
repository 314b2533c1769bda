"""A Mindlock action in the words of the board, for the hint, the solution's walk and the
narration: the notation (`R-D1 BD2`) leaves a newcomer to decode it."""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.core.protocol import Event
from yamabushi.himiki.actions import Rotate, Tilt, UseYokai
from yamabushi.himiki.board import WAY_NAMES, direction, square_name
from yamabushi.himiki.cube import ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.mindlock.actions import (
    CODE,
    MANA_OF,
    TILES,
    ArmYokai,
    ChaosTilt,
    Conjure,
    MindlockAction,
    Teleport,
    Transfer,
)
from yamabushi.himiki.mindlock.position import TOP, white_at
from yamabushi.himiki.mindlock.rules import advance, is_free
from yamabushi.himiki.mindlock.state import MindlockState
from yamabushi.himiki.narration import cubes


def brought_on_top(state: MindlockState, tilt: Tilt) -> str:
    """What a tilt shows: the element the cube lands with on top."""
    orientation = white_at(advance(state.pos, tilt), tilt.to)
    return f"brings {ELEMENT_NAMES[ELEMENTS[TOP[orientation]]]} on top" if orientation is not None else "moves the cube"


def tilt_words(frm: int, to: int) -> str:
    """`the cube on C1 east, onto D1`: the way a player pushes it, and where it lands."""
    way = direction(frm, to)
    towards = f"{WAY_NAMES[way]}, onto" if way else "onto"
    return f"the cube on {square_name(frm)} {towards} {square_name(to)}"


def action_words(state: MindlockState, action: MindlockAction) -> str:
    """The action in words."""
    pos = state.pos
    if isinstance(action, Tilt):
        return f"Tilt {tilt_words(action.frm, action.to)}"
    if isinstance(action, Rotate):
        return "Rotate " + " and ".join(square_name(sq) for sq in action.squares)
    if isinstance(action, ChaosTilt) and pos.pending is None:
        orientation = white_at(pos, action.frm)
        tile = TILES[MANA_OF[TOP[orientation or 0]]].name
        return f"{tile}: Tilt {tilt_words(action.frm, action.to)}"
    if isinstance(action, (ChaosTilt, Teleport, Transfer)):
        assert pos.pending is not None, "these answer a tile that waits"
        verb = "swap with" if isinstance(action, Transfer) else "go to"
        return f"{TILES[pos.pending[0]].name}: {square_name(action.frm)} {verb} {square_name(action.to)}"
    if isinstance(action, Conjure):
        return f"Conjuration: {square_name(action.square)} shows {ELEMENT_NAMES[action.top]}"
    yokai = TILES[CODE["yokai"]].name
    if isinstance(action, ArmYokai):
        return f"arm the {yokai}"
    return f"{'use' if isinstance(action, UseYokai) else 'keep'} the {yokai}"


def narrate(state: MindlockState, action: MindlockAction, events: Sequence[Event]) -> tuple[str, ...]:
    """What the player reads for an action, as Hi Mi Ki says a move ("White Tilts the cube on D1
    south, onto D2 (free): it brings Water on top."), then its events' sentences."""
    free = " (free)" if is_free(state.pos, action) else ""
    if isinstance(action, Rotate):
        return (f"White Rotates {cubes(action.squares)} a quarter turn{free} (tops unchanged).", *_told(events))
    words = action_words(state, action) + free
    said = f"White Tilts {words.removeprefix('Tilt ')}" if isinstance(action, Tilt) else f"White: {words}"
    does = f": it {brought_on_top(state, action)}" if isinstance(action, Tilt) else ""
    return (f"{said}{does}.", *_told(events))


def _told(events: Sequence[Event]) -> tuple[str, ...]:
    return tuple(event.text for event in events if event.text)
