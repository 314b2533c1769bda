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


def test_with_transpositions_each_position_is_evaluated_once_per_search():
    """1 then 2 and 2 then 1 reach the same total: the master's table searches it once."""
    state, legal = at(0), ("1", "2")
    for shared in (False, True):
        seen = []

        def counting(s, seen=seen):
            seen.append(s)
            return evaluate(s)

        mcts = Mcts(ENGINE, counting, iterations=300, transpositions=shared)
        mcts.choose([state], legal, random.Random(0))
        repeated = len(seen) - len(set(seen))
        assert (repeated == 0) == shared, (shared, repeated)


def test_with_transpositions_the_search_still_sees_three_moves_ahead():
    state = at(6)
    mcts = Mcts(ENGINE, evaluate, iterations=2000, transpositions=True)
    assert mcts.choose([state], ENGINE.legal_actions(state), random.Random(0)) == "1"


class Shuttle(Race):
    """A corridor of four squares walked to and fro (`+` or `-`): reaching the last one wins.
    Every position can come back, as a Tilt and its reverse bring back a Hi Mi Ki position."""

    def new_game(self, options, seed):
        return RaceState(1, 0, 0)

    def to_play(self, state):
        return None if state.total >= 3 else state.to_move

    def legal_actions(self, state):
        return () if state.total >= 3 else ("+", "-")

    def next_state(self, state, action):
        total = max(0, state.total + (1 if action == "+" else -1))
        return RaceState(total, 1 - state.to_move, 0), ()

    def outcome(self, state):
        return Outcome((1 - state.to_move,), "") if state.total >= 3 else None


def test_a_search_with_transpositions_ends_where_positions_repeat():
    engine = Shuttle()
    state = RaceState(2, 0, 0)

    def value(s):
        outcome = engine.outcome(s)
        return outcome_values(outcome, 2) if outcome else (0.5, 0.5)

    mcts = Mcts(engine, value, iterations=500, transpositions=True)
    assert mcts.choose([state], engine.legal_actions(state), random.Random(0)) == "+"
