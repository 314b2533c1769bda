"""The game clock: an increment after each turn, undo gives back the time an action took,
redo and undo never make thinking free, a flag fall ends the game as a loss for that side,
and a save keeps every time byte for byte through resume."""

from __future__ import annotations

import json

import pytest

from yamabushi.app.bots import bot_factory
from yamabushi.app.registry import engine_for
from yamabushi.app.sessions import close, new_session, resume, save_path
from yamabushi.core.errors import IllegalAction, RulesError
from yamabushi.session.clock import Clock, TimeControl, clock_text
from yamabushi.session.controller import Session
from yamabushi.session.record import GameRecord
from yamabushi.session.seats import Seat


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def duel(control: str = "5+3", mode: str = "1v1", bot: bool = False) -> tuple[Session, FakeTime]:
    """Hi Mi Ki on a clock, Black a bot when `bot` (a person undoes their action and the bot's reply)."""
    time = FakeTime()
    engine = engine_for("himiki")
    options = {"mode": mode, "setup": "random"}
    names = engine.seat_names(engine.normalize_options(options))
    seats = [Seat(name, "bot", "easy") if bot and name == "Black" else Seat(name) for name in names]
    clock = Clock(TimeControl.parse(control), len(seats), time)
    session = Session(engine, options, 7, seats, bot_factory=bot_factory("himiki"), clock=clock)
    session.clock.resume()
    return session, time


def think_and_play(session: Session, time: FakeTime, seconds: float) -> None:
    time.now += seconds
    session.play(session.legal_actions()[0])


def test_the_increment_is_added_once_a_turn_ends():
    session, time = duel("5+3")
    think_and_play(session, time, 10)
    assert session.to_play() == 1
    assert session.clock.left(0) == 300_000 - 10_000 + 3_000
    assert session.clock.left(1) == 300_000


def test_undo_gives_back_the_time_the_undone_actions_took_but_not_the_thinking_since():
    session, time = duel("5+0", bot=True)
    think_and_play(session, time, 10)
    think_and_play(session, time, 20)
    time.now += 5  # White thinks, then takes back its own last action and Black's reply
    assert session.to_play() == 0 and session.undo()
    assert session.clock.left(0) == 300_000 - 5_000 and session.clock.left(1) == 300_000


def test_redo_charges_the_undone_time_again():
    session, time = duel("5+0", bot=True)
    think_and_play(session, time, 10)
    think_and_play(session, time, 20)
    assert session.undo()
    time.now += 4
    assert session.redo()
    assert session.clock.left(0) == 300_000 - 10_000 - 4_000
    assert session.clock.left(1) == 300_000 - 20_000


def test_a_flag_fall_ends_the_game_as_a_loss_for_that_side_and_refuses_any_action():
    session, time = duel("1+0")
    think_and_play(session, time, 10)
    time.now += 60
    with pytest.raises(IllegalAction, match=r"^Black's time ran out: White wins\.$"):
        session.play(session.engine.legal_actions(session.state)[0])
    assert session.outcome().winners == (0,) and session.to_play() is None
    assert session.clock.left(1) == 0 and not session.undo()
    assert session.no_undo() == "A time ran out: the game's end stays final."
    with pytest.raises(RulesError):
        session.take_back(1)


def test_in_2v2_a_partners_flag_loses_the_teams_game():
    session, time = duel("1+0", "2v2")
    think_and_play(session, time, 1)
    time.now += 61
    assert session.check_time()
    assert session.outcome().text == "Black-Light's time ran out: the White team wins."
    assert session.outcome().winners == (0, 2)


def test_a_save_keeps_every_time_byte_for_byte_through_resume():
    time = FakeTime()
    session = new_session("himizu", {}, 5, clock=TimeControl(3, 2), now=time)
    session.clock.resume()
    for seconds in (1.234, 5.5, 0.25):
        time.now += seconds
        session.play(session.legal_actions()[0])
    time.now += 9.75
    session.pause_clock()  # leaving the game keeps what the mover spent on its action
    path = save_path(session)
    left = [session.clock.left(seat) for seat in range(2)]
    written = path.read_bytes()
    kept = json.loads(written)["clock"]
    assert kept == {"control": "3+2", "spent": [1234, 5500, 250], "thinking": 9750}
    close(session)
    again = resume(path, now=time)
    assert [again.clock.left(seat) for seat in range(2)] == left
    again.autosave()
    assert path.read_bytes() == written
    close(again)


def test_a_flag_that_fell_is_kept_in_the_save_and_the_resumed_game_is_over():
    time = FakeTime()
    session = new_session("himizu", {}, 5, clock=TimeControl(1, 0), now=time)
    session.clock.resume()
    time.now += 61
    assert session.check_time()
    path = save_path(session)
    close(session)
    again = resume(path, now=time)
    assert again.outcome().text == "Fire's time ran out: Water wins."
    close(again)


def test_an_untimed_save_does_not_mention_a_clock_and_a_bad_one_is_refused():
    session = Session(engine_for("himizu"), {}, 1)
    assert "clock" not in session.record().to_json()
    record = json.loads(session.record().to_json())
    record["clock"] = {"control": "5+3", "spent": [1000], "thinking": 0}
    with pytest.raises(ValueError, match="1 times for 0 actions"):
        GameRecord.model_validate(record)
    record["clock"] = {"control": "5 minutes", "spent": [], "thinking": 0}
    with pytest.raises(ValueError, match="minutes\\+seconds"):
        GameRecord.model_validate(record)


def test_a_save_whose_times_ran_out_before_an_action_is_refused():
    time = FakeTime()
    session = new_session("himizu", {}, 5, clock=TimeControl(1, 0), now=time, save=False)
    session.clock.resume()
    time.now += 1
    session.play(session.legal_actions()[0])
    record = json.loads(session.record().to_json())
    record["clock"]["spent"] = [60_000]
    with pytest.raises(RulesError, match="the clock ran out before action 1"):
        Session.from_record(GameRecord.model_validate(record), engine_for("himizu"), now=time)


def test_a_bot_on_a_clock_spends_a_share_of_its_time_and_never_its_flag():
    session, time = duel("1+2")
    assert session.clock.budget(0) == pytest.approx(60 / 30 + 1.6)
    time.now += 59
    assert session.clock.budget(0) <= 0.5


@pytest.mark.parametrize("ms, shown", [(300_000, "5:00"), (65_432, "1:05"), (9_450, "0:09.4"), (0, "0:00.0"), (3_723_000, "1:02:03")])
def test_times_read_as_a_player_reads_them(ms, shown):
    assert clock_text(ms) == shown


def test_the_saves_list_says_a_game_ended_on_a_flag():
    from yamabushi.app.saves import read_save, standing

    time = FakeTime()
    session = new_session("himizu", {}, 5, clock=TimeControl(1, 0), now=time)
    session.clock.resume()
    time.now += 61
    assert session.check_time()
    _, record = read_save(save_path(session))
    close(session)
    assert standing(record) == "Finished: Fire's time ran out: Water wins."


def test_a_bot_on_a_clock_searches_within_what_its_clock_can_spare():
    from yamabushi.app.bots import make_bot

    made = []

    def factory(seat, index, seed):
        made.append(make_bot("himizu", "hard", index, seed))
        return made[-1]

    time = FakeTime()
    engine = engine_for("himizu")
    seats = [Seat("Fire", "bot", "hard"), Seat("Water")]
    session = Session(engine, {}, 3, seats, bot_factory=factory, clock=Clock(TimeControl(1, 0), 2, time))
    session.clock.resume()
    time.now = 57  # 3 s left: a tenth of a second for this action, not the hard level's second
    session.choose_bot_action()
    assert made[0].search.max_seconds == pytest.approx(0.1)
    time.now = 0
    session.choose_bot_action()
    assert made[0].search.max_seconds == pytest.approx(1.0)  # 2 s to spare: capped at the level's own


def test_a_rematch_is_played_on_the_same_clock_from_a_full_time():
    from yamabushi.app.sessions import rematch

    time = FakeTime()
    session = new_session("himizu", {}, 5, clock=TimeControl(3, 2), now=time, save=False)
    session.clock.resume()
    time.now += 50
    again = rematch(session, save=False)
    assert str(again.clock.control) == "3+2" and again.clock.left(0) == again.clock.left(1) == 180_000
