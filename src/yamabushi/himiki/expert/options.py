"""The legal actions of Expert mode's own moments: a decision owed, or a turn under Confusion.

Every decision is offered only with at least one action, so a game never
waits on a choice nobody can make: a tile is playable on a chance only when
its effect can happen now, and `skip` is always there for chances and Yokai.
"""

from __future__ import annotations

from yamabushi.himiki.actions import Action, Conjure, Go, PlayTile, PutTerrain, Rotate, Skip, Swap, Tilt, UseYokai
from yamabushi.himiki.board import SQUARES, STEPS, col_row, square_at
from yamabushi.himiki.expert.chaos import Decision, tile
from yamabushi.himiki.cube import ORIENTATIONS, Cube
from yamabushi.himiki.rules import TILTS
from yamabushi.himiki.state import HiMiKiState

SKIP, USE_YOKAI = Skip(), UseYokai()
Board = tuple[Cube | None, ...] | list[Cube | None]

STEP: dict[tuple[int, str], int] = {(sq, d): to for sq in SQUARES for d, to in STEPS[sq]}
"""(square, direction) -> the neighbour that way, for squares on the board."""

def two_away(sq: int, direction: str) -> tuple[int, int] | None:
    """(the square between, the square two steps away) in `direction`, if both are on the board."""
    mid = STEP.get((sq, direction))
    far = None if mid is None else STEP.get((mid, direction))
    return None if far is None else (mid, far)  # type: ignore[return-value]


def mirrored(sq: int) -> int:
    """Same column, row 7 - r: the Mirror's destination."""
    col, row = col_row(sq)
    return square_at(col, 7 - row)


def impulse_targets(board: Board, frm: int, sq: int) -> dict[str, int]:
    """Impulse: each direction onto an empty neighbour other than `frm`, the square just left."""
    return {d: to for d, to in STEPS[sq] if board[to] is None and to != frm}


def slide_targets(board: Board, sq: int) -> dict[str, int]:
    """Teleportation: each direction whose square two away is on the board and empty."""
    return {d: pair[1] for d, _ in STEPS[sq] if (pair := two_away(sq, d)) and board[pair[1]] is None}


def can_trigger(board: Board, effect: str, frm: int, sq: int) -> bool:
    """Whether the terrain tile `effect` on `sq` acts for a cube that Tilted there from `frm`.

    Impulse, Teleportation and Mirror wait, tile in place, while every square they could land
    on is taken; Impulse never sends the cube back where it came from (else it could never wait).
    """
    if effect == "impulse":
        return bool(impulse_targets(board, frm, sq))
    if effect == "teleport":
        return bool(slide_targets(board, sq))
    if effect == "mirror":
        return board[mirrored(sq)] is None
    return True


def transfer_targets(board: Board, sq: int) -> tuple[int, ...]:
    """Transfer: every other cube on the board, of either colour."""
    return tuple(other for other, cube in enumerate(board) if cube is not None and other != sq)


def yokai_targets(board: Board, sq: int) -> tuple[int, ...]:
    """Enemy cubes two squares away across an empty square that would fight the cube on `sq`."""
    active = board[sq]
    assert active is not None
    found = []
    for d, _ in STEPS[sq]:
        pair = two_away(sq, d)
        other = board[pair[1]] if pair and board[pair[0]] is None else None
        if other is not None and other.owner != active.owner and other.top != active.top:
            found.append(pair[1])  # type: ignore[index]
    return tuple(found)


def playable_tiles(state: HiMiKiState) -> list[str]:
    """The seat's tiles whose effect can happen now (a Mana tile needs a cube that can Tilt)."""
    assert state.chaos is not None
    hand = state.chaos.hands[state.to_move]
    return [code for code in hand if tile(code).effect != "mana" or mana_tilts(state, tile(code).element or "")]


def mana_tilts(state: HiMiKiState, element: str) -> list[Tilt]:
    """Tilts of the cubes the seat controls that show `element` on top."""
    board = state.board
    shows = [sq for sq in state.controlled() if board[sq].top == element]  # type: ignore[union-attr]
    return [t for sq in shows for t in TILTS[sq] if board[t.to] is None]


def forced_actions(state: HiMiKiState) -> list[Action]:
    """Confusion: Tilt or Rotate one cube of the other colour, wherever it stands."""
    board = state.board
    theirs = state.cubes_of(1 - state.colour)
    tilts: list[Action] = [t for sq in theirs for t in TILTS[sq] if board[t.to] is None]
    return tilts + [Rotate((sq,)) for sq in theirs]


def decision_actions(state: HiMiKiState, decision: Decision) -> list[Action]:
    """The answers to the decision owed, in a fixed order."""
    return list(_ANSWERS[decision.kind](state, decision))


def _chance(state: HiMiKiState, _: Decision) -> list[Action]:
    return [*(PlayTile(code) for code in playable_tiles(state)), SKIP]


def _place(state: HiMiKiState, _: Decision) -> list[Action]:
    assert state.chaos is not None
    taken = {sq for sq, _ in state.chaos.terrain}
    return [PutTerrain(sq) for sq in SQUARES if state.board[sq] is None and sq not in taken]


def _mana(state: HiMiKiState, decision: Decision) -> list[Action]:
    return list(mana_tilts(state, decision.tile))


def _conjure(state: HiMiKiState, _: Decision) -> list[Action]:
    return [Conjure(sq, *o) for sq in state.cubes_of(1 - state.colour) for o in ORIENTATIONS]


def _impulse(state: HiMiKiState, decision: Decision) -> list[Action]:
    return [Go(d) for d in impulse_targets(state.board, decision.origin, decision.square)]


def _teleport(state: HiMiKiState, decision: Decision) -> list[Action]:
    return [Go(d) for d in slide_targets(state.board, decision.square)]


def _transfer(state: HiMiKiState, decision: Decision) -> list[Action]:
    return [Swap(sq) for sq in transfer_targets(state.board, decision.square)]


def _yokai(state: HiMiKiState, _: Decision) -> list[Action]:
    return [USE_YOKAI, SKIP]


_ANSWERS = {
    "chance": _chance,
    "place": _place,
    "mana": _mana,
    "conjure": _conjure,
    "impulse": _impulse,
    "teleport": _teleport,
    "transfer": _transfer,
    "yokai": _yokai,
}

