"""The 2-player automa: river, deck, the Leader's choices, the Kakapo, the refill."""

from __future__ import annotations

import pytest

from tests.yami.helpers import (
    AUTOMA_HANDS,
    DECK,
    ENGINE,
    RIVER,
    automa_to_follow_blue,
    cards,
    play,
    table,
)
from yamabushi.core.errors import IllegalAction
from yamabushi.yami.actions import Play, PlayDeck
from yamabushi.yami.cards import card
from yamabushi.yami.events import CardPlayed, KakapoTaken, RiverRefilled


def test_the_leader_decides_for_the_automa() -> None:
    state = automa_to_follow_blue()
    assert state.kakapo == 0
    assert ENGINE.to_play(state) == 0


def test_a_river_card_of_the_led_colour_must_be_played_the_leader_chooses_which() -> None:
    state = automa_to_follow_blue()
    assert ENGINE.legal_actions(state) == [Play(card("B1")), Play(card("B6"))]
    with pytest.raises(IllegalAction, match="must play a blue river card"):
        ENGINE.apply(state, PlayDeck())
    with pytest.raises(IllegalAction, match="must play a blue river card"):
        ENGINE.apply(state, Play(card("G4")))
    assert ENGINE.log_text(state, Play(card("B1")), ()) == "B1 (automa)"
    low, _ = play(state, "B1")
    high, _ = play(state, "B6")
    assert low.tricks[-1].winner == 0 and high.tricks[-1].winner == 2


def test_a_refusal_to_follow_orange_reads_an_orange_card() -> None:
    state = ENGINE.new_game({"players": 2, "mission": 1, "first": 0}, 29)
    for text in ["R3", "R1", "deck", "R3@D5/0", "P3", "P7", "O2", "P7@G3/0", "O4"]:
        state, _ = ENGINE.apply(state, ENGINE.parse_action(state, text))
    reason = ENGINE.explain_illegal(state, Play(card("B7")))
    assert reason == "The automa must play an orange river card (the led colour) when its river has one."
    state, _ = ENGINE.apply(state, Play(card("O7")))
    reason = ENGINE.explain_illegal(state, Play(card("R7")))
    assert reason == "Player 1 must follow orange (the led colour) while holding an orange card."


def test_a_played_river_card_is_replaced_by_the_deck_top() -> None:
    state, events = play(automa_to_follow_blue(), "B1")
    assert state.river == cards("B6 R3 G4 O5")
    assert state.deck == tuple(card(t) for t in ["P1", "P3", "G5", "G6"])
    assert [e.card for e in events if isinstance(e, RiverRefilled)] == [card("O5")]


def test_without_the_led_colour_the_leader_picks_any_river_card_or_the_deck_top() -> None:
    state, _ = play(table(AUTOMA_HANDS, RIVER, DECK), "P2", "P7")
    assert ENGINE.legal_actions(state) == [Play(c) for c in cards(RIVER)] + [PlayDeck()]
    after, events = ENGINE.apply(state, PlayDeck())
    assert [(e.card, e.source) for e in events if isinstance(e, CardPlayed)] == [(card("O5"), "deck")]
    assert after.river == cards(RIVER) and after.deck == tuple(card(t) for t in ["P1", "P3", "G5", "G6"])
    assert ENGINE.log_text(state, PlayDeck(), events) == "deck (O5)"


def test_when_the_automa_wins_it_leads_next_and_the_leader_places_and_chooses() -> None:
    state, _ = play(automa_to_follow_blue(), "B6")
    assert state.tricks[-1].winner == 2 and state.kakapo == 0
    assert ENGINE.to_play(state) == 0  # the Leader places the automa's Decision card
    state, _ = play(state, "B6@A10/0")
    assert state.leader == 2 and state.turn == 2 and ENGINE.to_play(state) == 0
    assert ENGINE.legal_actions(state) == [Play(c) for c in state.river] + [PlayDeck()]


def test_the_human_who_wins_a_trick_takes_the_kakapo_and_the_automa_never_does() -> None:
    state, events = play(table(AUTOMA_HANDS, RIVER, DECK), "O1", "O4", "G4")
    assert state.tricks[-1].winner == 1
    assert state.kakapo == 1 and [e.seat for e in events if isinstance(e, KakapoTaken)] == [1]
    state, _ = play(state, "O4@A11/0", "O3")
    assert ENGINE.to_play(state) == 1 and ENGINE.legal_actions(state) == [Play(card("O5"))]
    state, _ = play(state, "O5", "O7")
    assert state.tricks[-1].winner == 0 and state.kakapo == 0
    state, _ = play(state, "O7@A1/0", "B3", "G2", "B6")
    assert state.tricks[-1].winner == 2 and state.kakapo == 0  # the automa won: the Kakapo stays
