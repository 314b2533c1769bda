"""The Hi Mi Ki game state: one immutable, hashable value per position."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import compress

from yamabushi.core.fast_state import builder, evolver
from yamabushi.himiki.chaos import ChaosState
from yamabushi.himiki.cube import Cube
from yamabushi.himiki.modes import MODES, ModeRules

_LIGHT_START = 15
"""Squares 15..29 are rows 4-6, the Light half (see board.py)."""

_SQUARES = range(30)


History = tuple[int, "tuple[object, ...] | None", int, "History | None"]
"""(how often this position has occurred, its key, a bit mask of the hashes of every key in
the chain, the entry of the position before): one link per position since the last change
no later position can undo (`repetition.record`). `(1, None, 0, None)`: nothing recorded yet."""


@dataclass(frozen=True, slots=True)
class HiMiKiState:
    """A position, plus the little history the rules need.

    `to_move` is a seat index (equal to the colour in 1v1). Scores and
    Influence holders are colours. `replay` is (from, to) of the cube that just
    tilted while its owner is offered a replay; `must_tilt` is the Rotate
    restriction on the first action of the turn. `quiet_turns` counts whole
    turns without a score change (for the draw claim) and `turn_scored` tells
    whether the turn in progress has changed a score yet. `carried` (2v2)
    lists the squares of cubes the seat to move controls only because they
    crossed the median this turn. `chaos` is None unless Expert mode is on.

    `seen` is the repetition history (see `History`): history, not position,
    so it stays out of the repr, equality and hash, as HPN leaves it out.
    """

    board: tuple[Cube | None, ...]
    to_move: int = 0
    scores: tuple[int, int] = (0, 0)
    influence: tuple[int | None, int | None, int | None] = (None, None, None)
    must_tilt: bool = False
    replay: tuple[int, int] | None = None
    setup: bool = False
    quiet_turns: int = 0
    turn_scored: bool = False
    rng: int = 0
    winner: int | None = None
    draw: bool = False
    mode: str = "1v1"
    carried: tuple[int, ...] = ()
    chaos: ChaosState | None = None
    seen: History = field(default=(1, None, 0, None), repr=False, compare=False)

    @property
    def rules(self) -> ModeRules:
        return MODES[self.mode]

    @property
    def repeats(self) -> int:
        """How many times this position has occurred (the repetition draw)."""
        return self.seen[0]

    @property
    def colour(self) -> int:
        """The colour of the cubes the side to move plays."""
        return MODES[self.mode].seat_colours[self.to_move]

    @property
    def over(self) -> bool:
        return self.winner is not None or self.draw

    def cubes_of(self, colour: int) -> tuple[int, ...]:
        """Squares holding `colour`'s cubes, in ascending order."""
        board = self.board
        mine = [sq for sq in occupied(board) if board[sq].owner == colour]  # type: ignore[union-attr]
        return tuple(mine)

    def controlled(self) -> tuple[int, ...]:
        """Squares of the cubes the seat to move may play: its colour, on its half or carried across."""
        rules, seat = MODES[self.mode], self.to_move
        colour, light = rules.seat_colours[seat], rules.seat_light[seat]
        if light is None:
            return self.cubes_of(colour)
        board, carried = self.board, self.carried
        mine = [
            sq
            for sq in occupied(board)
            if board[sq].owner == colour  # type: ignore[union-attr]
            and ((sq >= _LIGHT_START) == light or sq in carried)
        ]
        return tuple(mine)

    def carried_after(self, frm: int, to: int) -> tuple[int, ...]:
        """`carried` once the mover's cube went from `frm` to `to` (2v2: control across the median)."""
        return carry(MODES[self.mode], self.to_move, self.carried, frm, to)


def occupied(board: Sequence[Cube | None]) -> Iterator[int]:
    """The squares holding a cube, in ascending order.

    `compress` keeps the truthy entries: a Cube (no `__len__` or `__bool__`) always
    is and None never, so the scan of all 30 squares runs in C, not Python.
    """
    return compress(_SQUARES, board)


def carry(rules: ModeRules, seat: int, carried: tuple[int, ...], frm: int, to: int) -> tuple[int, ...]:
    """A cube of the seat's that crossed to the other half stays the seat's until the end of the turn."""
    light = rules.seat_light[seat]
    if light is None:
        return ()
    kept = tuple(sq for sq in carried if sq != frm)
    return tuple(sorted(kept + (to,))) if (to >= _LIGHT_START) != light else kept


def carry_swap(rules: ModeRules, seat: int, carried: tuple[int, ...], a: int, b: int) -> tuple[int, ...]:
    """`carried` once a Transfer swapped the mover's cube on `a` with the cube on `b`.

    Control follows the cube, not the square (RULINGS, 2v2): the cube just played stays the
    mover's wherever it lands, a cube already carried stays so, and any other cube swapped
    onto the other half is not the mover's.
    """
    light = rules.seat_light[seat]
    if light is None:
        return ()
    kept = [sq for sq in carried if sq not in (a, b)]
    for to, followed in ((b, True), (a, b in carried)):
        if followed and (to >= _LIGHT_START) != light:
            kept.append(to)
    return tuple(sorted(kept))


make_state = builder(HiMiKiState)
"""`HiMiKiState(...)` with every field given, in field order: the hot path ends each turn with it."""

evolve = evolver(HiMiKiState)
"""`dataclasses.replace` for the hot path."""


EMPTY_BOARD: tuple[Cube | None, ...] = (None,) * 30
