"""What the shared bots need to play Himizu: an estimate of how the race to 16 tiles ends.

Fire wins by having all 16 terrain tiles on the board; Water by holding out
for 10 rounds (or putting every flame out). So a position is read as a
forecast: the tiles on the board, plus those about to grow by proliferation,
plus what Fire will still lay in the turns it has left, minus the burning
tiles the wave can reach and put out soon. Charred tiles count a little extra,
as only a moved puddle can take them back. Spending power tokens is a trade
(they go to the opponent), so held power counts for its owner.
"""

from __future__ import annotations

import math
from functools import cache

from yamabushi.core.bots import Kit
from yamabushi.himizu.abilities import puddle_moves
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
    frontier, seen = [figures.index(Figure.WAVE)], set()
    seen.add(frontier[0])
    total, found = 0.0, 0
    for weight in REACH_WEIGHTS[1:]:
        step = []
        for sq in frontier:
            for nxt in neighbours[sq]:
                if nxt in seen or tiles[nxt] == Tile.CHARRED or figures[nxt] != Figure.NONE:
                    continue
                seen.add(nxt)
                step.append(nxt)
                if tiles[nxt] == Tile.BURNING:
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
    charred = sum(1 for t in state.tiles if t == Tile.CHARRED)
    estimate = on_board + CHARRED * charred + GROWTH * len(proliferation(state)) - threat(state)
    estimate += future_moves(state) + POWER * (power(state, FIRE) - power(state, WATER)) - puddle_gain(state)
    if not state.squares_with(Figure.FLAME) and state.phase is not Phase.SETUP:
        estimate -= TERRAIN_TILES
    return estimate


def fire_value(state: HimizuState) -> float:
    if state.winner is not None:
        return 1.0 if state.winner == FIRE else 0.0
    return 1.0 / (1.0 + math.exp(-STEEPNESS * (forecast(state) - TERRAIN_TILES)))


def evaluate(state: HimizuState) -> tuple[float, float]:
    fire = fire_value(state)
    return fire, 1.0 - fire


@cache
def kit() -> Kit:
    return Kit(Himizu(), evaluate, iterations=1000)
