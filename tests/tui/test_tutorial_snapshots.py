"""Snapshots of a tutorial step showing its result, and of the new-game dialog, at 80x24 and 120x40."""

from __future__ import annotations

import pytest

from tests.tui.himiki.keys import keys_for
from tests.tui.test_tutorial_lessons import open_lesson
from yamabushi.app.catalog import MODES
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.new_game import NewGameScreen

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


@pytest.mark.parametrize("size", SIZES)
def test_tutorial_step_showing_its_result(snap_compare, size: str):
    """Hi Mi Ki step 3 done: the won conflict's position, White's point, its sentence, Enter: step 4."""

    async def won_conflict(pilot):
        await pilot.pause()
        screen = await open_lesson(pilot, "himiki")
        run = screen.run
        while run.index < 3:
            keys, _ = keys_for(run.engine.parse_action(screen.session.state, run.step.expect[0]), screen.cursor)
            await pilot.press(*keys)
            await pilot.pause()
            if run.waiting and run.index < 3:
                await pilot.press("enter")
                await pilot.pause()
        assert run.waiting and screen.session.state.scores == (1, 0)

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=SIZES[size], run_before=won_conflict)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_dialog_for_2v2(snap_compare, size: str):
    """The tallest dialog (set-up, Expert on, four seats, seed) with Start and Cancel in view."""

    async def opened(pilot):
        await pilot.pause()
        pilot.app.push_screen(NewGameScreen(next(entry for entry in MODES if entry.key == "himiki-2v2")))
        await pilot.pause()
        pilot.app.screen.query_one("#opt-expert").value = "on"
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=SIZES[size], run_before=opened)
