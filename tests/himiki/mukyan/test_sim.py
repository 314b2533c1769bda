"""Seeded games of a random player against Muk Yan: rules kept, games end, seeds replay.

300 games here (every Muk Yan pattern and every kind of its turn still shows up in them); the
invariant at every step is checked again by tests/test_conformance.py on 500 other games."""

import random
from collections import Counter
from dataclasses import replace

from yamabushi.core.testing import SimGame, play_random_game, random_sim_check
from yamabushi.himiki.actions import AutomaTurn, Pass, Rotate, Tilt
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.session.testing import check_session_roundtrip

from tests.himiki.util import ENGINE

MUKYAN = {"mode": "mukyan"}
GAMES = 300
SET_UP_COUNTS = ([0, 0], [1, 0], [2, 0], [3, 0], [3, 1], [3, 2])


def invariant(state):
    counts = [len(state.cubes_of(c)) for c in (0, 1)]
    if state.setup:
        assert counts in SET_UP_COUNTS
        return
    assert counts == [3, 3]
    for colour in (0, 1):
        assert 0 <= state.influence.count(colour) <= state.scores[colour] <= 5
    assert (state.winner is not None) == (max(state.scores) == 5)
    assert not (state.must_tilt and state.replay)
    if ENGINE.to_play(state) == 1:
        (turn,) = ENGINE.legal_actions(state)
        assert isinstance(turn, AutomaTurn) and isinstance(turn.move, (Tilt, Rotate, Pass))
    if not state.draw:
        assert from_hpn(hpn(state), mode="mukyan") == replace(state, quiet_turns=0, turn_scored=False, rng=0)


def muk_yan_turns(game: SimGame) -> list[str]:
    return [text for text in game.notations if text.startswith("mukyan ")]


def check_game(game: SimGame) -> None:
    assert ENGINE.outcome(game.states[-1]) is not None, f"seed {game.seed} did not finish"
    if game.seed % 50 == 0:
        check_session_roundtrip(ENGINE, ENGINE.normalize_options(MUKYAN), game)


def test_random_player_against_muk_yan_keeps_every_rule_and_replays_from_the_seed():
    games = random_sim_check(ENGINE, MUKYAN, games=GAMES, invariant=invariant, on_game=check_game)
    turns = [text.split() for game in games for text in muk_yan_turns(game)]
    assert set(Counter(words[1] for words in turns)) == {b + w for b in "HMK" for w in "HMK"}
    used = set(Counter(words[2] for words in turns))
    assert {"multiple-strike", "strike", "threaten", "influence", "play-again", "pressure"} <= used
    assert {ENGINE.outcome(g.states[-1]).winners for g in games} >= {(1,)}


def test_random_set_up_games_replay_from_the_seed():
    random_sim_check(ENGINE, {**MUKYAN, "setup": "random"}, games=100, seed=9000, invariant=invariant)


def play_session(seed: int) -> Session:
    """A whole game with Muk Yan in its automa seat and a seeded random person."""
    session = Session(ENGINE, MUKYAN, seed, [Seat("White"), Seat("Muk Yan", "automa")])
    person = random.Random(seed)
    while session.outcome() is None:
        if session.bot_to_play():
            session.play_bot()
        else:
            session.play(person.choice(list(session.legal_actions())))
    return session


def test_same_seed_same_game():
    first, second = play_session(21), play_session(21)
    assert first.record().actions == second.record().actions
    assert first.state == second.state
    assert play_session(22).record().actions != first.record().actions
    loaded = Session.from_record(first.record(), ENGINE)
    assert loaded.state == first.state and loaded.seats == first.seats


def test_a_player_who_takes_the_best_point_now_wins_some_and_loses_some():
    def greedy(rng, state, legal):
        if state.setup or ENGINE.to_play(state) != 0:
            return rng.choice(legal)
        return max(legal, key=lambda a: (lead(ENGINE.next_state(state, a)[0]), rng.random()))

    def lead(state):
        return state.scores[0] - state.scores[1]

    games = [play_random_game(ENGINE, MUKYAN, seed, chooser=greedy) for seed in range(60)]
    assert {ENGINE.outcome(g.states[-1]).winners for g in games} == {(0,), (1,)}
