"""The end of the game: each condition, at the moment it happens."""

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himizu.events import GameOver, TurnStarted
from yamabushi.himizu.state import FIRE, WATER, Phase

from tests.himizu.helpers import ENGINE, play, position

ALMOST = "c c c c c\nc c c c c\nc c c c c\n.F . . . .\n. . . . .W"


def assert_over(state, winner, reason):
    assert state.phase is Phase.OVER and ENGINE.to_play(state) is None
    assert ENGINE.legal_actions(state) == []
    outcome = ENGINE.outcome(state)
    assert outcome.winners == (winner,) and reason in outcome.text


def test_fire_wins_the_moment_its_sixteenth_tile_is_left_by_a_flame():
    state = position(ALMOST)
    assert state.fire_tiles == 1
    state, events = play(state, "move A4 B4")
    assert_over(state, FIRE, "all 16 terrain tiles")
    assert isinstance(events[-1], GameOver)


def test_fire_wins_the_moment_f2_lays_the_sixteenth_tile():
    state, _ = play(position(ALMOST), "ability F2 pay F D5")
    assert_over(state, FIRE, "all 16 terrain tiles")


def test_water_wins_only_when_it_ends_its_turn_with_no_flame_left():
    state = position(". . . . .\n. .F . . .\n. .W . . .\n" + ". . . . .\n" * 2, seat=WATER, wave_boost=True)
    state, _ = play(state, "move B3 B2")
    assert state.fire_flames == 3 and not state.over, "Water may still act this turn"
    state, _ = play(state, "move B2 B3", "end")
    assert_over(state, WATER, "no flame on the board")


def test_water_wins_when_fire_ends_its_tenth_turn_so_water_plays_nine():
    state, _ = play(ENGINE.new_game({}, 0), "flame B2", "flame D4", "wave C3")
    water_turns = 0
    for _ in range(18):
        state, events = play(state, "end")
        water_turns += any(isinstance(e, TurnStarted) and e.seat == WATER for e in events)
    assert (state.seat, state.round, state.round_tokens) == (FIRE, 10, 1) and not state.over
    state, _ = play(state, "end")
    assert_over(state, WATER, "last round token")
    assert water_turns == 9 and state.round_tokens == 0


def test_nothing_is_legal_once_the_game_is_over():
    state, _ = play(position(ALMOST), "move A4 B4")
    with pytest.raises(IllegalAction, match="The game is over"):
        play(state, "end")
