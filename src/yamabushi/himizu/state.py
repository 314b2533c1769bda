"""The Himizu game state: one immutable, hashable value per position.

Everything a screen needs is a field or a property here; nothing has to be
recomputed from the log. How to read it:

- `board`: the `Board` side (geometry, `board.name(sq)`, `board.shrines`).
- `tiles[sq]`: a `Tile` per square in reading order (A1, B1, ... E1, A2, ...).
  `PUDDLES` is a stack of two puddle tiles. Shrine squares always hold NONE.
- `figures[sq]`: a `Figure` per square (at most one figure per square).
- `phase`: SETUP (placing figures), TURN (moving and using abilities), PUDDLE
  (Water chooses the optional puddle move of ability W2), OVER.
- `seat`: whose decision it is (0 Fire, 1 Water); meaningless once OVER.
- `round`: 1..10. A round is Fire's turn then Water's turn.
- `round_tokens`: round tokens still beside Fire; one goes back to the box at
  the end of each Fire turn, and Water wins when the last one goes.
- `moves_left`: moves the side to play may still make this turn.
- `used`: ability numbers (1-4) the side to play has used this turn.
- `credit`: token value paid earlier this turn and not yet spent; lost at `end`.
- `charred_open`: Fire used F3 this turn, so flames may enter charred squares.
- `wave_boost`: Water bought W4 last turn: this turn the wave may enter a
  flame's square (its +1 move is already in `moves_left`).
- `wave_boost_next`: Water bought W4 this turn; it takes effect next turn.
- `entered`: puddle squares the wave entered this turn (free entries used up).
- `tokens[seat]`: (Fire tokens, Water tokens) that seat holds.
- `fire_tiles`, `fire_flames`: terrain tiles and flame figures in Fire's supply.
- `water_puddles`: puddle tiles Water has not placed yet.
- `costs[seat][n - 1]`: the cost of that seat's ability n (from the data file).
- `winner`, `result`: the winning seat and a sentence, once the game is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum

from yamabushi.core.fast_state import evolver
from yamabushi.himizu.board import Board

FIRE, WATER = 0, 1
SEATS = ("Fire", "Water")
SPIRIT_LETTERS = ("F", "W")

TERRAIN_TILES = 16
PUDDLE_TILES = 3
FLAME_FIGURES = 3
SETUP_FLAMES = 2
ROUNDS = 10
BASE_MOVES = 3
POWER_TOKENS = 3


class Tile(IntEnum):
    """What lies on a square under any figure."""

    NONE = 0
    BURNING = 1
    CHARRED = 2
    PUDDLE = 3
    PUDDLES = 4
    MUD = 5


class Figure(IntEnum):
    NONE = 0
    FLAME = 1
    WAVE = 2


class Phase(StrEnum):
    SETUP = "setup"
    TURN = "turn"
    PUDDLE = "puddle"
    OVER = "over"


TERRAIN = (Tile.BURNING, Tile.CHARRED)
PUDDLE_KINDS = (Tile.PUDDLE, Tile.PUDDLES)
PUDDLE_COUNT = {Tile.PUDDLE: 1, Tile.PUDDLES: 2, Tile.MUD: 1}
"""How many of Water's 3 puddle/mud tiles a square holds."""


@dataclass(frozen=True, slots=True)
class HimizuState:
    board: Board
    tiles: tuple[Tile, ...]
    figures: tuple[Figure, ...]
    costs: tuple[tuple[int, ...], tuple[int, ...]]
    phase: Phase = Phase.SETUP
    seat: int = FIRE
    round: int = 1
    round_tokens: int = ROUNDS
    moves_left: int = 0
    used: frozenset[int] = frozenset()
    credit: int = 0
    charred_open: bool = False
    wave_boost: bool = False
    wave_boost_next: bool = False
    entered: frozenset[int] = frozenset()
    tokens: tuple[tuple[int, int], tuple[int, int]] = ((POWER_TOKENS, 0), (0, POWER_TOKENS))
    fire_tiles: int = TERRAIN_TILES
    fire_flames: int = FLAME_FIGURES
    water_puddles: int = PUDDLE_TILES
    winner: int | None = None
    result: str = ""

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def squares_with(self, figure: Figure) -> tuple[int, ...]:
        """The squares holding `figure`, in reading order (found by `index`: the rules ask on every move)."""
        figures, squares, square = self.figures, [], -1
        for _ in range(figures.count(figure)):
            square = figures.index(figure, square + 1)
            squares.append(square)
        return tuple(squares)

    def is_empty(self, square: int) -> bool:
        """The rulebook's empty square: open, no figure and no tile."""
        return (
            self.tiles[square] == Tile.NONE and self.figures[square] == Figure.NONE and square not in self.board.shrines
        )

    def terrain_on_board(self) -> int:
        return sum(1 for t in self.tiles if t in TERRAIN)


evolve = evolver(HimizuState)
"""`dataclasses.replace` for the hot path: a new state is built on every action."""


def initial_state(board: Board, costs: tuple[tuple[int, ...], tuple[int, ...]]) -> HimizuState:
    """Before the set-up: everything in the supplies, Fire to place a flame."""
    return HimizuState(
        board=board,
        tiles=(Tile.NONE,) * board.size,
        figures=(Figure.NONE,) * board.size,
        costs=costs,
    )
