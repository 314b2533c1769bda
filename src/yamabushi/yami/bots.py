"""What the shared bots need to play Yami: a sampled table, a forecast, and a short list of placements.

Yami is cooperative, so every seat gets the same value: the chance that the
mission succeeds. It is forecast from the surround squares still open (a
coloured-edge square counts extra, as only one colour may cover it) against
what the tiles still to come can cover: the Decision card waiting to be
placed, or the card winning the trick in progress, at its best spot, plus an
average for each trick still to play. A coloured edge whose colour no card
left in play can bring weighs so much that the forecast is all but lost.

A bot never sees other hands, the automa's deck or the unused cards; `world`
deals the cards it cannot see at random into those places (determinization).
Placements run to a thousand; `prune` keeps the few that cover most of the
surround, so both the greedy and the search bots look at those only.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import cache
from typing import Any

from yamabushi.core.bots import Kit
from yamabushi.yami.actions import Place
from yamabushi.yami.board import SIZE, spots
from yamabushi.yami.cards import COLOURS, FULL_DECK, Card
from yamabushi.yami.engine import Yami
from yamabushi.yami.missions import Mission
from yamabushi.yami.observation import YamiView
from yamabushi.yami.spirits import shape_of
from yamabushi.yami.state import YamiState
from yamabushi.yami.tricks import winning_index

AVERAGE_COVER = 2.0
"""Surround squares a tile from a future trick is expected to cover."""
REQUIRED = 1.0
"""Extra weight of a surround square that a coloured edge reserves for one colour."""
WASTE = 0.1
"""Cost of covering a square next to the open surround that a later tile may need."""
MISSING = 10.0
"""A square no remaining card can cover dooms the mission; it still counts, so progress keeps its order."""
STEEPNESS = 0.8
KEEP_PLACES = 6

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
    players = len(view.names) - (1 if view.automa is not None else 0)

    def take(count: int) -> tuple[Card, ...]:
        taken = tuple(pool[:count])
        del pool[:count]
        return taken

    hands = tuple(view.hand if p == view.seat else tuple(sorted(take(view.hand_sizes[p]))) for p in range(players))
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


@dataclass(frozen=True, slots=True)
class MissionPlan:
    """Per mission: the squares each colour may not cover, and each tile's spots touching the surround."""

    mission: Mission
    reserved: dict[str, int]
    forbidden: dict[str, int]
    useful: dict[Card, tuple[int, ...]]

    def useful_masks(self, card: Card) -> tuple[int, ...]:
        """Spots of the card's tile that touch the surround, leave Mission tiles and break no edge."""
        masks = self.useful.get(card)
        if masks is None:
            mission, forbidden = self.mission, self.forbidden[card.colour] | self.mission.blocked
            masks = tuple(m for m in spot_masks(card).values() if m & mission.surround and not m & forbidden)
            self.useful[card] = masks
        return masks


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
    plan = _PLANS[id(mission)] = MissionPlan(mission, reserved, forbidden, {})
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
        open_mask = state.mission.surround & ~state.occupied
        access = _beside(open_mask) & ~state.mission.surround
        return cls(plan_for(state.mission), open_mask, state.occupied, access)

    def gain(self, mask: int, colour: str) -> float:
        """Surround squares covered (reserved ones count extra); -inf for a coloured edge broken."""
        if mask & self.plan.forbidden[colour]:
            return -math.inf
        covered = mask & self.open_mask
        return covered.bit_count() + REQUIRED * (covered & self.plan.reserved[colour]).bit_count()

    def score(self, mask: int, colour: str) -> float:
        """The gain, less a little for each square next to the open surround that it takes up."""
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
    """Placements: the few best by `Target.score` (those touching the open surround first); else all."""
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
    return max(0, state.rounds - len(state.tricks) - started)


def missing_colours(state: YamiState, target: Target, current: Card | None) -> int:
    """Open coloured-edge squares whose colour no card left in play can bring."""
    left = {c.colour for hand in state.hands for c in hand} | {c.colour for c in state.river + state.deck}
    if current is not None:
        left.add(current.colour)
    return sum(
        (mask & target.open_mask).bit_count() for colour, mask in target.plan.reserved.items() if colour not in left
    )


def success_chance(state: YamiState) -> float:
    if state.status != "playing":
        return 1.0 if state.status == "success" else 0.0
    target = Target.of(state)
    current = tile_in_hand(state)
    open_mask = target.open_mask
    need = open_mask.bit_count() + REQUIRED * sum((open_mask & m).bit_count() for m in target.plan.reserved.values())
    need += MISSING * missing_colours(state, target, current)
    supply = AVERAGE_COVER * tricks_to_come(state)
    if current is not None:
        supply += target.best_cover(current)
    return 1.0 / (1.0 + math.exp(-STEEPNESS * (supply - need)))


def evaluate(state: YamiState) -> tuple[float, ...]:
    return (success_chance(state),) * state.players


@cache
def kit() -> Kit:
    return Kit(Yami(), evaluate, iterations=4000, world=world, worlds=4, prune=prune)
