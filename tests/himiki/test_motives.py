"""Every Hi Mi Ki hint says why in words: a move that wins nothing at once is explained by what
it prepares (himiki/motives.py), never by the search's percentage."""

from __future__ import annotations

import random

import pytest

from yamabushi.app.coach import hint
from yamabushi.app.registry import engine_for
from yamabushi.app.sessions import new_session
from yamabushi.himiki.advice import advise
from yamabushi.himiki.hpn import from_hpn
from yamabushi.himiki.notation import parse_action

ENGINE = engine_for("himiki")
MODES = {
    "1v1": {"mode": "1v1", "setup": "random"},
    "set-up": {"mode": "1v1"},
    "2v2": {"mode": "2v2", "setup": "random"},
    "expert": {"mode": "1v1", "expert": True, "setup": "random"},
    "mukyan": {"mode": "mukyan"},
}


def positions(options: dict, seed: int, count: int) -> list:
    """`count` positions of a game played at random from `seed`, each a person to move."""
    session, rng, found = new_session("himiki", options, seed, save=False, count=False), random.Random(seed), []
    while session.outcome() is None and len(found) < count:
        if not session.bot_to_play():
            found.append(session.state)
        session.play(rng.choice(list(session.legal_actions())))
    return found


def said(state, action) -> tuple[str, str]:
    after, events = ENGINE.next_state(state, action)
    return advise(state, action, after, events, state.to_move)


@pytest.mark.parametrize("mode", list(MODES))
def test_every_legal_action_of_many_positions_has_a_reason_in_words(mode):
    for seed in range(8):
        for state in positions(MODES[mode], seed, 30):
            for action in ENGINE.legal_actions(state):
                move, why = said(state, action)
                assert why and "%" not in why and "coach" not in why, (ENGINE.format_action(state, action), move)


@pytest.mark.parametrize("mode", ["1v1", "2v2", "expert", "mukyan"])
def test_no_hint_falls_back_to_a_percentage(mode):
    """Hints over seeded positions of each mode, at a small search budget (iterations, not time)."""
    for seed in range(6):
        session = new_session("himiki", MODES[mode], seed, save=False, count=False)
        rng = random.Random(seed)
        for _ in range(4):
            while session.outcome() is None and session.bot_to_play():
                session.play_bot()
            if session.outcome() is not None:
                break
            given = hint(session, max_seconds=None, budget=0.05)
            assert "%" not in given.why and "coach's best" not in given.why, given.why
            for _ in range(3):
                if session.outcome() is None and not session.bot_to_play():
                    session.play(rng.choice(list(session.legal_actions())))


STRUCK = "C4HKM,A4HKM,E6HMK/C2KMH,A2KMH,E1HMK w 0-0 --- - -"
"""White's Fire on C4 and on A4 can each be struck by a Tilt south bringing up Water (from C2,
from A2)."""


def test_a_rotate_says_the_other_side_must_tilt_next():
    state = from_hpn(STRUCK)
    assert said(state, parse_action("E6 PE6"))[1] == "after a Rotate, Black must Tilt next turn and cannot turn cubes in place"


def test_a_cube_taken_out_of_reach_is_named():
    """Stepping C4 back to C5 leaves Black a strike as good, on A4, but C4 is safe."""
    state = from_hpn(STRUCK)
    assert said(state, parse_action("C4 BC5"))[1] == "it takes your cube on C4 out of Black's reach"


def test_a_first_placement_with_nothing_to_answer_says_so():
    session = new_session("himiki", {"mode": "1v1"}, 3, save=False, count=False)
    assert said(session.state, parse_action("place C5 HMK"))[1] == "no cube of Black stands yet, so any way to stand it is about as good"


def test_an_expert_decision_is_said_as_an_order_to_the_player():
    """The hint for a chance read 'White plays Water Mana: an extra Tilt ...', the narration of
    someone else's move; it now says what to do."""
    for state in positions(MODES["expert"], 5, 400):
        for action in ENGINE.legal_actions(state):
            move, _ = said(state, action)
            assert not move.startswith(("White ", "Black ")), move
