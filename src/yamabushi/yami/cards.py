"""Spirit cards: five colours, values 1–7, written as colour letter + value (`R5`).

A card is a tiny frozen value so hands, rivers and tricks are plain tuples
that compare and hash cheaply; the sort order (colour, then value) is the one
every hand and every listing uses, so the text output never depends on a deal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from yamabushi.core.errors import NotationError

COLOURS = ("R", "B", "P", "G", "O")
COLOUR_NAMES = {"R": "red", "B": "blue", "P": "purple", "G": "green", "O": "orange"}
VALUES = range(1, 8)

_CARD = re.compile(r"([RBPGO])([1-7])", re.IGNORECASE)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One Spirit card; its Spirit tile has `value` squares."""

    colour_rank: int
    value: int

    @property
    def colour(self) -> str:
        return COLOURS[self.colour_rank]

    def __str__(self) -> str:
        return f"{self.colour}{self.value}"

    def __repr__(self) -> str:
        return f"Card({self})"


def card(text: str) -> Card:
    """Read `R5`-style text; raises NotationError naming the bad text."""
    match = _CARD.fullmatch(text.strip())
    if not match:
        raise NotationError(f"{text!r} is not a card: write a colour letter (R, B, P, G, O) and a value 1-7, e.g. B5.")
    return Card(COLOURS.index(match[1].upper()), int(match[2]))


FULL_DECK: tuple[Card, ...] = tuple(Card(rank, value) for rank in range(len(COLOURS)) for value in VALUES)


def colour_name(colour: str) -> str:
    return COLOUR_NAMES[colour]


def with_article(name: str) -> str:
    """`a blue`, `an orange`: refusals speak of "an orange card", never "a orange card"."""
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"
