"""The 2-player automa: its river of 4 face-up cards, its face-down deck, the refill.

The automa decides nothing itself. When a river card matches the led colour it
must play one (the Leader picks which); otherwise, and whenever it leads, the
Leader picks any river card or turns over the top of its deck.
"""

from __future__ import annotations

from yamabushi.yami.actions import Play, PlayDeck
from yamabushi.yami.cards import Card
from yamabushi.yami.tricks import followers

RIVER_SIZE = 4


def automa_choices(river: tuple[Card, ...], deck: tuple[Card, ...], led: Card | None) -> list[Play | PlayDeck]:
    """What the Leader may play for the automa, river cards first, then the deck."""
    options = followers(river, led)
    matched = led is not None and bool(options) and options[0].colour_rank == led.colour_rank
    choices: list[Play | PlayDeck] = [Play(c) for c in options]
    if deck and not matched:
        choices.append(PlayDeck())
    return choices


def refill(river: tuple[Card, ...], deck: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...], Card | None]:
    """Top the river back up to 4 from the deck; returns the card drawn, if any."""
    if len(river) >= RIVER_SIZE or not deck:
        return river, deck, None
    drawn = deck[0]
    return tuple(sorted(river + (drawn,))), deck[1:], drawn
