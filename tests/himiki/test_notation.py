"""Action notation: the issue's examples, forgiving input, round-trips, and junk refused."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yamabushi.core.errors import IllegalAction, NotationError
from yamabushi.himiki.actions import ClaimDraw, End, Pass, Place, Rotate, Tilt
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.cube import ORIENTATIONS
from yamabushi.himiki.hpn import START_HPN, hpn
from yamabushi.himiki.notation import format_action, parse_action

from tests.himiki.util import ENGINE, play

sq = parse_square

squares = st.integers(min_value=0, max_value=29)
actions = st.one_of(
    st.builds(Tilt, squares, squares),
    st.sets(squares, min_size=1, max_size=6).map(lambda s: Rotate(tuple(sorted(s)))),
    st.builds(lambda s, o: Place(s, *o), squares, st.sampled_from(ORIENTATIONS)),
    st.sampled_from([End(), Pass(), ClaimDraw()]),
)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("C4 BC3", Tilt(sq("C4"), sq("C3"))),
        ("D3 PD3", Rotate((sq("D3"),))),
        ("B5 PB5+D5 PD5", Rotate((sq("B5"), sq("D5")))),
        ("end", End()),
        ("pass", Pass()),
        ("draw", ClaimDraw()),
        ("place C5 HMK", Place(sq("C5"), "H", "M", "K")),
    ],
)
def test_the_issue_examples_read_and_write_back(text, action):
    assert parse_action(text) == action
    assert format_action(action) == text


@pytest.mark.parametrize(
    "text",
    ["c4 bc3", "C4BC3", "  C4   B C3 ", "4C B3C", "C4 BC3*", "C4 BC3**[H]", "c4 bc3 * [m]", "C4 BC3[K]*"],
)
def test_tilt_parsing_forgives_case_spaces_row_first_squares_and_log_marks(text):
    assert parse_action(text) == Tilt(sq("C4"), sq("C3"))


def test_rotate_squares_come_out_sorted_whatever_the_input_order():
    assert parse_action("d5 pd5 + b5 pb5") == Rotate((sq("B5"), sq("D5")))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "C4",
        "C4 XC3",
        "C4 BC3 BC2",
        "Z4 BC3",
        "C7 BC6",
        "D3 PD4",
        "D3 PD3+D3 PD3",
        "place C5 HHK",
        "place C5",
        "place Z5 HMK",
        "ends",
        "C4 BC3 junk",
        "+",
        "D3 PD3+",
        "**",
    ],
)
def test_junk_is_refused_with_one_line(text):
    with pytest.raises(NotationError) as info:
        parse_action(text)
    assert "\n" not in str(info.value)


@given(actions)
def test_parse_undoes_format(action):
    assert parse_action(format_action(action)) == action


@given(actions, st.booleans(), st.integers(min_value=0, max_value=3))
def test_case_and_spacing_do_not_matter(action, lower, pad):
    text = format_action(action)
    text = text.lower() if lower else text.upper()
    assert parse_action(" " * pad + text.replace(" ", " " * (pad + 1)) + " " * pad) == action


@given(st.text(max_size=20))
def test_any_text_either_parses_to_an_action_that_round_trips_or_is_refused(text):
    try:
        action = parse_action(text)
    except NotationError:
        return
    assert parse_action(format_action(action)) == action


@given(st.text(alphabet="ABCDEbp12345670+* []HMKplace", max_size=16))
def test_applying_typed_text_is_legal_or_refused_without_change(text):
    state, _ = play(START_HPN)
    try:
        action = ENGINE.parse_action(state, text)
        new_state, _ = ENGINE.apply(state, action)
    except (NotationError, IllegalAction) as exc:
        assert "\n" not in str(exc)
        assert hpn(state) == START_HPN
        return
    assert action in ENGINE.legal_actions(state) and new_state != state
