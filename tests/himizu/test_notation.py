"""Notation round-trips, malformed text is refused, and illegal actions are refused with a reason."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yamabushi.core.errors import IllegalAction, NotationError
from yamabushi.core.testing import play_random_game
from yamabushi.himizu.actions import EndTurn, Move, MovePuddle, Place, SkipPuddle, UseAbility
from yamabushi.himizu.state import FIRE, WATER, Figure, Phase
from yamabushi.session.controller import Session

from tests.himizu.helpers import ENGINE, sq

SQUARES = st.integers(0, 24)
ACTIONS = st.one_of(
    st.builds(Place, st.sampled_from([Figure.FLAME, Figure.WAVE]), SQUARES),
    st.builds(Move, SQUARES, SQUARES),
    st.builds(
        UseAbility,
        st.sampled_from([FIRE, WATER]),
        st.integers(1, 4),
        st.integers(0, 3),
        st.integers(0, 3),
        st.none() | SQUARES,
    ),
    st.builds(MovePuddle, SQUARES, SQUARES),
    st.just(SkipPuddle()),
    st.just(EndTurn()),
)
STATES = [state for seed in range(6) for state in play_random_game(ENGINE, {"board": "AB"[seed % 2]}, seed).states[::3]]


@given(ACTIONS, st.sampled_from(["A", "B"]))
def test_every_action_round_trips_through_its_notation(action, side):
    state = ENGINE.new_game({"board": side}, 0)
    assert ENGINE.parse_action(state, ENGINE.format_action(state, action)) == action


@given(ACTIONS, st.randoms(use_true_random=False))
def test_case_and_spacing_do_not_matter(action, rnd):
    state = ENGINE.new_game({}, 0)
    text = ENGINE.format_action(state, action)
    messy = "  ".join("".join(rnd.choice((c.upper(), c.lower())) for c in word) for word in text.split())
    assert ENGINE.parse_action(state, f" {messy} ") == action


@given(ACTIONS)
def test_a_stray_word_makes_any_action_malformed(action):
    state = ENGINE.new_game({}, 0)
    with pytest.raises(NotationError):
        ENGINE.parse_action(state, ENGINE.format_action(state, action) + " zz")


@given(st.text(max_size=30))
def test_any_text_is_either_an_action_in_canonical_form_or_a_notation_error(text):
    state = ENGINE.new_game({}, 0)
    try:
        action = ENGINE.parse_action(state, text)
    except NotationError as exc:
        assert str(exc)
    else:
        assert ENGINE.parse_action(state, ENGINE.format_action(state, action)) == action


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "fly C3",
        "flame",
        "flame F1",
        "flame C6",
        "flame C3 D3",
        "move C3",
        "move C3 C4 C5",
        "ability",
        "ability F5",
        "ability X1",
        "ability F12",
        "ability F2 pay",
        "ability F2 pay FX",
        "ability F2 pay F C3 D3",
        "ability F2 C3 pay F",
        "puddle",
        "puddle C3",
        "puddle skip now",
        "end now",
        "move 3C 4C",
    ],
)
def test_malformed_text_raises_notation_error(text):
    with pytest.raises(NotationError):
        ENGINE.parse_action(ENGINE.new_game({}, 0), text)


def test_notation_examples_from_the_rules():
    state = ENGINE.new_game({}, 0)
    assert ENGINE.parse_action(state, "ability F2 pay F C3") == UseAbility(FIRE, 2, 1, 0, sq("C3"))
    assert ENGINE.parse_action(state, "ability W1 pay WF") == UseAbility(WATER, 1, 1, 1, None)
    assert ENGINE.format_action(state, UseAbility(WATER, 1, 1, 1, None)) == "ability W1 pay FW"
    assert ENGINE.parse_action(state, "puddle skip") == SkipPuddle()


@settings(max_examples=300)
@given(st.sampled_from(STATES), ACTIONS)
def test_apply_accepts_exactly_the_legal_actions_and_says_why_not(state, action):
    legal = action in ENGINE.legal_actions(state)
    if legal:
        ENGINE.apply(state, action)
        return
    with pytest.raises(IllegalAction) as caught:
        ENGINE.apply(state, action)
    assert str(caught.value).endswith(".") and ENGINE.explain_illegal(state, action) == str(caught.value)


def test_every_legal_action_passes_the_checked_path():
    for state in random.Random(1).sample(STATES, 40):
        for action in ENGINE.legal_actions(state):
            assert ENGINE.refusal(state, action) is None


def test_an_illegal_action_changes_nothing_in_a_session():
    session = Session(ENGINE, {}, 0)
    for text in ("flame B2", "flame D4", "wave C3"):
        session.play_text(text)
    before, steps = session.state, session.steps
    with pytest.raises(IllegalAction, match="not next to"):
        session.play_text("move B2 B4")
    assert session.state is before and session.steps == steps


@pytest.mark.parametrize(
    "action",
    [Move(3, 25), Move(-1, 0), UseAbility(FIRE, 5), UseAbility(FIRE, 1, -1, 1), UseAbility(2, 1), MovePuddle(0, 99)],
)
def test_actions_built_in_code_with_impossible_values_are_refused(action):
    phase = Phase.PUDDLE if isinstance(action, MovePuddle) else Phase.TURN
    state = next(s for s in STATES if s.phase is phase)
    with pytest.raises(IllegalAction, match="off the board, an unknown ability"):
        ENGINE.apply(state, action)


def test_himizu_hides_nothing_and_has_a_winner():
    assert ENGINE.hidden_information({"board": "B"}) is False and ENGINE.cooperative is False
