"""Monkey tests: each main screen takes random keys and clicks (fixed seed, `--monkey-events` per
screen: 60 by default, `--monkey-events 3000` for the long run) without an exception, and every
main screen fits 80×24 and a larger window; below 80×24 the app says so.

Keys that leave the screen on purpose (escape on the screen itself, q, ctrl+q) are left out so
the monkey keeps hitting the screen under test; dialogs it opens get the same keys.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from textual.screen import Screen
from textual.widget import Widget

from tests.pilots import until
from yamabushi.app.sessions import SaveFile
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.app.saves import new_save_path, saves_dir, write_atomic
from yamabushi.app.settings import Settings, save_settings
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import TooSmallScreen

pytestmark = pytest.mark.paints_frames
"""Every frame drawn, as in a terminal: a random key must not raise while a screen paints either."""

KEYS = (
    ["up", "down", "left", "right", "enter", "space", "tab", "shift+tab", "backspace", "escape"] * 3
    + list("abcdefghijklmnopqrstuvwxyzUR0123456789") + ["question_mark", "colon", "pageup", "home"]
)
"""F1 and Ctrl+P only open the Rules screen and the palette, which have their own tests."""
LEAVING = {"q", "ctrl+q"}


def _mindlock() -> Screen:
    from yamabushi.tui.himiki.mindlock.screen import MindlockScreen

    return MindlockScreen(Session(engine_for("mindlock"), {"challenge": "M01"}, 0))


def _rules() -> Screen:
    from yamabushi.tui.screens.rules import RulesScreen

    return RulesScreen()


def _resume() -> Screen:
    from yamabushi.tui.screens.resume import ResumeScreen

    Session(engine_for("himizu"), {}, 1, on_change=SaveFile(new_save_path("himizu"))).autosave()
    write_atomic(saves_dir() / "yami-broken.json", "{ half a save")
    return ResumeScreen()


def _settings() -> Screen:
    from yamabushi.tui.screens.settings import SettingsScreen

    return SettingsScreen()


def _statistics() -> Screen:
    from yamabushi.tui.screens.statistics import StatisticsScreen

    return StatisticsScreen()


STARTS: dict[str, tuple[dict, Callable[[], Screen] | None]] = {
    "menu": ({}, None),
    "himiki-1v1": ({"start_game": "himiki", "mode": "1v1"}, None),
    "himiki-2v2": ({"start_game": "himiki", "mode": "2v2"}, None),
    "himiki-mukyan": ({"start_game": "himiki", "mode": "mukyan"}, None),
    "himizu": ({"start_game": "himizu"}, None),
    "yami-2p": ({"start_game": "yami", "mode": "2p"}, None),
    "yami-4p": ({"start_game": "yami", "mode": "4p"}, None),
    "mindlock": ({}, _mindlock),
    "rules": ({}, _rules),
    "resume": ({}, _resume),
    "settings": ({}, _settings),
    "statistics": ({}, _statistics),
}


async def open_screen(app: YamabushiApp, pilot, name: str) -> Screen:
    """The screen under test, on top of the stack (a hand-off in front of it is part of it)."""
    extra = STARTS[name][1]
    if extra is not None:
        await app.push_screen(extra())
    await pilot.pause()
    return next(s for s in reversed(app.screen_stack) if not s.is_modal)


def app_for(name: str) -> YamabushiApp:
    """Bots play at once so the monkey's keys go to people's turns."""
    save_settings(Settings(bot_speed="instant"))
    return YamabushiApp(seed=7, **STARTS[name][0])


def assert_fits(target: Screen, size: tuple[int, int]) -> None:
    """Every widget of the screen in view at `size`, but those inside a scrolling panel."""
    width, height = size
    for widget in target.query("*"):
        scrolled = any(a.is_scrollable for a in widget.ancestors if isinstance(a, Widget) and a is not target)
        if widget.display and widget.region.area and not scrolled:
            assert widget.region.right <= width and widget.region.bottom <= height, (size, widget)


async def monkey(name: str, rng: random.Random, events: int, first: bool = False) -> int:
    """Random keys and clicks on a fresh copy of screen `name` until `events` are spent or the
    monkey leaves it the way a player would (a finished game's New game or Menu); returns the
    number of events spent. On the `first` copy the screen is first checked to fit 80×24 and a
    larger window (and back: the monkey plays at 80×24)."""
    app = app_for(name)
    async with app.run_test(size=(80, 24)) as pilot:
        target = await open_screen(app, pilot, name)
        if first:
            for size in [(80, 24), (120, 40), (80, 24)]:
                await pilot.resize_terminal(*size)
                await until(pilot, lambda: target.size == size)
                assert_fits(target, size)
        app.exit = lambda *args, **kwargs: None  # Quit, picked from a menu, would end the run, not test it
        for event in range(events):
            if target not in app.screen_stack:
                return event
            if event % 10 == 9:
                await pilot.click(offset=(rng.randrange(80), rng.randrange(24)))
                continue
            key = rng.choice(KEYS)
            if key not in LEAVING and not (key == "escape" and app.screen is target):
                await pilot.press(key)
        await pilot.pause()
    return events


@pytest.mark.parametrize("name", STARTS)
async def test_every_main_screen_fits_and_random_keys_and_clicks_never_raise(name, monkey_events):
    rng = random.Random(name)
    spent = await monkey(name, rng, monkey_events, first=True)
    while spent < monkey_events:
        spent += max(1, await monkey(name, rng, monkey_events - spent))


async def test_below_80x24_the_app_says_how_big_it_must_be():
    app = YamabushiApp(start_game="himizu", seed=1)
    async with app.run_test(size=(79, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "at least 80×24" in str(app.screen.query_one("#too-small").render())
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not isinstance(app.screen, TooSmallScreen))
        game = app.screen
        await pilot.resize_terminal(70, 20)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen) and app.screen.is_mounted)
        assert "70×20" in str(app.screen.query_one("#too-small").render())
        await pilot.resize_terminal(100, 30)
        await until(pilot, lambda: not isinstance(app.screen, TooSmallScreen))
        assert app.screen is game
