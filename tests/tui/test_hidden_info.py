"""Hidden information through every hand-off: on the hand-off screen and on the screen after it,
no card or tile that the seat at the keyboard may not see appears anywhere in the text.

Covers Yami hands (2, 3 and 4 players), the automa's face-down deck, the campaign's
face-down Whirlpool discards, and Hi Mi Ki Expert Chaos tiles in 1 vs 1 hot-seat
(2 vs 2 is covered in test_himiki_2v2_screen.py).
"""

from __future__ import annotations

import random

import pytest

from tests.tui.himiki.keys import keys_for
from tests.tui.himiki.test_2v2_screen import (
    ENGINE,
    open_game,
    others,
    shows,
    tile_names,
)
from tests.tui.yami.keys import act, new_session, open_table, shown_cards
from yamabushi.app.registry import engine_for
from yamabushi.himiki.actions import Rotate, Tilt
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.yami.actions import Discard


def yami_secrets(session: Session, viewer: int | None) -> set[str]:
    """Cards `viewer` may not see (None: nobody at the keyboard yet): other hands, the automa's deck, discards."""
    state = session.state
    hidden = [c for seat, hand in enumerate(state.hands) if seat != viewer for c in hand]
    return {str(c) for c in (*hidden, *state.deck, *state.discarded)}


async def check_yami_turns(app, pilot, screen, session, actions: int, seed: int) -> int:
    """Play random legal actions by keys; check every hand-off and the screen after it. Returns hand-offs seen."""
    rng, hand_offs = random.Random(seed), 0
    for _ in range(actions):
        if session.outcome() is not None:
            break
        if isinstance(app.screen, HandOffScreen):
            hand_offs += 1
            assert not shown_cards(app) & yami_secrets(session, None)
            await pilot.press("enter")
            await pilot.pause()
        assert screen.viewer == session.to_play()
        assert not shown_cards(app) & yami_secrets(session, screen.viewer)
        await act(pilot, screen, rng.choice(session.legal_actions()))
    return hand_offs


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_yami_hands_and_the_automa_deck_stay_hidden(players):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(players, seed=players)
        screen = await open_table(app, pilot, session)
        assert await check_yami_turns(app, pilot, screen, session, actions=8, seed=players) >= 2


async def test_whirlpool_discards_stay_face_down_for_everyone():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        options = {"players": 2, "mission": 9, "first": 0, "moon": ["tide"]}
        session = Session(engine_for("yami"), options, 4)
        screen = CampaignMissionScreen(session, lambda success, rounds: None)
        await app.push_screen(screen)
        await pilot.pause()
        assert session.state.phase == "discard"
        for seat in session.state.discards:
            await act(pilot, screen, Discard(session.state.hands[seat][0]))
        assert session.state.discarded
        assert await check_yami_turns(app, pilot, screen, session, actions=6, seed=9) >= 1


async def test_hi_mi_ki_expert_1v1_chaos_tiles_stay_with_their_seat():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {"mode": "1v1", "setup": "random", "expert": True}, 5)
        screen = await open_game(app, pilot, session)
        hand_offs = 0
        for _ in range(6):
            seat = session.to_play()
            if screen.viewer != seat:
                hand_offs += 1
                assert isinstance(app.screen, HandOffScreen)
                assert not shows(app, tile_names(session, range(2)))
                await pilot.press("enter")
                await pilot.pause()
            assert not shows(app, tile_names(session, others(session, seat)) - tile_names(session, [seat]))
            legal = session.legal_actions()
            action = next((a for a in legal if isinstance(a, Rotate)), next(a for a in legal if isinstance(a, Tilt)))
            await pilot.press(*keys_for(action, screen.cursor)[0])
            await pilot.pause()
        assert hand_offs >= 3
