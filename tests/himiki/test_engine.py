"""The engine surface the session and the TUI use: options, seats, refusals, helpers."""

import pytest

from yamabushi.core.errors import IllegalAction, RulesError
from yamabushi.himiki.actions import Rotate, Tilt
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.engine import tilts_from

from tests.himiki.util import ENGINE, play

START = "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -"


def test_options_get_defaults_and_bad_values_are_refused():
    assert ENGINE.normalize_options({}) == {"mode": "1v1", "setup": "choose"}
    assert ENGINE.normalize_options({"setup": "random"})["setup"] == "random"
    with pytest.raises(RulesError, match="Unknown Hi Mi Ki mode '3v3'"):
        ENGINE.normalize_options({"mode": "3v3"})
    with pytest.raises(RulesError, match="Unknown set-up"):
        ENGINE.normalize_options({"setup": "shuffled"})
    with pytest.raises(RulesError, match="Unknown Hi Mi Ki option"):
        ENGINE.normalize_options({"colour": "white"})


def test_seats_are_white_then_black():
    assert ENGINE.seat_names({}) == ("White", "Black")


@pytest.mark.parametrize(
    ("position", "move", "reason"),
    [
        (START, "C4 BC3", "C4 has no cube of yours"),
        (START, "C2 BC3", "C2 has no cube of yours"),
        (START, "C5 BD5", "D5 is occupied"),
        (START, "C5 BC3", "C3 is not next to C5"),
        (START, "C5 BD4", "D4 is not next to C5"),
        (START, "A1 PA1", "A1 has no cube of yours"),
    ],
)
def test_illegal_actions_are_refused_with_the_reason(position, move, reason):
    with pytest.raises(IllegalAction, match=reason):
        play(position, move)


def test_a_refused_action_changes_nothing():
    state, _ = play(START)
    before = state
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, Tilt(parse_square("C5"), parse_square("C3")))
    assert state == before and ENGINE.legal_actions(state) == ENGINE.legal_actions(before)


def test_an_unsorted_rotate_is_explained():
    state, _ = play(START)
    squares = (parse_square("D5"), parse_square("B5"))
    with pytest.raises(IllegalAction, match="in board order"):
        ENGINE.apply(state, Rotate(squares))


def test_tilts_from_lists_one_cubes_moves_for_click_to_move():
    state, _ = play(START)
    assert {(t.frm, t.to) for t in tilts_from(state, parse_square("C5"))} == {
        (parse_square("C5"), parse_square("C4")),
        (parse_square("C5"), parse_square("C6")),
    }
    assert tilts_from(state, parse_square("C2")) == []
    assert tilts_from(state, parse_square("A1")) == []
    replaying, _ = play("D4MHK,C5HMK,C6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - -", "C5 BC4")
    assert parse_square("C5") not in {t.to for t in tilts_from(replaying, parse_square("C4"))}


def test_everything_is_public_and_nothing_is_random_after_set_up():
    state, _ = play(START)
    assert ENGINE.observation(state, 1) is state
    assert not any(ENGINE.is_barrier(state, a) for a in ENGINE.legal_actions(state))
    assert ENGINE.outcome(state) is None
