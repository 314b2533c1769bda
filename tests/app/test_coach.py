"""A hint is the hard bot's choice for the seat to move, seen from that seat only, with its reason."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yamabushi.app.bots import make_bot
from yamabushi.app.coach import hint, hint_for
from yamabushi.app.registry import engine_for
from yamabushi.app.sessions import new_session
from yamabushi.core.errors import RulesError
from yamabushi.himizu.state import WATER

from tests.app.coach_games import HIMIKI_4_4, HIMIZU_LAST_TURN


@pytest.mark.parametrize(
    ("game", "options", "players"),
    [
        ("himiki", {"mode": "1v1", "setup": "random"}, {"Black": "hard"}),
        ("himiki", {"mode": "mukyan", "setup": "random"}, {}),
        ("himizu", {}, {"Water": "normal"}),
        ("yami", {"players": 3}, {}),
        ("yami", {"players": 2, "mission": 9}, {}),
    ],
)
def test_a_hint_is_what_the_hard_bot_in_that_seat_plays(game, options, players):
    session = new_session(game, options, 12, players=players, save=False, count=False)
    for _ in range(3):
        while session.bot_to_play():
            session.play_bot()
        seat = session.to_play()
        bot = make_bot(game, "hard", seat, 12, max_seconds=None)
        expected = bot.choose(session.engine.observation(session.state, seat), session.legal_actions())
        given = hint(session, max_seconds=None)
        assert given.action == expected
        assert given.why.startswith(f"The hard bot would play {given.notation}")
        session.play(given.action)


def test_the_hint_takes_the_winning_strike_and_says_so():
    given = hint_for(engine_for("himiki"), HIMIKI_4_4, 0, 0, None)
    assert given.why == "The hard bot would play A6 BA5: it wins the game."


def test_the_hint_puts_out_the_tile_that_keeps_fire_from_16():
    given = hint_for(engine_for("himizu"), HIMIZU_LAST_TURN, WATER, 0, None)
    assert given.why == "The hard bot would play move E3 E2: it puts out 1 tile."


def test_a_yami_hint_never_depends_on_another_seats_hand():
    engine = engine_for("yami")
    state = engine.new_game(engine.normalize_options({"players": 3, "first": "0"}), 5)
    other = replace(state, hands=(state.hands[0], state.hands[2], state.hands[1]))
    assert other.hands != state.hands and engine.observation(other, 0) == engine.observation(state, 0)
    assert hint_for(engine, state, 0, 5, None) == hint_for(engine, other, 0, 5, None)


def test_no_hint_when_the_bot_is_to_play_or_the_game_is_over():
    session = new_session("himiki", {"mode": "1v1", "setup": "random"}, 3, players={"White": "hard"}, save=False, count=False)
    with pytest.raises(RulesError, match="not your turn"):
        hint(session)



def test_a_hint_against_muk_yan_does_not_know_its_dice_to_come():
    """The generator in the state decides Muk Yan's next rolls: the hint must not read it."""
    engine = engine_for("himiki")
    state = engine.new_game(engine.normalize_options({"mode": "mukyan", "setup": "random"}), 9)
    hints = {hint_for(engine, replace(state, rng=rng), 0, 9, None) for rng in (state.rng, 1, 2**40 + 7)}
    assert len(hints) == 1
