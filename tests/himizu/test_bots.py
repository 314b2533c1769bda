"""Himizu bots: every level plays Fire and Water on both sides, and each side plays to its goal."""

import pytest

from yamabushi.app.bots import LEVELS, make_bot
from yamabushi.himizu.actions import EndTurn, Move, UseAbility
from yamabushi.himizu.bots import forecast, prune, sharp_forecast, threat
from yamabushi.core.replay import replay, split_moves
from yamabushi.himizu.engine import Himizu
from yamabushi.himizu.position import read_position
from yamabushi.himizu.state import FIRE, WATER, HimizuState
from yamabushi.app.simulate import simulate

from tests.bot_games import bot_session, play_out
from tests.himizu.helpers import play, position, sq

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


@pytest.mark.parametrize("level", ["normal", "hard", "master"])
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


SPREAD = """
b . b . .
. . . . .
b . . .W .
. .F . . .
. . . . .
"""
"""Fire holds one orange token: F1 or F2 (a burning tile on any empty square, or char A1 or A3)."""


def test_master_searches_every_move_but_only_the_best_few_burning_tiles():
    state = position(SPREAD, tokens=((1, 0), (0, 3)))
    legal = ENGINE.legal_actions(state)
    kept = prune(state, legal)
    assert {a for a in legal if isinstance(a, (Move, EndTurn)) or a == UseAbility(0, 1, 1, 0)} <= set(kept)
    burns = {a.square for a in kept if isinstance(a, UseAbility) and a.number == 2}
    assert len(burns) == 4 < sum(1 for a in legal if isinstance(a, UseAbility) and a.number == 2)
    assert sq("A5") in burns  # A4 then grows between A3 and A5, far from the wave
    assert not burns & {sq("D2"), sq("E3"), sq("D4")}  # beside the wave on D3, and nothing grows


HEMMED = """
.F c . . .
c b b c .
b c .W b b
c b b c m
.F p . m .F
"""
"""Every flame is walled in by charred terrain, a puddle and mud: only F3 lets one out."""


def test_the_master_forecast_counts_no_moves_for_hemmed_in_flames():
    state = position(HEMMED, tokens=((2, 0), (0, 3)))
    more_moves, open_charred = play(state, "ability F1 pay F")[0], play(state, "ability F3 pay FF")[0]
    assert forecast(more_moves) > forecast(open_charred)
    assert sharp_forecast(open_charred) > sharp_forecast(more_moves)
    assert sharp_forecast(state) == pytest.approx(forecast(play(state, "end")[0]))  # the moves are lost


CORNERED = "A b..m./..cc./b.bcc/bFcbF../..Wp.p Water 5 tokens=WWW/FFF"
"""From a hard-vs-hard game (seed 2001): the wave on B5 corners the flame on A4. Walked off
it, as hard walks it to D5, B5 opens to F2 and the flame: Fire lays its last six tiles."""


def fire_can_reach_16(state: HimizuState) -> bool:
    """Whether some line of Fire's coming turn puts all its tiles on the board (every line tried)."""
    seen, stack = set(), [state]
    while stack:
        before = stack.pop()
        for action in ENGINE.legal_actions(before):
            after = ENGINE.next_state(before, action)[0]
            if after.winner == FIRE:
                return True
            if after.seat == FIRE and after not in seen:
                seen.add(after)
                stack.append(after)
    return False


@pytest.mark.parametrize(("level", "parried"), [("hard", False), ("master", True)])
def test_master_water_keeps_the_flame_cornered_where_hard_lets_fire_reach_16_tiles(level, parried):
    state = read_position(CORNERED)
    bot = make_bot("himizu", level, WATER, seed=1, max_seconds=None)
    while state.seat == WATER:
        state = ENGINE.apply(state, bot.choose(state, ENGINE.legal_actions(state)))[0]
    assert state.seat == FIRE
    assert fire_can_reach_16(state) is not parried
