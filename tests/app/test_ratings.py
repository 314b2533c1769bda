"""Ratings: named people move the right way by openskill's own numbers, teams rate together,
bots keep their fixed ratings, a game is rated once, and a damaged ratings.json is kept."""

import pytest
from openskill.models import PlackettLuce

from yamabushi.app import ratings
from yamabushi.app.rated_modes import RatedMode, ladder, rated_mode, rated_mode_named, rated_modes
from yamabushi.app.ratings import RatingsError, RatingsFile, kept_ratings, leaderboards, rate, ratings_path
from yamabushi.app.saves import new_save_path, read_record
from yamabushi.app.sessions import SaveFile, counted_as, new_session
from yamabushi.app.store import write_atomic
from yamabushi.core.errors import RulesError
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat

from tests.toy import Race

RACE = RatedMode(
    key="race", label="Race", game="race", teams=[[0], [1]], fixed={"normal": 25.0, "easy": 10.0},
    measured=[{"stronger": "normal", "weaker": "easy", "won": 9, "lost": 1, "command": "a test"}],
)
SIGMA = rated_modes().fixed_sigma


@pytest.fixture(autouse=True)
def race_is_rated(monkeypatch):
    monkeypatch.setattr(ratings, "rated_mode", lambda game, options: RACE if game == "race" else rated_mode(game, options))
    monkeypatch.setattr(ratings, "rated_modes", lambda: rated_modes().model_copy(update={"mode": [*rated_modes().mode, RACE]}))


def race(north, south, **kw):
    return Session(Race(), {}, 1, [north, south], on_over=counted_as("race"), bot_factory=lambda *_: AddsTwo(), **kw)


class AddsTwo:
    def choose(self, observation, legal):
        return "2"


def finish(session, first="2"):
    """North wins when it opens with 2 (2+2+2+2+2), South when it opens with 1."""
    session.play_text(first)
    while session.outcome() is None:
        session.play_bot() if session.bot_to_play() else session.play_text("2")
    return session


def person(name, seat="North"):
    return Seat(seat, "human", player=name)


def mu(name, mode="race"):
    return ratings.current(kept_ratings(), mode, name)


def test_the_winner_goes_up_and_the_loser_down_by_openskills_numbers():
    finish(race(person("Ann"), person("Bob", "South")))
    skill = PlackettLuce()
    [[ann], [bob]] = skill.rate([[skill.rating()], [skill.rating()]], ranks=[1, 2])
    assert mu("Ann").mu == pytest.approx(ann.mu) and mu("Ann").sigma == pytest.approx(ann.sigma)
    assert mu("Bob").mu == pytest.approx(bob.mu) and mu("Bob").mu < 25 < mu("Ann").mu
    finish(race(person("Ann"), person("Bob", "South")), first="1")  # Bob wins the second from where both stood
    [[ann2], [bob2]] = skill.rate([[ann], [bob]], ranks=[2, 1])
    assert (mu("Ann").mu, mu("Bob").mu) == (pytest.approx(ann2.mu), pytest.approx(bob2.mu))


def test_a_bot_game_rates_only_the_person_against_the_bots_fixed_rating():
    finish(race(person("Ann"), Seat("South", "bot", "easy")), first="1")  # the easy bot wins
    skill = PlackettLuce()
    [[ann], _] = skill.rate([[skill.rating()], [skill.rating(mu=10.0, sigma=SIGMA)]], ranks=[2, 1])
    assert mu("Ann").mu == pytest.approx(ann.mu) and ann.mu < 25
    [game] = kept_ratings().games.values()
    assert list(game.after) == ["Ann"]


def test_two_vs_two_rates_each_partner_with_their_team():
    mode = rated_mode_named("himiki-2v2")
    seats = [person("Ann", "White-Light"), person("Bob", "Black-Light"), Seat("White-Dark", "bot", "hard"), person("Cid", "Black-Dark")]
    kept = RatingsFile()
    after = rate(kept, mode, seats, winners=[0, 2])
    skill = PlackettLuce()
    hard = skill.rating(mu=mode.fixed["hard"], sigma=SIGMA)
    [[ann, _], [bob, cid]] = skill.rate([[skill.rating(), hard], [skill.rating(), skill.rating()]], ranks=[1, 2])
    assert after["Ann"].mu == pytest.approx(ann.mu) and after["Bob"].mu == pytest.approx(bob.mu)
    assert after["Cid"].mu == pytest.approx(cid.mu) and set(after) == {"Ann", "Bob", "Cid"}


def test_a_draw_rates_both_sides_as_equals():
    after = rate(RatingsFile(), RACE, [person("Ann"), person("Bob", "South")], winners=[])
    assert after["Ann"].mu == pytest.approx(after["Bob"].mu) == pytest.approx(25)


def test_a_game_is_rated_once_through_undo_redo_and_resume():
    path = new_save_path("race")
    session = finish(race(person("Ann"), person("Bob", "South"), on_change=SaveFile(path)))
    once = ratings_path().read_bytes()
    assert session.undo() and session.redo()
    resumed = Session.from_record(read_record(path), Race(), on_change=SaveFile(path, path.read_text()),
                                  on_over=counted_as("race"), free_undo=True)
    assert [s.player for s in resumed.seats] == ["Ann", "Bob"]
    assert resumed.undo() and resumed.redo()
    assert ratings_path().read_bytes() == once and len(kept_ratings().games) == 1


def test_unfinished_unnamed_and_unrated_games_are_not_rated():
    session = race(person("Ann"), person("Bob", "South"))
    session.play_text("2")
    finish(race(Seat("North"), Seat("South")))
    finish(Session(Race(), {}, 1, [person("Ann"), person("Bob", "South")]))  # nothing counts it
    assert kept_ratings().games == {}


def test_yami_is_not_a_rated_mode_and_each_duel_is():
    assert rated_mode("yami", {"players": 2, "mission": 1}) is None
    assert rated_mode("himiki", {"mode": "1v1", "setup": "choose"}).key == "himiki-1v1"
    assert rated_mode("himiki", {"mode": "2v2", "expert": True}).key == "himiki-2v2-expert"
    assert rated_mode("himizu", {"board": "B"}).key == "himizu"
    assert rated_mode("himiki", {"mode": "mukyan"}).fixed["automa"] > 0


def test_names_given_for_a_new_game_are_kept_and_refused_when_they_cannot_be_names():
    game = new_session("himiki", {"mode": "1v1"}, 1, players={"White": " Ann ", "Black": "hard"}, save=False)
    assert [(s.kind, s.player) for s in game.seats] == [("human", "Ann"), ("bot", None)]
    assert kept_ratings().people == ["Ann"]
    for bad, said in (("Ann\x1b[2J", "control character"), ("Easy", "kind of seat"), ("x" * 25, "at most 24"), ("  ", "one letter")):
        with pytest.raises(RulesError, match=said):
            new_session("himiki", {"mode": "1v1"}, 1, players={"White": bad}, save=False)


def test_a_damaged_ratings_file_is_said_in_one_sentence_and_never_written_over():
    write_atomic(ratings_path(), '{"schema_version": 1, "people": ["Ann"], "games": {"x": 3}}')
    before = ratings_path().read_bytes()
    with pytest.raises(RatingsError) as caught:
        kept_ratings()
    said = str(caught.value)
    assert said.count(". ") == 0 and said.endswith("are not saved until it is repaired or removed.")
    finish(race(person("Ann"), person("Bob", "South")))
    new_session("himiki", {"mode": "1v1"}, 1, players={"White": "Cid"}, save=False)
    assert ratings_path().read_bytes() == before


def test_leaderboards_rank_by_the_surest_rating_and_keep_the_history():
    finish(race(person("Ann"), person("Bob", "South")))
    finish(race(person("Ann"), person("Bob", "South")))
    [ann, bob] = leaderboards(kept_ratings())["race"]
    assert (ann.person, bob.person, ann.games, len(ann.history)) == ("Ann", "Bob", 2, 2)
    assert ann.history[0] < ann.history[1]


def test_yami_shows_each_named_players_missions_per_player_count_instead_of_a_rating():
    from yamabushi.app.ratings_report import mission_lines
    from yamabushi.app.stats import FinishedGame, StatsFile, stats_path
    from yamabushi.session.record import SeatRecord

    def yami(winners, *players):
        seats = [SeatRecord(name=f"Player {i + 1}", player=p) for i, p in enumerate(players)]
        return FinishedGame(game="yami", mode="yami", options={}, seats=seats, winners=winners, finished="2026-01-01T00:00:00+00:00")

    games = {"a": yami([0, 1], "Ann", "Bob"), "b": yami([], "Ann", None), "c": yami([], "Ann", "Bob", "Cid")}
    write_atomic(stats_path(), StatsFile(games=games).model_dump_json())
    assert mission_lines() == (
        "Ann, Yami with 2 players: 1 of 2 missions succeeded",
        "Ann, Yami with 3 players: 0 of 1 mission succeeded",
        "Bob, Yami with 2 players: 1 of 1 mission succeeded",
        "Bob, Yami with 3 players: 0 of 1 mission succeeded",
        "Cid, Yami with 3 players: 0 of 1 mission succeeded",
    )


def test_each_fixed_rating_is_the_one_its_simulate_matches_give_under_openskills_prediction():
    data = rated_modes()
    for mode in data.mode:
        found = ladder(mode.measured, data.fixed_sigma, len(mode.teams[0]))
        assert {name: round(value, 1) for name, value in found.items()} == mode.fixed, mode.key
        for match in mode.measured if len(mode.measured) == len(mode.fixed) - 1 else ():  # a chain: each match reproduced
            skill = PlackettLuce()
            strong, weak = ([skill.rating(mu=mode.fixed[n], sigma=data.fixed_sigma)] * len(mode.teams[0]) for n in (match.stronger, match.weaker))
            assert skill.predict_win([strong, weak])[0] == pytest.approx(match.share, abs=0.005), (mode.key, match)


def test_the_end_of_a_rated_game_says_each_named_persons_rating_before_and_after():
    from yamabushi.app.ratings_report import rating_news  # the toy mode has no label: its key is said

    first = finish(race(person("Ann"), person("Bob", "South")))
    second = finish(race(person("Ann"), Seat("South")), first="1")
    [ann1, bob1] = kept_ratings().games[first.game_id].after.values()
    ann2 = kept_ratings().games[second.game_id].after["Ann"]
    assert rating_news(first) == f"Ratings, race: Ann 25.0 → {ann1.mu:.1f}, Bob 25.0 → {bob1.mu:.1f}."
    assert rating_news(second) == f"Ratings, race: Ann {ann1.mu:.1f} → {ann2.mu:.1f}."
    assert rating_news(finish(race(Seat("North"), Seat("South")))) == ""
    assert ratings.NEWCOMER == PlackettLuce().mu


def test_a_rematch_moves_each_named_person_with_their_seat():
    from yamabushi.app.sessions import rematch

    game = new_session("himiki", {"mode": "2v2"}, 4, players={"White-Light": "Ann", "Black-Light": "easy", "Black-Dark": "Bob"}, save=False)
    again = rematch(game, save=False)
    assert [(s.kind, s.level, s.player) for s in again.seats] == [
        ("bot", "easy", None), ("human", None, None), ("human", None, "Bob"), ("human", None, "Ann"),
    ]
