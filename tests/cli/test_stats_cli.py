"""`yamabushi stats [--json]`: the Statistics screen's words printed, ratings under "ratings",
a named person's real game rated against the automa's fixed rating, a damaged file said and kept."""

from __future__ import annotations

import json

import pytest
from openskill.models import PlackettLuce

from yamabushi.app.bots import make_bot
from yamabushi.app.rated_modes import rated_mode_named, rated_modes
from yamabushi.app.ratings import ratings_path
from yamabushi.app.sessions import new_session
from yamabushi.app.store import write_atomic

from tests.cli.test_play_bots import yamabushi


def play_out(session, level="normal"):
    """Each person's actions chosen by a bot of `level`, as a person might; bots and the automa play their own."""
    stand_ins = {}
    while session.outcome() is None:
        if session.bot_to_play():
            session.play_bot()
            continue
        seat = session.to_play()
        bot = stand_ins.setdefault(seat, make_bot(session.engine.name, level, seat, 1, None))
        session.play(bot.choose(session.engine.observation(session.state, seat), session.legal_actions()))
    return session


def test_a_named_persons_muk_yan_game_is_rated_and_printed_with_its_leaderboard():
    session = play_out(new_session("himiki", {"mode": "mukyan"}, 5, players={"White": "Ann"}))
    won = 0 in session.outcome().winners
    skill = PlackettLuce()
    automa = skill.rating(mu=rated_mode_named("himiki-mukyan").fixed["automa"], sigma=rated_modes().fixed_sigma)
    [[ann], _] = skill.rate([[skill.rating()], [automa]], ranks=[1, 2] if won else [2, 1])

    done = yamabushi("stats", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report) == {"games", "ratings", "missions"}
    [row] = report["ratings"]["himiki-mukyan"]
    assert set(row) == {"person", "mu", "sigma", "ordinal", "games", "history"}
    assert (row["person"], row["games"], row["mu"]) == ("Ann", 1, pytest.approx(ann.mu, abs=1e-3))
    assert (row["mu"] > 25) == won and row["history"] == [row["mu"]]
    assert report["games"] == [{"row": "Solo: Muk Yan", "played": 1, "won": int(won), "lost": int(not won), "drawn": 0}]

    text = yamabushi("stats").stdout
    assert f"Muk Yan (solo): Ann leads with {ann.mu:.1f} after 1 rated game." in text


def test_a_damaged_ratings_file_is_one_sentence_in_both_forms_and_kept():
    write_atomic(ratings_path(), "[1, 2")
    before = ratings_path().read_bytes()
    done = yamabushi("stats", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["ratings"] == {}
    [problem] = json.loads(done.stdout)["problems"]
    assert problem.startswith(str(ratings_path())) and problem.endswith("are not saved until it is repaired or removed.")
    assert problem in yamabushi("stats").stdout
    assert ratings_path().read_bytes() == before
