"""Laying a Spirit tile and checking the mission after it.

Legal placements come from a per-shape table of every in-grid spot (board.spots),
filtered by one AND against the occupied mask. Symmetric orientations were
merged in that table, so each set of covered squares appears once; a Place
written with an equivalent orientation is read as the listed one.
"""

from __future__ import annotations

from dataclasses import replace

from yamabushi.yami.actions import Place
from yamabushi.yami.board import cells_at, mask_of, spots, square_name
from yamabushi.yami.cards import Card, colour_name
from yamabushi.yami.missions import Mission
from yamabushi.yami.polyomino import canonical_orientation, transform
from yamabushi.yami.spirits import shape_of
from yamabushi.yami.state import Placed


def legal_places(tile: Card, occupied: int) -> list[Place]:
    """Every placement of `tile` on empty squares, by anchor square then orientation."""
    return [Place(tile, s.anchor, s.rotation, s.flipped) for s in spots(shape_of(tile)) if not s.mask & occupied]


def can_place(tile: Card, occupied: int) -> bool:
    return any(not s.mask & occupied for s in spots(shape_of(tile)))


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
    squares = squares_of_place(place)
    assert squares is not None
    return Placed(place.card, place.anchor, place.rotation, place.flipped, squares, mask_of(squares))


def wrong_colour(mission: Mission, tile: Placed) -> str | None:
    """Why the tile breaks a coloured edge, or None: a wrong colour fails at once."""
    for square in tile.squares:
        wanted = mission.required[square]
        if wanted is not None and wanted != tile.card.colour:
            return f"{tile.card} covers {square_name(square)}, whose Mission-tile edge asks for {colour_name(wanted)}"
    return None


def surrounded(mission: Mission, covered: int) -> bool:
    """Every on-board square beside a Mission tile is covered by Spirit tiles."""
    return mission.surround & ~covered == 0
