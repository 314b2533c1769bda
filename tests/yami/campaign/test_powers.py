"""Power tiles, one by one: what each does at the table, when it may be used, what it costs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.yami.helpers import ENGINE, play, table, with_campaign
from yamabushi.core.errors import IllegalAction
from yamabushi.yami.actions import UsePower
from yamabushi.yami.board import parse_square, square_name
from yamabushi.yami.campaign.data import POWER_IDS, campaign
from yamabushi.yami.campaign.powers import RULES
from yamabushi.yami.state import YamiState

HANDS = ("B3 P2 R1 G7 O7 O1 O2 R4 R5", "G1 P7 R2 G2 G3 O3 O4 R6 R7")
RIVER = "B1 B6 R3 G4"
DECK = "O5 P1 P3 G5 G6 P4"
TRICK = ("B3", "G1", "B6")  # the automa's B6 wins; Player 1 places it


def _table(*powers: str, tokens: int = 2) -> YamiState:
    return with_campaign(table(HANDS, RIVER, DECK), powers=powers, power_tokens=tokens)


def _squares(state: YamiState, card: str) -> list[str]:
    return [square_name(s) for p in state.placed if str(p.card) == card for s in p.squares]


def test_every_power_of_the_campaign_has_a_rule_and_there_are_at_least_six() -> None:
    assert set(RULES) == set(POWER_IDS) == {p.id for p in campaign().powers}
    assert len(POWER_IDS) >= 6


def test_drift_moves_a_placed_spirit_tile_and_costs_a_token() -> None:
    state, _ = play(_table("drift"), *TRICK, "B6@A10/0")
    assert ENGINE.to_play(state) == 0  # the Leader, for the automa that leads
    state, events = play(state, "!drift:B6@A1/0")
    assert _squares(state, "B6") == ["A1", "B1", "C1", "D1", "E1", "A2"]
    assert not state.occupied >> parse_square("A10") & 1
    assert state.campaign.power_tokens == 1 and state.campaign.used == ("drift",)
    assert events[0].text.startswith("Player 1 lays a Power token on Drift: the tile B6 drifts")
    with pytest.raises(IllegalAction, match="Every space of Drift already holds a Power token"):
        play(state, "!drift:B6@A5/0")


def test_a_drift_onto_a_wrong_colour_fails_the_mission() -> None:
    state, _ = play(_table("drift"), *TRICK, "B6@A10/0")
    state, _ = play(state, "!drift:B6@E5/0")  # E5 faces the red edge of tile 5
    assert state.status == "failed" and "asks for red" in state.reason


def test_a_drift_onto_a_whirlpool_takes_it_like_a_placement() -> None:
    state = with_campaign(_table("drift"), whirlpools=1 << parse_square("A1"))
    state, _ = play(state, *TRICK, "B6@A10/0", "!drift:B6@A1/0")
    assert state.campaign.whirlpools == 0 and state.phase == "discard"


def test_beacon_calls_the_trump_of_one_trick() -> None:
    state, _ = play(_table("beacon"), "!beacon:G")
    assert state.trump == "G"
    state, _ = play(state, *TRICK)
    assert state.tricks[-1].winner == 1 and str(state.tricks[-1].decision) == "G1"
    assert state.campaign.called is None and state.trump == "G"  # next round: the Decision card's colour


def test_beacon_is_for_the_leader_before_the_first_card() -> None:
    state, _ = play(_table("beacon"), "B3")
    with pytest.raises(IllegalAction, match="Beacon cannot be used like that now"):
        play(state, "!beacon:G")


def test_wild_step_lets_a_player_who_holds_the_led_colour_play_another() -> None:
    state, _ = play(_table("wild"), "O1")
    with pytest.raises(IllegalAction, match="must follow orange"):
        play(state, "R2")
    state, _ = play(state, "!wild", "R2")
    assert state.played[-1].colour == "R" and state.campaign.free == 1
    state, _ = play(state, "R3")
    assert state.campaign.free is None


def test_wild_step_is_not_offered_to_a_player_the_led_colour_does_not_bind() -> None:
    state, _ = play(_table("wild"), "B3")  # Player 2 holds no blue
    assert UsePower("wild") not in ENGINE.legal_actions(state)


def test_hourglass_adds_a_round_to_the_mission() -> None:
    short = with_campaign(_table("hourglass"), rounds=1)
    ended, _ = play(short, *TRICK, "B6@A10/0")
    assert ended.status == "failed" and ended.reason == "the Mission tiles are not surrounded after round 1"
    longer, _ = play(short, "!hourglass", *TRICK, "B6@A10/0")
    assert longer.campaign.rounds == 2 and longer.status == "playing"


def test_hourglass_waits_until_every_hand_can_play_the_extra_round() -> None:
    state = replace(_table("hourglass"), hands=tuple(h[:7] for h in table(HANDS).hands))
    with pytest.raises(IllegalAction, match="Hourglass cannot be used like that now"):
        play(state, "!hourglass")


def test_clear_water_takes_a_token_away_without_its_effect() -> None:
    state = with_campaign(_table("clear"), whirlpools=1 << parse_square("C10"))
    state, _ = play(state, "!clear:C10", *TRICK, "B6@A10/0")
    assert state.phase == "play" and state.discarded == ()


def test_cleansing_rain_lets_any_colour_cover_an_edge() -> None:
    state, _ = play(_table("rain"), *TRICK)
    assert state.phase == "place" and ENGINE.to_play(state) == 0  # the placer may use it
    broken, _ = play(state, "B6@F1/90b")  # covers E5, facing the red edge of tile 5
    assert broken.status == "failed"
    state, _ = play(state, "!rain:E5", "B6@F1/90b")
    assert state.status == "playing" and state.mission.required[parse_square("E5")] is None


def test_powers_need_a_token_and_a_power_space() -> None:
    state, _ = play(_table("beacon", "hourglass", tokens=1), "!beacon:G")
    with pytest.raises(IllegalAction, match="No Power token is left for this mission"):
        play(state, "!hourglass")
    with pytest.raises(IllegalAction, match="Drift is not on a Power space in this mission"):
        play(_table("beacon"), "!drift:B6@A1/0")
    with pytest.raises(IllegalAction, match="There is no power called 'fly'"):
        play(_table("beacon"), "!fly")


def test_using_a_power_is_no_undo_barrier() -> None:
    state = _table("beacon")
    assert not ENGINE.is_barrier(state, UsePower("beacon", colour="G"))
