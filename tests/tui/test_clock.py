"""A timed duel in the app: the clocks beside the board, a flag that falls on a tick ends the
game with the narrated loss, and no clock runs while a dialog covers the game."""

from __future__ import annotations

import pytest
from textual.widgets import Select

from yamabushi.session.clock import TimeControl
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import GameOverScreen, HelpScreen
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.screens.new_game import NewGameScreen
from yamabushi.tui.widgets.game_clock import GameClock


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def timed_game(pilot, game: str, options: dict, control: TimeControl) -> GameScreen:
    pilot.app.start_session(game, options, 4, None, control)
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    return screen


async def ticked(pilot, screen: GameScreen) -> None:
    """One reading of the clock, as its timer takes one every TICK, taken now instead of waited
    for: a fixed wait is too short on a busy machine and wasted on an idle one."""
    screen.query_one(GameClock).tick()
    await pilot.pause()


def shown(screen: GameScreen) -> str:
    return str(screen.query_one(GameClock).render_times())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_flag_that_falls_on_a_tick_ends_the_game_with_the_narrated_loss(size) -> None:
    app = YamabushiApp(save_games=False)
    time = app.time_source = FakeTime()
    async with app.run_test(size=size) as pilot:
        screen = await timed_game(pilot, "himizu", {"board": "A"}, TimeControl(1, 0))
        clock = screen.query_one(GameClock)
        assert clock.region.height == 2 and screen.region.contains_region(clock.region)
        assert shown(screen) == "> Fire 1:00\n  Water 1:00"
        time.now = 45.0
        await ticked(pilot, screen)
        assert shown(screen) == "> Fire 0:15 low\n  Water 1:00"
        time.now = 60.5
        await ticked(pilot, screen)
        over = app.screen
        assert isinstance(over, GameOverScreen) and over.text == "Fire's time ran out: Water wins."
        assert screen.session.outcome().winners == (1,)


async def test_no_clock_runs_while_the_help_covers_the_game() -> None:
    app = YamabushiApp(save_games=False)
    time = app.time_source = FakeTime()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await timed_game(pilot, "himiki", {"mode": "1v1", "setup": "random"}, TimeControl(5, 3))
        time.now = 10.0
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        time.now = 500.0
        await ticked(pilot, screen)
        await pilot.press("escape")
        await ticked(pilot, screen)
        assert screen.session.clock.left(0) == 290_000
        assert screen.session.outcome() is None


async def test_the_new_game_dialog_starts_a_game_on_the_chosen_clock() -> None:
    app = YamabushiApp(save_games=False)
    app.time_source = FakeTime()
    async with app.run_test(size=(80, 24)) as pilot:
        app.ask_new_game("himizu")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        assert dialog.query_one("#clock", Select).value == ""
        dialog.query_one("#clock", Select).value = "5+3"
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and str(app.screen.session.clock.control) == "5+3"


async def test_an_untimed_game_shows_no_clock() -> None:
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        pilot.app.start_session("himizu", {"board": "A"}, 4)
        await pilot.pause()
        assert pilot.app.screen.query_one(GameClock).region.height == 0


async def test_a_paused_game_runs_no_clock() -> None:
    app = YamabushiApp(save_games=False)
    time = app.time_source = FakeTime()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await timed_game(pilot, "himizu", {"board": "A"}, TimeControl(1, 0))
        time.now = 5.0
        await pilot.press("z")
        await pilot.pause()
        time.now = 1000.0
        await ticked(pilot, screen)
        assert screen.session.outcome() is None
        await pilot.press("1")
        await ticked(pilot, screen)
        assert app.screen is screen and screen.session.clock.left(0) == 55_000
        time.now = 1001.0
        await ticked(pilot, screen)
        assert screen.session.clock.left(0) == 54_000


async def test_an_action_that_finds_the_flag_fallen_ends_the_game_too() -> None:
    app = YamabushiApp(save_games=False)
    time = app.time_source = FakeTime()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await timed_game(pilot, "himizu", {"board": "A"}, TimeControl(1, 0))
        time.now = 61.0
        assert not screen.play(screen.session.legal_actions()[0])  # before any tick reads the time
        await ticked(pilot, screen)
        assert isinstance(app.screen, GameOverScreen) and app.screen.text == "Fire's time ran out: Water wins."
        assert screen.session.steps == ()
