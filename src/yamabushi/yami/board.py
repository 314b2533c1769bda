"""The 12×12 grid: square names, bitmasks, and every placement of a shape.

Squares are written column letter + row number, `A1` top-left to `L12`
bottom-right; internally a square is the index `row * 12 + col`. Occupancy is a
144-bit integer so a placement test is one AND, which keeps legal-move listing
fast enough for thousands of simulated missions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from yamabushi.core.errors import NotationError
from yamabushi.yami.polyomino import Cell, Cells, orientations

SIZE = 12
COLUMNS = "ABCDEFGHIJKL"
SQUARES = range(SIZE * SIZE)
_SQUARE = re.compile(r"([A-L])(1[0-2]|[1-9])", re.IGNORECASE)


def square_name(index: int) -> str:
    row, col = divmod(index, SIZE)
    return f"{COLUMNS[col]}{row + 1}"


def parse_square(text: str) -> int:
    match = _SQUARE.fullmatch(text.strip())
    if not match:
        raise NotationError(f"{text!r} is not a square of the 12×12 board (A1 to L12).")
    return (int(match[2]) - 1) * SIZE + COLUMNS.index(match[1].upper())


def on_board(cell: Cell) -> bool:
    return 0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE


def index_of(cell: Cell) -> int:
    return cell[0] * SIZE + cell[1]


def cell_of(index: int) -> Cell:
    return divmod(index, SIZE)


def mask_of(indices: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for i in indices:
        mask |= 1 << i
    return mask


def squares_of(mask: int) -> tuple[int, ...]:
    return tuple(i for i in SQUARES if mask >> i & 1)


def cells_at(anchor: int, offsets: Cells) -> tuple[int, ...] | None:
    """Board squares of a shape laid with its anchor on `anchor`; None if it leaves the grid."""
    row, col = cell_of(anchor)
    out = []
    for dr, dc in offsets:
        cell = (row + dr, col + dc)
        if not on_board(cell):
            return None
        out.append(index_of(cell))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Spot:
    """One in-grid placement of a shape on an empty board."""

    anchor: int
    rotation: int
    flipped: bool
    squares: tuple[int, ...]
    mask: int


@cache
def spots(shape: Cells) -> tuple[Spot, ...]:
    """Every in-grid placement of `shape`, by anchor square then orientation."""
    out = []
    for anchor in SQUARES:
        for o in orientations(shape):
            squares = cells_at(anchor, o.offsets)
            if squares is not None:
                out.append(Spot(anchor, o.rotation, o.flipped, squares, mask_of(squares)))
    return tuple(out)


def orthogonal_ring(mask: int) -> int:
    """On-board squares sharing a side with `mask`, outside it."""
    ring = 0
    for i in squares_of(mask):
        row, col = cell_of(i)
        for cell in ((row - 1, col), (row, col + 1), (row + 1, col), (row, col - 1)):
            if on_board(cell):
                ring |= 1 << index_of(cell)
    return ring & ~mask
