"""The footer of a finished game offers Undo only where an undo can cross the end: a game
with secrets (Yami's hands) showed every hand at its end, so Undo is gone from its footer,
while a Hi Mi Ki duel's end, which hid nothing, can still be taken back."""

from __future__ import annotations

import random

import pytest

from tests.tui.screen_text import whole_screen
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.game import GameScreen


def _finished(game: str, options: dict) -> Session:
    session = Session(engine_for(game), options, 3)
    rng = random.Random(3)
    while session.outcome() is None:
        session.play(rng.choice(list(session.legal_actions())))
    return session


@pytest.mark.parametrize(
    ("game", "options", "offered"),
    [("yami", {"players": 3, "mission": 1, "first": 0}, False), ("himiki", {"mode": "1v1", "setup": "random"}, True)],
    ids=["yami", "himiki"],
)
async def test_a_finished_game_offers_undo_only_where_it_can_cross_the_end(game, options, offered):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        session = _finished(game, options)
        await app.push_screen(app.views.screen_for(session))
        await pilot.pause()
        while not isinstance(app.screen, GameScreen):  # the game-over dialog: back to the board
            await pilot.press("escape")
            await pilot.pause()
        footer = whole_screen(app)[-1]
        assert ("u Undo" in footer) == offered, footer
