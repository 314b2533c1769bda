"""Notation round-trips, malformed text refused with NotationError, illegal actions
refused by `apply` with IllegalAction and a reason."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.yami.helpers import ENGINE
from yamabushi.core.errors import IllegalAction, NotationError
from yamabushi.yami import notation
from yamabushi.yami.actions import Place, Play, PlayDeck
from yamabushi.yami.cards import FULL_DECK, card
from yamabushi.yami.placement import canonical

cards_st = st.sampled_from(FULL_DECK)
places_st = st.builds(Place, cards_st, st.integers(0, 143), st.sampled_from((0, 90, 180, 270)), st.booleans())
actions_st = st.one_of(st.builds(Play, cards_st), st.just(PlayDeck()), places_st)


@given(actions_st)
def test_every_action_round_trips_through_its_notation(action) -> None:
    assert notation.parse_action(notation.format_action(action)) == action


@given(places_st)
def test_the_engine_reads_a_placement_as_its_listed_orientation(place: Place) -> None:
    read = ENGINE.parse_action(None, notation.format_action(place))
    assert read == canonical(place)
    assert ENGINE.parse_action(None, ENGINE.format_action(None, read)) == read


@given(actions_st, st.sampled_from([str.lower, str.upper, lambda t: f"  {t} "]))
def test_case_and_surrounding_spaces_do_not_matter(action, style) -> None:
    assert notation.parse_action(style(notation.format_action(action))) == action


def test_examples_from_the_rules() -> None:
    assert notation.parse_action("R5") == Play(card("R5"))
    assert notation.parse_action("deck") == PlayDeck()
    assert notation.parse_action("B5@C4/90") == Place(card("B5"), 3 * 12 + 2, 90, False)
    assert notation.parse_action("G6@L12/270b") == Place(card("G6"), 143, 270, True)


MALFORMED = [
    "",
    "R",
    "5",
    "R0",
    "R8",
    "X5",
    "RR5",
    "R5 R6",
    "R-5",
    "dek",
    "decks",
    "B5@",
    "B5@C4",
    "B5@C4/",
    "B5@C4/45",
    "B5@C4/360",
    "B5@C4/90x",
    "B5@M4/0",
    "B5@A0/0",
    "B5@A13/0",
    "B9@C4/0",
    "@C4/0",
    "B5C4/90",
    "B5@C4/90bb",
    "B5@@C4/90",
    "B5@C4/-90",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_text_is_refused_with_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        notation.parse_action(text)


@given(st.text(max_size=14))
def test_any_text_either_reads_as_an_action_or_is_refused_cleanly(text: str) -> None:
    try:
        action = ENGINE.parse_action(None, text)
    except NotationError as exc:
        assert str(exc).endswith(".")
        return
    assert ENGINE.parse_action(None, ENGINE.format_action(None, action)) == action


def _sample_states() -> list:
    """States from a few seeded games, in every phase and player count."""
    states = []
    for seed in range(6):
        rng = random.Random(seed)
        state = ENGINE.new_game({"players": 2 + seed % 3, "mission": 1 + seed % 2}, seed)
        while state.status == "playing":
            states.append(state)
            state, _ = ENGINE.next_state(state, rng.choice(ENGINE.legal_actions(state)))
        states.append(state)
    return states


STATES = _sample_states()


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(STATES), actions_st)
def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest(state, action) -> None:
    legal = set(ENGINE.legal_actions(state))
    if (canonical(action) if isinstance(action, Place) else action) in legal:
        ENGINE.apply(state, action)
        return
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, action)
    reason = str(refused.value)
    assert reason.endswith(".") and len(reason) > 15
    assert reason == ENGINE.explain_illegal(state, action)


@given(st.sampled_from(STATES))
def test_every_listed_action_is_accepted(state) -> None:
    for action in ENGINE.legal_actions(state)[:40]:
        ENGINE.apply(state, action)


def test_yami_is_played_together_with_hidden_hands_in_every_mode() -> None:
    assert ENGINE.cooperative is True
    assert all(ENGINE.hidden_information({"players": players}) for players in (2, 3, 4))
