"""The shared search finds wins a few moves deep in a toy game, and replays identically."""

import random

from yamabushi.core.protocol import Outcome
from yamabushi.core.search import Mcts, greedy, outcome_values

from tests.toy import Race, RaceState

ENGINE = Race()


def evaluate(state):
    outcome = ENGINE.outcome(state)
    return outcome_values(outcome, 2) if outcome else (0.5, 0.5)


def at(total: int) -> RaceState:
    return RaceState(total, 0, 0)


def search(iterations=400):
    return Mcts(ENGINE, evaluate, iterations=iterations)


def test_outcome_values_give_winners_one_and_a_draw_a_half():
    assert outcome_values(Outcome((1,), ""), 3) == (0.0, 1.0, 0.0)
    assert outcome_values(Outcome((), ""), 2) == (0.5, 0.5)
    assert outcome_values(Outcome((), ""), 2, draw=0.0) == (0.0, 0.0)


def test_greedy_takes_an_immediate_win():
    state = RaceState(8, 0, 3)  # this generator state rolls a 1: the dice would not win
    assert greedy(ENGINE, state, ENGINE.legal_actions(state), evaluate, random.Random(0)) == "2"


def test_mcts_takes_the_sure_win_over_the_dice():
    state = at(8)
    assert search().choose([state], ENGINE.legal_actions(state), random.Random(0)) == "2"


def test_mcts_sees_three_moves_ahead():
    """From 6, adding 1 leaves the opponent on 7, where every reply hands back a win (or a 1-in-3 roll)."""
    state = at(6)
    assert search(2000).choose([state], ENGINE.legal_actions(state), random.Random(0)) == "1"


def test_mcts_with_the_same_generator_chooses_the_same():
    state = at(3)
    legal = ENGINE.legal_actions(state)
    first = [search(50).choose([state], legal, random.Random(seed)) for seed in range(5)]
    again = [search(50).choose([state], legal, random.Random(seed)) for seed in range(5)]
    assert first == again


def test_a_single_legal_action_needs_no_search():
    calls = []
    mcts = Mcts(ENGINE, lambda s: calls.append(s) or (0.5, 0.5), iterations=100)
    assert mcts.choose([at(0)], ["1"], random.Random(0)) == "1"
    assert calls == []
