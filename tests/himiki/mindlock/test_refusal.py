"""Mindlock's refusals come through the protocol's one hook: `refusal` says None for
every listed action, and the sentence `apply` raises is the one `explain_illegal` gives."""

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himiki.mindlock.engine import Mindlock

ENGINE = Mindlock()
OPTIONS = {"position": "C4HMK/C2H,E3M,E4K w 0-0 --- - -", "par": 3}


@pytest.mark.parametrize("text", ["C4 BC2", "B4 BB3", "E3 PE3", "C-C4 BC3", "C-C2 =K"])
def test_an_illegal_move_is_refused_with_the_sentence_explain_illegal_gives(text):
    state = ENGINE.new_game(OPTIONS, 0)
    action = ENGINE.parse_action(state, text)
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, action)
    assert str(refused.value) == ENGINE.refusal(state, action) == ENGINE.explain_illegal(state, action)


def test_every_listed_move_has_no_refusal():
    state = ENGINE.new_game({"challenge": "E01"}, 0)
    assert ENGINE.legal_actions(state)
    assert all(ENGINE.refusal(state, action) is None for action in ENGINE.legal_actions(state))


def test_a_puzzle_hides_nothing_and_is_not_played_together():
    assert not ENGINE.hidden_information({"challenge": "E01"}) and ENGINE.cooperative is False
