"""The one undo policy (session/undo_policy.py): one keyboard and a table read the same reach."""

import pytest

from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.session.undo_policy import NOTHING_TO_UNDO, UndoRefused

from tests.toy import Race


def test_one_keyboard_refuses_what_a_table_would_ask_the_other_person():
    """North's own last action lies behind South's: a table asks South (the reach names South),
    one keyboard has nobody to ask and takes nothing back."""
    session = Session(Race(), {}, 1, [Seat("North"), Seat("South")])
    session.play_text("2")
    session.play_text("1")
    reach = session.undo_reach(0)
    assert (reach.span, reach.people) == (2, (1,))
    assert session.to_play() == 0 and not session.can_undo()
    assert session.no_undo() == NOTHING_TO_UNDO


def test_the_automa_s_reply_is_taken_back_with_the_person_s_action_without_asking():
    session = Session(Race(), {}, 1, [Seat("North"), Seat("South", "automa")])
    session.play_text("2")
    session.play_bot()
    reach = session.undo_reach(0)
    assert (reach.span, reach.people) == (2, ())
    assert session.undo() and session.steps == ()


def test_a_seat_that_never_acted_has_nothing_to_undo():
    session = Session(Race(), {}, 1, [Seat("North"), Seat("South")])
    session.play_text("2")
    with pytest.raises(UndoRefused, match=NOTHING_TO_UNDO):
        session.undo_reach(1)
