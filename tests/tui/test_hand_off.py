"""The keyboard goes to the seat that plays now, whatever happened while a hand-off was open."""

from __future__ import annotations

import pytest

from tests.tui.test_board_in_sight import pass_keyboard
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.screens.dialogs import HandOffScreen


@pytest.mark.parametrize(
    "game, options",
    [("yami", {"players": 2, "mission": 1, "first": 0}), ("himiki", {"mode": "2v2", "setup": "random", "expert": True})],
    ids=["yami", "himiki-2v2-expert"],
)
async def test_a_game_that_moves_on_under_a_hand_off_passes_to_the_seat_now_to_play(game, options):
    """A turn played while "Pass to ..." was open (a second hand-off was stacked under the first:
    the second Enter gave the keyboard back to the seat before, whose keys were then refused)."""
    session = Session(engine_for(game), options, 3)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = VIEWS.screen_for(session)
        await app.push_screen(screen)
        await pilot.pause()
        await pass_keyboard(pilot)
        first = session.to_play()
        while session.to_play() == first:
            session.play(session.legal_actions()[0])
        screen.post_message(SessionChanged())
        await pilot.pause()
        now = session.to_play()
        assert isinstance(app.screen, HandOffScreen) and app.screen.player == session.seats[now].name
        while session.to_play() == now:  # and again, before anyone took the keyboard
            session.play(session.legal_actions()[0])
        screen.post_message(SessionChanged())
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.viewer == session.to_play()
