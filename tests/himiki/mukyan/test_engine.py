"""Muk Yan as a seat of the engine: set-up, its one legal action, notation, log, replays, undo."""

import random
import re
from dataclasses import replace

import pytest

from yamabushi.core.errors import IllegalAction, NotationError
from yamabushi.app.sessions import new_session
from yamabushi.core.rng import randbelow, seed_state
from yamabushi.himiki.actions import AutomaTurn, Pass, Place, Rotate, Tilt
from yamabushi.himiki.board import parse_square, square_name
from yamabushi.himiki.cube import ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.hpn import from_hpn
from yamabushi.himiki.mukyan.choice import decide
from yamabushi.himiki.events import MukYanRolled
from yamabushi.himiki.mukyan.turn import turn_of

from tests.himiki.mukyan.test_choice import PLAY_AGAIN, STRIKE
from tests.himiki.util import ENGINE

MUKYAN = {"mode": "mukyan"}


def after_setup(seed: int):
    state = ENGINE.new_game(MUKYAN, seed)
    for text in ("place C5 HMK", "place B5 KHM", "place D5 MKH"):
        state, _ = ENGINE.apply(state, ENGINE.parse_action(state, text))
    while state.setup:
        (action,) = ENGINE.legal_actions(state)
        state, _ = ENGINE.apply(state, action)
    return state


def with_seed_where(position: str, action: str):
    """The position with a generator state whose roll leads Muk Yan to `action`."""
    state = from_hpn(position, mode="mukyan")
    return next(s for seed in range(500) if decide(s := replace(state, rng=seed_state(seed))).action == action)


def test_seats_are_the_player_then_muk_yan():
    assert ENGINE.seat_names(MUKYAN) == ("White", "Muk Yan")


def test_white_places_three_cubes_then_muk_yans_are_thrown_on_row_2():
    state = ENGINE.new_game(MUKYAN, 3)
    for _ in range(3):
        assert ENGINE.to_play(state) == 0
        assert {square_name(a.square) for a in ENGINE.legal_actions(state)} <= {"B5", "C5", "D5"}
        state, _ = ENGINE.apply(state, ENGINE.legal_actions(state)[0])
    for _ in range(3):
        (action,) = ENGINE.legal_actions(state)
        assert isinstance(action, Place) and square_name(action.square) in {"B2", "C2", "D2"}
        assert ENGINE.is_barrier(state, action)
        state, _ = ENGINE.apply(state, action)
    assert not state.setup and ENGINE.to_play(state) == 0 and not state.must_tilt
    assert {square_name(sq) for sq in state.cubes_of(1)} == {"B2", "C2", "D2"}


def test_muk_yans_orientations_follow_the_seed():
    games = [after_setup(seed) for seed in range(12)]
    assert after_setup(5) == games[5]
    assert len({tuple(s.board[sq] for sq in s.cubes_of(1)) for s in games}) > 6


def test_random_set_up_places_everything_at_once():
    state = ENGINE.new_game({"mode": "mukyan", "setup": "random"}, 8)
    assert not state.setup and ENGINE.to_play(state) == 0 and len(state.cubes_of(1)) == 3


def test_muk_yan_has_exactly_one_action_and_it_is_a_barrier():
    state = after_setup(4)
    human = ENGINE.legal_actions(state)[0]
    assert not ENGINE.is_barrier(state, human)
    state, _ = ENGINE.apply(state, human)
    (turn,) = ENGINE.legal_actions(state)
    assert isinstance(turn, AutomaTurn) and turn == turn_of(decide(state))
    assert ENGINE.is_barrier(state, turn)


def test_the_dice_come_from_the_state_and_move_it_on():
    state = with_seed_where(STRIKE, "strike")
    black, rng = randbelow(state.rng, 3)
    white, _ = randbelow(rng, 3)
    (turn,) = ENGINE.legal_actions(state)
    assert (turn.black, turn.white) == (ELEMENTS[black], ELEMENTS[white])
    after, events = ENGINE.apply(state, turn)
    assert after.rng == decide(state).rng != state.rng
    assert isinstance(events[0], MukYanRolled) and events[0].action == "strike"
    assert (events[0].black, events[0].white) == (turn.black, turn.white) and "strike" in events[0].order


def test_a_replay_is_always_taken_with_a_new_roll():
    state = with_seed_where(PLAY_AGAIN, "play-again")
    (turn,) = ENGINE.legal_actions(state)
    after, _ = ENGINE.apply(state, turn)
    assert after.replay is not None and ENGINE.to_play(after) == 1
    (again,) = ENGINE.legal_actions(after)
    assert isinstance(again, AutomaTurn) and again == turn_of(decide(after))
    assert decide(after).rng != decide(state).rng


@pytest.mark.parametrize(
    "turn",
    [
        AutomaTurn("H", "M", "strike", Tilt(parse_square("C2"), parse_square("C3"))),
        AutomaTurn("K", "K", "dodge", Rotate((parse_square("B2"), parse_square("D2")))),
        AutomaTurn("M", "H", "pass", Pass()),
        AutomaTurn("M", "K", "any-rotate", Rotate((parse_square("A1"),))),
    ],
)
def test_turn_notation_round_trips(turn):
    state = after_setup(1)
    text = ENGINE.format_action(state, turn)
    assert text.startswith("mukyan ") and ENGINE.parse_action(state, text) == turn


def test_turn_notation_reads_like_the_issue_and_ignores_log_marks():
    turn = ENGINE.parse_action(after_setup(1), "Mukyan hm STRIKE c2 bc3*")
    assert ENGINE.format_action(after_setup(1), turn) == "mukyan HM strike C2 BC3"
    assert ENGINE.parse_action(after_setup(1), "mukyan KK pass").move == Pass()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("mukyan HM", "written like 'mukyan HM strike C2 BC3'"),
        ("mukyan HX strike C2 BC3", "not a roll"),
        ("mukyan HM smash C2 BC3", "not one of Muk Yan's actions"),
        ("mukyan HM strike place C2 HMK", "a Tilt, a Rotate or a pass"),
    ],
)
def test_bad_turn_notation_is_one_sentence(text, reason):
    with pytest.raises(NotationError, match=reason):
        ENGINE.parse_action(after_setup(1), text)


def test_the_log_line_names_the_roll_the_action_and_the_move():
    state = with_seed_where(STRIKE, "strike")
    (turn,) = ENGINE.legal_actions(state)
    _, events = ENGINE.apply(state, turn)
    line = ENGINE.log_text(state, turn, events)
    roll = f"{ELEMENT_NAMES[turn.black]}/{ELEMENT_NAMES[turn.white]}"
    assert line == f"rolled {roll}: Strike, {ENGINE.format_action(state, turn.move)}*"
    assert events[0].text.startswith("Strike: tilting C3 to ") and "beats" in events[0].text, "in words, not C3 BC2"


def test_another_roll_or_a_move_on_muk_yans_turn_is_refused():
    state = with_seed_where(STRIKE, "strike")
    (turn,) = ENGINE.legal_actions(state)
    other = replace(turn, white="K" if turn.white != "K" else "H")
    for action in (other, Tilt(parse_square("A1"), parse_square("A2"))):
        with pytest.raises(IllegalAction, match="It is Muk Yan's turn: its dice decide"):
            ENGINE.apply(state, action)
    with pytest.raises(IllegalAction, match="Only Muk Yan plays"):
        ENGINE.apply(after_setup(1), turn)


def test_the_result_names_muk_yan():
    state = with_seed_where(STRIKE.replace("0-0", "0-4"), "strike")
    (turn,) = ENGINE.legal_actions(state)
    after, _ = ENGINE.apply(state, turn)
    assert ENGINE.outcome(after).text == "Muk Yan wins 5-0." and ENGINE.outcome(after).winners == (1,)


def test_every_reason_muk_yan_gives_is_in_words():
    """Over many seeded games, no reason names a move in notation (`C3 BC4`, `C2 PC2`)."""
    for seed in range(12):
        session = new_session("himiki", {"mode": "mukyan", "setup": "random"}, seed, save=False, count=False)
        rng = random.Random(seed)
        while session.outcome() is None and len(session.steps) < 80:
            session.play(rng.choice(list(session.legal_actions())))
            for event in session.steps[-1].events:
                if isinstance(event, MukYanRolled):
                    assert not re.search(r"[A-E][1-6] [BP][A-E][1-6]", event.text), event.text
