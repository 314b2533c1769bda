"""What a mission lays on the board besides its Mission tiles (reconstruction).

Whirlpool and Mist tokens and Rock icons sit on squares that Spirit tiles may
cover; Magic tiles are single squares laid at set-up that count as covered by a
Spirit tile of every colour. Missions 1 and 2 have none; missions 3-22 carry them
whether or not a campaign is played, so they belong to the base game. `lianas`
lists, in order, the hazards that each purified Holo Liana (a campaign reward)
removes from the mission (the Lyken's). The meaning of each piece during play is
in tokens.py and rules/yami.md ("Campaign").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict

from yamabushi.core.errors import NotationError
from yamabushi.yami.board import mask_of, parse_square, square_name

Colour = Literal["R", "B", "P", "G", "O"]
Mist = tuple[int, str]
"""A Mist token: its square and its colour letter."""


@dataclass(frozen=True, slots=True)
class Hazards:
    """Masks of token, Rock and Magic squares, and the Mist tokens with their colours."""

    whirlpools: int = 0
    mists: tuple[Mist, ...] = ()
    rocks: int = 0
    magic: int = 0
    lianas: tuple[int, ...] = ()

    @property
    def mist_mask(self) -> int:
        return mask_of([square for square, _ in self.mists])

    def without(self, squares: tuple[int, ...]) -> Hazards:
        """These hazards once the pieces on `squares` are taken away (purified lianas)."""
        gone = mask_of(squares)
        return Hazards(
            self.whirlpools & ~gone,
            tuple(m for m in self.mists if not gone >> m[0] & 1),
            self.rocks & ~gone,
            self.magic,
            tuple(s for s in self.lianas if s not in squares),
        )


NO_HAZARDS = Hazards()
"""Missions 1 and 2: nothing on the board but Mission tiles."""


class MistModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    at: str
    colour: Colour


def _square(text: str, what: str) -> int:
    try:
        return parse_square(text)
    except NotationError:
        raise ValueError(f"{what} {text!r} is not a square from A1 to L12") from None


def _squares(texts: list[str], what: str) -> list[int]:
    return [_square(t, what) for t in texts]


def build_hazards(
    whirlpools: list[str], mists: list[MistModel], rocks: list[str], magic: list[str], lianas: list[str], blocked: int
) -> Hazards:
    """Check and lay the pieces: one piece per square, none on a Mission tile, every
    liana on a piece it can remove; ValueError names the offending square."""
    mist_list = [(_square(m.at, "mist"), m.colour) for m in mists]
    placed = _squares(whirlpools, "whirlpool") + [s for s, _ in mist_list] + _squares(rocks, "rock")
    pieces = placed + _squares(magic, "magic tile")
    for square in pieces:
        if blocked >> square & 1:
            raise ValueError(f"{square_name(square)} holds a piece but lies under a Mission tile")
        if pieces.count(square) > 1:
            raise ValueError(f"{square_name(square)} holds two pieces")
    liana_squares = tuple(_squares(lianas, "liana"))
    for square in liana_squares:
        if square not in placed:
            raise ValueError(f"the liana at {square_name(square)} has no token or rock to remove")
    return Hazards(
        mask_of(_squares(whirlpools, "whirlpool")),
        tuple(mist_list),
        mask_of(_squares(rocks, "rock")),
        mask_of(_squares(magic, "magic tile")),
        liana_squares,
    )
