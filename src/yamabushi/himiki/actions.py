"""The decisions a Hi Mi Ki player makes: one value per decision.

A turn may hold several actions (a Tilt that earns a replay, then another
action), so `End` exists to decline a replay. `Pass` is offered only when
nothing else is legal; `ClaimDraw` after a long stretch with no score change.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Tilt:
    """Roll the cube on `frm` onto the adjacent empty square `to`."""

    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class Rotate:
    """Turn each listed cube a quarter turn in place; `squares` is sorted."""

    squares: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class End:
    """Decline the replay on offer, ending the turn."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Give up the turn; legal only when no other action is."""


@dataclass(frozen=True, slots=True)
class Place:
    """Set-up: put a cube on `square` with this orientation."""

    square: int
    top: str
    ns: str
    ew: str


@dataclass(frozen=True, slots=True)
class ClaimDraw:
    """End the game as a draw after enough turns without a score change."""


Action = Tilt | Rotate | End | Pass | Place | ClaimDraw
