"""Placement search: can a mission be completed with at most 7 distinct Spirit tiles?

Used to prove a mission solvable before it ships. Depth-first: take the
uncovered surround square with the fewest candidate tiles, try the tiles that
cover it (most surround squares first), never a wrong colour on a coloured
edge, and drop a branch whose open squares outnumber what the tiles left can
hold (7 each). Tricks are ignored: this asks whether the board allows a win.
The squares to cover are the mission's goal (the surround and any Rock icons);
Magic tiles are covered from the start. Tokens change nothing here: Spirit
tiles may cover them.
"""

from __future__ import annotations

from yamabushi.yami.actions import Place
from yamabushi.yami.board import Spot, spots, squares_of
from yamabushi.yami.cards import FULL_DECK, VALUES, Card
from yamabushi.yami.missions import Mission
from yamabushi.yami.spirits import shape_of
from yamabushi.yami.state import ROUNDS

Candidate = tuple[Card, Spot]
LARGEST = max(VALUES)


def _fits(mission: Mission, tile: Card, spot: Spot) -> bool:
    if spot.mask & mission.fixed:
        return False
    return all(mission.required[s] in (None, tile.colour) for s in spot.squares)


def _candidates(mission: Mission) -> dict[int, list[Candidate]]:
    """For each surround square, the (tile, spot) pairs that may cover it."""
    out: dict[int, list[Candidate]] = {s: [] for s in squares_of(mission.goal & ~mission.fixed)}
    for tile in FULL_DECK:
        for spot in spots(shape_of(tile)):
            if spot.mask & mission.goal and _fits(mission, tile, spot):
                for s in spot.squares:
                    if s in out:
                        out[s].append((tile, spot))
    return out


def solve(mission: Mission, max_tiles: int = ROUNDS, node_limit: int = 200_000) -> list[Place] | None:
    """Placements that surround every Mission tile; None when there are none, or none
    was found within `node_limit` search nodes."""
    candidates = _candidates(mission)
    budget = [node_limit]

    def search(occupied: int, used: frozenset[Card], depth: int) -> list[Place] | None:
        open_squares = [s for s in candidates if not occupied >> s & 1]
        if not open_squares:
            return []
        budget[0] -= 1
        if len(open_squares) > LARGEST * (max_tiles - depth) or budget[0] < 0:
            return None
        square = min(open_squares, key=lambda s: len(candidates[s]))
        options = [(t, sp) for t, sp in candidates[square] if t not in used and not sp.mask & occupied]
        options.sort(key=lambda c: -(c[1].mask & mission.goal & ~occupied).bit_count())
        for tile, spot in options:
            rest = search(occupied | spot.mask, used | {tile}, depth + 1)
            if rest is not None:
                return [Place(tile, spot.anchor, spot.rotation, spot.flipped)] + rest
        return None

    return search(mission.fixed, frozenset(), 0)
