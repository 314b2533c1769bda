"""Why an ability cannot be used at all: the tag and sentence a screen shows."""

from yamabushi.himizu.abilities import ability_refusal, spending_power
from yamabushi.himizu.state import FIRE, WATER

from tests.himizu.helpers import EMPTY, play, position


def test_spending_power_counts_own_tokens_double_and_credit_only_on_ones_turn():
    state = position(EMPTY.replace(". . . . .", ". . .F . .", 1), tokens=((2, 1), (1, 2)), credit=1)
    assert spending_power(state, FIRE) == 2 * 2 + 1 + 1
    assert spending_power(state, WATER) == 1 + 2 * 2


def test_an_available_ability_has_no_refusal():
    state = position(EMPTY.replace(". . . . .", ". . .F . .", 1))
    assert all(ability_refusal(state, n) is None for n in (1, 2, 3, 4))


def test_used_ability_is_refused_as_used():
    state = position(EMPTY.replace(". . . . .", ". . .F . .", 1))
    state, _ = play(state, "ability F1 pay F")
    tag, sentence = ability_refusal(state, 1)
    assert tag == "used" and "already used" in sentence


def test_unaffordable_ability_names_its_cost_and_what_can_be_paid():
    state = position(EMPTY.replace(". . . . .", ". . .F . .", 1), tokens=((1, 0), (2, 3)))
    tag, sentence = ability_refusal(state, 3)
    assert tag == "can't pay"
    assert "costs 3" in sentence and "only 2" in sentence


def test_f4_without_a_spare_flame_says_so():
    diagram = ". .F . .F .\n. . .F . .\n" + ". . . . .\n" * 3
    tag, sentence = ability_refusal(position(diagram), 4)
    assert tag == "no target" and "flames" in sentence


def test_w3_without_a_free_puddle_has_no_target():
    state = position(EMPTY.replace(". . . . .", ". . .W . .", 1), seat=WATER, tokens=((0, 0), (3, 3)))
    tag, sentence = ability_refusal(state, 3)
    assert tag == "no target" and "puddle" in sentence


def test_w2_with_nothing_to_place_or_move_has_no_target():
    diagram = "m m m .W .\n" + ". . . . .\n" * 4
    state = position(diagram, seat=WATER, tokens=((0, 0), (3, 3)))
    tag, sentence = ability_refusal(state, 2)
    assert tag == "no target" and "nothing" in sentence
