"""The decisions a Hi Mi Ki player makes: one value per decision.

A turn may hold several actions (a Tilt that earns a replay, then another
action), so `End` exists to decline a replay. `Pass` is offered only when
nothing else is legal; `ClaimDraw` after a long stretch with no score change
or when a position comes up a third time.
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
    """End the game as a draw: after enough turns without a score change, or at a position's third occurrence."""


@dataclass(frozen=True, slots=True)
class Penalty:
    """Table talk (2v2): the team of colour `colour` was caught talking, so the other team scores 1."""

    colour: int


@dataclass(frozen=True, slots=True)
class PlayTile:
    """Expert: use a chance to reveal and play the Chaos tile `code` from your hand."""

    code: str


@dataclass(frozen=True, slots=True)
class Skip:
    """Expert: let the chance on offer lapse, or do not use Major Yokai now."""


@dataclass(frozen=True, slots=True)
class PutTerrain:
    """Expert: put the terrain tile just revealed on the empty square `square`."""

    square: int


@dataclass(frozen=True, slots=True)
class Conjure:
    """Expert (Conjuration): stand the enemy cube on `square` this way."""

    square: int
    top: str
    ns: str
    ew: str


@dataclass(frozen=True, slots=True)
class Go:
    """Expert (Impulse, Teleportation): the direction the Active Cube moves on, N/S/W/E."""

    direction: str


@dataclass(frozen=True, slots=True)
class Swap:
    """Expert (Transfer): the cube on `square` swaps places with the Active Cube."""

    square: int


@dataclass(frozen=True, slots=True)
class UseYokai:
    """Expert: discard the armed Major Yokai so the Active Cube also fights two squares away."""


@dataclass(frozen=True, slots=True)
class AutomaTurn:
    """Muk Yan (solo): its roll, the table action the roll led to, and the move that action plays."""

    black: str
    white: str
    action: str
    move: Tilt | Rotate | Pass


Action = (
    Tilt | Rotate | End | Pass | Place | ClaimDraw | Penalty | PlayTile | Skip | PutTerrain | Conjure | Go | Swap | UseYokai
    | AutomaTurn
)
