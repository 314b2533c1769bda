"""Where the Chaos tiles' effects send a cube, and whether a terrain tile can act at all.

Square geometry only, on a board of cubes: Expert play (`expert/`) and Mindlock's puzzles
(`mindlock/`) resolve the same tiles, so both read it here, in the base they share.
"""

from __future__ import annotations

from yamabushi.himiki.board import STEPS, col_row, square_at, two_away
from yamabushi.himiki.cube import Cube

Board = tuple[Cube | None, ...] | list[Cube | None]


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
