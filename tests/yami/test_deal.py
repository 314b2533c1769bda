"""The deal for 2 (+automa), 3 and 4 players, the first player, and the options."""

from __future__ import annotations

import pytest

from tests.yami.helpers import ENGINE
from yamabushi.core.errors import RulesError
from yamabushi.yami.cards import FULL_DECK


def _all_cards(state) -> list:
    return sorted([c for h in state.hands for c in h] + list(state.river + state.deck + state.unused))


def test_two_players_and_the_automa_get_ten_each_with_five_unused() -> None:
    state = ENGINE.new_game({"players": 2, "first": 0}, 11)
    assert [len(h) for h in state.hands] == [10, 10]
    assert (len(state.river), len(state.deck), len(state.unused)) == (4, 6, 5)
    assert _all_cards(state) == sorted(FULL_DECK)
    assert state.kakapo == 0


def test_three_players_get_ten_each_with_five_unused() -> None:
    state = ENGINE.new_game({"players": 3, "first": 1}, 11)
    assert [len(h) for h in state.hands] == [10, 10, 10]
    assert len(state.unused) == 5 and state.river == () and state.deck == ()
    assert _all_cards(state) == sorted(FULL_DECK)
    assert state.kakapo is None


@pytest.mark.parametrize(("first", "short"), [(0, 3), (1, 0), (2, 1), (3, 2)])
def test_four_players_the_fourth_in_turn_order_gets_eight(first: int, short: int) -> None:
    state = ENGINE.new_game({"players": 4, "first": first}, 11)
    assert [len(h) for h in state.hands] == [8 if i == short else 9 for i in range(4)]
    assert state.unused == ()
    assert _all_cards(state) == sorted(FULL_DECK)


def test_the_same_seed_deals_the_same_cards_and_another_seed_does_not() -> None:
    one = ENGINE.new_game({"players": 3}, 5)
    assert ENGINE.new_game({"players": 3}, 5) == one
    assert ENGINE.new_game({"players": 3}, 6).hands != one.hands


def test_a_random_first_player_is_a_human_seat_and_leads() -> None:
    firsts = {ENGINE.new_game({"players": 2}, seed).leader for seed in range(40)}
    assert firsts == {0, 1}
    state = ENGINE.new_game({"players": 2}, 3)
    assert ENGINE.to_play(state) == state.leader == state.kakapo


def test_seats_are_the_human_players_only() -> None:
    assert ENGINE.seat_names({"players": 2}) == ("Player 1", "Player 2")
    assert ENGINE.seat_names({"players": 4})[-1] == "Player 4"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 5}, "2, 3 or 4 players"),
        ({"mission": 99}, "no mission 99"),
        ({"players": 3, "first": 3}, "first player"),
        ({"colour": "red"}, "no option 'colour'"),
        ({"players": "two"}, "whole number"),
    ],
)
def test_bad_options_are_refused_with_a_reason(options: dict, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        ENGINE.normalize_options(options)


def test_options_from_a_menu_may_be_strings() -> None:
    assert ENGINE.normalize_options({"players": "3", "mission": "2", "first": "1"}) == {
        "players": 3,
        "mission": 2,
        "first": 1,
    }
