"""Muk Yan's choice: each action where it is the first possible, the cell order, and the relations.

Positions are HPN with Muk Yan (Black) to move. A cube `C3KMH` has Wood on
top, Water north/south and Fire east/west; a north/south Tilt brings up the
north/south element, an east/west Tilt the east/west one. Water beats Fire,
Fire beats Wood, Wood beats Water. "bbb" positions give Muk Yan every
Influence tile, which takes Influence and Pressure out of the picture.
"""

from itertools import product

import pytest

from yamabushi.core.rng import seed_state
from yamabushi.himiki.actions import Rotate
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.cube import (
    BLACK,
    CUBES,
    ORIENTATIONS,
    ROTATED,
    TILT_EW,
    TILT_NS,
    WHITE,
    beats,
)
from yamabushi.himiki.hpn import from_hpn
from yamabushi.himiki.mukyan.actions import ACTIONS
from yamabushi.himiki.mukyan.choice import choose, first_possible
from yamabushi.himiki.mukyan.look import Look, blocked_by, blockers_of, blocks
from yamabushi.himiki.notation import format_action

EVERY_ROLL = ["".join(r) for r in product("HMK", repeat=2)]


def decide(position: str, roll: str, seed: int = 0):
    return choose(from_hpn(position, mode="mukyan"), roll[0], roll[1], seed_state(seed))


def candidates(position: str, roll: str) -> set[str]:
    return {format_action(m) for m in decide(position, roll).candidates}


# C3 tilts south onto C4 with Water on top, between White's Fire cubes on B4 and D4.
MULTIPLE_STRIKE = "B4HMK,D4HKM,E6KHM/C3KMH,A1HMK,E1HMK b 0-0 --- - -"
# C3 tilts south (Water beats B4's Fire) or east (Fire beats D4's Wood); no tilt wins twice.
STRIKE = "B4HMK,D4KHM,E6KHM/C3KMH,A1MHK,E1MHK b 0-0 --- - -"
# Turning C2 brings Water north/south: C2 BC3 would then beat C4's Fire. Before, it could not.
THREATEN = "C4HMK,A6KMH,E6MKH/C2KHM,A1KHM,E1KHM b 0-0 --- - -"
# White shows Fire three times: a Black Tilt to Fire takes the Fire Influence, and C4 BC5 strikes C6.
INFLUENCE_AND_STRIKE = "A6HMK,C6HMK,E6HMK/C4KMH,A1KMH,E1KMH b 0-0 --- - -"
# C3 (Water on top, beating C4's Fire) blocks C4 once turned: Wood then beats Water, Fire beats Wood.
BLOCK = "C4HMK,A6KMH,E6MKH/C3MHK,A1KMH,E1HMK b 0-0 --- - -"
# White's C4 and E4 block Black's C3 and E3.
DODGE = "C4HKM,E4HKM,A6MHK/C3KMH,E3KMH,A1MHK b 0-0 --- - -"
# Tilting south brings Fire up; White's C6 shows Fire, and Muk Yan has no Fire Influence.
PRESSURE = "C6HMK,D6KHM,E6KHM/A1KHM,C1KHM,E1KHM b 0-0 --- - -"
# A1 BA2 lands with Fire on top next to White's Fire on A3: a replay without a conflict.
PLAY_AGAIN = "A3HMK,D6KMH,E6MKH/A1KHM,D1KHM,E3KHM b 0-0 --- - -"
# B2 is worth 4; C2 (5), B3 (6), A2 and B1 (2) around it. White is far away in the corner.
MOVE_FROM_4 = "E5HMK,D6KMH,E6MKH/B2HMK,D1KHM,A4MHK b 0-3 bbb - -"
MOVE_FROM_4_NO_5 = "E5HMK,D6KMH,E6MKH/B2HMK,C2KHM,A4MHK b 0-3 bbb - -"
MOVE_FROM_4_NO_5_NO_6 = "E5HMK,D6KMH,E6MKH/B2HMK,C2KHM,B3MKH b 0-3 bbb - -"
# A1, B1 and A2 are boxed in by White's C1, B2 and A3.
BOXED = "C1HMK,B2HMK,A3HMK/A1HMK,B1HMK,A2HMK b 0-0 --- - -"
# C2 just came from C1 (a replay). Its only winning Tilt, back to C1 against B1, is barred,
# so it threatens but cannot strike; A1 and A2 cannot move.
ONLY_A_BARRED_STRIKE = "B1HMK,B2HMK,A3KHM/A1KMH,A2KMH,C2HMK b 0-3 bbb - C1>C2"


@pytest.mark.parametrize(
    ("position", "roll", "action", "expected"),
    [
        (MULTIPLE_STRIKE, "HH", "multiple-strike", {"C3 BC4"}),
        (STRIKE, "HH", "strike", {"C3 BC4", "C3 BD3"}),
        (THREATEN, "HH", "threaten", {"C2 PC2"}),
        (INFLUENCE_AND_STRIKE, "KH", "influence", {"A1 BB1", "C4 BB4", "C4 BD4", "E1 BD1"}),
        (BLOCK, "KH", "block", {"C3 PC3"}),
        (DODGE, "MM", "dodge", {"C3 PC3+E3 PE3"}),
        (PRESSURE, "MH", "pressure", {"A1 BA2", "C1 BC2", "E1 BE2"}),
        (PLAY_AGAIN, "MH", "play-again", {"A1 BA2"}),
        (MOVE_FROM_4, "HH", "offensive-movement", {"B2 BC2", "D1 BC1", "A4 BB4"}),
        (MOVE_FROM_4, "KK", "defensive-movement", {"B2 BC2", "D1 BC1", "A4 BB4"}),
    ],
)
def test_each_action_is_played_where_it_is_the_first_possible(position, roll, action, expected):
    decision = decide(position, roll)
    assert decision.action == action
    assert candidates(position, roll) == expected
    assert format_action(decision.chosen) in expected


def test_the_cell_order_decides_between_two_possible_actions():
    assert decide(INFLUENCE_AND_STRIKE, "HH").action == "strike"
    assert decide(INFLUENCE_AND_STRIKE, "MK").action == "influence"
    assert format_action(decide(INFLUENCE_AND_STRIKE, "HH").chosen) == "C4 BC5"


def test_multiple_strike_comes_first_whatever_the_roll():
    assert {decide(MULTIPLE_STRIKE, roll).action for roll in EVERY_ROLL} == {"multiple-strike"}


def test_the_candidate_that_scores_most_wins_before_the_draw():
    # Both Strikes win one conflict; C3 BD3 also completes four Fire tops and takes the Influence.
    position = STRIKE.replace("A1MHK,E1MHK", "A1HMK,E1HMK")
    assert candidates(position, "HH") == {"C3 BC4", "C3 BD3"}
    assert {format_action(decide(position, "HH", seed).chosen) for seed in range(20)} == {"C3 BD3"}


def test_equal_candidates_are_drawn_from_the_seed():
    chosen = {format_action(decide(INFLUENCE_AND_STRIKE, "MK", seed).chosen) for seed in range(40)}
    assert chosen == {"A1 BB1", "C4 BB4", "C4 BD4", "E1 BD1"}
    assert decide(INFLUENCE_AND_STRIKE, "MK", 7) == decide(INFLUENCE_AND_STRIKE, "MK", 7)


# -- movement and the value map ----------------------------------------------------


def moves_of(position: str, square: str, roll: str = "HH") -> set[str]:
    return {m for m in candidates(position, roll) if m.startswith(square)}


def test_movement_from_a_4_tries_5_then_6_then_2():
    assert moves_of(MOVE_FROM_4, "B2") == {"B2 BC2"}
    assert moves_of(MOVE_FROM_4_NO_5, "B2") == {"B2 BB3"}
    assert moves_of(MOVE_FROM_4_NO_5_NO_6, "B2") == {"B2 BA2", "B2 BB1"}


def test_offensive_movement_leaves_out_a_cube_that_threatens():
    look = Look(from_hpn(ONLY_A_BARRED_STRIKE, mode="mukyan"))
    assert ACTIONS["offensive-movement"].find(look) == []
    assert {format_action(m) for m in ACTIONS["defensive-movement"].find(look)} == {"C2 BC3"}


def test_defensive_movement_leaves_out_a_cube_that_blocks():
    position = BLOCK.replace("C3MHK", "C3MKH")
    look = Look(from_hpn(position, mode="mukyan"))
    moved = {format_action(m)[:2] for m in ACTIONS["defensive-movement"].find(look)}
    assert moved == {"A1", "E1"}
    assert "C3" in {format_action(m)[:2] for m in ACTIONS["offensive-movement"].find(look)}


# -- restrictions and fallbacks ----------------------------------------------------------


def test_the_rotate_restriction_removes_dodge_and_rotating_threats():
    restricted = DODGE.replace(" - -", " t -")
    assert decide(DODGE, "MM").action == "dodge"
    decision = decide(restricted, "MM")
    assert decision.action == "threaten"
    assert not any(isinstance(m, Rotate) for m in decision.candidates)
    assert decide(THREATEN.replace(" - -", " t -"), "HH").action != "threaten"


def test_nothing_possible_means_any_tilt_then_any_rotate_then_pass():
    decision = decide(ONLY_A_BARRED_STRIKE, "HH")
    assert decision.action == "any-tilt" and candidates(ONLY_A_BARRED_STRIKE, "HH") == {"C2 BC3", "C2 BD2"}
    decision = decide(BOXED, "HH")
    assert decision.action == "any-rotate" and len(decision.candidates) == 7
    decision = decide(BOXED.replace(" - -", " t -"), "HH")
    assert decision.action == "pass" and format_action(decision.chosen) == "pass"


def test_a_cube_that_steps_away_from_a_cube_it_beats_threatens_to_step_back():
    # BLOCK's C3 shows Water next to C4's Fire: any Tilt away leaves a winning Tilt back.
    assert {m for m in candidates(BLOCK, "HH") if "B" in m[3:]} == {"C3 BB3", "C3 BC2", "C3 BD3"}


def test_first_possible_walks_the_given_order():
    look = Look(from_hpn(INFLUENCE_AND_STRIKE, mode="mukyan"))
    assert first_possible(look, ("pressure", "strike"))[0] == "pressure"
    assert first_possible(look, ("dodge", "strike"))[0] == "strike"


# -- Block and Dodge relations -------------------------------------------------------------


def test_the_rulebooks_block_example():
    # Black shows Wood on top against White's Water, and Fire against White's Wood on one side
    # (so Water against White's Fire on the other).
    assert blocks(CUBES[BLACK, "K", "H", "M"], CUBES[WHITE, "M", "K", "H"])
    assert not blocks(CUBES[BLACK, "K", "M", "H"], CUBES[WHITE, "M", "K", "H"])


def test_a_blocker_follows_every_tilt_and_wins():
    pairs = [(a, b) for a in ORIENTATIONS for b in ORIENTATIONS if blocks(CUBES[1, *a], CUBES[0, *b])]
    assert len(pairs) == 6
    for a, b in pairs:
        for table in (TILT_NS, TILT_EW):
            assert beats(table[CUBES[1, *a]].top, table[CUBES[0, *b]].top)


def test_a_quarter_turn_or_a_tilt_always_ends_a_block():
    for a, b in product(ORIENTATIONS, repeat=2):
        blocker, other = CUBES[1, *a], CUBES[0, *b]
        if blocks(blocker, other):
            assert not any(blocks(t[blocker], other) for t in (ROTATED, TILT_NS, TILT_EW))


def test_block_and_dodge_look_at_neighbours_of_the_other_colour():
    state = from_hpn(DODGE, mode="mukyan")
    assert blockers_of(state.board, parse_square("C3")) == (parse_square("C4"),)
    assert blocked_by(state.board, parse_square("C4")) == (parse_square("C3"),)
    assert blockers_of(state.board, parse_square("A1")) == ()


def test_a_cube_that_already_threatened_does_not_threaten_anew():
    look = Look(from_hpn(ONLY_A_BARRED_STRIKE, mode="mukyan"))
    assert ACTIONS["strike"].find(look) == [] and ACTIONS["threaten"].find(look) == []
