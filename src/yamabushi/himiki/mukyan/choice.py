"""Muk Yan's choice: which table actions are possible now, and the one it plays.

Muk Yan is an automa, not a bot: it never weighs the position, it goes down the
cell of the table its dice picked and plays the first action that has at least
one candidate move. The definitions follow RULINGS ("Muk Yan (solo)"); where
they leave room, rules/himiki.md ("Muk Yan") says what we decided. Every
candidate Tilt is resolved with the real rules (`rules.next_state`), so what
Muk Yan expects from a move is exactly what the move will do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from yamabushi.core.protocol import Event
from yamabushi.core.rng import choice, randbelow
from yamabushi.himiki import rules
from yamabushi.himiki.actions import Pass, Rotate, Tilt
from yamabushi.himiki.board import NEIGHBOURS, WIDTH
from yamabushi.himiki.cube import ELEMENT_INDEX, ELEMENTS, TILT_EW, TILT_NS, Cube, beats
from yamabushi.himiki.events import ConflictWon, InfluenceTaken, ReplayOffered
from yamabushi.himiki.mukyan.data import mukyan_table
from yamabushi.himiki.state import HiMiKiState

Move = Tilt | Rotate | Pass
Board = tuple[Cube | None, ...]


@dataclass(frozen=True, slots=True)
class Decision:
    """One Muk Yan turn: the roll, the cell's order, the action found and the move played.

    `candidates` are every move that qualifies for `action`; `ties` is how many
    of them scored as much as the one played (more than 1: drawn by lot);
    `rng` is the generator after the two dice and the tie-break.
    """

    black: str
    white: str
    order: tuple[str, ...]
    action: str
    candidates: tuple[Move, ...]
    chosen: Move
    ties: int
    rng: int


# -- relations between cubes ---------------------------------------------------


def tilted(cube: Cube, frm: int, to: int) -> Cube:
    """The cube as it lands after rolling from `frm` onto the adjacent `to`."""
    return (TILT_NS if abs(to - frm) == WIDTH else TILT_EW)[cube]


def blocks(a: Cube, b: Cube) -> bool:
    """`a` blocks `b` (when adjacent): each of a's three axes beats b's on the same axis.

    Whichever way b tilts, a can tilt the same way, land with the element that
    beats b's new top, and stay next to it.
    """
    return beats(a.top, b.top) and beats(a.ns, b.ns) and beats(a.ew, b.ew)


def opponents_around(board: Board, owner: int, sq: int) -> list[tuple[int, Cube]]:
    """(square, cube) of each cube of the other colour next to `sq`."""
    return [(n, o) for n in NEIGHBOURS[sq] if (o := board[n]) is not None and o.owner != owner]


def cube_on(board: Board, sq: int) -> Cube:
    """The cube on a square Muk Yan looks at (always one with a cube)."""
    cube = board[sq]
    assert cube is not None, "Muk Yan only looks at squares with a cube"
    return cube


def blocked_by(board: Board, sq: int) -> tuple[int, ...]:
    """The opposing neighbours that the cube on `sq` blocks."""
    cube = cube_on(board, sq)
    return tuple(n for n, other in opponents_around(board, cube.owner, sq) if blocks(cube, other))


def blockers_of(board: Board, sq: int) -> tuple[int, ...]:
    """The opposing neighbours that block the cube on `sq`."""
    cube = cube_on(board, sq)
    return tuple(n for n, other in opponents_around(board, cube.owner, sq) if blocks(other, cube))


def threatened_by(board: Board, sq: int) -> tuple[int, ...]:
    """Opposing cubes the cube on `sq` could beat with one Tilt, if nothing else moved.

    Replay bans and the Rotate restriction are ignored: a threat is about the
    next turn, when neither applies.
    """
    cube = cube_on(board, sq)
    targets: set[int] = set()
    for to in NEIGHBOURS[sq]:
        if board[to] is None:
            top = tilted(cube, sq, to).top
            targets.update(n for n, other in opponents_around(board, cube.owner, to) if beats(top, other.top))
    return tuple(sorted(targets))


# -- one decision's view of the position ---------------------------------------


class Look:
    """The position as Muk Yan examines it: its legal moves, each resolved at most once."""

    def __init__(self, state: HiMiKiState) -> None:
        self.state = state
        self.me = state.colour
        self.own = state.cubes_of(self.me)
        self.tilts: list[Tilt] = rules.legal_tilts(state, self.own)
        self._after: dict[Move, tuple[HiMiKiState, tuple[Event, ...]]] = {}

    def after(self, move: Move) -> tuple[HiMiKiState, tuple[Event, ...]]:
        if move not in self._after:
            self._after[move] = rules.next_state(self.state, move)
        return self._after[move]

    def board_after(self, move: Move) -> Board:
        return self.after(move)[0].board

    def count(self, move: Move, kind: type[Event]) -> int:
        return sum(isinstance(e, kind) for e in self.after(move)[1])

    def gained(self, move: Move) -> int:
        """Points Muk Yan scores with `move` (the first tie-break)."""
        if not isinstance(move, Tilt):
            return 0
        return self.after(move)[0].scores[self.me] - self.state.scores[self.me]

    def one_cube_moves(self) -> list[Tilt | Rotate]:
        """Tilts and Rotates of a single cube (none under the Rotate restriction): for Threaten and Block."""
        rotates = [] if self.state.must_tilt else [Rotate((sq,)) for sq in self.own]
        return [*self.tilts, *rotates]


def moved_square(move: Tilt | Rotate) -> int:
    """Where the cube that a Tilt or a one-cube Rotate moved now stands."""
    return move.to if isinstance(move, Tilt) else move.squares[0]


def _origin(move: Tilt | Rotate) -> int:
    return move.frm if isinstance(move, Tilt) else move.squares[0]


# -- the nine actions ------------------------------------------------------------


def _multiple_strike(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, ConflictWon) >= 2]


def _strike(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, ConflictWon) >= 1]


def _threaten(look: Look) -> list[Move]:
    """The moved cube threatens after the move and threatened nothing before it."""
    board = look.state.board
    return [
        m
        for m in look.one_cube_moves()
        if threatened_by(look.board_after(m), moved_square(m)) and not threatened_by(board, _origin(m))
    ]


def _influence(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, InfluenceTaken)]


def _block(look: Look) -> list[Move]:
    return [m for m in look.one_cube_moves() if blocked_by(look.board_after(m), moved_square(m))]


def _dodge(look: Look) -> list[Move]:
    """One Rotate of every blocked Muk Yan cube: a quarter turn always breaks a block."""
    blocked = tuple(sq for sq in look.own if blockers_of(look.state.board, sq))
    return [Rotate(blocked)] if blocked and not look.state.must_tilt else []


def pressed_element(look: Look, tilt: Tilt) -> str | None:
    """The Active Cube's top if Muk Yan lacks its Influence and 2+ cubes then show it."""
    board = look.board_after(tilt)
    top = cube_on(board, tilt.to).top
    if look.state.influence[ELEMENT_INDEX[top]] == look.me:
        return None
    return top if sum(1 for c in board if c is not None and c.top == top) >= 2 else None


def _pressure(look: Look) -> list[Move]:
    return [t for t in look.tilts if pressed_element(look, t)]


def _play_again(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, ReplayOffered)]


def movement_rank(start: int, dest: int) -> tuple[int, int]:
    """Higher values first, the closest first; then equal values; then lower, the closest first."""
    if dest > start:
        return 0, dest - start
    if dest == start:
        return 1, 0
    return 2, start - dest


def _movement(look: Look, eligible: Callable[[Board, int], bool]) -> list[Move]:
    """For each eligible cube, its Tilts to the best-ranked free neighbours on the value map."""
    value, board = mukyan_table().value, look.state.board
    best: dict[int, tuple[int, int]] = {}
    for t in look.tilts:
        if eligible(board, t.frm):
            rank = movement_rank(value(t.frm), value(t.to))
            best[t.frm] = min(best.get(t.frm, rank), rank)
    return [t for t in look.tilts if best.get(t.frm) == movement_rank(value(t.frm), value(t.to))]


def _offensive_movement(look: Look) -> list[Move]:
    return _movement(look, lambda board, sq: not threatened_by(board, sq))


def _defensive_movement(look: Look) -> list[Move]:
    return _movement(look, lambda board, sq: not blocked_by(board, sq))


FINDERS: dict[str, Callable[[Look], list[Move]]] = {
    "multiple-strike": _multiple_strike,
    "strike": _strike,
    "threaten": _threaten,
    "influence": _influence,
    "block": _block,
    "dodge": _dodge,
    "pressure": _pressure,
    "play-again": _play_again,
    "offensive-movement": _offensive_movement,
    "defensive-movement": _defensive_movement,
}


def _fallback(look: Look) -> tuple[str, list[Move]]:
    """Nothing in the cell is possible: any Tilt, else any Rotate, else pass."""
    if look.tilts:
        return "any-tilt", list(look.tilts)
    if not look.state.must_tilt:
        return "any-rotate", list(rules.rotations(look.own))
    return "pass", [Pass()]


# -- the choice ------------------------------------------------------------------


def first_possible(look: Look, order: Sequence[str]) -> tuple[str, list[Move]]:
    """The first action of `order` with a candidate, and its candidates."""
    for name in order:
        if candidates := FINDERS[name](look):
            return name, candidates
    return _fallback(look)


def _best(look: Look, candidates: list[Move]) -> list[Move]:
    """The candidates that score most: the first tie-break."""
    most = max(look.gained(m) for m in candidates)
    return [m for m in candidates if look.gained(m) == most]


def choose(state: HiMiKiState, black: str, white: str, rng: int) -> Decision:
    """Muk Yan's move for a given roll; `rng` only serves the tie-break."""
    look = Look(state)
    order = mukyan_table().order(black, white)
    name, candidates = first_possible(look, order)
    best = _best(look, candidates)
    chosen, rng = (best[0], rng) if len(best) == 1 else choice(rng, best)
    return Decision(black, white, order, name, tuple(candidates), chosen, len(best), rng)


@lru_cache(maxsize=4096)
def decide(state: HiMiKiState) -> Decision:
    """Roll the Black then the White die from the state's generator, and choose.

    Cached because the checked apply asks for the one legal action and then
    applies it: the same decision is needed twice for every Muk Yan turn.
    """
    black, rng = randbelow(state.rng, len(ELEMENTS))
    white, rng = randbelow(rng, len(ELEMENTS))
    return choose(state, ELEMENTS[black], ELEMENTS[white], rng)
