"""Finished games are counted once each, only when a person played, and a damaged stats.json is kept."""

import json

import pytest

from yamabushi.app.sessions import SaveFile, counted_as
from yamabushi.session.controller import Session
from yamabushi.session.record import SeatRecord
from yamabushi.session.seats import Automa, Seat
from yamabushi.app.stats import FinishedGame, StatsError, load_games, stats_path, tally
from yamabushi.app.saves import new_save_path, read_record, write_atomic
from yamabushi.app.stats_report import games_section
from yamabushi.himiki.engine import HiMiKi

from tests.toy import Race


def race(seats=("human", "automa"), **kw):
    """Race to 10, counted under the menu mode "race"; South replies 1 as an automa."""
    return Session(Race(), {}, 1, [Seat("North", seats[0]), Seat("South", seats[1])], on_over=counted_as("race"), **kw)


def play_to_end(session):
    while session.outcome() is None:
        session.play_bot() if session.bot_to_play() else session.play_text("2")
    return session


def test_a_finished_game_counts_once_as_won():
    play_to_end(race())
    [game] = load_games().values()
    assert (game.mode, game.result, game.winners) == ("race", "won", [0])


def test_a_game_in_progress_or_outside_the_statistics_is_not_counted():
    session = race()
    session.play_text("2")
    assert load_games() == {}
    play_to_end(Session(Race(), {}, 1))  # a tutorial's or a test's session: nothing counts it
    assert load_games() == {}


def test_undo_after_the_end_and_finishing_again_counts_once():
    session = play_to_end(race())
    assert session.undo()
    assert load_games() != {} and session.outcome() is None
    play_to_end(session)
    assert session.undo() and session.redo()
    assert len(load_games()) == 1


def test_resuming_a_finished_save_counts_nothing_more():
    path = new_save_path("race")
    play_to_end(race(on_change=SaveFile(path)))
    resumed = Session.from_record(read_record(path), Race(), on_change=SaveFile(path, path.read_text()), on_over=counted_as("race"), free_undo=True)
    assert resumed.undo() and resumed.redo()
    assert len(load_games()) == 1


def test_bot_only_games_are_not_counted():
    bots = race(seats=("bot", "automa"), bot_factory=lambda seat, index, seed: Automa())
    play_to_end(bots)
    assert bots.outcome() is not None and load_games() == {}


def test_a_damaged_file_is_reported_in_one_sentence_and_kept():
    write_atomic(stats_path(), "{ half a file")
    with pytest.raises(StatsError, match=r"^stats.json is not a readable statistics file \(broken JSON at line 1\)\.$"):
        load_games()
    session = play_to_end(race())
    assert session.outcome() is not None  # the game itself ended normally
    assert stats_path().read_text() == "{ half a file"
    lines = games_section().lines
    assert lines[0].startswith("stats.json is not a readable") and "no game is counted" in lines[1]


def finished(game, kinds, winners, names=("White", "Black")):
    seats = [SeatRecord(name=n, kind=k) for n, k in zip(names, kinds)]
    return FinishedGame(game=game, mode=game, options={}, seats=seats, winners=winners, finished="2026-01-01T00:00:00+00:00")


@pytest.mark.parametrize(
    ("game", "kinds", "winners", "result"),
    [
        ("himiki", ("human", "bot"), [0], "won"),
        ("himiki", ("human", "bot"), [1], "lost"),
        ("himiki", ("human", "bot"), [], "drawn"),
        ("himiki", ("human", "human"), [1], "sides"),
        ("yami", ("human", "human"), [0, 1], "won"),
        ("yami", ("human", "human"), [], "lost"),
    ],
)
def test_what_a_result_means_to_the_people_at_the_keyboard(game, kinds, winners, result):
    assert finished(game, kinds, winners).result == result


def test_hot_seat_games_count_for_the_winning_side():
    games = [finished("himiki", ("human", "human"), [w]) for w in (0, 1, 0)]
    games.append(finished("himiki", ("human", "bot"), [0]))
    [row] = tally(games, lambda g: g.game).values()
    assert (row.played, row.won, row.lost, row.drawn) == (4, 1, 0, 0)
    assert row.sides == {"White": 2, "Black": 1}


def test_a_game_nobody_won_is_lost_when_its_engine_declares_the_people_play_together(monkeypatch):
    monkeypatch.setattr(HiMiKi, "cooperative", True)
    assert finished("himiki", ("human", "bot"), []).result == "lost"
    assert finished("no-such-game", ("human", "bot"), []).result == "drawn"


def test_four_games_alike_started_in_the_same_second_count_four():
    for _ in range(4):
        play_to_end(race(created="2026-12-01T10:00:00+00:00"))
    assert len(load_games()) == 4


def test_a_save_from_before_game_ids_loads_and_keeps_the_entry_it_was_counted_under():
    path = new_save_path("race")
    play_to_end(race(on_change=SaveFile(path), created="2026-12-01T10:00:00+00:00"))
    old = json.loads(path.read_text())
    del old["game_id"]
    path.write_text(json.dumps(old))
    stats = json.loads(stats_path().read_text())
    stats["games"] = {"race:2026-12-01T10:00:00+00:00:1": next(iter(stats["games"].values()))}
    stats_path().write_text(json.dumps(stats))
    resumed = Session.from_record(read_record(path), Race(), on_change=SaveFile(path, path.read_text()), on_over=counted_as("race"), free_undo=True)
    assert resumed.undo() and resumed.redo()
    assert list(load_games()) == ["race:2026-12-01T10:00:00+00:00:1"]


def test_a_challenge_solved_only_with_hints_is_named_beside_the_mindlock_table():
    """'Solved 0/16' after a hinted solve said nothing of it: the report now says why it is not counted."""
    from yamabushi.app.bests import record_solve
    from yamabushi.app.stats_report import mindlock_section

    record_solve("E01", 2, hints=1)
    lines = mindlock_section().lines
    assert lines[1].split()[1].startswith("0/")  # the table counts hint-free solves only
    assert lines[-1] == "Solved only with hints, so not counted above: E01 (solve one without a hint to count it)."
