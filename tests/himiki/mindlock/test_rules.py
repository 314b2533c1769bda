"""Mindlock's rules as a player meets them: moves counted, free replays, removals,
Influence, PAR, refusals, and each Chaos tile a puzzle may hold."""

import pytest

from yamabushi.core.errors import IllegalAction, NotationError, RulesError
from yamabushi.app.registry import engine_for
from yamabushi.himiki.board import parse_square as sq
from yamabushi.himiki.mindlock.engine import Mindlock
from yamabushi.himiki.mindlock.state import MindlockState
from yamabushi.himiki.mindlock.position import black_at, position_text, white_at
from yamabushi.himiki.mindlock.puzzle import build_puzzle
from yamabushi.himiki.mindlock.solution import play_solution
from yamabushi.session.controller import Session

ENGINE = Mindlock()
RULEBOOK = "C4HMK/C2H,E3M,E4K w 0-0 --- - -"
"""RULINGS' position for the rulebook's example: White C4; Black C2 Fire, E3 Water, E4 Wood."""


def start(position: str, **puzzle) -> MindlockState:
    built = build_puzzle(position, **puzzle)
    return MindlockState(built.start, built)


def play(state: MindlockState, *moves: str) -> tuple[MindlockState, list[str]]:
    """Play typed moves through the checked path; returns the state and the last move's log line."""
    line = ""
    for text in moves:
        action = ENGINE.parse_action(state, text)
        before = state
        state, events = ENGINE.apply(state, action)
        line = ENGINE.log_text(before, action, events)
    return state, [line]


def test_the_rulebook_example_is_a_three_move_win():
    puzzle = build_puzzle(RULEBOOK, par=3)
    final = play_solution(puzzle, "C4 BC3* C3 BD3* D3 BD4*")
    assert final.solved and final.moves == 3
    assert ENGINE.outcome(final).text == "Solved in 3 moves (PAR 3)."


def test_the_engine_is_registered_and_a_session_undoes_freely():
    session = Session(engine_for("mindlock"), {"position": RULEBOOK, "par": 3}, 0, free_undo=True)
    session.play_text("C4 BC3")
    session.play_text("C3 BD3")
    assert session.undo() and session.undo()
    assert session.state.moves == 0 and position_text(session.state.pos) == RULEBOOK


def test_beating_a_black_cube_removes_it_and_ends_the_replays():
    state, log = play(start(RULEBOOK), "C4 BC3")
    assert black_at(state.pos, sq("C2")) is None and log == ["C4 BC3*"]
    assert state.pos.replay is None


def test_a_tilt_next_to_the_same_top_earns_a_free_replay():
    state, _ = play(start("C5HMK/B4M,A1H", par=5), "C5 BC4")
    assert state.moves == 1 and state.pos.replay == (sq("C5"), sq("C4"))
    after, log = play(state, "C4 BD4")
    assert after.moves == 1 and log == ["R-C4 BD4"]


def test_a_free_replay_may_be_a_rotate_which_ends_the_chain():
    state, _ = play(start("C5HMK/B4M,A1H", par=5), "C5 BC4", "C4 PC4")
    assert state.moves == 1 and state.pos.replay is None
    after, _ = play(state, "C4 BD4")
    assert after.moves == 2


def test_tilting_straight_back_during_a_replay_costs_a_move():
    state, _ = play(start("C5HMK/B4M,A1H", par=5), "C5 BC4")
    back, log = play(state, "C4 BC5")
    assert back.moves == 2 and log == ["C4 BC5"]
    with pytest.raises(NotationError, match="no free replay"):
        ENGINE.parse_action(state, "R-C4 BC5")


def test_a_lost_conflict_removes_nothing_and_earns_no_replay():
    state, _ = play(start("C5HMK/B4K,D4M,A1H", par=5), "C5 BC4")
    assert black_at(state.pos, sq("B4")) is not None and state.pos.replay is None


def test_black_tops_count_towards_influence_and_the_puzzle_needs_it():
    needs_water = start("C5HMK/B4M,D3M,A1M", influence="M", par=5)
    state, log = play(needs_water, "C5 BC4")
    assert log == ["C5 BC4[M]"] and state.pos.earned == 0b010
    without = start("C4HMK/C2H", influence="K", par=1)
    removed, _ = play(without, "C4 BC3")
    assert not removed.solved
    outcome = ENGINE.outcome(removed)
    assert outcome is not None and outcome.winners == () and "Wood Influence not earned" in outcome.text


def test_after_par_only_free_actions_remain():
    state, _ = play(start("C5HMK/B4M,A1H", par=1), "C5 BC4")
    assert ENGINE.outcome(state) is None
    with pytest.raises(IllegalAction, match="PAR 1 is reached"):
        ENGINE.apply(state, ENGINE.parse_action(state, "C4 BC5"))
    spent, _ = play(state, "C4 BD4")
    assert ENGINE.legal_actions(spent) == []
    assert ENGINE.outcome(spent).text == "Failed: PAR 1 reached with 2 Black cubes left."


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("C4 BC2", "C2 is not next to C4"),
        ("C4 BD5", "not next to C4"),
        ("B4 BB3", "B4 has no White cube"),
        ("E3 PE3", "E3 has no White cube to Rotate"),
        ("C-C4 BC3", "needs the Fire Mana tile"),
        ("C-C2 =K", "Conjuration tile is not in your hand"),
    ],
)
def test_refusals_are_one_sentence_and_change_nothing(text, reason):
    state = start(RULEBOOK, par=3)
    session = Session(ENGINE, {"position": RULEBOOK, "par": 3}, 0, free_undo=True)
    with pytest.raises(IllegalAction, match=reason):
        session.play_text(text)
    assert session.state == state and session.steps == ()


def test_a_tilt_onto_an_occupied_square_is_refused():
    with pytest.raises(IllegalAction, match="occupied"):
        ENGINE.apply(start("C4HMK,C3KMH/E1H"), ENGINE.parse_action(start("C4HMK,C3KMH/E1H"), "C4 BC3"))


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"challenge": "E01", "par": 3},
        {"position": "C4HMK/C2H", "par": "3"},
        {"position": "C4HMK/C2H", "colour": "w"},
        {"position": "-/C2H"},
        {"position": "C4HMK/C2H", "terrain": {"C2": "gate"}},
        {"position": "C4HMK/C2H", "terrain": {"C3": "fire-mana"}},
        {"position": "C4HMK/C2H", "events": ["gate"]},
        {"position": "C4HMK/C2H", "events": ["confusion"]},
        {"position": "C4HMK/C2H", "influence": "HH"},
    ],
)
def test_bad_options_are_refused_in_one_line(options):
    with pytest.raises(RulesError) as caught:
        ENGINE.normalize_options(options)
    assert "\n" not in str(caught.value)


# -- Chaos tiles ------------------------------------------------------------


def test_a_mana_tile_gives_a_free_tilt_and_keeps_the_replay_on_offer():
    state, _ = play(start("C5HMK,E1HMK/B4M", events=["fire-mana"], par=5), "C5 BC4")
    assert state.pos.replay is not None
    after, log = play(state, "C-E1 BE2")
    assert log == ["C-E1 BE2"] and after.moves == 1 and after.pos.hand == ()
    assert after.pos.replay == state.pos.replay


def test_a_mana_tile_needs_a_cube_showing_its_element():
    state = start("C4MHK/A1H", events=["fire-mana"])
    assert not any(type(a).__name__ == "ChaosTilt" for a in ENGINE.legal_actions(state))


def test_conjuration_turns_a_black_cube_so_it_can_be_beaten():
    state, log = play(start("C4HMK/C2K", events=["conjuration"], par=1), "C-C2 =H", "C4 BC3")
    assert log == ["C4 BC3*"] and state.solved and state.moves == 1


def test_mirror_sends_the_cube_across_the_median_before_it_fights():
    state, log = play(start("C3HMK/B5H,A1K", terrain={"C2": "mirror"}), "C3 BC2")
    assert white_at(state.pos, sq("C5")) is not None and log == ["C3 BC2*"]
    assert state.pos.terrain == () and state.pos.replay is None


def test_a_blocked_mirror_stays_and_the_cube_fights_where_it_landed():
    state, _ = play(start("C3HMK/C5M,B2H", terrain={"C2": "mirror"}), "C3 BC2")
    assert white_at(state.pos, sq("C2")) is not None and state.pos.terrain == ((sq("C2"), "mirror"),)
    assert black_at(state.pos, sq("B2")) is None


def test_the_gate_of_hell_takes_the_cube_and_the_last_cube_lost_fails():
    state, _ = play(start("C3HMK/A1H", terrain={"C2": "gate"}), "C3 BC2")
    assert state.pos.whites == ()
    assert ENGINE.outcome(state).text == "Failed: no White cube is left."


def test_vortex_rotates_the_cube_on_arrival():
    state, _ = play(start("C3HMK/A1H", terrain={"C2": "vortex"}), "C3 BC2")
    assert white_at(state.pos, sq("C2")) == white_at(start("C2MKH/A1H").pos, sq("C2"))


def test_impulse_waits_for_the_players_direction_then_fights():
    state, _ = play(start("C4HMK/D3K,A1H", terrain={"C3": "impulse"}, par=1), "C4 BC3")
    assert state.pos.pending is not None and state.moves == 1
    assert {ENGINE.format_action(state, a) for a in ENGINE.legal_actions(state)} == {
        "C-C3 BC2", "C-C3 BB3"}, "never back to C4, where it came from"
    after, _ = play(state, "C-C3 BC2")
    assert after.moves == 1 and white_at(after.pos, sq("C2")) is not None


def test_teleport_slides_two_squares_over_cubes_keeping_the_standing():
    state, _ = play(start("C4HMK/C2K,E3H", terrain={"C3": "teleport"}), "C4 BC3")
    assert "C-C3 TE3" not in {ENGINE.format_action(state, a) for a in ENGINE.legal_actions(state)}
    after, _ = play(state, "C-C3 TA3")
    assert white_at(after.pos, sq("A3")) == white_at(state.pos, sq("C3"))


def test_transfer_swaps_with_a_black_cube_and_the_two_never_fight():
    state, _ = play(start("C4HMK/C2H,B2H,A6K", terrain={"C3": "transfer"}), "C4 BC3")
    assert black_at(state.pos, sq("C2")) is not None, "the tile acts before any conflict"
    after, log = play(state, "C-C3 XC2")
    assert white_at(after.pos, sq("C2")) is not None and black_at(after.pos, sq("C3")) is not None
    assert log == ["C-C3 XC2*"] and black_at(after.pos, sq("B2")) is None and after.pos.replay is None
