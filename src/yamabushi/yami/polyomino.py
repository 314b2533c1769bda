"""Polyomino geometry: shapes as cell sets, their 8 orientations, and the anchor.

An oriented shape is stored as offsets from its **anchor**: the first of its
squares in reading order (top row first, then leftmost). Two orientations that
cover the same squares therefore have the same offsets, which is how symmetric
orientations are merged so a placement is never listed twice.

Orientation = side then rotation: the back side mirrors the shape left-right,
then the shape turns clockwise by 0, 90, 180 or 270 degrees.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

Cell = tuple[int, int]
Cells = tuple[Cell, ...]

ROTATIONS = (0, 90, 180, 270)
ORIENTATIONS: tuple[tuple[int, bool], ...] = tuple((r, f) for f in (False, True) for r in ROTATIONS)


@dataclass(frozen=True, slots=True)
class Orientation:
    """One way to lay a shape down; `offsets` are (row, col) from the anchor square."""

    rotation: int
    flipped: bool
    offsets: Cells


def parse_shape(rows: Sequence[str]) -> Cells:
    """Read a shape drawn with `#` (square) and `.` (gap), one string per row."""
    cells = []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch not in "#.":
                raise ValueError(f"shape row {row!r} may only use '#' and '.'")
            if ch == "#":
                cells.append((r, c))
    if not cells:
        raise ValueError("shape has no squares")
    return anchored(cells)


def anchored(cells: Iterable[Cell]) -> Cells:
    """Offsets from the reading-order first square, sorted in reading order."""
    ordered = sorted(cells)
    r0, c0 = ordered[0]
    return tuple((r - r0, c - c0) for r, c in ordered)


def transform(cells: Cells, rotation: int, flipped: bool) -> Cells:
    """Mirror (back side) then turn clockwise; the result is anchored."""
    out = [(r, -c) for r, c in cells] if flipped else list(cells)
    for _ in range(rotation // 90):
        out = [(c, -r) for r, c in out]
    return anchored(out)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    r, c = cell
    return ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))


def is_connected(cells: Cells) -> bool:
    """Every square reachable from the first through shared sides."""
    todo, seen, pool = [cells[0]], {cells[0]}, set(cells)
    while todo:
        for n in neighbours(todo.pop()):
            if n in pool and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(pool)


def has_hole(cells: Cells) -> bool:
    """A gap inside the bounding box that cannot reach the box's border."""
    pool = set(cells)
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    box = [(r, c) for r in range(min(rows) - 1, max(rows) + 2) for c in range(min(cols) - 1, max(cols) + 2)]
    outside = {box[0]}
    todo = [box[0]]
    frame = set(box)
    while todo:
        for n in neighbours(todo.pop()):
            if n in frame and n not in pool and n not in outside:
                outside.add(n)
                todo.append(n)
    return len(outside) + len(pool) < len(frame)


@cache
def orientations(cells: Cells) -> tuple[Orientation, ...]:
    """The distinct ways to lay `cells` down, first-listed (side, rotation) kept."""
    seen: dict[Cells, Orientation] = {}
    for rotation, flipped in ORIENTATIONS:
        offsets = transform(cells, rotation, flipped)
        seen.setdefault(offsets, Orientation(rotation, flipped, offsets))
    return tuple(seen.values())


@cache
def canonical_orientation(cells: Cells, rotation: int, flipped: bool) -> tuple[int, bool]:
    """The listed (rotation, flipped) that covers the same squares as the given one."""
    offsets = transform(cells, rotation, flipped)
    return next((o.rotation, o.flipped) for o in orientations(cells) if o.offsets == offsets)


def same_free_shape(a: Cells, b: Cells) -> bool:
    """True when `b` is `a` turned and/or mirrored."""
    return anchored(b) in {o.offsets for o in orientations(anchored(a))}
