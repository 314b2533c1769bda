"""Muk Yan's printed material: the 3x3 table of actions and the Movement value map.

Both come from `rules/data/himiki_mukyan.toml` so a player who owns the game can
correct them there; the models refuse a table that misses a roll, repeats an
action in a cell, or a map that is not one value per square.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from yamabushi.data import load_data
from yamabushi.himiki.board import HEIGHT, WIDTH, col_row
from yamabushi.himiki.cube import ELEMENTS

ActionName = Literal[
    "multiple-strike",
    "strike",
    "threaten",
    "influence",
    "block",
    "dodge",
    "pressure",
    "play-again",
    "offensive-movement",
    "defensive-movement",
]

ACTION_TITLES: dict[str, str] = {
    "multiple-strike": "Multiple strike",
    "strike": "Strike",
    "threaten": "Threaten",
    "influence": "Influence",
    "block": "Block",
    "dodge": "Dodge",
    "pressure": "Pressure",
    "play-again": "Play again",
    "offensive-movement": "Offensive movement",
    "defensive-movement": "Defensive movement",
    "any-tilt": "Any Tilt",
    "any-rotate": "Any Rotate",
    "pass": "Pass",
}
"""Display names of the table's actions and of the fallbacks used when none is possible."""

_MOVEMENTS = {"offensive-movement", "defensive-movement"}
_EIGHT = set(ACTION_TITLES) - _MOVEMENTS - {"any-tilt", "any-rotate", "pass"}


class Cell(BaseModel):
    """One square of the table: the dice that select it and its order of actions."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    black: Literal["H", "M", "K"]
    white: Literal["H", "M", "K"]
    order: tuple[ActionName, ...]

    @field_validator("order")
    @classmethod
    def _nine_actions(cls, order: tuple[str, ...]) -> tuple[str, ...]:
        """Every cell lists the same nine actions, Movement in one of its two forms."""
        rest = set(order) - _MOVEMENTS
        if len(order) != 9 or len(set(order)) != 9 or rest != _EIGHT:
            raise ValueError("a cell lists each of the nine actions exactly once (one kind of movement)")
        return order


class ValueMap(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    rows: tuple[tuple[int, ...], ...]

    @field_validator("rows")
    @classmethod
    def _one_value_per_square(cls, rows: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
        if len(rows) != HEIGHT or any(len(row) != WIDTH for row in rows):
            raise ValueError(f"the map has {HEIGHT} rows of {WIDTH} values (rows 1-6, columns A-E)")
        return rows


class MukYanTable(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    cell: tuple[Cell, ...]
    value_map: ValueMap

    @model_validator(mode="after")
    def _every_roll_once(self) -> MukYanTable:
        rolls = sorted((c.black, c.white) for c in self.cell)
        if rolls != sorted((b, w) for b in ELEMENTS for w in ELEMENTS):
            raise ValueError("the table has one cell for each of the 9 rolls (black, white)")
        return self

    def order(self, black: str, white: str) -> tuple[str, ...]:
        """The actions of the cell picked by the Black die (row) and the White die (column)."""
        return next(c.order for c in self.cell if (c.black, c.white) == (black, white))

    def value(self, sq: int) -> int:
        col, row = col_row(sq)
        return self.value_map.rows[row - 1][col]


@cache
def mukyan_table() -> MukYanTable:
    return load_data("himiki_mukyan", MukYanTable)
