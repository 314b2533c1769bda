"""Undo barriers and what each seat may see."""

from __future__ import annotations

from dataclasses import replace

from tests.yami.helpers import (
    AUTOMA_HANDS,
    DECK,
    ENGINE,
    RIVER,
    automa_to_follow_blue,
    cards_in,
    play,
    table,
)
from yamabushi.session.controller import Session
from yamabushi.yami.actions import Play
from yamabushi.yami.cards import card


def test_undo_stops_at_revealed_cards_but_a_placement_can_be_taken_back() -> None:
    session = Session(ENGINE, {"players": 3, "first": 0}, 4)
    while session.state.phase == "play":
        session.play(session.legal_actions()[0])
    placer = session.to_play()
    session.play(session.legal_actions()[0])
    assert session.to_play() == placer and session.can_undo()
    assert session.undo() and session.state.phase == "place"
    assert not session.undo()


def test_barriers_are_the_moves_that_reveal_cards() -> None:
    state = automa_to_follow_blue()
    assert ENGINE.is_barrier(table(AUTOMA_HANDS, RIVER, DECK), Play(card("B3")))  # a hidden hand card
    assert ENGINE.is_barrier(state, Play(card("B1")))  # the refill shows the deck top
    assert not ENGINE.is_barrier(replace(state, deck=()), Play(card("B1")))  # nothing to reveal
    placing, _ = play(state, "B1")
    assert not ENGINE.is_barrier(placing, ENGINE.legal_actions(placing)[0])


def test_a_view_shows_the_own_hand_and_only_sizes_of_hidden_cards() -> None:
    state = automa_to_follow_blue()
    view = ENGINE.observation(state, 1)
    assert view.hand == state.hands[1] and view.river == state.river
    assert view.hand_sizes == (6, 6, 9) and view.deck_size == 5 and view.unused_count == len(state.unused)
    assert view.to_play == 0 and view.turn == 2 and view.names[2] == "Automa"
    assert view.played == (card("B3"), card("G1"))
    hidden = set(state.hands[0]) | set(state.deck) | set(state.unused)
    assert not hidden & set(cards_in(view))
