"""Random legal games: invariants at every step, score bookkeeping, saves and undo."""

from dataclasses import replace

from yamabushi.core.testing import SimGame, random_sim_check
from yamabushi.himiki.events import ConflictWon, InfluenceTaken
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.session.testing import check_session_roundtrip

from tests.himiki.util import ENGINE

GAMES = 150
"""Seeded games here, for what only this file checks (score bookkeeping, every game ends, a
session round trip every 20th, both colours win). The invariant at every step is also checked
by tests/test_conformance.py on 500 other games of each of this file's modes: 800 in all."""


def invariant(state):
    if state.setup:
        placed = [len(state.cubes_of(c)) for c in (0, 1)]
        assert placed in ([0, 0], [1, 0], [1, 1], [1, 2], [2, 2], [3, 2])
        return
    assert [len(state.cubes_of(c)) for c in (0, 1)] == [3, 3]
    for colour in (0, 1):
        assert 0 <= state.influence.count(colour) <= state.scores[colour] <= 5
    assert (state.winner is not None) == (max(state.scores) == 5)
    assert not (state.must_tilt and state.replay)
    if state.replay is not None:
        frm, to = state.replay
        assert state.board[frm] is None and state.board[to].owner == state.colour
    if not state.draw:
        assert from_hpn(hpn(state)) == replace(state, quiet_turns=0, turn_scored=False, rng=0)


def check_game(game: SimGame) -> None:
    """Scores equal conflicts won plus Influence taken minus Influence stolen; games end."""
    state, earned = game.states[0], [0, 0]
    for text in game.notations:
        state, events = ENGINE.next_state(state, ENGINE.parse_action(state, text))
        for event in events:
            if isinstance(event, ConflictWon):
                earned[event.seat] += 1
            elif isinstance(event, InfluenceTaken):
                earned[event.colour] += 1
                if event.stolen_from is not None:
                    earned[event.stolen_from] -= 1
    assert list(state.scores) == earned
    assert ENGINE.outcome(state) is not None, f"seed {game.seed} did not finish"
    if game.seed % 20 == 0:
        check_session_roundtrip(ENGINE, ENGINE.normalize_options({}), game)


def test_random_games_with_chosen_set_up_keep_every_rule():
    games = random_sim_check(ENGINE, {}, games=GAMES, invariant=invariant, on_game=check_game)
    outcomes = {ENGINE.outcome(g.states[-1]).winners for g in games}
    assert {(0,), (1,)} <= outcomes


def test_random_set_up_games_replay_from_the_seed():
    options = {"setup": "random"}
    random_sim_check(ENGINE, options, games=50, seed=5000, invariant=invariant)
