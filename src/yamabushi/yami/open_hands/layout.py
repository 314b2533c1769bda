"""Where the won tiles go: the board half of the open-hands solver.

Where a tile lands changes nothing in the tricks (trump, Leader and hands follow
the cards alone) except through the tokens it covers. So the search decides only,
for each won tile, which of the tokens on the board at its time it covers, and
asks here whether one layout of all the won tiles honours those choices: every
tile on squares no Mission, Magic or other Spirit tile takes, no coloured edge
broken, each tile covering exactly the tokens chosen for it among those present
when it landed, and the goal (surround and Rock icons) covered.

Such a layout can be laid tile by tile in the order the tiles were won: each
square it uses is free when its tile lands (the earlier tiles sit on their own
squares), so no tile ever "fits nowhere", and the tokens each one takes are the
chosen ones. Conversely every game's board is such a layout. The search here is
exhaustive: an open goal square with the fewest candidates is covered by each
candidate in turn; once the goal is covered the other tiles get any allowed spot.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from yamabushi.yami.actions import Place
from yamabushi.yami.board import Spot, spots, squares_of
from yamabushi.yami.cards import FULL_DECK, Card
from yamabushi.yami.missions import Mission
from yamabushi.yami.spirits import shape_of


class Won(NamedTuple):
    """A won tile and the tokens it lands on: `present` were on the board when it
    landed, `covered` (a part of `present`) are those it takes away."""

    card: Card
    present: int
    covered: int


@dataclass(frozen=True, slots=True)
class Board:
    """A mission's board as the solver reads it, built once per mission (`board_of`), never changed.

    target     goal squares still to cover (Magic tiles count as covered)
    allowed    per card, its spots clear of Mission and Magic tiles that break no coloured edge
    through    per card and target square, the allowed spots covering that square
    reach      per card, the most target squares one of its spots covers
    edges      per colour a coloured edge asks for: the target squares that ask for it,
               and per card of that colour the most of them one spot covers
    needed     the fewest tiles the goal needs whatever the cards: one per colour asked
               in each part of the goal that no single spot can join to another part
    """

    target: int
    allowed: dict[Card, tuple[Spot, ...]]
    through: dict[Card, dict[int, tuple[Spot, ...]]]
    reach: dict[Card, int]
    edges: dict[str, tuple[int, dict[Card, int]]]
    """By colour: (mask of the squares asking for it, the most of them each card covers)."""
    needed: int
    shade: dict[Card, int]
    """Per card, its kind in `shades`: the cards whose allowed spots cast the same shadows."""
    shades: tuple[Shade, ...]
    shadow_target: int
    """The goal's squares as `Shade` numbers them: all bits set, one per square."""


@dataclass(frozen=True, slots=True)
class Shade:
    """What a kind of tile can cover of the goal, the rest of the board forgotten: the goal's
    squares numbered 0.. in board order, a shadow is the mask of those one allowed spot covers.

    through  per goal square, the shadows covering it, largest first
    largest  every shadow with its size, largest first
    """

    through: tuple[tuple[int, ...], ...]
    largest: tuple[tuple[int, int], ...]


@lru_cache(maxsize=32)
def board_of(mission: Mission) -> Board:
    """Built once per mission and shared (read only): it costs about a tenth of a second, and
    the master bot asks it for every table it samples at every move."""
    target = mission.goal & ~mission.fixed
    allowed = {card: tuple(_allowed(mission, card)) for card in FULL_DECK}
    through: dict[Card, dict[int, tuple[Spot, ...]]] = {}
    for card, found in allowed.items():
        by_square: dict[int, list[Spot]] = {s: [] for s in squares_of(target)}
        for spot in sorted(found, key=lambda p: -(p.mask & target).bit_count()):
            for square in squares_of(spot.mask & target):
                by_square[square].append(spot)
        through[card] = {s: tuple(v) for s, v in by_square.items()}
    reach = {card: max(((s.mask & target).bit_count() for s in found), default=0) for card, found in allowed.items()}
    shade, shades = _shades(target, allowed)
    return Board(
        target, allowed, through, reach, _edges(mission, target, allowed), _needed(mission, target, allowed),
        shade, shades, (1 << target.bit_count()) - 1,
    )


def _shades(target: int, allowed: dict[Card, tuple[Spot, ...]]) -> tuple[dict[Card, int], tuple[Shade, ...]]:
    number = {square: bit for bit, square in enumerate(squares_of(target))}
    found: dict[frozenset[int], int] = {}
    shade = {}
    for card, spots_ in allowed.items():
        shadows = frozenset(sum(1 << number[q] for q in squares_of(p.mask & target)) for p in spots_) - {0}
        shade[card] = found.setdefault(shadows, len(found))
    shades = []
    for shadows in found:
        largest = sorted(shadows, key=lambda m: (-m.bit_count(), m))
        through = tuple(tuple(m for m in largest if m >> bit & 1) for bit in range(len(number)))
        shades.append(Shade(through, tuple((m, m.bit_count()) for m in largest)))
    return shade, tuple(shades)


def _edges(mission: Mission, target: int, allowed: dict[Card, tuple[Spot, ...]]) -> dict[str, tuple[int, dict[Card, int]]]:
    out = {}
    for colour in {c for s, c in enumerate(mission.required) if c and target >> s & 1}:
        asked = sum(1 << s for s, c in enumerate(mission.required) if c == colour and target >> s & 1)
        most = {
            card: max(((s.mask & asked).bit_count() for s in found), default=0)
            for card, found in allowed.items()
            if card.colour == colour
        }
        out[colour] = (asked, most)
    return out


def _needed(mission: Mission, target: int, allowed: dict[Card, tuple[Spot, ...]]) -> int:
    """Parts of the goal joined by any allowed spot of any card, each counted once per
    colour its coloured edges ask for (at least once): a tile has one colour and one spot."""
    part = {s: s for s in squares_of(target)}

    def root(s: int) -> int:
        while part[s] != s:
            s = part[s]
        return s

    for found in allowed.values():
        for spot in found:
            inside = squares_of(spot.mask & target)
            for s in inside[1:]:
                part[root(s)] = root(inside[0])
    colours: dict[int, set[str]] = {}
    for s in part:
        colours.setdefault(root(s), set())
        if mission.required[s]:
            colours[root(s)].add(mission.required[s] or "")
    return sum(max(1, len(c)) for c in colours.values())


def _allowed(mission: Mission, card: Card) -> Iterator[Spot]:
    for spot in spots(shape_of(card)):
        if spot.mask & mission.fixed:
            continue
        if all(mission.required[s] in (None, card.colour) for s in spot.squares):
            yield spot


def _fits(spot: Spot, tile: Won, occupied: int) -> bool:
    return not spot.mask & occupied and spot.mask & tile.present == tile.covered


def layout(board: Board, tiles: tuple[Won, ...], budget: list[int]) -> list[Place] | None:
    """A placement per tile (in the order given) covering the goal, or None when none exists.

    `budget` is a one-item node counter shared with the caller's search: it is
    decremented per node, and the search raises `OutOfNodes` when it runs out.
    """
    if not possible(board, [t.card for t in tiles], [], 0):
        return None
    chosen: list[Spot | None] = [None] * len(tiles)
    if not _cover(board, tiles, chosen, board.target, 0, budget):
        return None
    return [Place(t.card, s.anchor, s.rotation, s.flipped) for t, s in zip(tiles, chosen) if s is not None]


def possible(board: Board, tiles: list[Card], pool: list[Card], coming: int) -> bool:
    """False when `tiles` and at most `coming` cards of `pool` cannot cover the goal by
    area (each tile counted at its reach) or by the squares a coloured edge keeps for one colour."""
    best = sorted((board.reach[c] for c in pool), reverse=True)[:coming]
    if sum(board.reach[c] for c in tiles) + sum(best) < board.target.bit_count():
        return False
    for colour, (asked, most) in board.edges.items():
        best = sorted((most[c] for c in pool if c.colour == colour), reverse=True)[:coming]
        if sum(most[c] for c in tiles if c.colour == colour) + sum(best) < asked.bit_count():
            return False
    return True


class OutOfNodes(Exception):
    """The node budget ran out before the question was settled."""


def tick(budget: list[int]) -> None:
    """One step spent from a search's shared budget; OutOfNodes once it is gone."""
    budget[0] -= 1
    if budget[0] < 0:
        raise OutOfNodes


def _cover(board: Board, tiles: tuple[Won, ...], chosen: list[Spot | None], open_: int, occupied: int, budget: list[int]) -> bool:
    tick(budget)
    free = [i for i, s in enumerate(chosen) if s is None]
    if not open_:
        return _rest(board, tiles, chosen, free, occupied, budget)
    if sum(board.reach[tiles[i].card] for i in free) < open_.bit_count():
        return False
    best: list[tuple[int, Spot]] | None = None
    for square in squares_of(open_):
        options = [
            (i, spot) for i in free for spot in board.through[tiles[i].card][square] if _fits(spot, tiles[i], occupied)
        ]
        if best is None or len(options) < len(best):
            best = options
            if not options:
                return False
    assert best is not None
    for i, spot in best:
        chosen[i] = spot
        if _cover(board, tiles, chosen, open_ & ~spot.mask, occupied | spot.mask, budget):
            return True
        chosen[i] = None
    return False


def _rest(board: Board, tiles: tuple[Won, ...], chosen: list[Spot | None], free: list[int], occupied: int, budget: list[int]) -> bool:
    """The tiles the goal did not need, each on any allowed spot (the goal is full, so
    none of them touches it)."""
    if not free:
        return True
    i = free[0]
    for spot in board.allowed[tiles[i].card]:
        if _fits(spot, tiles[i], occupied):
            tick(budget)
            chosen[i] = spot
            if _rest(board, tiles, chosen, free[1:], occupied | spot.mask, budget):
                return True
            chosen[i] = None
    return False


def token_choices(board: Board, card: Card, present: int) -> list[int]:
    """The sets of present tokens (as masks) some allowed spot of `card` covers exactly,
    the empty set first: what a tile landing now may take off the board."""
    found = {spot.mask & present for spot in board.allowed[card]}
    return sorted(found, key=lambda m: (m.bit_count(), m))
