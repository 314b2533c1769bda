"""The Chaos tiles and the Chaos part of a Hi Mi Ki state, as plain data.

The 12 tiles live in `rules/data/himiki_chaos.toml` so a player who owns the game can
correct a name or a letter without touching code; the rules key on each tile's `effect`.
Expert mode deals them and Mindlock's puzzles lay them out, so the set is the base's, as
is `ChaosState`: every state carries `chaos` (None outside Expert). What the tiles do in
play lives in `expert/`, which fills the base's hooks (`variants.py`). Everything a rule
needs at play time is kept in plain tuples, so states stay hashable and cheap to copy.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from yamabushi.core.errors import DataError
from yamabushi.data import load_data

HIDDEN = "?"
"""What another seat's tile looks like in an observation."""

Effect = Literal[
    "mana", "conjuration", "yokai", "confusion", "gate", "impulse", "transfer", "vortex", "teleport", "mirror"
]


class Tile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    code: str
    name: str
    kind: Literal["event", "terrain"]
    effect: Effect
    text: str
    brief: str = Field(min_length=1, max_length=18)
    """The effect in a few words, beside the tile's name on a chance (one line at 80 columns)."""
    element: Literal["H", "M", "K"] | None = None
    letter: str | None = None

    @model_validator(mode="after")
    def _fields_fit_the_kind(self) -> Tile:
        if (self.effect == "mana") != (self.element is not None):
            raise ValueError(f"{self.code}: a Mana tile, and only a Mana tile, names an element")
        if (self.kind == "terrain") != (self.letter is not None and len(self.letter) == 1):
            raise ValueError(f"{self.code}: a terrain tile, and only a terrain tile, has a one-letter mark")
        return self


class TileSet(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tile: list[Tile]

    @model_validator(mode="after")
    def _twelve_distinct(self) -> TileSet:
        codes = [t.code for t in self.tile]
        letters = [t.letter for t in self.tile if t.letter]
        if len(codes) != 12 or len(set(codes)) != 12 or len(set(letters)) != len(letters):
            raise ValueError("there are 12 tiles with distinct codes and distinct board letters")
        return self


@cache
def tiles() -> dict[str, Tile]:
    """The 12 tiles by code, in the data file's order."""
    return {t.code: t for t in load_data("himiki_chaos", TileSet).tile}


def tile(code: str) -> Tile:
    try:
        return tiles()[code]
    except KeyError:
        raise DataError(f"There is no Chaos tile {code!r}.") from None

TILT, MANA, IMPULSE, FORCED = "tilt", "mana", "impulse", "forced"
"""How the Active Cube came to move (`Decision.source`). Only a TILT can earn a replay; a MANA
Tilt leaves the turn's replay waiting; IMPULSE is the extra square after a Tilt; FORCED a
move under Confusion."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice the seat to move owes before play goes on.

    `kind` is one of: chance (use a tile or skip), place (put the revealed
    terrain `tile` on a square), mana (Tilt a cube showing element `tile`),
    conjure, impulse / teleport (pick a direction for the cube on `square`),
    transfer (pick the cube to swap with), yokai (use Major Yokai or not).
    `origin` is where the Active Cube's Tilt started (-1: no replay can follow)
    and `source` says how it moved (TILT, MANA, IMPULSE or FORCED).
    """

    kind: str
    tile: str = ""
    square: int = -1
    origin: int = -1
    source: str = TILT


@dataclass(frozen=True, slots=True)
class ChaosState:
    """Hands per seat, terrain on the board, armed Yokai, Confusion, and the decision owed.

    `chances` counts chances earned and not yet offered; `resume` is the replay
    (from, to) that the turn goes back to once the chances are done, or None
    when the turn then ends. `confused` lists seats whose next turn is forced;
    `forced` is True during such a turn.
    """

    hands: tuple[tuple[str, ...], ...]
    terrain: tuple[tuple[int, str], ...] = ()
    armed: tuple[int, ...] = ()
    confused: tuple[int, ...] = ()
    forced: bool = False
    pending: Decision | None = None
    chances: int = 0
    resume: tuple[int, int] | None = None

    def terrain_at(self, square: int) -> str | None:
        return next((code for sq, code in self.terrain if sq == square), None)

    def seen_by(self, seat: int) -> ChaosState:
        """This Chaos state as `seat` may see it: other seats' tiles are face down."""
        hands = tuple(h if i == seat else (HIDDEN,) * len(h) for i, h in enumerate(self.hands))
        return replace(self, hands=hands)
