"""Trick rules: who must follow, and who wins.

The highest trump wins; without a trump, the highest card of the led colour.
All 35 cards differ, so there is never a tie.
"""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.yami.cards import Card


def followers(hand: Sequence[Card], led: Card | None) -> tuple[Card, ...]:
    """The cards of `hand` that may be played: the led colour when held, else any."""
    if led is None:
        return tuple(hand)
    same = tuple(c for c in hand if c.colour_rank == led.colour_rank)
    return same or tuple(hand)


def winning_index(cards: Sequence[Card], trump: str) -> int:
    """Index in play order of the card that wins the trick."""
    trumps = [i for i, c in enumerate(cards) if c.colour == trump]
    pool = trumps or [i for i, c in enumerate(cards) if c.colour_rank == cards[0].colour_rank]
    return max(pool, key=lambda i: cards[i].value)
