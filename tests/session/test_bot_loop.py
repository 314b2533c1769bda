"""The one bot loop (session/bot_loop.py) that the app, plain mode and the table all run."""

import pytest

from yamabushi.session.bot_loop import StaleTurn, ask_bot, bot_due, play_bot_turn
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat

from tests.toy import Race


def against_the_automa() -> Session:
    return Session(Race(), {}, 1, [Seat("North"), Seat("South", "automa")])


def test_a_bot_is_due_asked_and_played_by_name():
    session = against_the_automa()
    assert not bot_due(session)  # North, a person, opens
    session.play_text("2")
    assert bot_due(session)
    turn = ask_bot(session)
    assert (turn.seat, turn.name, len(session.steps)) == (1, "South", 1)  # asking plays nothing
    play_bot_turn(session, turn)
    assert [step.actor for step in session.steps] == [0, 1] and not bot_due(session)


def test_a_choice_for_a_position_that_is_gone_is_not_played():
    """A bot asked, then the position taken back: its choice would land on a position it never
    saw, so it changes nothing and the loop asks again."""
    session = against_the_automa()
    session.play_text("2")
    turn = ask_bot(session)
    session.take_back(1)
    with pytest.raises(StaleTurn):
        play_bot_turn(session, turn)
    assert session.steps == () and session.to_play() == 0
