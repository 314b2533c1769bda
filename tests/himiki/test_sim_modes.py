"""Random legal games in 2v2, 1v1 Expert and 2v2 Expert: invariants, replays, saves and undo."""

from collections import Counter
from dataclasses import replace

import pytest

from yamabushi.core.testing import SimGame, random_sim_check
from yamabushi.himiki.chaos import HIDDEN, tiles
from yamabushi.himiki.events import ConflictWon, InfluenceTaken, TilePlayed
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.session.testing import check_session_roundtrip

from tests.himiki.util import ENGINE

GAMES = 150
"""Seeded games per mode here, for what only this file checks (team score bookkeeping, every
Chaos tile played at most once, every game ends, both teams win). The invariant at every step is
also checked by tests/test_conformance.py on 500 other games of each mode: 800 in all."""
MODES = {
    "2v2": {"mode": "2v2"},
    "1v1 expert": {"mode": "1v1", "expert": True},
    "2v2 expert": {"mode": "2v2", "expert": True},
}


def invariant(state):
    if state.setup:
        return
    rules = state.rules
    counts = [len(state.cubes_of(c)) for c in (0, 1)]
    assert counts == [rules.cubes_per_side] * 2 or (state.chaos and max(counts) <= rules.cubes_per_side)
    for colour in (0, 1):
        assert 0 <= state.influence.count(colour) <= state.scores[colour] <= rules.win_score
    assert not (state.must_tilt and state.replay)
    if state.replay is not None:
        frm, to = state.replay
        assert state.board[to].owner == state.colour
        assert state.board[frm] is None or state.chaos, "only a Chaos move fills the square a replay bars"
    for sq in state.carried:
        assert state.board[sq].owner == state.colour and sq not in _own_half(state)
    if state.chaos is not None:
        _chaos_invariant(state)


def _own_half(state):
    light = state.rules.seat_light[state.to_move]
    return {sq for sq in range(30) if (sq >= 15) == light}


def _chaos_invariant(state):
    chaos = state.chaos
    held = [code for hand in chaos.hands for code in hand] + [code for _, code in chaos.terrain]
    assert len(held) == len(set(held)) and set(held) <= set(tiles())
    assert not (chaos.pending and state.replay), "decisions come before the replay"


def _check_observations(state):
    """Each seat sees its own tiles and only the number of everyone else's."""
    hands = state.chaos.hands
    for seat in range(len(hands)):
        seen = ENGINE.observation(state, seat).chaos.hands
        assert seen[seat] == hands[seat]
        assert all(h == (HIDDEN,) * len(hands[i]) for i, h in enumerate(seen) if i != seat)


def check_game(options, game: SimGame) -> None:
    """Team scores equal conflicts won plus Influence taken minus stolen (no Chaos); games end."""
    final = game.states[-1]
    assert ENGINE.outcome(final) is not None, f"seed {game.seed} did not finish"
    assert "pass pass pass pass" not in " ".join(game.notations), "some seat can always act"
    if not options.get("expert"):
        _check_scores(game)
        for state in game.states[::4]:
            if not state.setup and not state.over:
                assert from_hpn(hpn(state)) == replace(state, quiet_turns=0, turn_scored=False, rng=0)
    elif game.seed % 5 == 0:
        _check_tiles_revealed_once(game)
        for state in game.states[::5]:
            _check_observations(state)
    if game.seed % 50 == 0:
        check_session_roundtrip(ENGINE, ENGINE.normalize_options(options), game)


def _check_scores(game: SimGame) -> None:
    state, earned = game.states[0], [0, 0]
    for text in game.notations:
        colour = state.colour
        state, events = ENGINE.next_state(state, ENGINE.parse_action(state, text))
        for event in events:
            if isinstance(event, ConflictWon):
                earned[colour] += 1
            elif isinstance(event, InfluenceTaken):
                earned[event.colour] += 1
                if event.stolen_from is not None:
                    earned[event.stolen_from] -= 1
    assert list(state.scores) == earned


def _check_tiles_revealed_once(game: SimGame) -> None:
    state, played = game.states[0], Counter()
    for text in game.notations:
        barrier = ENGINE.is_barrier(state, ENGINE.parse_action(state, text))
        state, events = ENGINE.next_state(state, ENGINE.parse_action(state, text))
        tiles_played = [e.code for e in events if isinstance(e, TilePlayed)]
        assert bool(tiles_played) == barrier
        played.update(tiles_played)
    assert all(n == 1 for n in played.values())


@pytest.mark.parametrize("name", MODES)
def test_random_games_keep_every_rule(name):
    options = MODES[name]
    games = random_sim_check(ENGINE, options, games=GAMES, invariant=invariant, on_game=lambda g: check_game(options, g))
    winners = {ENGINE.outcome(g.states[-1]).winners for g in games}
    teams = {(0,), (1,)} if options["mode"] == "1v1" else {(0, 2), (1, 3)}
    assert teams <= winners
