"""Mindlock's Chaos tiles follow Expert mode (issue 18, points 2-5 and 7), each from the
report's own puzzle: no Chaos movement earns a replay, Impulse never goes back, a lost last
cube fails at once, a moved cube loses its replay, and Major Yokai is the player's choice."""

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himiki.board import parse_square as sq
from yamabushi.himiki.mindlock.engine import Mindlock
from yamabushi.himiki.mindlock.position import black_at, white_at
from yamabushi.himiki.mindlock.state import MindlockState

ENGINE = Mindlock()


def puzzle(options: dict) -> MindlockState:
    return ENGINE.new_game(options, 0)


def play(state: MindlockState, *moves: str) -> MindlockState:
    for text in moves:
        state, _ = ENGINE.apply(state, ENGINE.parse_action(state, text))
    return state


def written(state: MindlockState) -> set[str]:
    return {ENGINE.format_action(state, a) for a in ENGINE.legal_actions(state)}


def test_x03_the_impulse_never_sends_the_cube_back_to_the_square_it_just_left():
    state = play(puzzle({"challenge": "X03"}), "B6 BB5", "R-B5 BB4")
    assert written(state) == {"C-B4 BB3", "C-B4 BA4", "C-B4 BC4"}


def test_an_impulse_whose_only_free_square_is_the_one_just_left_stays_and_the_cube_fights_there():
    start = puzzle({"position": "C5HMK,D4HMK,C3HMK/B4M,A1H", "terrain": {"C4": "impulse"}})
    state = play(start, "C5 BC4")
    assert state.pos.terrain == ((sq("C4"), "impulse"),) and state.pos.pending is None
    assert white_at(state.pos, sq("C4")) is not None
    assert state.replay == (sq("C5"), sq("C4")), "an ordinary Tilt next to B4's Water: its replay stands"


def test_an_impulse_next_to_a_same_top_cube_earns_no_replay():
    start = puzzle({"position": "C5HMK/A4K,E1M w 0-0 --- - -", "terrain": {"C4": "impulse"}, "par": 3})
    state = play(start, "C5 BC4", "C-C4 BB4")
    assert white_at(state.pos, sq("B4")) is not None and black_at(state.pos, sq("A4")) is not None
    assert state.replay is None and not any(m.startswith("R-") for m in written(state))
    assert state.moves == 1


def test_x08_losing_the_last_white_cube_fails_at_once_with_tiles_still_in_hand():
    state = play(puzzle({"challenge": "X08"}), "B6 BA6", "A6 BA5")
    assert state.pos.hand == ("conjuration", "wood-mana")
    assert ENGINE.legal_actions(state) == []
    assert ENGINE.outcome(state).text == "Failed: no White cube is left."


TRANSFER = {"position": "C5MHK,E5MHK/B4H,A1K w 0-0 --- - -", "terrain": {"E4": "transfer"},
            "events": ["water-mana"], "par": 3}


def test_a_replay_is_lost_when_a_transfer_swaps_its_cube_away_even_for_one_standing_the_same_way():
    state = play(puzzle(TRANSFER), "C5 BC4", "C-E5 BE4")
    assert state.pos.replay == (sq("C5"), sq("C4")), "the Mana Tilt itself kept the replay waiting"
    state = play(state, "C-E4 XC4")
    assert white_at(state.pos, sq("C4")) == white_at(state.pos, sq("E4")), "both cubes stand HMK"
    assert state.replay is None and not any(m.startswith("R-") for m in written(state))


YOKAI = {"position": "C4HMK/C1H,E5K", "events": ["yokai"]}


def test_major_yokai_is_offered_after_the_tilt_and_may_be_kept():
    state = play(puzzle(YOKAI), "C-Y", "C4 BC3")
    assert written(state) == {"C-Y+", "C-Y-"}, "C1's Fire is two squares from C3's Water, across C2"
    assert black_at(state.pos, sq("C1")) is not None, "nothing has fought yet"
    kept = play(state, "C-Y-")
    assert kept.pos.armed and black_at(kept.pos, sq("C1")) is not None


def test_major_yokai_used_fights_two_squares_away_and_is_gone():
    state = play(puzzle(YOKAI), "C-Y", "C4 BC3")
    after, events = ENGINE.apply(state, ENGINE.parse_action(state, "C-Y+"))
    assert not after.pos.armed and black_at(after.pos, sq("C1")) is None
    assert ENGINE.log_text(state, ENGINE.parse_action(state, "C-Y+"), events) == "C-Y+*"


def test_the_yokai_answers_are_refused_outside_the_question():
    state = puzzle(YOKAI)
    with pytest.raises(IllegalAction, match="Major Yokai"):
        ENGINE.apply(state, ENGINE.parse_action(state, "C-Y+"))
