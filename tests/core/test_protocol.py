"""The engine protocol's checked path: one `refusal` hook behind `apply` and `explain_illegal`,
referee actions accepted outside the legal list, and spellings made canonical first."""

import pytest

from yamabushi.core.errors import IllegalAction

from tests.toy import Race, RaceState

SPELLED = {"one": "1", "two": "2"}


class RefereedRace(Race):
    """Race with a referee's `skip` (the seat to move loses its turn), steps also spelled out,
    and its own sentence for a step of 3."""

    def referee_actions(self, state):
        return ("skip",) if self.to_play(state) is not None else ()

    def canonical(self, state, action):
        return SPELLED.get(action, action)

    def refusal(self, state, action):
        if action == "3":
            return "A step is 1 or 2, never 3."
        return super().refusal(state, action)

    def next_state(self, state, action):
        if action == "skip":
            return RaceState(state.total, 1 - state.to_move, state.rng), ()
        return super().next_state(state, action)


def test_an_unlisted_action_is_refused_with_the_sentence_explain_illegal_gives():
    engine = Race()
    state = engine.new_game({}, 0)
    with pytest.raises(IllegalAction) as refused:
        engine.apply(state, "3")
    assert str(refused.value) == engine.explain_illegal(state, "3") == "3 is not a legal action now."
    assert engine.refusal(state, "2") is None and engine.explain_illegal(state, "2") == "2 is legal now."


def test_an_engine_that_overrides_refusal_is_refused_with_its_own_sentence():
    engine = RefereedRace()
    state = engine.new_game({}, 0)
    with pytest.raises(IllegalAction) as refused:
        engine.apply(state, "3")
    assert str(refused.value) == engine.explain_illegal(state, "3") == "A step is 1 or 2, never 3."


def test_a_referee_action_is_never_listed_but_apply_takes_it_while_it_is_open():
    engine = RefereedRace()
    state = engine.new_game({}, 0)
    assert "skip" not in engine.legal_actions(state)
    after, _ = engine.apply(state, "skip")
    assert (after.total, after.to_move) == (0, 1)
    over = RaceState(10, 1, state.rng)
    with pytest.raises(IllegalAction, match="skip is not a legal action now"):
        engine.apply(over, "skip")
    with pytest.raises(IllegalAction):
        Race().apply(state, "skip")


def test_another_spelling_of_a_listed_action_is_applied_as_the_listed_one():
    engine = RefereedRace()
    state = engine.new_game({}, 0)
    assert engine.apply(state, "two") == engine.apply(state, "2")
    assert engine.explain_illegal(state, "one") == "1 is legal now."


def test_an_engine_declares_no_cooperation_and_no_hidden_information_unless_it_says_so():
    assert Race.cooperative is False and Race().hidden_information({}) is False
