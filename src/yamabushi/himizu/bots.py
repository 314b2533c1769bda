"""What the shared bots need to play Himizu: an estimate of how the race to 16 tiles ends.

Fire wins by having all 16 terrain tiles on the board; Water by holding out
for 10 rounds (or putting every flame out). So a position is read as a
forecast: the tiles on the board, plus those about to grow by proliferation,
plus what Fire will still lay in the turns it has left, minus the burning
tiles the wave can reach and put out soon. Charred tiles count a little extra,
as only a moved puddle can take them back. Spending power tokens is a trade
(they go to the opponent), so held power counts for its owner.

The master level searches deeper rather than wider: of each targeted ability
it tries only the few uses a quick sketch rates best (`prune`), its search
shares transpositions (a turn's moves reach one position in many orders), and
its forecast no longer counts moves that hemmed-in flames cannot make.
"""

from __future__ import annotations

import math
from functools import cache

from collections.abc import Callable, Sequence

from yamabushi.core.bots import Kit, Master
from yamabushi.himizu.abilities import puddle_moves
from yamabushi.himizu.actions import Action, UseAbility
from yamabushi.himizu.board import Board
from yamabushi.himizu.engine import Himizu
from yamabushi.himizu.rules import proliferation
from yamabushi.himizu.state import (
    FIRE,
    TERRAIN_TILES,
    WATER,
    Figure,
    HimizuState,
    Phase,
    Tile,
)

FIRE_MOVE = 0.8
"""Tiles a Fire move is worth in the forecast (most moves lay a tile)."""
WATER_MOVE = 0.4
"""Tiles a wave move is expected to put out."""
BASE_MOVES = 3
CHARRED = 0.4
GROWTH = 0.7
POWER = 0.25
STEEPNESS = 0.45
_PUT_OUT = {Tile.BURNING: 1.0, Tile.CHARRED: 1.0 + CHARRED}
"""What taking a tile off the board is worth in the forecast."""
REACH_WEIGHTS = (0.0, 1.0, 0.8, 0.6, 0.35, 0.2)
"""How likely a burning tile at wave distance 1, 2, 3... is to be put out before Fire can char it."""


def threat(state: HimizuState) -> float:
    """Burning tiles the wave can put out in one turn: the nearest few, weighted by distance.

    A breadth-first walk from the wave (charred terrain and figures block it)
    that stops at the third burning tile: this runs at every searched leaf.
    """
    figures, tiles, neighbours = state.figures, state.tiles, state.board.neighbours
    if Figure.WAVE not in figures:
        return 0.0
    frontier = [figures.index(Figure.WAVE)]
    seen = bytearray(len(tiles))  # a square looked at once: passable or not, it stays so
    seen[frontier[0]] = 1
    total, found, burning, charred = 0.0, 0, Tile.BURNING, Tile.CHARRED
    for weight in REACH_WEIGHTS[1:]:
        step = []
        for sq in frontier:
            for nxt in neighbours[sq]:
                if seen[nxt]:
                    continue
                seen[nxt] = 1
                tile = tiles[nxt]
                if tile == charred or figures[nxt]:
                    continue
                step.append(nxt)
                if tile == burning:
                    total += weight
                    found += 1
                    if found == BASE_MOVES:
                        return total
        frontier = step
    return total


def power(state: HimizuState, seat: int) -> int:
    """Value the seat's tokens would pay towards its own abilities."""
    own, other = state.tokens[seat][seat], state.tokens[seat][1 - seat]
    return 2 * own + other


def turns_to_come(state: HimizuState, seat: int) -> int:
    """Turns of `seat` not yet started (the one in progress counts through `moves_left`).

    Water plays after each Fire turn but the tenth, so it always has one turn
    fewer to come than round tokens are left; Fire has one per token, less the
    turn it is playing.
    """
    if seat == WATER:
        return state.round_tokens - 1
    return state.round_tokens - (state.phase is not Phase.SETUP and state.seat == FIRE)


def puddle_gain(state: HimizuState) -> float:
    """After W2: the tiles Water's best puddle move will put out (the move is a decision of its own)."""
    if state.phase is not Phase.PUDDLE:
        return 0.0
    return max((_PUT_OUT.get(state.tiles[m.dst], 0.0) for m in puddle_moves(state)), default=0.0)


def future_moves(state: HimizuState) -> float:
    """What the moves still to come are worth to Fire: its own lay tiles, the wave's put them out.

    Each side's unstarted turns count as three moves, and the turn in progress
    by its moves left, so ending a turn early loses exactly the moves left.
    """
    fire = BASE_MOVES * turns_to_come(state, FIRE)
    water = BASE_MOVES * turns_to_come(state, WATER)
    if state.phase is not Phase.SETUP:
        if state.seat == FIRE:
            fire += state.moves_left
        else:
            water += state.moves_left
    return FIRE_MOVE * fire - WATER_MOVE * water


def forecast(state: HimizuState) -> float:
    """Tiles Fire is expected to have on the board at the end, as a real number."""
    on_board = TERRAIN_TILES - state.fire_tiles
    charred = state.tiles.count(Tile.CHARRED)
    estimate = on_board + CHARRED * charred + GROWTH * len(proliferation(state)) - threat(state)
    estimate += future_moves(state) + POWER * (power(state, FIRE) - power(state, WATER)) - puddle_gain(state)
    if Figure.FLAME not in state.figures and state.phase is not Phase.SETUP:
        estimate -= TERRAIN_TILES
    return estimate


def sharp_forecast(state: HimizuState) -> float:
    """The master's forecast: as `forecast`, but Fire's moves left this turn are worth nothing
    when no flame can make one (hemmed in by charred terrain, puddles, mud and figures).

    The plain forecast counts those moves as tiles to come, so it rates extra moves (F1)
    for a hemmed-in flame as highly as a new flame (F4) or open charred squares (F3).
    """
    estimate = forecast(state)
    if state.seat == FIRE and state.moves_left and state.phase is Phase.TURN and not flames_can_move(state):
        estimate -= FIRE_MOVE * state.moves_left
    return estimate


def flames_can_move(state: HimizuState) -> bool:
    tiles, figures, neighbours = state.tiles, state.figures, state.board.neighbours
    last = Tile.CHARRED if state.charred_open else Tile.BURNING
    return any(
        tiles[n] <= last and not figures[n] for sq in state.squares_with(Figure.FLAME) for n in neighbours[sq]
    )


def fire_value(state: HimizuState, forecast: Callable[[HimizuState], float] = forecast) -> float:
    if state.winner is not None:
        return 1.0 if state.winner == FIRE else 0.0
    return 1.0 / (1.0 + math.exp(-STEEPNESS * (forecast(state) - TERRAIN_TILES)))


def evaluate(state: HimizuState) -> tuple[float, float]:
    fire = fire_value(state)
    return fire, 1.0 - fire


def sharp_evaluate(state: HimizuState) -> tuple[float, float]:
    fire = fire_value(state, sharp_forecast)
    return fire, 1.0 - fire


USES_KEPT = 4
"""Master: how many uses of one targeted ability (F2, F4, W2, W3) it searches, best first."""
BLOCKED_FLAME = 0.3
"""A puddle's worth per flame next to it, whose way it bars."""
_ENGINE = Himizu()
_UNREACHED = len(REACH_WEIGHTS)
_REACH = (*REACH_WEIGHTS, 0.0)


def prune(state: HimizuState, legal: Sequence[Action]) -> list[Action]:
    """Every move, end and untargeted ability, but of each targeted ability only its few best uses.

    A targeted ability offers a use per square and payment (F2 alone often two dozen),
    most plainly worse than the best few, and the search expands every child before it
    looks deeper, so a turn with abilities at hand was searched barely two actions deep.
    The uses are ranked by a static sketch of what each changes in the forecast, as
    playing each one out to rank it cost more than the search it saved (but for F4,
    rarely affordable and hard to sketch).
    """
    kept: list[Action] = []
    uses: dict[int, list[UseAbility]] = {}
    for action in legal:
        if isinstance(action, UseAbility) and action.square is not None:
            uses.setdefault(action.number, []).append(action)
        else:
            kept.append(action)
    if uses:
        sketch = _Sketch(state)
        for group in uses.values():
            if len(group) > USES_KEPT:
                group.sort(key=sketch.gain, reverse=True)
            kept += group[:USES_KEPT]
    return kept


class _Sketch:
    """What a targeted use adds to the mover's forecast, judged on the position before it."""

    def __init__(self, state: HimizuState) -> None:
        self.state = state
        self.distance = wave_distances(state)
        self.growing = set(proliferation(state))

    def reach(self, square: int) -> float:
        return _REACH[self.distance[square]]

    def gain(self, use: UseAbility) -> float:
        square, state = use.square, self.state
        assert square is not None
        if state.seat == FIRE and use.number == 4:
            return fire_value(_ENGINE.next_state(state, use)[0])  # rarely offered, and no sketch ranked it well
        paid = 3 * POWER * (use.fire_tokens + use.water_tokens)  # the mover's power lost plus the opponent's gained
        if state.seat == WATER:
            return (self.jump(square) if use.number == 3 else self.puddle(square)) - paid
        if state.tiles[square] == Tile.BURNING:
            return CHARRED + self.reach(square) - GROWTH * self.lost_growth(square) - paid
        return 1.0 - self.reach(square) + GROWTH * (self.new_growth(square) - (square in self.growing)) - paid

    def puddle(self, square: int) -> float:
        """W2's puddle: a growth it stops, a tile it can be moved onto at once, flames it bars."""
        tiles, figures = self.state.tiles, self.state.figures
        around = self.state.board.neighbours[square]
        onto = max((_PUT_OUT.get(tiles[n], 0.0) for n in around if not figures[n]), default=0.0)
        flames = sum(1 for n in around if figures[n] == Figure.FLAME)
        return GROWTH * (square in self.growing) + onto + BLOCKED_FLAME * flames

    def jump(self, square: int) -> float:
        """W3's puddle for the wave: burning tiles beside it."""
        tiles = self.state.tiles
        return float(sum(1 for n in self.state.board.neighbours[square] if tiles[n] == Tile.BURNING))

    def new_growth(self, square: int) -> int:
        """Empty squares a burning tile on `square` would make grow next turn (not growing already)."""
        tiles, figures, growing = self.state.tiles, self.state.figures, self.growing
        return sum(
            1
            for target, other in _partners(self.state.board)[square]
            if tiles[other] == Tile.BURNING and not (tiles[target] or figures[target]) and target not in growing
        )

    def lost_growth(self, square: int) -> int:
        """Growing squares that charring `square` would stop (no other burning pair flanks them)."""
        tiles, flanks = self.state.tiles, self.state.board.flanks
        return sum(
            1
            for target, _ in _partners(self.state.board)[square]
            if target in self.growing
            and not any(square not in pair and tiles[pair[0]] == tiles[pair[1]] == Tile.BURNING for pair in flanks[target])
        )


def wave_distances(state: HimizuState) -> list[int]:
    """Moves the wave needs to reach each square (charred terrain and figures bar it), as far as
    the forecast weighs its reach; squares beyond, or every square without a wave, are `_UNREACHED`."""
    figures, tiles, neighbours = state.figures, state.tiles, state.board.neighbours
    distance = [_UNREACHED] * len(figures)
    if Figure.WAVE not in figures:
        return distance
    frontier = [figures.index(Figure.WAVE)]
    distance[frontier[0]] = 0
    for step in range(1, _UNREACHED):
        reached = []
        for sq in frontier:
            for nxt in neighbours[sq]:
                if distance[nxt] == _UNREACHED and tiles[nxt] != Tile.CHARRED and not figures[nxt]:
                    distance[nxt] = step
                    reached.append(nxt)
        frontier = reached
    return distance


@cache
def _partners(board: Board) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each square, the (square it flanks, the square opposite) pairs it is one end of."""
    partners: list[list[tuple[int, int]]] = [[] for _ in range(board.size)]
    for target, pairs in enumerate(board.flanks):
        for a, b in pairs:
            partners[a].append((target, b))
            partners[b].append((target, a))
    return tuple(tuple(p) for p in partners)


@cache
def kit() -> Kit:
    return Kit(Himizu(), evaluate, iterations=1000, master=Master(2500, evaluate=sharp_evaluate, prune=prune))
