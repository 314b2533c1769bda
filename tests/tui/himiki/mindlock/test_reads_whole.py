"""Mindlock reads whole at 80×24 (issue 28): each Chaos tile in hand and on the board says what
it does beside its name, the status names the tile key, and the legend under the board names
the hint's frames when a hint is drawn."""

from __future__ import annotations

from tests.tui.himiki.mindlock.test_hints import ask_hint
from tests.tui.screen_text import whole_screen, words_in
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.himiki.mindlock.screen import challenge_screen


async def test_the_chaos_tiles_say_what_they_do_and_how_to_play_them():
    """It said `Tiles: 1.Conjuration` and `Terrain: R Mirror C3`, and no key for the tile."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(challenge_screen("X01"))
        await pilot.pause()
        side = words_in(app, app.screen.query_one("#side").region)
        assert "1. Conjuration: turn an enemy" in side and "R Mirror on C3: to mirrored row" in side, side
        assert "or play a tile (1); h for a hint." in side, side


async def test_the_legend_names_a_hint_s_frames_while_it_is_drawn():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(challenge_screen("E01"))
        await pilot.pause()
        board = app.screen.query_one(HiMiKiBoard).region

        def legend() -> str:
            return whole_screen(app)[board.bottom - 1][board.x : board.right]

        assert "hint" not in legend() and "+ can Tilt" in legend(), legend()
        await ask_hint(pilot)
        assert "╔╗:: hint" in legend() and "+ can Tilt" in legend(), legend()
