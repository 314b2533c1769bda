"""What a Mindlock player can do beyond Hi Mi Ki's Tilt and Rotate: use Chaos tiles.

Tilt and Rotate are Hi Mi Ki's own action values, and so are the two answers to
an armed Major Yokai (UseYokai, Skip). The rest are the free uses of Chaos tiles
(written with the `C-` prefix): they cost no move. The tiles themselves (codes,
names, board letters) come from Expert mode's data.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.himiki.actions import Rotate, Skip, Tilt, UseYokai
from yamabushi.himiki.chaos import Tile, tiles
from yamabushi.himiki.cube import ELEMENT_INDEX


@dataclass(frozen=True, slots=True)
class ChaosTilt:
    """A Tilt granted by a tile: a Mana tile's free Tilt, or an Impulse tile's extra square."""

    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class Teleport:
    """A Teleportation tile slides the cube on `frm` two squares, to `to`, orientation kept."""

    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class Transfer:
    """A Transfer tile swaps the cube on `frm` with the cube on `to`, orientations kept."""

    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class Conjure:
    """The Conjuration tile stands the Black cube on `square` with `top` up."""

    square: int
    top: str


@dataclass(frozen=True, slots=True)
class ArmYokai:
    """Play the Major Yokai tile: armed, it is offered after each later move that it could help."""


MindlockAction = Tilt | Rotate | ChaosTilt | Teleport | Transfer | Conjure | ArmYokai | UseYokai | Skip
CHAOS_ACTIONS = (ChaosTilt, Teleport, Transfer, Conjure, ArmYokai, UseYokai, Skip)


TILES: dict[str, Tile] = {code: t for code, t in tiles().items() if t.effect != "confusion"}
"""The Chaos tiles a puzzle may use, by code, from rules/data/himiki_chaos.toml. Confusion
is left out: it forces the opponent's next turn, and a puzzle has no opponent."""

EFFECT = {code: t.effect for code, t in TILES.items()}
CODE = {t.effect: code for code, t in TILES.items() if t.effect != "mana"}
"""The code of each tile that is the only one with its effect (all but the Mana tiles)."""

MANA_OF = {ELEMENT_INDEX[t.element]: code for code, t in TILES.items() if t.element is not None}
"""The Mana tile of each element index."""
