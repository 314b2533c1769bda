"""The bot factory: levels, seats built from records, and seeded replays."""

import pytest

from yamabushi.app.bots import LEVELS, bot_factory, kit_for, make_bot
from yamabushi.core.errors import RulesError
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.app.saves import parse_record

from tests.bot_games import bot_session, play_out


def test_unknown_levels_and_games_are_refused_in_one_sentence():
    with pytest.raises(RulesError, match="level 'expert'"):
        make_bot("himiki", "expert", 0, 1)
    with pytest.raises(RulesError, match="no bots for 'chess'"):
        kit_for("chess")


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_and_seat_replay_the_same_game(level):
    """Quick searches (counted in iterations): a replay parts from its first game at the first
    search, whatever its size; the master's full budget made one game most of a minute."""
    first = play_out(bot_session("himiki", {"setup": "random"}, [level, "easy"], seed=11))
    second = play_out(bot_session("himiki", {"setup": "random"}, [level, "easy"], seed=11))
    assert [s.notation for s in first.steps] == [s.notation for s in second.steps]


def test_other_seeds_give_other_games():
    games = {
        tuple(s.notation for s in play_out(bot_session("himiki", {}, ["easy"], seed=seed)).steps) for seed in range(4)
    }
    assert len(games) == 4


def test_a_saved_game_with_bots_resumes_with_them_at_their_levels():
    session = bot_session("himiki", {}, ["normal", "easy"], seed=5)
    for _ in range(8):
        session.play_bot()
    record = parse_record(session.record().to_json(), "save")
    assert [(s.kind, s.level) for s in record.seats] == [("bot", "normal"), ("bot", "easy")]
    resumed = Session.from_record(record, engine_for("himiki"), bot_factory=bot_factory("himiki"))
    assert resumed.state == session.state and resumed.bot_to_play()
    play_out(resumed)


def test_a_bot_seat_without_a_level_plays_normal():
    bot = bot_factory("himizu")(Seat("Fire", "bot"), 0, 1)
    assert bot.level == "normal"
