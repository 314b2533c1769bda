"""Elements and cubes: what a Yokai cube shows and how tilting and rotating change it.

A cube carries each element on two opposite faces, so its whole state is the
permutation (top, ns, ew). There are 6 orientations and 2 owners: all 12 cubes
are built once, and tilt/rotate are dictionary lookups between them.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from yamabushi.core.errors import NotationError

WHITE, BLACK = 0, 1
COLOUR_NAMES = ("White", "Black")

ELEMENTS = "HMK"
"""Fire (hi), Water (mizu), Wood (ki): also the order of the Influence tiles."""

ELEMENT_NAMES = {"H": "Fire", "M": "Water", "K": "Wood"}
ELEMENT_INDEX = {e: i for i, e in enumerate(ELEMENTS)}

BEATS = {"M": "H", "H": "K", "K": "M"}
"""Each element and the one it beats: Water beats Fire, Fire beats Wood, Wood beats Water.

The three form a cycle, so of two different elements exactly one beats the other.
"""


def beats(a: str, b: str) -> bool:
    """True when element `a` defeats element `b` in a conflict."""
    return BEATS[a] == b


@dataclass(frozen=True, slots=True, eq=False)
class Cube:
    """One Yokai cube: its owner (0 White, 1 Black) and its orientation.

    There is one object per owner and orientation (`__new__` hands back the one
    already made, and copies and pickles go through it too), so equality is
    identity: comparing and hashing boards, as the repetition rule does at
    every action, then runs in C instead of calling a dataclass `__eq__` per cube.
    """

    owner: int
    top: str
    ns: str
    ew: str

    def __new__(cls, owner: int, top: str, ns: str, ew: str) -> Cube:
        made = _MADE.get((owner, top, ns, ew))
        if made is None:
            made = _MADE[owner, top, ns, ew] = object.__new__(cls)
        return made

    def __reduce__(self) -> tuple[type[Cube], tuple[int, str, str, str]]:
        return Cube, (self.owner, self.top, self.ns, self.ew)

    @property
    def faces(self) -> str:
        """The orientation as three letters, top first: `HMK`."""
        return self.top + self.ns + self.ew


_MADE: dict[tuple[int, str, str, str], Cube] = {}

ORIENTATIONS: tuple[tuple[str, str, str], ...] = tuple(permutations(ELEMENTS))  # type: ignore[arg-type]
"""The six (top, ns, ew) orientations, in a fixed order."""

CUBES: dict[tuple[int, str, str, str], Cube] = {
    (owner, *o): Cube(owner, *o) for owner in (WHITE, BLACK) for o in ORIENTATIONS
}

TILT_NS: dict[Cube, Cube] = {c: CUBES[c.owner, c.ns, c.top, c.ew] for c in CUBES.values()}
"""Rolling north or south swaps the top with the north/south faces."""

TILT_EW: dict[Cube, Cube] = {c: CUBES[c.owner, c.ew, c.ns, c.top] for c in CUBES.values()}
"""Rolling east or west swaps the top with the east/west faces."""

ROTATED: dict[Cube, Cube] = {c: CUBES[c.owner, c.top, c.ew, c.ns] for c in CUBES.values()}
"""A quarter turn either way swaps the side faces (opposite faces match)."""


def make_cube(owner: int, top: str, ns: str, ew: str) -> Cube:
    """The shared cube object for this owner and orientation."""
    return CUBES[owner, top, ns, ew]


def parse_orientation(text: str) -> tuple[str, str, str]:
    """Read three element letters, top then north/south then east/west: `HMK`."""
    letters = text.strip().upper()
    if len(letters) != 3 or sorted(letters) != sorted(ELEMENTS):
        raise NotationError(
            f"{text.strip()!r} is not an orientation: give top, north/south and east/west "
            "as the letters H, M and K once each, like HMK."
        )
    return letters[0], letters[1], letters[2]


def first_with_top(top: str) -> tuple[str, str, str]:
    """A fixed full orientation for a cube known only by its top (Mindlock's Black cubes)."""
    return next(o for o in ORIENTATIONS if o[0] == top)
