"""How a moved White cube resolves in Mindlock: terrain, conflicts, Influence, replay.

The rules are Expert mode's, played on a compact position: the engine (with its
events) and the solver (without) both call this module, which works on a mutable
scratch copy frozen back into a Position at the end, so a solver step allocates
little. What Expert decides comes from the base both stand on, never from Expert:
when a terrain tile acts and where Impulse, Teleportation and Transfer may send a
cube, which cubes Major Yokai reaches (`himiki/effects.py`), how a cube rolls and
what beats what (`cube.py`), the Influence threshold (the 1 vs 1 mode), the sources
a move may have (`himiki/chaos.py`). Mindlock's own differences: a beaten Black
cube leaves the board at once (so it no longer counts for Influence), nothing
scores, and an Influence once earned stays. tests/himiki/mindlock/test_same_as_expert.py
plays random positions through both and holds them equal.

Order after a Tilt: a terrain tile on the landing square acts first; then, with
Major Yokai armed and a cube two squares away to fight, the player is asked;
then the Active Cube's conflicts, Influence for its top element, and the replay
(only after a TILT, with no conflict and a neighbour of the same top). A Mana
Tilt earns none, and the replay waiting behind it is lost once its cube moves.
"""

from __future__ import annotations

from typing import NamedTuple

from yamabushi.himiki.board import SQUARES, WIDTH
from yamabushi.himiki.chaos import IMPULSE, MANA, TILT
from yamabushi.himiki.cube import Cube
from yamabushi.himiki.effects import can_trigger, mirrored, yokai_targets
from yamabushi.himiki.mindlock.actions import CODE, EFFECT
from yamabushi.himiki.mindlock.position import (
    NEAR,
    PREDATOR,
    PREY,
    ROLL_EW,
    ROLL_NS,
    TOP,
    TURNED,
    Pending,
    Position,
    cubes_on_board,
)
from yamabushi.himiki.modes import ONE_VS_ONE

INFLUENCE_THRESHOLD = ONE_VS_ONE.influence_threshold
"""Cubes showing the Active Cube's element needed for its Influence, as in 1 vs 1."""

YOKAI = CODE["yokai"]


class Report(NamedTuple):
    """What an action did, for the log and the solution marks; the solver ignores it."""

    removed: tuple[tuple[int, int], ...] = ()
    """(square of the cube that won, square of the Black cube removed)."""
    earned: tuple[int, ...] = ()
    triggered: tuple[str, ...] = ()
    lost: tuple[int, ...] = ()


class Work:
    """A position being changed; `freeze` turns it back into a Position.

    `source` says how the cube now moving came to move (TILT, MANA or IMPULSE);
    after a Mana Tilt `resume` is the replay that was on offer before it, until
    its cube is moved.
    """

    __slots__ = ("armed", "blacks", "earned", "hand", "lost", "newly", "pending", "removed",
                 "replay", "resume", "source", "terrain", "triggered", "whites")

    def __init__(self, pos: Position, source: str = TILT) -> None:
        self.whites = list(pos.whites)
        self.blacks = list(pos.blacks)
        self.earned = pos.earned
        self.replay: tuple[int, int] | None = None
        self.terrain = pos.terrain
        self.hand = pos.hand
        self.armed = pos.armed
        self.pending: Pending | None = None
        self.source = source
        self.resume = pos.replay if source == MANA else None
        self.removed: list[tuple[int, int]] = []
        self.newly: list[int] = []
        self.triggered: list[str] = []
        self.lost: list[int] = []

    def freeze(self) -> Position:
        blacks = self.blacks
        replay = self.resume if self.source == MANA else self.replay
        return Position(tuple(sorted(self.whites)), (blacks[0], blacks[1], blacks[2]), self.earned,
                        replay, self.terrain, self.hand, self.armed, self.pending)

    def report(self) -> Report:
        return Report(tuple(self.removed), tuple(self.newly), tuple(self.triggered), tuple(self.lost))

    def board(self) -> list[Cube | None]:
        """The cubes as Expert's rules read them (only when a tile is involved: it costs a little)."""
        return cubes_on_board(self.whites, self.blacks)

    def index_of(self, sq: int) -> int:
        """Position in `whites` of the White cube on `sq` (the caller knows there is one)."""
        for i, code in enumerate(self.whites):
            if code >> 3 == sq:
                return i
        raise ValueError(f"no White cube on square {sq}")

    def move(self, frm: int, to: int) -> int:
        """Put the White cube from `frm` on `to`, standing as it was; its orientation."""
        i = self.index_of(frm)
        orientation = self.whites[i] & 7
        self.whites[i] = to << 3 | orientation
        self.vacated(frm)
        return orientation

    def vacated(self, sq: int) -> None:
        """The replay waiting behind a Mana Tilt is lost once its cube has been moved away."""
        if self.resume is not None and self.resume[1] == sq:
            self.resume = None

    def discard(self, sq: int) -> None:
        """The terrain tile on `sq` has acted: it leaves the board."""
        self.triggered.extend(code for s, code in self.terrain if s == sq)
        self.terrain = tuple(t for t in self.terrain if t[0] != sq)


def tilt(w: Work, frm: int, to: int) -> None:
    """Roll the White cube on `frm` onto the empty neighbour `to`, then resolve it there."""
    i = w.index_of(frm)
    rolled = (ROLL_NS if abs(to - frm) == WIDTH else ROLL_EW)[w.whites[i] & 7]
    w.whites[i] = to << 3 | rolled
    if w.resume is not None:
        w.vacated(frm)
    code = next((c for s, c in w.terrain if s == to), None) if w.terrain else None
    if code is None:
        settle(w, frm, to, TOP[rolled])
    else:
        _land(w, frm, to, code)


def _land(w: Work, frm: int, to: int, code: str) -> None:
    """A terrain tile acts before any conflict, unless it must wait (every landing square taken)."""
    effect = EFFECT[code]
    if not can_trigger(w.board(), effect, frm, to):
        settle(w, frm, to, TOP[w.whites[w.index_of(to)] & 7])
        return
    w.discard(to)
    if effect == "gate":
        del w.whites[w.index_of(to)]
        w.lost.append(to)
    elif effect == "vortex":
        rotate(w, (to,))
        settle(w, frm, to, TOP[w.whites[w.index_of(to)] & 7])
    elif effect == "mirror":
        target = mirrored(to)
        settle(w, -1, target, TOP[w.move(to, target)])
    else:
        w.pending = (code, to, frm, w.source)


def rotate(w: Work, squares: tuple[int, ...]) -> None:
    for sq in squares:
        i = w.index_of(sq)
        code = w.whites[i]
        w.whites[i] = code & ~7 | TURNED[code & 7]


def impulse(w: Work, frm: int, to: int) -> None:
    """The Impulse's extra square: a Tilt that may set off another tile, but never a replay."""
    if w.source == TILT:
        w.source = IMPULSE
    tilt(w, frm, to)


def slide(w: Work, frm: int, to: int) -> None:
    """A Teleportation slide: orientation kept, no terrain set off, no replay."""
    settle(w, -1, to, TOP[w.move(frm, to)])


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
    w.vacated(frm)
    w.vacated(to)
    fight(w, to, TOP[mover], NEAR[to] & ~(1 << frm))
    if black is None:
        fight(w, frm, TOP[w.whites[w.index_of(frm)] & 7], NEAR[frm] & ~(1 << to))
    influence(w, TOP[mover])


def settle(w: Work, origin: int, sq: int, element: int, far: int | None = None) -> None:
    """The Active Cube is at its final square: conflicts (neighbours, and the `far` mask once an
    armed Major Yokai was answered), Influence, then the replay if one was earned. An armed Major
    Yokai that would fight something two squares away is asked about first."""
    if far is None:
        if w.armed and yokai_targets(w.board(), sq):
            w.pending = (YOKAI, sq, origin, w.source)
            return
        far = 0
    fought = fight(w, sq, element, NEAR[sq] | far)
    influence(w, element)
    if w.source == TILT and origin >= 0 and not fought and _same_top_nearby(w, sq, element):
        w.replay = (origin, sq)


def use_yokai(w: Work, sq: int) -> int:
    """Spend the armed Major Yokai for the cube on `sq`: the far squares it now fights."""
    w.armed = False
    w.triggered.append(YOKAI)
    far = 0
    for target in yokai_targets(w.board(), sq):
        far |= 1 << target
    return far


def fight(w: Work, sq: int, element: int, reach: int) -> bool:
    """Remove every Black cube on `reach` that the cube on `sq` beats; True if it won or lost any."""
    prey, predator = PREY[element], PREDATOR[element]
    won = w.blacks[prey] & reach
    if won:
        w.blacks[prey] &= ~won
        w.removed.extend((sq, s) for s in SQUARES if won >> s & 1)
    return bool(won or w.blacks[predator] & reach)


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
