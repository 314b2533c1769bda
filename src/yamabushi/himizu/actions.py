"""The decisions a Himizu player makes: one small value per decision.

A turn is a sequence of these, so the session can undo it one step at a time:
moves and abilities in any order, then `EndTurn`. Payment is part of
`UseAbility` because which tokens are spent decides which tokens the opponent
receives. Ability W2's optional puddle move is a decision of its own
(`MovePuddle` or `SkipPuddle`), taken right after the puddle is placed; this
keeps every list of legal actions short.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.himizu.state import Figure


@dataclass(frozen=True, slots=True)
class Place:
    """Set-up: Fire puts a flame, then Water the wave, on an empty square."""

    figure: Figure
    square: int


@dataclass(frozen=True, slots=True)
class Move:
    """Move the figure on `src` to the orthogonally adjacent square `dst`."""

    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class UseAbility:
    """Use ability `number` of `spirit` (a seat), paying with the given tokens.

    `fire_tokens`/`water_tokens` count the tokens spent by colour (0 each when
    value left over from an earlier payment covers the cost). `square` is the
    target of F2, F4, W2 (where the puddle goes) and W3; None otherwise.
    """

    spirit: int
    number: int
    fire_tokens: int = 0
    water_tokens: int = 0
    square: int | None = None


@dataclass(frozen=True, slots=True)
class MovePuddle:
    """After W2: move the top puddle tile on `src` to the adjacent `dst`."""

    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class SkipPuddle:
    """After W2: leave every puddle where it is."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn (always possible outside the set-up and the W2 puddle choice)."""


Action = Place | Move | UseAbility | MovePuddle | SkipPuddle | EndTurn
