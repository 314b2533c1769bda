"""HPN: the default start, round-trips for any position, and clear refusals."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yamabushi.core.errors import NotationError
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.cube import ORIENTATIONS, make_cube
from yamabushi.himiki.hpn import START_HPN, from_hpn, hpn
from yamabushi.himiki.state import EMPTY_BOARD, HiMiKiState

from tests.himiki.util import ENGINE


def test_default_start_is_the_play_phase_with_white_to_move():
    state = from_hpn(START_HPN)
    assert not state.setup and ENGINE.to_play(state) == 0
    assert state.board[parse_square("C5")] == make_cube(0, "H", "M", "K")
    assert state.board[parse_square("C2")].owner == 1
    assert hpn(state) == START_HPN


def test_all_fields_are_read():
    state = from_hpn("C4MHK,D4MHK,A6HMK/A1HMK,E1HMK,B3HMK w 2-1 wb- - C5>C4")
    assert state.scores == (2, 1) and state.influence == (0, 1, None)
    assert state.replay == (parse_square("C5"), parse_square("C4")) and not state.must_tilt
    assert from_hpn("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK b 0-0 --- t -").must_tilt


def test_a_position_at_five_points_is_finished():
    state = from_hpn("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK b 5-2 --- - -")
    assert state.winner == 0 and ENGINE.legal_actions(state) == []


def test_black_cubes_may_be_written_with_their_top_only():
    state = from_hpn("B5HMK,C5HMK,D5HMK/B2H,C2M,D2K w 0-0 --- - -")
    assert [state.board[parse_square(s)].top for s in ("B2", "C2", "D2")] == ["H", "M", "K"]
    assert state.board[parse_square("C2")] == make_cube(1, "M", "H", "K")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- -", "6 space-separated fields"),
        ("B5HMK,C5HMK,D5HMK w 0-0 --- - -", "White's cubes, '/', then Black's"),
        ("B5HMK,C5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -", "each side has 3 cubes"),
        ("B5HMK,C5HMK,D5HHK/B2HMK,C2HMK,D2HMK w 0-0 --- - -", "HPN cube 'D5HHK'"),
        ("B5H,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -", "HPN cube 'B5H'"),
        ("B5HMK,C5HMK,D5HMK/B5HMK,C2HMK,D2HMK w 0-0 --- - -", "two cubes on B5"),
        ("B5HMK,C5HMK,D9HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -", "'D9' is not a square"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK x 0-0 --- - -", "side to move 'x'"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0:0 --- - -", "scores '0:0'"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 6-0 --- - -", "scores '6-0'"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 5-5 --- - -", "scores '5-5'"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w " + "9" * 5000 + "-0 --- - -", "scores '9999"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 -x- - -", "influence '-x-'"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 w-- - -", "at least 1 per Influence tile"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- x -", "must-tilt 'x'"),
        ("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - C5-C4", "replay 'C5-C4'"),
        ("B5HMK,C4HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- t C5>C4", "never under the Rotate restriction"),
        ("B5HMK,C4HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - B5>C4", "next to an empty B5"),
        ("B5HMK,C4HMK,D5HMK/B2HMK,C2HMK,D2HMK b 0-0 --- - C5>C4", "the mover's cube must stand on C4"),
    ],
)
def test_bad_hpn_is_refused_naming_the_field(text, reason):
    with pytest.raises(NotationError, match=reason.replace("(", r"\(")) as info:
        from_hpn(text)
    assert "\n" not in str(info.value)


@st.composite
def positions(draw):
    """Any well-formed play-phase position (reachable or not)."""
    spots = draw(st.permutations(range(30)))[:6]
    board = list(EMPTY_BOARD)
    for i, sq in enumerate(spots):
        board[sq] = make_cube(i // 3, *draw(st.sampled_from(ORIENTATIONS)))
    to_move = draw(st.integers(0, 1))
    influence = tuple(draw(st.sampled_from([None, 0, 1])) for _ in range(3))
    scores = tuple(draw(st.integers(influence.count(c), 4)) for c in (0, 1))
    replay = None
    movable = [
        (sq, to)
        for sq in spots[to_move * 3 : to_move * 3 + 3]
        for to in range(30)
        if board[to] is None and abs(sq - to) in (1, 5) and (abs(sq - to) == 5 or sq // 5 == to // 5)
    ]
    if movable and draw(st.booleans()):
        replay = draw(st.sampled_from(movable))[::-1]
    must_tilt = replay is None and draw(st.booleans())
    return HiMiKiState(tuple(board), to_move, scores, influence, must_tilt, replay)


@given(positions())
def test_hpn_round_trips_any_position(state):
    text = hpn(state)
    assert from_hpn(text) == state
    assert hpn(from_hpn(text)) == text


@given(positions(), st.booleans())
def test_hpn_reading_is_case_forgiving_in_squares_and_faces(state, lower):
    text = hpn(state)
    fields = text.split(" ")
    fields[0] = fields[0].lower() if lower else fields[0]
    assert from_hpn(" ".join(fields)) == state


@given(st.text(alphabet="ABCDEHMKwbt-/,>0123456789 ", max_size=60))
def test_malformed_hpn_raises_notation_error_and_nothing_else(text):
    try:
        state = from_hpn(text)
    except NotationError:
        return
    assert hpn(state).split() == hpn(from_hpn(hpn(state))).split()


def test_hpn_leaves_out_the_draw_counter_and_generator():
    state = replace(from_hpn(START_HPN), quiet_turns=12, rng=99)
    assert from_hpn(hpn(state)) == replace(state, quiet_turns=0, rng=0)
