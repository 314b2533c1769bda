"""The set-up phase: 1-2-2-1 placement order, allowed squares, orientations, random set-up."""

import pytest

from yamabushi.core.errors import IllegalAction, RulesError
from yamabushi.himiki.actions import Place
from yamabushi.himiki.board import square_name
from yamabushi.himiki.hpn import hpn

from tests.himiki.util import ENGINE, play

ROW_5 = {"B5", "C5", "D5"}
ROW_2 = {"B2", "C2", "D2"}


def placement_squares(state):
    return {square_name(a.square) for a in ENGINE.legal_actions(state) if isinstance(a, Place)}


def test_placement_order_is_white_1_black_2_white_2_black_1():
    state = ENGINE.new_game({}, seed=1)
    assert state.setup and ENGINE.to_play(state) == 0
    assert placement_squares(state) == ROW_5 and len(ENGINE.legal_actions(state)) == 18
    seats, rows = [], []
    for move in ("place C5 HMK", "place B2 KMH", "place D2 HKM", "place B5 MHK", "place D5 HMK"):
        state, _ = play(state, move)
        seats.append(ENGINE.to_play(state))
        rows.append(placement_squares(state))
    assert seats == [1, 1, 0, 0, 1]
    assert rows == [ROW_2, {"C2", "D2"}, ROW_5 - {"C5"}, {"D5"}, {"C2"}]
    state, _ = play(state, "place C2 HMK")
    assert not state.setup and ENGINE.to_play(state) == 0 and not state.must_tilt
    assert hpn(state) == "B5MHK,C5HMK,D5HMK/B2KMH,C2HMK,D2HKM w 0-0 --- - -"


def test_each_placement_offers_all_six_orientations_on_each_free_square():
    state, _ = play(ENGINE.new_game({}, seed=1), "place C5 HMK")
    assert len(ENGINE.legal_actions(state)) == 3 * 6


def test_placements_outside_the_row_or_on_a_taken_square_are_refused():
    state = ENGINE.new_game({}, seed=1)
    with pytest.raises(IllegalAction, match="This cube goes on one of B5, C5, D5"):
        play(state, "place C2 HMK")
    state, _ = play(state, "place C5 HMK", "place B2 HMK", "place C2 HMK")
    with pytest.raises(IllegalAction, match="C5 is occupied"):
        play(state, "place C5 MKH")


def test_play_actions_wait_for_the_end_of_set_up_and_placing_stops_after():
    state = ENGINE.new_game({}, seed=1)
    with pytest.raises(IllegalAction, match="Set-up is not finished"):
        play(state, "C5 BC4")
    started = ENGINE.new_game({"setup": "random"}, seed=1)
    with pytest.raises(IllegalAction, match="Set-up is over"):
        play(started, "place C5 HMK")


def test_random_set_up_fills_the_start_rows_and_follows_the_seed():
    games = [ENGINE.new_game({"setup": "random"}, seed=s) for s in range(20)]
    for state in games:
        assert not state.setup and ENGINE.to_play(state) == 0
        assert {square_name(sq) for sq in state.cubes_of(0)} == ROW_5
        assert {square_name(sq) for sq in state.cubes_of(1)} == ROW_2
    assert ENGINE.new_game({"setup": "random"}, seed=3) == games[3]
    assert len({hpn(s) for s in games}) > 10


def test_set_up_positions_have_no_hpn():
    with pytest.raises(RulesError, match="still in set-up"):
        hpn(ENGINE.new_game({}, seed=0))
