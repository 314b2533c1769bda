"""The 35 Spirit tiles as data: `rules/data/yami_spirits.toml`, validated on load.

Shapes are a reconstruction (RULINGS), so they live in a file a player can
correct. Pydantic checks each entry where it is read; the engine then works
with plain tuples of cells keyed by card.
"""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from yamabushi.core.errors import NotationError
from yamabushi.data import load_data, parse_toml
from yamabushi.yami.cards import FULL_DECK, Card, card
from yamabushi.yami.polyomino import Cells, has_hole, is_connected, parse_shape

FILE = "yami_spirits"


class SpiritModel(BaseModel):
    """One Spirit tile: the card it belongs to and its front-side drawing."""

    model_config = ConfigDict(extra="forbid")

    card: str
    shape: list[str]

    @field_validator("card")
    @classmethod
    def _card(cls, text: str) -> str:
        try:
            return str(card(text))
        except NotationError as exc:
            raise ValueError(str(exc).rstrip(".")) from None

    @model_validator(mode="after")
    def _shape(self) -> SpiritModel:
        try:
            cells = parse_shape(self.shape)
        except ValueError as exc:
            raise ValueError(f"{self.card}: {exc}") from None
        value = card(self.card).value
        if len(cells) != value:
            raise ValueError(f"{self.card}: the shape has {len(cells)} squares, not {value}")
        if not is_connected(cells):
            raise ValueError(f"{self.card}: the shape's squares are not all joined by their sides")
        if has_hole(cells):
            raise ValueError(f"{self.card}: the shape has a hole")
        return self


class SpiritsFile(BaseModel):
    """The whole file: exactly one tile per Spirit card."""

    model_config = ConfigDict(extra="forbid")

    spirits: list[SpiritModel]

    @model_validator(mode="after")
    def _complete(self) -> SpiritsFile:
        named = [s.card for s in self.spirits]
        doubles = sorted({n for n in named if named.count(n) > 1})
        if doubles:
            raise ValueError(f"cards listed twice: {', '.join(doubles)}")
        missing = [str(c) for c in FULL_DECK if str(c) not in named]
        if missing:
            raise ValueError(f"cards without a tile: {', '.join(missing)}")
        return self

    def shapes(self) -> dict[Card, Cells]:
        return {card(s.card): parse_shape(s.shape) for s in self.spirits}


def spirit_shapes_from_text(text: str, label: str) -> dict[Card, Cells]:
    """Validate TOML text (tests and tools); errors name `label` and the entry."""
    return parse_toml(text, SpiritsFile, label).shapes()


@cache
def spirit_shapes() -> dict[Card, Cells]:
    """Each card's tile shape, anchored, from the shipped data file."""
    return load_data(FILE, SpiritsFile).shapes()


def shape_of(c: Card) -> Cells:
    return spirit_shapes()[c]
