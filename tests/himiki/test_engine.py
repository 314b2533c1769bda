"""The engine surface the session and the TUI use: options, seats, refusals, helpers."""

import random

import pytest

from yamabushi.core.errors import IllegalAction, RulesError
from yamabushi.core.testing import play_random_game
from yamabushi.himiki.actions import (
    ClaimDraw,
    Conjure,
    End,
    Go,
    Pass,
    Penalty,
    Place,
    PlayTile,
    PutTerrain,
    Rotate,
    Skip,
    Swap,
    Tilt,
    UseYokai,
)
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.engine import tilts_from
from yamabushi.himiki.chaos import tiles

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


def _candidates(rng: random.Random) -> list:
    """A sample of every kind of action, most of them illegal in any one position."""
    squares = range(30)
    pool = [
        *(Tilt(a, b) for a in squares for b in squares if a != b),
        *(Rotate((a,)) for a in squares),
        *(Place(a, "H", "M", "K") for a in squares),
        Pass(), End(), ClaimDraw(), Penalty(0), Penalty(1), Skip(), UseYokai(),
        *(PlayTile(code) for code in tiles()),
        *(PutTerrain(a) for a in squares),
        *(Conjure(a, "K", "H", "M") for a in squares),
        *(Go(d) for d in "NSWE"),
        *(Swap(a) for a in squares),
    ]
    return rng.sample(pool, 40)


@pytest.mark.parametrize(
    "options",
    [{"mode": "1v1"}, {"mode": "2v2"}, {"mode": "1v1", "expert": True}, {"mode": "2v2", "expert": True}, {"mode": "mukyan"}],
)
def test_refusal_accepts_the_listed_actions_and_apply_refuses_the_rest_with_explain_illegals_sentence(options):
    rng = random.Random(7)
    for seed in range(3):
        for state in play_random_game(ENGINE, options, seed).states[::3]:
            listed = [*ENGINE.legal_actions(state), *ENGINE.referee_actions(state)]
            assert all(ENGINE.refusal(state, action) is None for action in listed)
            for action in _candidates(rng):
                if action in listed:
                    continue
                with pytest.raises(IllegalAction) as refused:
                    ENGINE.apply(state, action)
                assert str(refused.value).endswith(".")
                assert str(refused.value) == ENGINE.explain_illegal(state, action)


def test_hidden_information_only_in_expert_mode_and_no_one_plays_together():
    assert ENGINE.hidden_information({"mode": "2v2", "expert": True})
    assert not any(ENGINE.hidden_information({"mode": mode}) for mode in ("1v1", "2v2", "mukyan"))
    assert ENGINE.cooperative is False
