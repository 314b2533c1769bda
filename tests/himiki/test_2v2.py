"""2 vs 2: seats and set-up, control by colour and half, Influence at 6, team scores, table talk, perft."""

import pytest
from pydantic import BaseModel, ConfigDict, Field

from yamabushi.core.errors import IllegalAction
from yamabushi.core.testing import perft
from yamabushi.data import load_data
from yamabushi.himiki.actions import Penalty
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.events import InfluenceTaken
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.session.controller import Session
from yamabushi.session.record import GameRecord

from tests.himiki import reference_2v2
from tests.himiki.util import ENGINE, legal, play

START = "B1HMK,A2HMK,E5HMK,D6HMK/D1HMK,E2HMK,A5HMK,B6HMK wl 0-0 --- - -"


class PerftPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    hpn: str
    counts: list[int] = Field(min_length=1)
    note: str = ""


class PerftData(BaseModel):
    model_config = ConfigDict(extra="forbid")

    position: list[PerftPosition]


PERFT = load_data("himiki_perft_2v2", PerftData).position


def test_four_seats_take_turns_in_the_rulebook_order():
    assert ENGINE.seat_names({"mode": "2v2"}) == ("White-Light", "Black-Light", "White-Dark", "Black-Dark")
    state = from_hpn(START)
    seats = []
    for move in ("E5 PE5", "A5 BA4", "A2 PA2", "D1 BC1"):
        seats.append(state.to_move)
        state, _ = play(state, move)
    assert seats == [0, 1, 2, 3] and state.to_move == 0


def test_set_up_places_one_cube_per_seat_in_turn_on_the_rulebook_squares():
    state = ENGINE.new_game({"mode": "2v2"}, 1)
    expected = [("E5", "D6"), ("B6", "A5"), ("A2", "B1"), ("D1", "E2")] * 2
    for number, pair in enumerate(expected):
        squares = {ENGINE.format_action(state, a).split()[1] for a in ENGINE.legal_actions(state)}
        assert ENGINE.to_play(state) == number % 4
        assert squares == set(pair) - {sq for sq in pair if state.board[parse_square(sq)] is not None}
        state, _ = ENGINE.apply(state, ENGINE.parse_action(state, f"place {min(squares)} HMK"))
    assert not state.setup and ENGINE.to_play(state) == 0


def test_a_seat_moves_only_its_colour_on_its_half():
    moves = legal(START)
    assert {m.split()[0] for m in moves if " B" in m} == {"E5", "D6"}
    with pytest.raises(IllegalAction, match="A2 is your partner.s now"):
        play(START, "A2 BA3")


def test_a_cube_that_crosses_the_median_stays_the_movers_until_the_turn_ends():
    # White-Light's C4 tilts to C3 (Dark half) next to a Wood cube: a replay, and C3 is still White-Light's.
    position = "C4HKM,A6HMK,E6HMK,B1HMK/C2KMH,E2HMK,A5HMK,B6HMK wl 0-0 --- - -"
    state, _ = play(position, "C4 BC3")
    assert state.replay == (parse_square("C4"), parse_square("C3"))
    assert state.carried == (parse_square("C3"),)
    assert hpn(state).endswith(" c:C3")
    assert "C3 BD3" in legal(state) and "C3 PC3" in legal(state)
    state, _ = play(state, "end")
    assert "C3" not in {m.split()[0] for m in legal(state)}
    state, _ = play(state, "A5 PA5")
    assert "C3 BD3" in legal(state), "White-Dark now plays the cube on the Dark half"


def test_crossing_back_within_the_turn_ends_the_carry():
    position = "C3HKM,C5KHM,E6HMK,B1HMK/C1KMH,E2HMK,A5HMK,B6HMK wl 0-0 --- - B3>C3 c:C3"
    state, _ = play(position, "C3 BC4")
    assert state.replay == (parse_square("C3"), parse_square("C4")) and state.carried == ()


def test_influence_needs_six_cubes_in_2v2():
    five = "C4KHM,A6HMK,E6HMK,B1MHK/E1HMK,E2HMK,A5MHK,A1MHK wl 0-0 --- - -"
    state, events = play(five, "C4 BC5")
    assert not any(isinstance(e, InfluenceTaken) for e in events), "five Fire cubes are not enough"
    six = "C4KHM,A6HMK,E6HMK,B1HMK/E1HMK,E2HMK,A5MHK,A1MHK wl 0-0 --- - -"
    state, events = play(six, "C4 BC5")
    assert [e.element for e in events if isinstance(e, InfluenceTaken)] == ["H"]
    assert state.scores == (1, 0) and state.influence[0] == 0


def test_points_go_to_the_team_and_a_team_wins_for_both_its_seats():
    position = "B1KHM,A6HMK,E6HMK,D6HMK/D1HMK,D5HMK,A5HMK,B6HMK wd 3-0 --- - -"
    state, _ = play(position, "B1 BC1")  # White-Dark's Water beats D1's Fire
    assert state.scores == (4, 0) and state.to_move == 3
    state, _ = play(state, "D1 PD1")
    state, _ = play(state, "E6 BE5")  # White-Light's Water beats D5's Fire
    outcome = ENGINE.outcome(state)
    assert outcome.winners == (0, 2) and outcome.text == "White team wins 5-0."


def test_table_talk_gives_the_other_team_a_point_and_is_never_a_listed_move():
    state = from_hpn("B1HMK,A2HMK,E5HMK,D6HMK/D1HMK,E2HMK,A5HMK,B6HMK wl 2-4 --- - -")
    assert not any(isinstance(a, Penalty) for a in ENGINE.legal_actions(state))
    after, events = play(state, "penalty b")
    assert after.scores == (3, 4) and after.to_move == state.to_move and "Table talk" in events[0].text
    over, _ = play(state, "penalty w")
    assert ENGINE.outcome(over).winners == (1, 3)


def test_table_talk_does_not_exist_in_1v1():
    with pytest.raises(IllegalAction, match="only in 2 vs 2"):
        play("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -", "penalty w")


def test_the_penalty_is_a_referee_action_open_only_while_a_2v2_game_is_played():
    playing = from_hpn("B1HMK,A2HMK,E5HMK,D6HMK/D1HMK,E2HMK,A5HMK,B6HMK wl 2-4 --- - -")
    assert ENGINE.referee_actions(playing) == (Penalty(0), Penalty(1))
    over, _ = play(playing, "penalty w")
    one_v_one = from_hpn("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -")
    setup = ENGINE.new_game({"mode": "2v2"}, 0)
    for state in (over, one_v_one, setup):
        assert ENGINE.referee_actions(state) == ()
        assert ENGINE.refusal(state, Penalty(1)) == ENGINE.explain_illegal(state, Penalty(1))
        assert "only in 2 vs 2" in ENGINE.explain_illegal(state, Penalty(1))


def test_a_save_holding_a_penalty_loads_and_the_penalty_is_in_its_log():
    session = Session(ENGINE, {"mode": "2v2", "setup": "random"}, 3)
    session.play(session.legal_actions()[0])
    session.play_text("penalty b")
    session.play(session.legal_actions()[-1])
    loaded = Session.from_record(GameRecord.model_validate_json(session.record().to_json()), ENGINE)
    assert loaded.state == session.state and loaded.state.scores == (1, 0)
    assert [step.notation for step in loaded.steps][1] == "penalty b"


def test_a_seat_with_no_cube_on_its_half_passes():
    position = "C4KHM,A6HMK,E6HMK,B4HMK/E1HMK,E2HMK,A5HMK,A1HMK wd 0-0 --- - -"
    assert legal(position) == {"pass"}


def test_2v2_hpn_round_trips_and_checks_the_carry():
    text = "C1MKH,C4MKH,E5KMH,A6KHM/A2MKH,E3HKM,A4HMK,D4MKH bd 3-0 --- - D3>D4 c:D4"
    assert hpn(from_hpn(text)) == text
    with pytest.raises(Exception, match="c:E5"):
        from_hpn("C1MKH,C4MKH,E5KMH,A6KHM/A2MKH,E3HKM,A4HMK,D4MKH bd 3-0 --- - D3>D4 c:E5")


def test_start_perft_by_hand():
    """Depth 1: White-Light's 6 Tilts and 3 Rotates. Depth 2: 5 Tilts x 9 + D6-C6 (blocks B6-C6) x 8 + 3 Rotates x 6."""
    assert perft(ENGINE, from_hpn(START), 1) == 9
    assert perft(ENGINE, from_hpn(START), 2) == 5 * 9 + 8 + 3 * 6


@pytest.mark.parametrize("case", PERFT, ids=lambda c: c.name)
def test_2v2_perft_matches_the_data_and_the_brute_force(case):
    state, pos = from_hpn(case.hpn), reference_2v2.parse(case.hpn)
    for depth, expected in enumerate(case.counts, start=1):
        assert perft(ENGINE, state, depth) == expected, f"depth {depth}"
        if depth <= 3:
            assert reference_2v2.perft(pos, depth) == expected, f"reference depth {depth}"
