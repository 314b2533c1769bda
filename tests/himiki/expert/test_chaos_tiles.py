"""Expert mode: the deal, chances at 2, 3 and 4, and every Chaos tile in a position built for it."""

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.chaos import HIDDEN
from yamabushi.himiki.events import ConflictLost, ConflictWon
from yamabushi.himiki.hpn import from_hpn

from tests.himiki.expert.util import expert, without
from tests.himiki.util import ENGINE, legal, play

SQ = parse_square


def cube(state, name):
    c = state.board[SQ(name)]
    return None if c is None else ("wb"[c.owner], c.faces)


def pending(state):
    return state.chaos.pending.kind if state.chaos.pending else None


# -- the deal -------------------------------------------------------------------


def test_the_deal_gives_three_distinct_tiles_per_seat_from_the_seed():
    one = ENGINE.new_game({"expert": True}, 7)
    assert [len(h) for h in one.chaos.hands] == [3, 3]
    four = ENGINE.new_game({"mode": "2v2", "expert": True}, 7)
    assert sorted(c for h in four.chaos.hands for c in h) == sorted(
        ["fire-mana", "wood-mana", "water-mana", "conjuration", "yokai", "confusion"]
        + ["gate", "impulse", "transfer", "vortex", "teleport", "mirror"]
    )
    assert ENGINE.new_game({"expert": True}, 7) == one
    assert ENGINE.new_game({"expert": True}, 8).chaos.hands != one.chaos.hands


def test_each_seat_sees_only_its_own_tiles():
    state = ENGINE.new_game({"mode": "2v2", "expert": True}, 3)
    for seat in range(4):
        hands = ENGINE.observation(state, seat).chaos.hands
        assert hands[seat] == state.chaos.hands[seat]
        assert all(h == (HIDDEN,) * 3 for i, h in enumerate(hands) if i != seat)


def test_a_plain_game_has_no_chaos_and_the_same_options():
    assert ENGINE.new_game({}, 7).chaos is None
    assert "expert" not in ENGINE.normalize_options({})


# -- chances --------------------------------------------------------------------

# White's C5 (Water after tilting north) beats Black's Fire cubes on B4 and D4.
TWO_WINS = "C5HMK,A6HMK,E6HMK/B4HMK,D4HMK,E1HKM w {} --- - -"
ONE_WIN = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM w {} --- - -"


@pytest.mark.parametrize(("score", "chances"), [(0, 0), (1, 1), (2, 1), (3, 1)])
def test_a_point_that_brings_the_score_to_2_3_or_4_gives_one_chance(score, chances):
    state = expert(ONE_WIN.format(f"{score}-0"), hands=(("gate",), ("mirror",)))
    after, _ = play(state, "C5 BC4")
    assert after.scores[0] == score + 1
    assert (pending(after) == "chance") == bool(chances)
    assert ENGINE.to_play(after) == (0 if chances else 1)


def test_a_tilt_from_1_to_3_gives_two_chances():
    state = expert(TWO_WINS.format("1-0"), hands=(("gate", "mirror"), ()))
    after, _ = play(state, "C5 BC4")
    assert after.scores == (3, 0) and after.chaos.chances == 2
    after, _ = play(after, "skip")
    assert pending(after) == "chance", "the second chance is still offered"
    after, _ = play(after, "skip")
    assert after.to_move == 1 and after.chaos.hands[0] == ("gate", "mirror")


def test_the_fifth_point_ends_the_game_without_a_chance():
    state = expert(TWO_WINS.format("3-0"), hands=(("gate",), ()))
    after, _ = play(state, "C5 BC4")
    assert after.winner == 0 and after.chaos.pending is None


def test_no_chance_without_a_tile_that_can_take_effect():
    state = expert(ONE_WIN.format("1-0"), hands=((), ("gate",)))
    after, _ = play(state, "C5 BC4")
    assert after.scores == (2, 0) and after.to_move == 1 and after.chaos.pending is None


def test_playing_a_tile_reveals_it_so_it_is_an_undo_barrier():
    state, _ = play(expert(ONE_WIN.format("1-0"), hands=(("gate",), ())), "C5 BC4")
    assert legal(state) == {"chaos gate", "skip"}
    assert ENGINE.is_barrier(state, ENGINE.parse_action(state, "chaos gate"))
    assert not ENGINE.is_barrier(state, ENGINE.parse_action(state, "skip"))


def test_a_tile_outside_a_chance_or_not_in_hand_is_refused():
    state = expert(ONE_WIN.format("1-0"), hands=(("gate",), ("mirror",)))
    with pytest.raises(IllegalAction, match="only on a chance"):
        play(state, "chaos gate")
    chance, _ = play(state, "C5 BC4")
    with pytest.raises(IllegalAction, match="do not hold the Mirror"):
        play(chance, "chaos mirror")
    with pytest.raises(IllegalAction, match="First play one of your Chaos tiles"):
        play(chance, "A6 BA5")


# -- event tiles ----------------------------------------------------------------


def chance_with(hand, position=None, move="C5 BC4", **chaos):
    """The position after `move` (by default ONE_WIN at 1-0), White holding `hand` and owed a chance."""
    state, _ = play(expert(position or ONE_WIN.format("1-0"), hands=(hand, ()), **chaos), move)
    assert pending(state) == "chance"
    return state


def test_mana_gives_a_tilt_of_a_cube_showing_its_element_that_resolves_like_any_tilt():
    position = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E4HKM w 1-0 --- - -"
    state, _ = play(chance_with(("fire-mana", "gate"), position), "chaos fire-mana")
    assert pending(state) == "mana"
    assert {m.split()[0] for m in legal(state)} == {"A6", "E6"}, "only the Fire cubes"
    state, events = play(state, "E6 BE5")
    assert cube(state, "E5") == ("w", "MHK") and [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("E4")]
    assert state.scores == (3, 0) and legal(state) == {"chaos gate", "skip"}, "its point to 3 earns a chance"


def test_conjuration_stands_an_enemy_cube_any_way_on_its_square():
    state, _ = play(chance_with(("conjuration",)), "chaos conjuration")
    assert {m.split()[1] for m in legal(state)} == {"B4", "D4", "E1"}
    state, events = play(state, "conjure D4 KHM")
    assert cube(state, "D4") == ("b", "KHM") and state.to_move == 1
    assert not any(isinstance(e, (ConflictWon, ConflictLost)) for e in events), "no new conflict"


def test_major_yokai_is_armed_then_fights_two_squares_away_after_a_later_tilt():
    state, _ = play(chance_with(("yokai",)), "chaos yokai")
    assert state.chaos.armed == (0,) and state.to_move == 1
    later = expert("C5HMK,A6HMK,E6HMK/C2HMK,A1HMK,E1HKM w 0-0 --- - -", armed=(0,))
    state, events = play(later, "C5 BC4")
    assert pending(state) == "yokai"
    state, events = play(state, "yokai")
    assert [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("C2")]
    assert state.scores == (1, 0) and state.chaos.armed == ()


def test_major_yokai_not_used_stays_armed():
    later = expert("C5HMK,A6HMK,E6HMK/C2HMK,A1HMK,E1HKM w 0-0 --- - -", armed=(0,))
    state, _ = play(later, "C5 BC4", "skip")
    assert state.scores == (0, 0) and state.chaos.armed == (0,)


def test_confusion_forces_the_next_turn_of_each_player_to_move_an_enemy_cube():
    state, _ = play(chance_with(("confusion",)), "chaos confusion")
    assert state.to_move == 1 and state.chaos.forced
    assert {m.split()[0] for m in legal(state)} == {"C4", "A6", "E6"}, "Black moves White's cubes"
    state, _ = play(state, "A6 PA6")
    assert state.to_move == 0 and state.chaos.forced and not state.must_tilt
    assert {m.split()[0] for m in legal(state)} == {"B4", "D4", "E1"}
    state, _ = play(state, "E1 BE2")
    assert state.to_move == 1 and not state.chaos.forced
    assert "C4 BC3" not in legal(state) and "B4 BB3" in legal(state)


def test_under_confusion_the_mover_scores_what_the_enemy_cube_wins():
    state = expert("C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM b 0-0 --- - -", forced=True)
    state, events = play(state, "C5 BC4")  # Black tilts White's cube: Water beats B4's Fire
    assert state.scores == (0, 1) and [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("B4")]


# -- terrain tiles --------------------------------------------------------------


def test_a_terrain_tile_goes_on_a_square_with_no_cube_and_no_tile():
    state, _ = play(chance_with(("gate",), terrain={"A1": "mirror"}), "chaos gate")
    squares = {m.split()[1] for m in legal(state)}
    assert "A1" not in squares and "C4" not in squares and "B1" in squares and len(squares) == 30 - 6 - 1
    state, _ = play(state, "put B1")
    assert state.chaos.terrain == ((SQ("A1"), "mirror"), (SQ("B1"), "gate")) and state.to_move == 1


GATE = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM w 0-0 --- - -"


def test_gate_of_hell_takes_the_cube_out_of_the_game_before_any_conflict():
    state, events = play(expert(GATE, terrain={"C4": "gate"}), "C5 BC4")
    assert state.board[SQ("C4")] is None and state.chaos.terrain == ()
    assert not any(isinstance(e, ConflictWon) for e in events) and state.scores == (0, 0)


def test_a_side_that_loses_its_last_cube_loses():
    state = without(expert(GATE, terrain={"C4": "gate"}), "A6", "E6")
    state, _ = play(state, "C5 BC4")
    assert ENGINE.outcome(state).winners == (1,)


def test_impulse_tilts_the_cube_on_in_the_chosen_direction():
    state, _ = play(expert(GATE, terrain={"C4": "impulse"}), "C5 BC4")
    assert pending(state) == "impulse" and legal(state) == {"go N"}, "not back to C5; B4 and D4 are taken"
    state, events = play(state, "go N")
    assert cube(state, "C3") == ("w", "HMK") and state.board[SQ("C4")] is None
    assert not any(isinstance(e, ConflictWon) for e in events), "no conflict at C3, none left at C4"


def test_transfer_swaps_two_cubes_that_both_fight_the_other_colour_but_not_each_other():
    position = "C5HMK,C3MHK,E6HMK/D4KMH,E4HMK,A1HMK w 0-0 --- - -"
    state, _ = play(expert(position, terrain={"C4": "transfer"}), "C5 BC4")
    assert pending(state) == "transfer" and "swap D4" in legal(state) and "swap C4" not in legal(state)
    state, events = play(state, "swap D4")
    assert cube(state, "D4") == ("w", "MHK") and cube(state, "C4") == ("b", "KMH")
    assert [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("E4"), SQ("C3")]
    assert state.scores == (1, 1), "White's Water beats E4; Black's Wood beats C3; the swapped pair never fight"
    assert state.to_move == 1 and state.replay is None


def test_vortex_rotates_the_cube_before_it_fights():
    position = "C5HKM,A6HMK,E6HMK/B4MHK,D4HMK,E1HKM w 0-0 --- - -"
    state, events = play(expert(position, terrain={"C4": "vortex"}), "C5 BC4")
    assert cube(state, "C4") == ("w", "KMH"), "tilted to KHM, then rotated"
    assert [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("B4")]


def test_teleportation_slides_two_squares_over_a_cube_keeping_the_orientation():
    position = "C5HMK,A6HMK,E6HMK/C3HMK,D4KMH,E4HKM w 0-0 --- - -"
    state, _ = play(expert(position, terrain={"C4": "teleport"}), "C5 BC4")
    assert legal(state) == {"go N", "go S", "go W"}, "east lands on E4, which is taken"
    state, events = play(state, "go N")
    assert cube(state, "C2") == ("w", "MHK") and state.board[SQ("C4")] is None
    assert [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("C3")], "it fights where it lands"


# The rulebook's Mirror example: the cube lands on the Mirror next to an enemy cube.
MIRROR = "A3KMH,C6HMK,E6HMK/B2HMK,D1HMK,E1HMK w 0-0 --- - -"


def test_mirror_applies_first_and_the_conflict_where_it_landed_is_ignored():
    state, events = play(expert(MIRROR, terrain={"A2": "mirror"}), "A3 BA2")
    assert cube(state, "A5") == ("w", "MKH") and state.board[SQ("A2")] is None
    assert not any(isinstance(e, (ConflictWon, ConflictLost)) for e in events)
    assert state.scores == (0, 0) and state.chaos.terrain == ()


def test_mirror_with_its_landing_square_taken_does_not_trigger_and_the_conflict_applies():
    blocked = MIRROR.replace("C6HMK", "A5HMK")
    state, events = play(expert(blocked, terrain={"A2": "mirror"}), "A3 BA2")
    assert cube(state, "A2") == ("w", "MKH") and state.chaos.terrain == ((SQ("A2"), "mirror"),)
    assert [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("B2")] and state.scores == (1, 0)


def test_a_tile_that_could_not_trigger_does_not_trigger_later_for_the_cube_standing_on_it():
    blocked = MIRROR.replace("C6HMK", "A5HMK").replace("B2HMK", "B1HMK")
    state, _ = play(expert(blocked, terrain={"A2": "mirror"}), "A3 BA2")
    state, _ = play(state, "D1 BD2", "A5 BB5")
    assert cube(state, "A2") == ("w", "MKH") and state.board[SQ("A5")] is None
    assert state.chaos.terrain == ((SQ("A2"), "mirror"),), "the tile waits for the next cube to Tilt onto it"


def test_impulse_never_sends_the_cube_back_and_waits_while_the_other_squares_are_taken():
    position = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,C3HKM w 0-0 --- - -"
    state, events = play(expert(position, terrain={"C4": "impulse"}), "C5 BC4")
    assert state.chaos.terrain == ((SQ("C4"), "impulse"),) and state.to_move == 1
    assert [e.square for e in events if isinstance(e, ConflictWon)] == [SQ("C3"), SQ("B4")]


# -- how chances fit in the turn ------------------------------------------------


def test_a_replay_waits_until_the_chances_are_used():
    # C5 tilts to C4 showing Water: five Water cubes give the Water Influence (1 -> 2), Water neighbours a replay.
    position = "C5HMK,D4MKH,B4MKH/A1MHK,E1MHK,C1HKM w 1-0 --- - -"
    state, _ = play(expert(position, hands=(("gate",), ())), "C5 BC4")
    assert pending(state) == "chance" and state.replay is None and state.scores == (2, 0)
    state, _ = play(state, "skip")
    assert state.replay == (SQ("C5"), SQ("C4")) and state.to_move == 0


def test_a_mana_tilt_earns_no_replay():
    position = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E4MHK w 1-0 --- - -"
    plain, _ = play(expert(position), "E6 BE5")
    assert plain.replay is not None, "E5 shows Water next to E4's Water"
    state, _ = play(chance_with(("fire-mana",), position), "chaos fire-mana", "E6 BE5")
    assert state.to_move == 1 and state.replay is None


def test_in_2v2_the_seat_that_scored_plays_from_its_own_tiles():
    position = "B1KHM,A6HMK,E6HMK,D6HMK/D1HMK,D5HMK,A5HMK,B6HMK wd 1-0 --- - -"
    hands = (("mirror",), ("gate",), ("vortex",), ("impulse",))
    state, _ = play(expert(position, hands=hands), "B1 BC1")
    assert ENGINE.to_play(state) == 2 and legal(state) == {"chaos vortex", "skip"}


def test_a_played_tile_cannot_be_undone_in_a_session():
    from yamabushi.session.controller import Session

    session = Session(ENGINE, {"expert": True}, 0)
    session._states[-1] = expert(ONE_WIN.format("1-0"), hands=(("gate",), ()))
    session.play_text("C5 BC4")
    assert session.can_undo(), "before the reveal the Tilt can be taken back"
    session.play_text("chaos gate")
    assert not session.can_undo(), "the reveal is a barrier"
    session.play_text("put A1")
    assert not session.can_undo()


@pytest.mark.parametrize("move", ["skip", "go N", "swap C4", "yokai", "put A1", "conjure B4 HMK", "chaos gate"])
def test_chaos_answers_out_of_place_get_one_line_and_change_nothing(move):
    plain = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM w 1-0 --- - -"
    for state in (from_hpn(plain), expert(plain, hands=(("gate",), ()))):
        with pytest.raises(IllegalAction) as refused:
            play(state, move)
        assert "\n" not in str(refused.value) and "(" not in str(refused.value).split(":")[0]
