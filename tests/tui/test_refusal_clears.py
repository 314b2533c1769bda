"""A refusal answers the key that drew it: once the player moves the cursor or the card picked,
the narration box says the latest turn again (Yami's "Pick a card first" stayed under the card
just picked with an arrow)."""

from __future__ import annotations

import pytest

from tests.tui.screen_text import words_in
from yamabushi.app.sessions import new_session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.widgets.said import Said

GAMES = {
    # game, options, the key refused at the start, the arrow that moves on, the refusal's first words
    "yami": ("yami", {"players": 3, "mission": 1, "first": 0}, "enter", "right", "Pick a card first"),
    "himizu": ("himizu", {"board": "A"}, "e", "right", None),
    "himiki": ("himiki", {"mode": "1v1"}, "e", "right", None),
}


@pytest.mark.parametrize("game", list(GAMES))
async def test_an_arrow_after_a_refusal_brings_the_narration_back(game):
    name, options, refused, arrow, opening = GAMES[game]
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = VIEWS.screen_for(new_session(name, options, 5, save=False, count=False))
        await app.push_screen(screen)
        await pilot.pause()
        while isinstance(app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        said = screen.query_one(Said)
        before = words_in(app, said.region)
        await pilot.press(refused)
        await pilot.pause()
        refusal = words_in(app, said.region)
        assert refusal != before and screen._said[1], f"{refused} is refused here: {refusal}"
        assert opening is None or refusal.startswith(opening), refusal
        await pilot.press(arrow)
        await pilot.pause()
        assert words_in(app, said.region) == before, words_in(app, said.region)
