import pytest

from yamabushi.core.errors import IllegalAction, NotationError
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.core.replay import ReplayError

from tests.toy import Race


def hot_seat(**kw):
    return Session(Race(), {}, 1, **kw)


def test_illegal_or_malformed_input_changes_nothing():
    session = hot_seat()
    session.play_text("2")
    with pytest.raises(NotationError):
        session.play_text("three")
    with pytest.raises(IllegalAction):
        session.play("7")
    assert session.state.total == 2 and len(session.steps) == 1


def test_a_player_undoes_only_their_own_action():
    session = hot_seat()
    session.play_text("2")
    assert session.to_play() == 1
    assert not session.can_undo()  # South may not take back North's move


def test_undo_and_redo_with_a_bot_reply():
    seats = [Seat("North"), Seat("South", "automa")]
    session = hot_seat(seats=seats)
    session.play_text("2")
    session.play_bot()
    assert session.state.total == 3 and session.to_play() == 0
    assert session.undo()  # takes back the automa's reply and North's move
    assert session.state.total == 0
    assert session.redo()
    assert session.state.total == 3 and session.to_play() == 0


def test_random_reveal_is_an_undo_barrier():
    seats = [Seat("North"), Seat("South", "automa")]
    session = hot_seat(seats=seats)
    session.play_text("roll")
    session.play_bot()
    assert not session.can_undo()


def test_new_action_clears_redo():
    session = hot_seat(free_undo=True)
    session.play_text("1")
    session.undo()
    session.play_text("2")
    assert not session.redo()
    assert session.state.total == 2


def test_the_keeper_hears_of_every_change_and_load_replays():
    kept = []
    session = hot_seat(on_change=lambda s: kept.append(s.record()), free_undo=True)
    for text in ("1", "roll", "2"):
        session.play_text(text)
    assert [record.actions for record in kept] == [["1"], ["1", "roll"], ["1", "roll", "2"]]
    session.undo()
    assert kept[-1].actions == ["1", "roll"]
    loaded = Session.from_record(kept[-1], Race())
    assert loaded.state == session.state and loaded.record() == session.record()


def test_on_over_hears_of_the_end_once_per_ending_action():
    ended = []
    session = hot_seat(on_over=lambda s: ended.append(s.outcome().text), free_undo=True)
    for text in ("2", "2", "2", "2"):
        session.play_text(text)
    assert ended == []
    session.play_text("2")
    assert ended == ["North wins"]
    session.undo()
    session.redo()
    assert ended == ["North wins", "North wins"]


def test_a_bad_action_in_a_record_is_named_with_its_number():
    record = hot_seat().record().model_copy(update={"actions": ["1", "2", "three"]})
    with pytest.raises(ReplayError, match=r"^game.json stops at action 3 \('three'\): 'three' is not 1, 2 or roll\.$"):
        Session.from_record(record, Race(), label="game.json")


def test_same_seed_same_game():
    a, b = hot_seat(), hot_seat()
    for s in (a, b):
        for _ in range(4):
            s.play_text("roll")
    assert a.state == b.state
