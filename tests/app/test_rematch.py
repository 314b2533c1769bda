"""Rematch: the same game and options, a new deal, each person and bot one seat on."""

from __future__ import annotations

import pytest

from yamabushi.app.sessions import new_session, rematch


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def who(session) -> list[tuple[str, str, str | None]]:
    return [(seat.name, seat.kind, seat.level) for seat in session.seats]


def test_a_duel_swaps_colours_and_keeps_its_options():
    game = new_session("himiki", {"mode": "1v1", "expert": True}, 4, players={"Black": "master"}, save=False)
    again = rematch(game, save=False)
    assert who(again) == [("White", "bot", "master"), ("Black", "human", None)]
    assert again.options == game.options and again.state.chaos is not None


def test_two_vs_two_swaps_the_teams_colours_and_halves():
    game = new_session("himiki", {"mode": "2v2"}, 4, players={"Black-Light": "easy", "Black-Dark": "hard"}, save=False)
    again = rematch(game, save=False)
    # The Black team (easy and hard) now plays White; each partnership stays together.
    assert who(again) == [
        ("White-Light", "bot", "easy"), ("Black-Light", "human", None),
        ("White-Dark", "bot", "hard"), ("Black-Dark", "human", None),
    ]


def test_himizu_swaps_fire_and_water():
    game = new_session("himizu", {"board": "B"}, 4, players={"Water": "normal"}, save=False)
    again = rematch(game, save=False)
    assert [(s.kind, s.level) for s in again.seats] == [("bot", "normal"), ("human", None)]
    assert again.options["board"] == "B"


def test_the_muk_yan_automa_keeps_its_seat():
    game = new_session("himiki", {"mode": "mukyan"}, 4, save=False)
    assert who(rematch(game, save=False)) == who(game)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_yami_passes_the_lead_to_the_next_player(players):
    game = new_session("yami", {"players": players}, 9, save=False)
    first = game.states[0].leader
    again = rematch(game, save=False)
    assert again.states[0].leader == (first + 1) % players
    assert again.options["mission"] == game.options["mission"]


def test_a_rematch_is_a_new_saved_game():
    game = new_session("himiki", {"mode": "1v1"}, 4)
    again = rematch(game)
    assert again.on_change.path != game.on_change.path and again.on_change.path.exists()
