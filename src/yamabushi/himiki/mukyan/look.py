"""What Muk Yan sees: the relations between cubes, and one decision's view of the position.

Every candidate Tilt is resolved with the real rules (`rules.next_state`), so what Muk Yan
expects from a move is exactly what the move will do.
"""

from __future__ import annotations

from yamabushi.core.protocol import Event
from yamabushi.himiki import rules
from yamabushi.himiki.actions import Pass, Rotate, Tilt
from yamabushi.himiki.board import NEIGHBOURS, WIDTH
from yamabushi.himiki.cube import ELEMENT_INDEX, TILT_EW, TILT_NS, Cube, beats
from yamabushi.himiki.state import HiMiKiState

Move = Tilt | Rotate | Pass
Board = tuple[Cube | None, ...]


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


def origin(move: Tilt | Rotate) -> int:
    return move.frm if isinstance(move, Tilt) else move.squares[0]


def pressed_element(look: Look, tilt: Tilt) -> str | None:
    """The Active Cube's top if Muk Yan lacks its Influence and 2+ cubes then show it."""
    board = look.board_after(tilt)
    top = cube_on(board, tilt.to).top
    if look.state.influence[ELEMENT_INDEX[top]] == look.me:
        return None
    return top if sum(1 for c in board if c is not None and c.top == top) >= 2 else None


def movement_rank(start: int, dest: int) -> tuple[int, int]:
    """Higher values first, the closest first; then equal values; then lower, the closest first."""
    if dest > start:
        return 0, dest - start
    if dest == start:
        return 1, 0
    return 2, start - dest
