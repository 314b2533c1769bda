"""What the letters on a cube mean is in sight under every Hi Mi Ki board, at 80×24 and 120×40:
the 1v1, 2v2, Expert and Muk Yan tables, Mindlock, and the replay viewer. Mindlock's goal sits
beside its board at both sizes, one blank column away from it."""

from __future__ import annotations

import re

import pytest

from tests.tui.himiki.test_sizes import GAMES, played, show
from tests.tui.screen_text import whole_screen, words_in
from yamabushi.session.timeline import Timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.himiki.mindlock.screen import challenge_screen
from yamabushi.tui.screens.replay import ReplayScreen

SIZES = [(80, 24), (120, 40)]
LEGEND = ["H Fire beats K Wood beats M Water beats Fire."]


def legend_under_the_board(app: YamabushiApp) -> None:
    """Every legend phrase whole on one row inside the board's region, below its squares."""
    board = app.screen.query_one(HiMiKiBoard).region
    rows = whole_screen(app)[board.y : board.bottom]
    for phrase in LEGEND:
        found = [y for y, row in enumerate(rows) if phrase in row[board.x : board.right]]
        assert found and found[0] > len(rows) - 3, (phrase, rows[-3:])


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
@pytest.mark.parametrize("name", list(GAMES))
async def test_every_table_says_what_h_m_and_k_mean(name, size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        await show(app, pilot, played(name))
        await pilot.pause()
        legend_under_the_board(app)
        assert app.screen.query_one(HiMiKiBoard).region.bottom <= size[1] - 1, "above the footer"


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_the_replay_viewer_and_mindlock_say_it_too(size):
    session = played("1v1")
    timeline = Timeline(session.engine, session.record(), session.states, session.steps)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        await app.push_screen(ReplayScreen(timeline))
        await pilot.pause()
        legend_under_the_board(app)
        await app.push_screen(challenge_screen("E01"))
        await pilot.pause()
        legend_under_the_board(app)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_mindlock_s_goal_is_beside_its_board_one_column_away(size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        await app.push_screen(challenge_screen("E01"))
        await pilot.pause()
        board, goal = app.screen.query_one(HiMiKiBoard).region, app.screen.query_one("#goal").region
        assert goal.height and goal.x > board.right and goal.bottom <= board.bottom
        assert "Solved means: remove every Black cube within PAR 2 moves." in words_in(app, goal)
        side = app.screen.query_one("#side").region
        gap = [row[board.right] for row in whole_screen(app)[side.y : side.bottom]]
        assert set(gap) == {" "}, "nothing of the side panel touches the board"


@pytest.mark.parametrize("name", ["1v1", "2v2"])
async def test_the_influence_tiles_are_named_in_whole_words_at_80x24(name):
    """2 vs 2 wrote `Fi:— Wa:— Wo:—`; both modes now name each tile and its holder in full."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await show(app, pilot, played(name))
        await pilot.pause()
        scores = words_in(app, screen.query_one("#scores").region)
        assert re.search(r"Influence Fire: (—|White|Black) Water: (—|White|Black) Wood: (—|White|Black)$", scores), scores
