"""How a moved White cube resolves in Mindlock: terrain, conflicts, Influence, replay.

This is the one implementation of the puzzle's rules after a cube moves; the
engine (with its events) and the solver (without) both call it. It works on a
mutable scratch copy of the position, frozen back into a Position at the end,
so a solver step allocates little.

Order after a Tilt (RULINGS, Expert mode): a terrain tile on the landing square
acts first; then the Active Cube's conflicts (each Black cube it beats is
removed at once), then Influence for its top element (Black cubes count by
their tops), then the replay offer (no conflict, and a neighbour with the same
top). As in Expert mode, only a Tilt can earn a replay (not a Mirror jump, a
Teleportation slide or a Transfer), and a Mana tile's Tilt earns none: the
replay on offer before it stays on offer, unless its cube was moved.
"""

from __future__ import annotations

from typing import NamedTuple

from yamabushi.himiki.board import NEIGHBOURS, SQUARES, STEPS, WIDTH, col_row, square_at
from yamabushi.himiki.mindlock.actions import EFFECT
from yamabushi.himiki.mindlock.position import (
    NEAR,
    PREDATOR,
    PREY,
    ROLL_EW,
    ROLL_NS,
    TOP,
    TURNED,
    Position,
    white_at,
)

INFLUENCE_THRESHOLD = 4
"""Cubes showing the Active Cube's element needed for its Influence, as in 1 vs 1."""

REACH: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((mid, far) for d, mid in STEPS[sq] for d2, far in STEPS[mid] if d2 == d) for sq in SQUARES
)
"""Per square, (square between, square two away) in each direction that stays on the board."""

MIRRORED = tuple(square_at(col_row(sq)[0], 7 - col_row(sq)[1]) for sq in SQUARES)


class Report(NamedTuple):
    """What an action did, for the log and the solution marks; the solver ignores it."""

    removed: tuple[tuple[int, int], ...] = ()
    """(square of the cube that won, square of the Black cube removed)."""
    earned: tuple[int, ...] = ()
    triggered: tuple[str, ...] = ()
    lost: tuple[int, ...] = ()


class Work:
    """A position being changed; `freeze` turns it back into a Position.

    `mana` is set while a Mana tile's Tilt (and any terrain choice it leads to)
    resolves; `resume` is then the replay that was on offer before it.
    """

    __slots__ = ("armed", "blacks", "earned", "hand", "lost", "mana", "newly", "pending", "removed",
                 "replay", "resume", "terrain", "triggered", "whites")

    def __init__(self, pos: Position) -> None:
        self.whites = list(pos.whites)
        self.blacks = list(pos.blacks)
        self.earned = pos.earned
        self.replay: tuple[int, int] | None = None
        self.terrain = pos.terrain
        self.hand = pos.hand
        self.armed = pos.armed
        self.pending: tuple[str, int, bool] | None = None
        self.mana = False
        self.resume: tuple[int, int] | None = None
        self.removed: list[tuple[int, int]] = []
        self.newly: list[int] = []
        self.triggered: list[str] = []
        self.lost: list[int] = []

    def freeze(self) -> Position:
        blacks = self.blacks
        return Position(tuple(sorted(self.whites)), (blacks[0], blacks[1], blacks[2]), self.earned,
                        self.replay, self.terrain, self.hand, self.armed, self.pending)

    def report(self) -> Report:
        return Report(tuple(self.removed), tuple(self.newly), tuple(self.triggered), tuple(self.lost))

    def occupied(self) -> int:
        mask = self.blacks[0] | self.blacks[1] | self.blacks[2]
        for code in self.whites:
            mask |= 1 << (code >> 3)
        return mask

    def index_of(self, sq: int) -> int:
        """Position in `whites` of the White cube on `sq` (the caller knows there is one)."""
        for i, code in enumerate(self.whites):
            if code >> 3 == sq:
                return i
        raise ValueError(f"no White cube on square {sq}")

    def code_at(self, sq: int) -> int | None:
        return next((code for code in self.whites if code >> 3 == sq), None)

    def move(self, frm: int, to: int, orientation: int | None = None) -> int:
        """Put the White cube from `frm` on `to` (turned to `orientation` if given); its new orientation."""
        i = self.index_of(frm)
        if orientation is None:
            orientation = self.whites[i] & 7
        self.whites[i] = to << 3 | orientation
        return orientation

    def discard(self, sq: int) -> None:
        """The terrain tile on `sq` has acted: it leaves the board."""
        self.triggered.extend(code for s, code in self.terrain if s == sq)
        self.terrain = tuple(t for t in self.terrain if t[0] != sq)


def tilt(w: Work, frm: int, to: int) -> None:
    """Roll the White cube on `frm` onto the empty neighbour `to`, then resolve it there."""
    i = w.index_of(frm)
    rolled = (ROLL_NS if abs(to - frm) == WIDTH else ROLL_EW)[w.whites[i] & 7]
    w.whites[i] = to << 3 | rolled
    code = next((c for s, c in w.terrain if s == to), None) if w.terrain else None
    if code is None:
        settle(w, frm, to, TOP[rolled])
    else:
        _TERRAIN[EFFECT[code]](w, frm, to)


def rotate(w: Work, squares: tuple[int, ...]) -> None:
    for sq in squares:
        i = w.index_of(sq)
        code = w.whites[i]
        w.whites[i] = code & ~7 | TURNED[code & 7]


def slide(w: Work, frm: int, to: int) -> None:
    """A Teleportation slide: orientation kept, no terrain triggered, no replay."""
    settle(w, None, to, TOP[w.move(frm, to)])


def swap(w: Work, frm: int, to: int) -> None:
    """Transfer: both cubes are Active and fight the other colour (the mover's first),
    never each other; Influence for the mover only; no replay. A Black cube swapped
    in fights White ones, which in a puzzle changes nothing."""
    i = w.index_of(frm)
    mover = w.whites[i] & 7
    black = next((e for e, mask in enumerate(w.blacks) if mask >> to & 1), None)
    if black is None:
        j = w.index_of(to)
        w.whites[j] = frm << 3 | w.whites[j] & 7
    else:
        w.blacks[black] ^= 1 << to | 1 << frm
    w.whites[i] = to << 3 | mover
    fight(w, to, TOP[mover], exclude=frm, yokai=False)
    if black is None:
        fight(w, frm, TOP[w.whites[w.index_of(frm)] & 7], exclude=to, yokai=False)
    influence(w, TOP[mover])


def settle(w: Work, frm: int | None, to: int, element: int) -> None:
    """The Active Cube on `to`, showing `element`: conflicts, Influence, and a replay
    when it Tilted from `frm` (None: it jumped or slid), outside a Mana Tilt."""
    fought = fight(w, to, element)
    influence(w, element)
    if frm is not None and not w.mana and not fought and _same_top_nearby(w, to, element):
        w.replay = (frm, to)


def fight(w: Work, sq: int, element: int, exclude: int = -1, yokai: bool = True) -> bool:
    """Remove every Black cube the cube on `sq` beats; True if it won or lost any conflict.

    An armed Major Yokai is spent on the first fight where it matters: cubes of
    another top two squares away, across a square with no cube, fight too.
    """
    reach = NEAR[sq] & ~(1 << exclude) if exclude >= 0 else NEAR[sq]
    prey, predator = PREY[element], PREDATOR[element]
    if w.armed and yokai:
        reach |= _far_targets(w, sq, w.blacks[prey] | w.blacks[predator])
    won = w.blacks[prey] & reach
    if won:
        w.blacks[prey] &= ~won
        w.removed.extend((sq, s) for s in SQUARES if won >> s & 1)
    return bool(won or w.blacks[predator] & reach)


def _far_targets(w: Work, sq: int, fighting: int) -> int:
    occupied, far_mask = w.occupied(), 0
    for mid, far in REACH[sq]:
        if not occupied >> mid & 1 and fighting >> far & 1:
            far_mask |= 1 << far
    if far_mask:
        w.armed = False
    return far_mask


def influence(w: Work, element: int) -> None:
    """The Active Cube's element only; a tile already earned is not earned again."""
    if w.earned >> element & 1:
        return
    count = w.blacks[element].bit_count()
    for code in w.whites:
        count += TOP[code & 7] == element
    if count >= INFLUENCE_THRESHOLD:
        w.earned |= 1 << element
        w.newly.append(element)


def _same_top_nearby(w: Work, sq: int, element: int) -> bool:
    near = NEAR[sq]
    if w.blacks[element] & near:
        return True
    for code in w.whites:
        if near >> (code >> 3) & 1 and TOP[code & 7] == element:
            return True
    return False


def resume_replay(w: Work, before: Position) -> None:
    """After a Mana Tilt's step: the replay on offer before it stays on offer (while a
    terrain choice is pending too), unless the replayed cube has moved."""
    if w.resume is not None:
        sq = w.resume[1]
        cube = white_at(before, sq)
        w.replay = w.resume if cube is not None and w.code_at(sq) == sq << 3 | cube else None


def landing_squares(occupied: int, effect: str, sq: int) -> tuple[int, ...]:
    """Where a choosing terrain tile (Impulse, Teleportation, Transfer) on `sq` may send its cube."""
    if effect == "impulse":
        return tuple(n for n in NEIGHBOURS[sq] if not occupied >> n & 1)
    if effect == "teleport":
        return tuple(far for _, far in REACH[sq] if not occupied >> far & 1)
    return tuple(s for s in SQUARES if s != sq and occupied >> s & 1)


def _gate(w: Work, frm: int, to: int) -> None:
    del w.whites[w.index_of(to)]
    w.lost.append(to)
    w.discard(to)


def _vortex(w: Work, frm: int, to: int) -> None:
    w.discard(to)
    rotate(w, (to,))
    settle(w, frm, to, TOP[w.whites[w.index_of(to)] & 7])


def _mirror(w: Work, frm: int, to: int) -> None:
    """Blocked (landing square taken): the tile stays and the cube fights where it is."""
    target = MIRRORED[to]
    if w.occupied() >> target & 1:
        settle(w, frm, to, TOP[w.whites[w.index_of(to)] & 7])
        return
    w.discard(to)
    settle(w, None, target, TOP[w.move(to, target)])


def _choice(w: Work, frm: int, to: int, effect: str) -> None:
    """Impulse, Teleportation, Transfer: the player picks where; nothing fights yet."""
    if not landing_squares(w.occupied(), effect, to):
        settle(w, frm, to, TOP[w.whites[w.index_of(to)] & 7])
        return
    code = next(c for s, c in w.terrain if s == to)
    w.discard(to)
    w.pending = (code, to, w.mana)


_TERRAIN = {
    "gate": _gate,
    "vortex": _vortex,
    "mirror": _mirror,
    "impulse": lambda w, frm, to: _choice(w, frm, to, "impulse"),
    "teleport": lambda w, frm, to: _choice(w, frm, to, "teleport"),
    "transfer": lambda w, frm, to: _choice(w, frm, to, "transfer"),
}
