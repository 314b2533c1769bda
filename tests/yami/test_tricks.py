"""Trick rules: the rulebook's worked examples, must-follow, trump from the Decision card."""

from __future__ import annotations

import pytest

from tests.yami.helpers import ENGINE, cards, play, table
from yamabushi.core.errors import IllegalAction
from yamabushi.yami.actions import Play
from yamabushi.yami.cards import card
from yamabushi.yami.events import TrickWon
from yamabushi.yami.tricks import winning_index

# Three players. Player 1 holds no purple, so it can trump the second trick with B2.
EXAMPLE_HANDS = (
    "B3 B2 R1 G1 G2 O1 O2 R7 G7 O7",
    "B5 P4 R2 G3 G4 O3 O4 R6 G6 O6",
    "B1 P6 R3 G5 P1 P2 P3 O5 P5 P7",
)


def test_example_1_blue_lead_wins_with_red_trump_absent_then_blue_becomes_trump() -> None:
    state = table(EXAMPLE_HANDS)
    assert state.trump == "R"  # round 1: the mission's Trump card is red
    state, events = play(state, "B3", "B5", "B1")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won and won[0].position == 1 and won[0].card == card("B5")
    assert state.tricks[-1].decision == card("B5")
    assert state.trump == "B"
    assert ENGINE.to_play(state) == 1  # the winner places the tile ...
    state, _ = play(state, "B5@A10/0")
    assert state.leader == 1 and ENGINE.to_play(state) == 1  # ... and leads round 2
    state, events = play(state, "P4", "P6", "B2")  # Player 1 has no purple: trumps with B2
    assert state.tricks[-1].winner == 0
    assert state.tricks[-1].decision == card("B2")
    assert state.trump == "B"
    assert state.round == 2 and ENGINE.to_play(state) == 0


def test_example_2_the_last_decision_card_sets_the_trump_of_the_next_round() -> None:
    state, _ = play(table(EXAMPLE_HANDS), "B3", "B5", "B1", "B5@A10/0")
    state, _ = play(state, "R2", "R3", "R7")
    assert state.tricks[-1].decision == card("R7")
    assert state.trump == "R"


def test_highest_trump_beats_a_higher_card_of_the_led_colour() -> None:
    assert winning_index(cards("B7") + cards("R1") + cards("B6"), "R") == 1
    assert winning_index(cards("B3") + cards("G7") + cards("B6"), "R") == 2
    assert winning_index(cards("P2") + cards("O7") + cards("O5"), "O") == 1


def test_off_colour_card_never_wins_without_being_trump() -> None:
    assert winning_index(cards("B2") + cards("G7") + cards("P7"), "R") == 0


def test_must_follow_the_led_colour_when_holding_it() -> None:
    state, _ = play(table(EXAMPLE_HANDS), "B3")
    assert ENGINE.legal_actions(state) == [Play(card("B5"))]
    with pytest.raises(IllegalAction, match="must follow blue"):
        ENGINE.apply(state, Play(card("G3")))


def test_without_the_led_colour_any_card_may_be_played() -> None:
    state, _ = play(table(EXAMPLE_HANDS), "B3", "B5", "B1", "B5@A10/0", "P4", "P6")
    assert len(ENGINE.legal_actions(state)) == len(state.hands[0])


def test_a_card_not_in_hand_is_refused_by_name() -> None:
    with pytest.raises(IllegalAction, match="B5 is not in Player 1's hand"):
        ENGINE.apply(table(EXAMPLE_HANDS), Play(card("B5")))


def test_no_card_may_be_played_while_a_tile_waits() -> None:
    state, _ = play(table(EXAMPLE_HANDS), "B3", "B5", "B1")
    with pytest.raises(IllegalAction, match="B5 must be placed"):
        ENGINE.apply(state, Play(card("P4")))
