"""Random legal games keep every conservation law; saves and undo round-trip."""

from collections import Counter

import pytest

from yamabushi.core.testing import random_sim_check
from yamabushi.himizu.state import (
    FLAME_FIGURES,
    POWER_TOKENS,
    PUDDLE_COUNT,
    PUDDLE_TILES,
    ROUNDS,
    TERRAIN,
    TERRAIN_TILES,
    Figure,
    HimizuState,
    Phase,
    Tile,
)
from yamabushi.session.testing import check_session_roundtrip

from tests.himizu.helpers import ENGINE

FLAME_GROUND = {Tile.NONE, Tile.BURNING, Tile.CHARRED}
WAVE_GROUND = {Tile.NONE, Tile.PUDDLE, Tile.PUDDLES, Tile.MUD}


def conserved(state: HimizuState) -> None:
    """Every tile, figure and token is somewhere, and nothing stands where it may not."""
    tiles, figures = state.tiles, state.figures
    assert sum(t in TERRAIN for t in tiles) + state.fire_tiles == TERRAIN_TILES
    assert sum(PUDDLE_COUNT.get(t, 0) for t in tiles) + state.water_puddles == PUDDLE_TILES
    assert figures.count(Figure.FLAME) + state.fire_flames == FLAME_FIGURES
    assert figures.count(Figure.WAVE) == (0 if state.phase is Phase.SETUP else 1)
    (fire_f, fire_w), (water_f, water_w) = state.tokens
    assert fire_f + water_f == POWER_TOKENS == fire_w + water_w and min(fire_f, fire_w, water_f, water_w) >= 0
    assert all(tiles[sq] == Tile.NONE and figures[sq] == Figure.NONE for sq in state.board.shrines)
    for square, figure in enumerate(figures):
        assert figure != Figure.FLAME or tiles[square] in FLAME_GROUND
        assert figure != Figure.WAVE or tiles[square] in WAVE_GROUND
    assert state.moves_left >= 0 and state.credit >= 0 and 1 <= state.round <= ROUNDS
    assert state.over == (state.winner is not None) and (state.over or state.fire_tiles > 0)


GAMES = 250


@pytest.mark.parametrize("side", ["A", "B"])
def test_random_games_keep_the_invariants_and_round_trip(side):
    results = Counter()

    def each_game(game):
        results[game.states[-1].result] += 1
        if game.seed % 25 == 0:
            check_session_roundtrip(ENGINE, {"board": side}, game)

    random_sim_check(ENGINE, {"board": side}, games=GAMES, seed=1000 * ord(side), invariant=conserved, on_game=each_game)
    assert sum(results.values()) == GAMES
    assert {text.split(":")[0] for text in results} == {"Fire wins", "Water wins"}
