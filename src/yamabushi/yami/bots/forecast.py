"""What the shared bots need to play Yami: a sampled table, a forecast, and a short list of placements.

Yami is cooperative, so every seat gets the same value: the chance that the
mission succeeds. It is forecast from the goal squares still open (the surround
and any Rock icons; a coloured-edge square counts extra, as only one colour may
cover it) against what the tiles still to come can cover: the Decision card
waiting to be placed, or the card winning the trick in progress, at its best
spot, plus an average for each trick still to play. A goal square no card left in play can
cover weighs so much that the forecast is all but lost: a coloured edge whose
colour none of them brings, or a square in a pocket, a free region walled in by
tiles, that none of their tiles fits into (a tile covers free squares only, so it
lies wholly inside the region it reaches). A pocket only low cards fit is nearly
as bad: it waits for one of them to win a trick, which a 1 does only where no
other card of its colour or trump is played.

A bot never sees other hands, the automa's deck or the unused cards; `world`
deals the cards it cannot see at random into those places (determinization).
Placements run to a thousand; `prune` keeps the few that cover most of the
goal, so both the greedy and the search bots look at those only.

The master level (its kit is in __init__.py) reads two things better than the hard bot.
Its tables: a seat that did not follow the led colour holds none of it any more
(no card comes back to a hand), so the master deals that hand only colours it may
still hold, where the hard bot hands a partner cards it has shown it lacks and
plans tricks that cannot happen. Its forecast: each trick brings exactly one tile,
and one tile covers one stretch of the goal in one colour, so a stretch whose
coloured edges ask for two colours needs two tiles and stretches too far apart
need one each; when the tiles needed outnumber the tricks left the mission is
lost whatever the cards, and the master's forecast says so tricks before the
square count does.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, fields
from functools import cache
from typing import Any

from yamabushi.yami.actions import Place
from yamabushi.yami.board import SIZE, spots, squares_of
from yamabushi.yami.cards import COLOURS, FULL_DECK, Card
from yamabushi.yami.missions import Mission
from yamabushi.yami.observation import YamiView
from yamabushi.yami.spirits import shape_of
from yamabushi.yami.state import YamiState
from yamabushi.yami.tricks import winning_index

AVERAGE_COVER = 2.0
"""Goal squares a tile from a future trick is expected to cover."""
REQUIRED = 1.0
"""Extra weight of a goal square that a coloured edge reserves for one colour."""
WASTE = 0.1
"""Cost of covering a square next to the open goal that a later tile may need."""
MISSING = 10.0
"""A square no remaining card can cover dooms the mission; it still counts, so progress keeps its order."""
STEEPNESS = 0.8
KEEP_PLACES = 6
TOP = max(c.value for c in FULL_DECK)
POCKET = TOP
"""The largest free region searched for the tiles that fit in it, the size of the largest
tile (the highest value): a larger one is taken to fit some tile at each of its goal squares."""
KEEP_BOARDS = 10_000
"""Boards whose pockets a plan remembers (a move's search meets a few hundred)."""

HIDDEN_FIELDS = ("players", "hands", "deck", "unused", "discarded")
"""YamiState fields a view does not copy as they are; every other field it shows by name."""


# -- determinization ----------------------------------------------------------------
def unseen_cards(view: YamiView) -> list[Card]:
    """Cards the seat cannot see: the other hands, the automa's deck, unused and discarded cards."""
    seen = set(view.hand) | set(view.river) | set(view.played)
    seen.update(card for trick in view.tricks for card in trick.cards)
    return [c for c in FULL_DECK if c not in seen]


def world(view: YamiView, rng: random.Random) -> YamiState:
    """A full table that fits the view: the unseen cards dealt at random to the hidden places."""
    pool = unseen_cards(view)
    rng.shuffle(pool)
    return table(view, pool, {})


def table(view: YamiView, pool: list[Card], dealt: dict[int, tuple[Card, ...]]) -> YamiState:
    """The view with its hidden places filled: the hands in `dealt` as given, the others, the
    automa's deck, the unused and the discarded cards taken in turn from the front of `pool`."""
    players = len(view.names) - (1 if view.automa is not None else 0)

    def take(count: int) -> tuple[Card, ...]:
        taken = tuple(pool[:count])
        del pool[:count]
        return taken

    hands = tuple(
        view.hand if p == view.seat else dealt.get(p) or tuple(sorted(take(view.hand_sizes[p]))) for p in range(players)
    )
    hidden: dict[str, Any] = {
        "players": players,
        "hands": hands,
        "deck": take(view.deck_size),
        "unused": take(view.unused_count),
        "discarded": take(view.discarded_count),
    }
    shown: dict[str, Any] = {f.name: getattr(view, f.name) for f in fields(YamiState) if f.name not in HIDDEN_FIELDS}
    return YamiState(**hidden, **shown)


# -- placements ---------------------------------------------------------------------
@cache
def spot_masks(card: Card) -> dict[tuple[int, int, bool], int]:
    """Each placement of the card's tile on the empty grid, by (anchor, rotation, side): its squares."""
    return {(s.anchor, s.rotation, s.flipped): s.mask for s in spots(shape_of(card))}


def _beside(mask: int) -> int:
    """Squares sharing a side with `mask`, outside it: four shifts instead of a walk over squares."""
    left = (mask >> 1) & ~_LAST_COLUMN
    right = (mask << 1) & ~_FIRST_COLUMN
    return (left | right | (mask >> SIZE) | (mask << SIZE)) & _FULL & ~mask


_FULL = (1 << SIZE * SIZE) - 1
_FIRST_COLUMN = sum(1 << (row * SIZE) for row in range(SIZE))
_LAST_COLUMN = _FIRST_COLUMN << (SIZE - 1)


@cache
def spots_at(card: Card) -> tuple[tuple[int, ...], ...]:
    """Per square, the spots of the card's tile covering it."""
    at: list[list[int]] = [[] for _ in range(SIZE * SIZE)]
    for mask in spot_masks(card).values():
        for square in squares_of(mask):
            at[square].append(mask)
    return tuple(map(tuple, at))


Pocket = tuple[int, frozenset[Card]]
"""Open goal squares of a pocket, and the cards whose tiles fit in it to cover them."""


@dataclass(frozen=True, slots=True)
class MissionPlan:
    """Per mission: the goal, the squares each colour may not cover, each tile's spots
    touching the goal, and the pockets of each board met."""

    mission: Mission
    goal: int
    reserved: dict[str, int]
    forbidden: dict[str, int]
    useful: dict[Card, tuple[int, ...]]
    pockets: dict[int, tuple[Pocket, ...]]

    def useful_masks(self, card: Card) -> tuple[int, ...]:
        """Spots of the card's tile that touch the goal, leave Mission and Magic tiles and break no edge."""
        masks = self.useful.get(card)
        if masks is None:
            goal, forbidden = self.goal, self.forbidden[card.colour] | self.mission.fixed
            masks = tuple(m for m in spot_masks(card).values() if m & goal and not m & forbidden)
            self.useful[card] = masks
        return masks

    def pockets_of(self, occupied: int) -> tuple[Pocket, ...]:
        """The board's pockets (free regions of at most `POCKET` squares holding open goal
        squares), each split by the cards that fit in it at each square; worked out once a board."""
        known = self.pockets.get(occupied)
        if known is None:
            if len(self.pockets) >= KEEP_BOARDS:
                self.pockets.clear()
            free = _FULL & ~occupied
            known = self.pockets[occupied] = tuple(
                p for region in _regions(free, self.goal & free) for p in self._fillers(region)
            )
        return known

    def _fillers(self, region: int) -> Iterator[Pocket]:
        """The region's open goal squares grouped by the cards with a spot inside it covering them."""
        size, by_cards = region.bit_count(), dict[frozenset[Card], int]()
        for square in squares_of(region & self.goal):
            cards = frozenset(
                card
                for card in FULL_DECK
                if card.value <= size
                and any(not m & ~region and not m & self.forbidden[card.colour] for m in spots_at(card)[square])
            )
            by_cards[cards] = by_cards.get(cards, 0) | 1 << square
        return ((squares, cards) for cards, squares in by_cards.items())


def _regions(free: int, open_mask: int) -> Iterator[int]:
    """The free regions of at most `POCKET` squares that hold an open goal square."""
    rest = open_mask
    while rest:
        part, grown = rest & -rest, 0
        while part != grown and part.bit_count() <= POCKET:
            grown, part = part, (part | _beside(part)) & free
        if part == grown:
            yield part
        rest &= ~part


def plan_for(mission: Mission) -> MissionPlan:
    """The mission's plan, built once per mission object (hashing a Mission costs more than this lookup).

    Every game lays its own Mission object, so only the latest few plans are kept: a long
    run of games would otherwise keep every game's plan (and mission) for ever.
    """
    known = _PLANS.get(id(mission))
    if known is not None and known.mission is mission:
        return known
    reserved = dict.fromkeys(COLOURS, 0)
    for square, colour in enumerate(mission.required):
        if colour is not None:
            reserved[colour] |= 1 << square
    forbidden = {c: sum(m for other, m in reserved.items() if other != c) for c in COLOURS}
    if len(_PLANS) >= KEEP_PLANS:
        del _PLANS[next(iter(_PLANS))]
    plan = _PLANS[id(mission)] = MissionPlan(mission, mission.goal, reserved, forbidden, {}, {})
    return plan


_PLANS: dict[int, MissionPlan] = {}
"""By id of the mission object, oldest first."""
KEEP_PLANS = 8
"""More than the missions one game meets, so a plan is built once per game."""


@dataclass(frozen=True, slots=True)
class Target:
    """What is left to cover, worked out once per position and shared by every spot scored."""

    plan: MissionPlan
    open_mask: int
    occupied: int
    access: int

    @classmethod
    def of(cls, state: YamiState) -> Target:
        plan, occupied = plan_for(state.mission), state.occupied
        open_mask = plan.goal & ~occupied
        return cls(plan, open_mask, occupied, _beside(open_mask) & ~plan.goal)

    def gain(self, mask: int, colour: str) -> float:
        """Goal squares covered (reserved ones count extra); -inf for a coloured edge broken."""
        if mask & self.plan.forbidden[colour]:
            return -math.inf
        covered = mask & self.open_mask
        return covered.bit_count() + REQUIRED * (covered & self.plan.reserved[colour]).bit_count()

    def score(self, mask: int, colour: str) -> float:
        """The gain, less a little for each square next to the open goal that it takes up."""
        return self.gain(mask, colour) - WASTE * (mask & self.access).bit_count()

    def best_cover(self, card: Card) -> float:
        """The best score the card's tile can reach on the board as it is (0 when nowhere helps).

        `score` written out for the spots that break no edge: this is the forecast's hot loop.
        """
        best, occupied, open_mask, access = 0.0, self.occupied, self.open_mask, self.access
        reserved = self.plan.reserved[card.colour]
        for mask in self.plan.useful_masks(card):
            covered = mask & open_mask
            if covered and not mask & occupied:
                value = covered.bit_count() + REQUIRED * (covered & reserved).bit_count()
                best = max(best, value - WASTE * (mask & access).bit_count())
        return best


def prune(state: YamiState, legal: Sequence[Any]) -> Sequence[Any]:
    """Placements: the few best by `Target.score` (those touching the open goal first); else all."""
    places = [a for a in legal if isinstance(a, Place)]
    if not places:
        return legal
    target = Target.of(state)
    card = places[0].card
    masks, useful = spot_masks(card), set(target.plan.useful_masks(card))

    def mask(place: Place) -> int:
        return masks[place.anchor, place.rotation, place.flipped]

    helpful = [p for p in places if mask(p) & target.open_mask and mask(p) in useful]
    scored = sorted(helpful or places, key=lambda p: -target.score(mask(p), card.colour))
    return scored[:KEEP_PLACES] + [a for a in legal if not isinstance(a, Place)]


# -- the forecast ---------------------------------------------------------------------
def tile_in_hand(state: YamiState) -> Card | None:
    """The tile about to be placed: the pending Decision card, or the card winning the trick so far."""
    if state.pending is not None:
        return state.pending
    if state.phase == "play" and state.played:
        return state.played[winning_index(state.played, state.trump)]
    return None


def tricks_to_come(state: YamiState) -> int:
    started = 1 if state.phase == "play" and state.played else 0
    return max(0, state.campaign.rounds - len(state.tricks) - started)


def missing_squares(state: YamiState, target: Target, current: Card | None) -> float:
    """Open goal squares the cards left in play may never cover, each counted by the chance
    that it stays open: a coloured-edge square whose colour none of them brings counts whole,
    a pocket square the chance that no card whose tile fits in the pocket wins a trick (none
    when the tile in hand fits; a card's chance taken as its value over the highest, `TOP`:
    a 1 wins only where no other card of its colour or trump is played)."""
    colours = {c.colour for hand in state.hands for c in hand} | {c.colour for c in state.river + state.deck}
    if current is not None:
        colours.add(current.colour)
    missing = 0
    for colour, mask in target.plan.reserved.items():
        if colour not in colours:
            missing |= mask
    missing &= target.open_mask
    count = float(missing.bit_count())
    pockets = target.plan.pockets_of(target.occupied)
    if not pockets:
        return count  # most boards: the cards left are not gathered
    left = {c for hand in state.hands for c in hand}
    left.update(state.river, state.deck)
    for squares, cards in pockets:
        if current in cards or not squares & ~missing:
            continue
        stays = 1.0
        for card in cards:
            if card in left:
                stays *= 1 - card.value / TOP
        count += stays * (squares & ~missing).bit_count()
    return count


def forecast_balance(state: YamiState, target: Target, current: Card | None) -> tuple[float, float, bool]:
    """What is left to cover (need) against what the tiles to come may cover (supply), and
    whether the tile in hand covers anything."""
    open_mask = target.open_mask
    need = open_mask.bit_count() + REQUIRED * sum((open_mask & m).bit_count() for m in target.plan.reserved.values())
    need += MISSING * missing_squares(state, target, current)
    supply = AVERAGE_COVER * tricks_to_come(state)
    cover = target.best_cover(current) if current is not None else 0.0
    return need, supply + cover, cover > 0


def success_chance(state: YamiState) -> float:
    if state.status != "playing":
        return 1.0 if state.status == "success" else 0.0
    need, supply, _ = forecast_balance(state, Target.of(state), tile_in_hand(state))
    return 1.0 / (1.0 + math.exp(-STEEPNESS * (supply - need)))


def evaluate(state: YamiState) -> tuple[float, ...]:
    return (success_chance(state),) * state.players


# -- the master level -------------------------------------------------------------------
TRIES = 20
"""Shuffles tried for a deal that gives every hand only colours it may hold; then the plain deal."""
MASTER_ITERATIONS = 4000
MASTER_WORLDS = 8
"""The hard bot's budget, spread over twice its tables: breadth over the hidden cards
pays more than depth where leaves are forecast, and a move costs what a hard one does."""


def voids(view: YamiView) -> dict[int, frozenset[str]]:
    """Per other player: the colours it showed it no longer holds, by not following them.

    The automa is left out (a card from its deck is a draw, not a choice), and so is every
    trick once a Wild Step has been used this mission (it lets a player off following).
    """
    if "wild" in view.campaign.used:
        return {}
    seats = len(view.names)
    out: dict[int, set[str]] = {}
    for leader, cards in _tricks(view):
        led = cards[0].colour
        for index, card in enumerate(cards[1:], 1):
            position = (leader + index) % seats
            if card.colour != led and position not in (view.automa, view.seat):
                out.setdefault(position, set()).add(led)
    return {position: frozenset(colours) for position, colours in out.items()}


def _tricks(view: YamiView) -> Iterator[tuple[int, tuple[Card, ...]]]:
    for trick in view.tricks:
        yield trick.leader, trick.cards
    if view.played:
        yield view.leader, view.played


def informed_world(view: YamiView, rng: random.Random) -> YamiState:
    """A table that fits the view and every void it shows: each such hand is dealt first,
    from the unseen cards of colours it may hold, and the rest as the hard bot deals it."""
    lacking = voids(view)
    for _ in range(TRIES):
        pool = unseen_cards(view)
        rng.shuffle(pool)
        dealt = _deal_voids(view, pool, lacking)
        if dealt is not None:
            return table(view, pool, dealt)
    pool = unseen_cards(view)
    rng.shuffle(pool)
    return table(view, pool, {})


def _deal_voids(
    view: YamiView, pool: list[Card], lacking: dict[int, frozenset[str]]
) -> dict[int, tuple[Card, ...]] | None:
    """The hands with voids, most voids first, each the first cards of `pool` it may hold
    (taken out of `pool`); None when a hand cannot be filled so."""
    dealt: dict[int, tuple[Card, ...]] = {}
    for position in sorted(lacking, key=lambda p: -len(lacking[p])):
        size = view.hand_sizes[position]
        fit = [c for c in pool if c.colour not in lacking[position]][:size]
        if len(fit) < size:
            return None
        for card in fit:
            pool.remove(card)
        dealt[position] = tuple(sorted(fit))
    return dealt


def stretches(target: Target) -> Iterator[int]:
    """The open goal in stretches: open squares one tile may reach together, linked
    through open squares and through the free squares beside them (a gap of one or two)."""
    open_mask = target.open_mask
    region = open_mask | (_beside(open_mask) & ~target.occupied)
    rest = open_mask
    while rest:
        grown, part = 0, rest & -rest
        while part != grown:
            grown = part
            part = (part | _beside(part)) & region
        yield part & open_mask
        rest &= ~part


def tiles_needed(target: Target) -> int:
    """At least one tile per stretch, and one per colour its coloured edges ask for."""
    reserved = target.plan.reserved
    return sum(max(1, sum(1 for c in COLOURS if part & reserved[c])) for part in stretches(target))


def master_chance(state: YamiState) -> float:
    """The hard forecast, plus a square lost to `MISSING` for every tile short."""
    if state.status != "playing":
        return 1.0 if state.status == "success" else 0.0
    target = Target.of(state)
    current = tile_in_hand(state)
    need, supply, current_helps = forecast_balance(state, target, current)
    short = tiles_needed(target) - tricks_to_come(state) - (1 if current_helps else 0)
    need += MISSING * max(0, short)
    return 1.0 / (1.0 + math.exp(-STEEPNESS * (supply - need)))


def master_evaluate(state: YamiState) -> tuple[float, ...]:
    return (master_chance(state),) * state.players
