"""A Mindlock position as one small hashable tuple, and its text form.

The solver visits hundreds of thousands of positions, so a position is a
NamedTuple of ints rather than a board of Cube objects: a White cube is
`square << 3 | orientation` (orientation = index into ORIENTATIONS) and Black
cubes, of which only the top matters, are one bitmask of squares per element.
The tables that tilt and rotate an orientation index are derived once from
cube.py's, so the two representations cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from yamabushi.core.errors import NotationError
from yamabushi.himiki.board import NEIGHBOURS, SQUARES, square_name
from yamabushi.himiki.cube import (
    BLACK,
    ELEMENT_INDEX,
    ELEMENTS,
    ORIENTATIONS,
    ROTATED,
    TILT_EW,
    TILT_NS,
    WHITE,
    Cube,
    beats,
    first_with_top,
    make_cube,
)
from yamabushi.himiki.hpn import from_hpn

_INDEX = {o: i for i, o in enumerate(ORIENTATIONS)}


def _derived(move: dict[Cube, Cube]) -> tuple[int, ...]:
    """An orientation-index table from one of cube.py's Cube-to-Cube tables."""
    moved = (move[make_cube(WHITE, *o)] for o in ORIENTATIONS)
    return tuple(_INDEX[c.top, c.ns, c.ew] for c in moved)


ROLL_NS = _derived(TILT_NS)
ROLL_EW = _derived(TILT_EW)
TURNED = _derived(ROTATED)
TOP = tuple(ELEMENT_INDEX[o[0]] for o in ORIENTATIONS)
"""Element index (0 Fire, 1 Water, 2 Wood) on top of each orientation."""

PREY = tuple(next(ELEMENT_INDEX[b] for b in ELEMENTS if beats(a, b)) for a in ELEMENTS)
"""Per element index, the element it beats."""

PREDATOR = tuple(next(ELEMENT_INDEX[b] for b in ELEMENTS if beats(b, a)) for a in ELEMENTS)
"""Per element index, the element that beats it."""

NEAR = tuple(sum(1 << n for n in NEIGHBOURS[sq]) for sq in SQUARES)
"""Per square, the bitmask of its orthogonal neighbours."""


Pending = tuple[str, int, int, str]
"""(tile code, square, origin, source): a choice the puzzle waits for."""


class Position(NamedTuple):
    """Everything that can change during a Mindlock puzzle, except the move count.

    `replay` is (from, to) of the Tilt that earned the free action now on offer;
    `pending` is a tile waiting for the player's choice (Impulse, Teleportation,
    Transfer: where the cube goes; Major Yokai: use it or not), as Expert's
    Decision has it: the tile's code, the square of the cube, the square its Tilt
    came from (-1: it jumped or slid) and how it moved (a `source` of
    himiki/chaos.py). After a Mana Tilt (source MANA) the replay field holds the
    replay that waits behind the choice.
    """

    whites: tuple[int, ...]
    blacks: tuple[int, int, int]
    earned: int = 0
    replay: tuple[int, int] | None = None
    terrain: tuple[tuple[int, str], ...] = ()
    hand: tuple[str, ...] = ()
    armed: bool = False
    pending: Pending | None = None


def white_code(sq: int, orientation: int) -> int:
    return sq << 3 | orientation


def white_squares(pos: Position) -> int:
    """Bitmask of the squares holding White cubes."""
    mask = 0
    for code in pos.whites:
        mask |= 1 << (code >> 3)
    return mask


def occupied(pos: Position) -> int:
    """Bitmask of every square holding a cube of either colour."""
    black = pos.blacks
    return white_squares(pos) | black[0] | black[1] | black[2]


def white_at(pos: Position, sq: int) -> int | None:
    """The orientation index of the White cube on `sq`, or None."""
    for code in pos.whites:
        if code >> 3 == sq:
            return code & 7
    return None


def black_at(pos: Position, sq: int) -> int | None:
    """The top element index of the Black cube on `sq`, or None."""
    for element, mask in enumerate(pos.blacks):
        if mask >> sq & 1:
            return element
    return None


def black_count(pos: Position) -> int:
    return sum(mask.bit_count() for mask in pos.blacks)


_WHITE_CUBES = tuple(make_cube(WHITE, *o) for o in ORIENTATIONS)
_BLACK_CUBES = tuple(make_cube(BLACK, *first_with_top(e)) for e in ELEMENTS)
"""Per orientation index, a White cube; per element index, the Black cube HPN reads as `C3H`."""


def cubes_on_board(whites: Iterable[int], blacks: Sequence[int]) -> list[Cube | None]:
    """White codes and Black masks as a Hi Mi Ki board, which Expert's rules read."""
    board: list[Cube | None] = [None] * len(SQUARES)
    for code in whites:
        board[code >> 3] = _WHITE_CUBES[code & 7]
    for element, mask in enumerate(blacks):
        while mask:
            low = mask & -mask
            board[low.bit_length() - 1] = _BLACK_CUBES[element]
            mask ^= low
    return board


def board_cubes(pos: Position) -> tuple[Cube | None, ...]:
    """The position as Hi Mi Ki cubes, for the board widget and HPN.

    A Black cube gets the fixed standing `first_with_top`, as HPN reads `C3H`.
    """
    return tuple(cubes_on_board(pos.whites, pos.blacks))


def read_position(text: str) -> Position:
    """HPN (or just its cubes field) as a Mindlock position; Black may be written `C3H`.

    The influence field gives the tiles already earned (`w`), the replay field a
    free replay already on offer. Scores are read but carry no meaning here.
    """
    fields = text.split()
    if len(fields) == 1:
        fields += ["w", "0-0", "---", "-", "-"]
    state = from_hpn(" ".join(fields), "1v1", any_count=True)
    if state.colour != WHITE:
        raise NotationError("A Mindlock position has White to move: write w.")
    if state.must_tilt:
        raise NotationError("Mindlock has no Rotate restriction: write - for must-tilt.")
    if BLACK in state.influence:
        raise NotationError("In Mindlock only White earns Influence: write w or - for each tile.")
    whites = tuple(white_code(sq, _INDEX[c.top, c.ns, c.ew]) for sq, c in _cubes(state.board, WHITE))
    if not whites:
        raise NotationError("A Mindlock position needs at least one White cube.")
    blacks = [0, 0, 0]
    for sq, cube in _cubes(state.board, BLACK):
        blacks[ELEMENT_INDEX[cube.top]] |= 1 << sq
    earned = sum(1 << i for i, holder in enumerate(state.influence) if holder == WHITE)
    return Position(whites, (blacks[0], blacks[1], blacks[2]), earned, state.replay)


def _cubes(board: tuple[Cube | None, ...], colour: int) -> list[tuple[int, Cube]]:
    return [(sq, c) for sq, c in enumerate(board) if c is not None and c.owner == colour]


def position_text(pos: Position) -> str:
    """The position in HPN, Black cubes top only: `C4HMK/C2H,E3M,E4K w 0-0 --- - -`.

    White's score is the number of Influences earned (HPN wants a point per tile).
    """
    whites = ",".join(f"{square_name(c >> 3)}{''.join(ORIENTATIONS[c & 7])}" for c in pos.whites)
    tops = sorted((sq, ELEMENTS[e]) for e, mask in enumerate(pos.blacks) for sq in SQUARES if mask >> sq & 1)
    blacks = ",".join(f"{square_name(sq)}{top}" for sq, top in tops) or "-"
    influence = "".join("w" if pos.earned >> i & 1 else "-" for i in range(3))
    replay = "-" if pos.replay is None else f"{square_name(pos.replay[0])}>{square_name(pos.replay[1])}"
    return f"{whites}/{blacks} w {pos.earned.bit_count()}-0 {influence} - {replay}"
