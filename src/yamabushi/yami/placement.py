"""Laying a Spirit tile and checking the mission after it.

Legal placements come from a per-tile table of every in-grid spot (board.spots),
filtered against the occupied squares by C-level scans. Symmetric orientations were
merged in that table, so each set of covered squares appears once; a Place
written with an equivalent orientation is read as the listed one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, reduce
from itertools import compress
from operator import or_

from yamabushi.yami.actions import Place
from yamabushi.yami.board import (
    SIZE,
    Spot,
    cell_of,
    cells_at,
    index_of,
    mask_of,
    spots,
    square_name,
)
from yamabushi.yami.cards import Card, colour_name
from yamabushi.yami.missions import Mission
from yamabushi.yami.polyomino import canonical_orientation, transform
from yamabushi.yami.spirits import shape_of
from yamabushi.yami.state import Placed


def legal_places(tile: Card, occupied: int) -> list[Place]:
    """Every placement of `tile` on empty squares, by anchor square then orientation.

    Both scans run in C: the occupied squares pick, by `compress`, the sets of
    placements covering them; the union is the blocked set; the rest are listed.
    """
    places = _table(tile).places
    return list(compress(places, _flags(_blocked(tile, occupied), len(places), _CLEAR)))


def can_place(tile: Card, occupied: int) -> bool:
    return _blocked(tile, occupied).bit_count() < len(_table(tile).places)


def _blocked(tile: Card, occupied: int) -> int:
    """The bit set of `tile`'s placements that cover an occupied square."""
    return reduce(or_, compress(_table(tile).covering, _flags(occupied, _SQUARE_COUNT, _SET)), 0)


@dataclass(frozen=True, slots=True)
class _Table:
    """Every in-grid placement of a tile, built once (the legal lists share these values).

    places    the placements, in listing order
    covering  for each square, a bit set over `places`: those that cover it
    spots     each placement's board spot (its squares and mask)
    """

    places: tuple[Place, ...]
    covering: tuple[int, ...]
    spots: dict[Place, Spot]


@cache
def _table(tile: Card) -> _Table:
    found = spots(shape_of(tile))
    places = tuple(Place(tile, s.anchor, s.rotation, s.flipped) for s in found)
    covering = [0] * _SQUARE_COUNT
    for index, spot in enumerate(found):
        for square in spot.squares:
            covering[square] |= 1 << index
    return _Table(places, tuple(covering), dict(zip(places, found)))


_SQUARE_COUNT = SIZE * SIZE
_SET = bytes.maketrans(b"01", b"\0\1")
_CLEAR = bytes.maketrans(b"01", b"\1\0")


def _flags(bits: int, width: int, table: bytes) -> bytes:
    """One byte per bit of `bits`, lowest first, non-zero where `table` says (set or clear bits)."""
    return format(bits, f"0{width}b").encode()[::-1].translate(table)


def canonical(place: Place) -> Place:
    """The listed orientation covering the same squares (e.g. a domino at 180° is 0°)."""
    rotation, flipped = canonical_orientation(shape_of(place.card), place.rotation, place.flipped)
    if (rotation, flipped) == (place.rotation, place.flipped):
        return place
    return replace(place, rotation=rotation, flipped=flipped)


def squares_of_place(place: Place) -> tuple[int, ...] | None:
    """The squares the tile would cover, or None when it leaves the grid."""
    return cells_at(place.anchor, transform(shape_of(place.card), place.rotation, place.flipped))


def placed(place: Place) -> Placed:
    """The board record of a placement already known to fit."""
    spot = _table(place.card).spots.get(place)
    if spot is not None:
        return Placed(place.card, place.anchor, place.rotation, place.flipped, spot.squares, spot.mask)
    squares = squares_of_place(place)
    assert squares is not None
    return Placed(place.card, place.anchor, place.rotation, place.flipped, squares, mask_of(squares))


def clashes(mission: Mission, tile: Card, squares: Sequence[int]) -> tuple[int, ...]:
    """The squares where a coloured edge asks for another colour than the tile's."""
    return tuple(s for s in squares if mission.required[s] not in (None, tile.colour))


def wrong_colour(mission: Mission, tile: Placed) -> str | None:
    """Why the tile breaks a coloured edge, or None: a wrong colour fails at once."""
    found = clashes(mission, tile.card, tile.squares)
    if not found:
        return None
    wanted = mission.required[found[0]]
    assert wanted is not None
    return f"{tile.card} covers {square_name(found[0])}, whose Mission-tile edge asks for {colour_name(wanted)}"


def fit_inside(place: Place) -> Place:
    """The same orientation shifted as little as possible to lie wholly on the grid,
    so a tile steered by keys or turned near an edge never hangs off the board."""
    offsets = transform(shape_of(place.card), place.rotation, place.flipped)
    row, col = cell_of(place.anchor)
    rows, cols = [r for r, _ in offsets], [c for _, c in offsets]
    row = min(max(row, -min(rows)), SIZE - 1 - max(rows))
    col = min(max(col, -min(cols)), SIZE - 1 - max(cols))
    return replace(place, anchor=index_of((row, col)))


@dataclass(frozen=True, slots=True)
class Preview:
    """What laying a tile would do, so a screen can show it before anyone commits.

    squares   the squares it would cover
    blocked   those already taken (the placement is illegal when there are any)
    clashes   those whose coloured edge asks for another colour (legal, but the mission fails)
    """

    squares: tuple[int, ...]
    blocked: tuple[int, ...]
    clashes: tuple[int, ...]

    @property
    def legal(self) -> bool:
        return not self.blocked


def preview(place: Place, mission: Mission, occupied: int) -> Preview:
    """The preview of a placement that lies on the grid (see fit_inside)."""
    squares = squares_of_place(place)
    assert squares is not None, "preview() needs a placement inside the grid"
    blocked = tuple(s for s in squares if occupied >> s & 1)
    return Preview(squares, blocked, clashes(mission, place.card, squares))
