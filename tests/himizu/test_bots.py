"""Himizu bots: every level plays Fire and Water on both sides, and each side plays to its goal."""

import pytest

from yamabushi.app.bots import LEVELS, make_bot
from yamabushi.himizu.bots import forecast, threat
from yamabushi.core.replay import replay, split_moves
from yamabushi.himizu.engine import Himizu
from yamabushi.himizu.state import WATER
from yamabushi.app.simulate import simulate

from tests.bot_games import bot_session, play_out

ENGINE = Himizu()
TRAIL = "flame A1, flame E5, wave C3, move A1 A2, move A2 A3, move A3 A4, end"
"""Fire leaves burning tiles on A1, A2 and A3; the wave on C3 is two moves from A3."""


@pytest.mark.parametrize("board", ["A", "B"])
@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_whole_games_as_fire_and_as_water(board, level):
    session = play_out(bot_session("himizu", {"board": board}, [level], seed=1))
    assert {s.actor for s in session.steps} == {0, 1}


def test_the_threat_counts_burning_tiles_the_wave_can_reach_nearest_first():
    state = replay(ENGINE, {"board": "A"}, 0, split_moves(TRAIL)).state
    assert state.seat == WATER
    assert threat(state) == pytest.approx(0.8 + 0.6 + 0.35)  # A3 at 2 moves, A2 at 3, A1 at 4


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_water_puts_out_burning_tiles_it_can_reach(level):
    state = replay(ENGINE, {"board": "A"}, 0, split_moves(TRAIL)).state
    bot = make_bot("himizu", level, WATER, seed=1, max_seconds=None)
    before = state.terrain_on_board()
    while state.seat == WATER and not state.over:
        state, _ = ENGINE.apply(state, bot.choose(state, ENGINE.legal_actions(state)))
    assert state.terrain_on_board() < before


def test_a_tile_laid_far_from_the_wave_forecasts_better_than_one_beside_it_or_none():
    start = "flame C2, flame E5, wave C3"
    far = replay(ENGINE, {"board": "A"}, 0, split_moves(start + ", move E5 D5")).state
    near = replay(ENGINE, {"board": "A"}, 0, split_moves(start + ", move C2 C1")).state
    ended = replay(ENGINE, {"board": "A"}, 0, split_moves(start + ", end")).state
    assert forecast(far) > forecast(near) > forecast(ended)


def test_normal_fire_beats_easy_water():
    report = simulate("himizu", {"board": "A"}, ("normal", "easy"), games=4, seed=3)
    assert report.wins()["Fire"] >= 3
