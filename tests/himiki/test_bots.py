"""Hi Mi Ki bots: every level plays every seat of every mode, takes a win, and never peeks."""

import random
from dataclasses import replace

import pytest

from yamabushi.app.bots import LEVELS, make_bot
from yamabushi.core.bots import master_search
from yamabushi.himiki.bots import best_gains, best_strikes, claim_first, kit, master_evaluate_for, settle, world
from yamabushi.himiki.chaos import HIDDEN
from yamabushi.himiki.hpn import from_hpn
from yamabushi.app.simulate import simulate

from tests.bot_games import bot_session, play_out

from tests.himiki.util import ENGINE, play

MODES = [{"mode": "1v1"}, {"mode": "2v2"}, {"mode": "1v1", "expert": True}, {"mode": "2v2", "expert": True}]
WINNING_TILT = "C5HMK,A6HMK,E6HMK/A1HMK,E1HMK,B4HMK w 4-0 --- - -"


@pytest.mark.parametrize("options", MODES, ids=lambda o: " ".join(map(str, o.values())))
@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_whole_games_from_the_set_up_in_every_mode(options, level):
    session = play_out(bot_session("himiki", options, [level], seed=3))
    assert len({s.actor for s in session.steps}) == len(session.seats)


@pytest.mark.parametrize("level", ["normal", "hard", "master"])
def test_normal_hard_and_master_take_the_winning_tilt(level):
    state = from_hpn(WINNING_TILT)
    bot = make_bot("himiki", level, 0, seed=1, max_seconds=None)
    assert ENGINE.format_action(state, bot.choose(state, ENGINE.legal_actions(state))) == "C5 BC4"


def test_best_strikes_counts_the_conflicts_one_tilt_would_win():
    assert best_strikes(from_hpn(WINNING_TILT).board) == [1, 1]
    fork = from_hpn("C3KMH,A6HMK,E6HMK/B4HMK,D4HMK,A1HMK w 0-0 --- - -")  # C3 to C4 shows Water to two Fires
    assert best_strikes(fork.board) == [2, 0]


def test_best_gains_count_an_influence_tile_taken_or_stolen():
    """C5 to C4 (or A6 east, E6 north) shows a fourth Fire: a point for White, two off the lead when Black held it."""
    taken = from_hpn("C5KHM,A6MKH,E6KHM/A1HMK,C1HMK,E1HMK w 0-0 --- - -")
    assert best_gains(taken) == ([1, 0], [1, 0])
    stolen = from_hpn("C5KHM,A6MKH,E6KHM/A1HMK,C1HMK,E1HMK w 0-1 b-- - -")
    assert best_gains(stolen) == ([2, 0], [1, 0])


PARRY = "B3MHK,B5HKM,C5HMK/B1KHM,B2KMH,D2HKM w 1-1 w-- - -"
"""Three cubes show Wood: a fourth takes the Wood Influence tile, and D2 shows Wood once tilted."""


def test_master_parries_an_influence_threat_that_hard_lets_through():
    state = from_hpn(PARRY)
    choices = {
        level: ENGINE.format_action(state, make_bot("himiki", level, 0, seed=1, max_seconds=None).choose(state, ENGINE.legal_actions(state)))
        for level in ("hard", "master")
    }
    assert choices == {"hard": "C5 BD5", "master": "C5 BC6"}
    after_hard, _ = play(state, "C5 BD5")
    _, events = play(after_hard, "D2 BD1")
    assert [e.text for e in events] == ["4 cubes show Wood, so Black takes the Wood Influence (+1)."]
    after_master, _ = play(state, "C5 BC6")
    for action in ENGINE.legal_actions(after_master):
        assert ENGINE.next_state(after_master, action)[0].scores == (1, 1)


def test_hard_beats_easy_from_either_side():
    report = simulate("himiki", {}, ("hard", "easy"), games=2, seed=7, alternate=True)
    assert report.level_wins() == {"easy": 0, "hard": 2}


def test_bots_claim_the_draw_as_soon_as_they_may():
    state = replace(from_hpn("A1HMK,A3HMK,A5HMK/E2HMK,E4HMK,E6HMK w 0-0 --- - -"), quiet_turns=60)
    for level in LEVELS:
        bot = make_bot("himiki", level, 0, seed=1)
        assert ENGINE.format_action(state, bot.choose(state, ENGINE.legal_actions(state))) == "draw"


def test_the_master_searches_a_draw_on_offer_as_claimed_at_once():
    """White and Black each walk a cube out and back twice: the first position comes up the third
    time. Every bot claims there, so the master's search reads the position as a draw, which it
    values below a half for its own side (contempt) and steers clear of when ahead."""
    start = "A6HMK,B6KMH,C6MHK/C1KHM,D1MHK,E1HKM w 4-1 --- - -"
    state, _ = play(start, *["A6 BA5", "E1 BE2", "A5 BA6", "E2 BE1"] * 2)
    actions = ENGINE.legal_actions(state)
    assert [ENGINE.format_action(state, a) for a in claim_first(state, actions)] == ["draw"]
    drawn = ENGINE.next_state(state, claim_first(state, actions)[0])[0]
    assert master_evaluate_for(0)(drawn) == pytest.approx((0.1, 0.9))
    earlier, _ = play(start, "A6 BA5")
    assert claim_first(earlier, ENGINE.legal_actions(earlier)) == ENGINE.legal_actions(earlier)


def test_the_master_reads_a_position_brought_back_as_a_draw_and_keeps_out_of_it_when_ahead():
    """Black leads 4-1. White walked a cube out and back, Black walked one out: walking it back
    brings the first position round a second time, from which either side can make it a third
    and claim. The master's search reads that line as a draw (0.1 to Black, contempt), where
    without the settling it would search on as if Black were still winning, and plays elsewhere."""
    start = "A6HMK,B6KMH,C6MHK/C1KHM,D1MHK,E1HKM w 1-4 --- - -"
    state, _ = play(start, "A6 BA5", "E1 BE2", "A5 BA6")
    back = next(a for a in ENGINE.legal_actions(state) if ENGINE.format_action(state, a) == "E2 BE1")
    assert settle(ENGINE.next_state(state, back)[0]).draw
    assert not settle(state).draw and not settle(from_hpn(start)).draw
    search = master_search(kit())
    search.evaluate = master_evaluate_for(1)
    values = search.values([state], ENGINE.legal_actions(state), keep=[back])
    assert values[back][1] == pytest.approx(0.1)
    bot = make_bot("himiki", "master", 1, seed=1)
    assert ENGINE.format_action(state, bot.choose(state, ENGINE.legal_actions(state))) != "E2 BE1"


def test_the_master_thinks_half_as_long_again_in_2v2_where_four_seats_make_a_round():
    bot = make_bot("himiki", "master", 0, seed=1)
    for mode, iterations in (("1v1", 6000), ("2v2", 9000)):
        state = ENGINE.new_game({"mode": mode, "setup": "random"}, 1)
        bot.choose(state, ENGINE.legal_actions(state))
        assert bot.search.iterations == iterations


def expert_state(seed: int):
    state = ENGINE.new_game({"expert": True, "setup": "random"}, seed)
    rng = random.Random(seed)
    for _ in range(6):
        state, _ = ENGINE.next_state(state, rng.choice(ENGINE.legal_actions(state)))
    return state


def test_a_sampled_expert_world_keeps_what_the_seat_sees_and_deals_the_rest():
    state = expert_state(4)
    seat = ENGINE.to_play(state)
    view = ENGINE.observation(state, seat)
    sampled = world(view, random.Random(0))
    assert ENGINE.observation(sampled, seat) == view
    codes = [c for hand in sampled.chaos.hands for c in hand] + [c for _, c in sampled.chaos.terrain]
    assert HIDDEN not in codes and len(codes) == len(set(codes))


@pytest.mark.parametrize("level", LEVELS)
def test_an_expert_bot_decides_the_same_whatever_the_hidden_tiles(level):
    state = expert_state(9)
    seat = ENGINE.to_play(state)
    other = world(ENGINE.observation(state, seat), random.Random(1))
    assert other.chaos.hands != state.chaos.hands and ENGINE.observation(other, seat) == ENGINE.observation(state, seat)
    legal = ENGINE.legal_actions(state)
    choices = [
        make_bot("himiki", level, seat, 2, max_seconds=None).choose(ENGINE.observation(s, seat), legal)
        for s in (state, other)
    ]
    assert choices[0] == choices[1]
