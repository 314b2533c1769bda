"""Keys that arrive together, as a fast typist or a stuck key sends them, and what a crash leaves.

A terminal delivers several keys in one read; Pilot's `press` waits after each key,
so these tests post the whole burst before the app handles any of it. Before:
Enter three times in the new-game dialog started two games, closed the menu and
raised ScreenStackError; Ctrl+P then PageDown raised KeyError inside Textual's
list; a crash exited 0 and left nothing behind; `r` then `v` reached the Resume
screen before its list was built (`NoMatches: '#saves'`), Escape right after
closed a screen under its header (`NoMatches: 'HeaderTitle'`), and keys after
the one that quit found no screen (`ScreenStackError`).
"""

from __future__ import annotations

import random

import pytest
from textual import events
from textual.command import CommandPalette
from textual.widgets import Input

from yamabushi.app.registry import engine_for
from yamabushi.app.saves import new_save_path
from yamabushi.app.sessions import SaveFile
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp, run_app
from yamabushi.tui.crash import crash_dir
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.himizu.screen import HimizuScreen
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.screens.new_game import NewGameScreen

from tests.pilots import until

pytestmark = pytest.mark.paints_frames
"""Every frame drawn, as in a terminal: a burst of keys must not raise while a screen paints either."""

CHARACTERS = {"enter": "\r", "escape": "\x1b", "ctrl+p": "\x10"}


def burst(app: YamabushiApp, *keys: str) -> None:
    """Queue every key at once, as one read from the terminal does."""
    for key in keys:
        app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause(0.2)


def kinds(app: YamabushiApp) -> list[type]:
    return [type(screen) for screen in app.screen_stack[1:]]


async def test_enter_three_times_in_the_new_game_dialog_starts_one_game():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        app.screen.query_one("#seed", Input).focus()
        await pilot.pause()
        burst(app, "enter", "enter", "enter")
        await settle(pilot)
        assert kinds(app) == [MenuScreen, HiMiKiScreen]


async def test_enter_three_times_on_the_menu_opens_one_dialog():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        burst(app, "enter", "enter", "enter")
        await settle(pilot)
        assert kinds(app) == [MenuScreen, NewGameScreen]


async def test_ctrl_p_then_page_down_at_once_opens_the_palette():
    app = YamabushiApp(start_game="himiki", seed=1, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        burst(app, "ctrl+p", "pagedown", "pageup", "pagedown")
        await settle(pilot)
        assert isinstance(app.screen, CommandPalette)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HiMiKiScreen)


async def test_a_typed_action_sent_with_two_enters_is_played_once():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(engine_for("himizu"), {}, 1)
        for text in ("flame B2", "flame D4", "wave C3"):
            session.play_text(text)
        await app.push_screen(HimizuScreen(session))
        await pilot.pause()
        await pilot.press("colon", *"end")
        burst(app, "enter", "enter")
        await settle(pilot)
        assert [step.notation for step in session.steps[3:]] == ["end"]


STORM = ["r", "v", "down", "up", "escape", "enter", "space", "n", "m", "tab", "right"]
"""Keys of the menu, the save lists, the replay viewer, the campaign list and the games."""


async def storm(app: YamabushiApp, pilot, opening: str | None, seed: int, bursts: int = 10) -> None:
    """`bursts` reads of six keys, each led by `opening` (a key of the menu that opens a
    screen) so that the rest reach that screen while it is still being built; between
    reads the app settles, so every screen opened has been built before the test ends."""
    rng = random.Random(seed)
    for _ in range(bursts):
        await built(pilot)
        while opening and len(app.screen_stack) > 2:  # back to the menu, where `opening` acts
            await app.pop_screen()
        burst(app, *([opening] if opening else []), *rng.choices(STORM, k=6))
    await built(pilot)


async def built(pilot) -> None:
    """Wait until every screen opened has been built (or the app has closed). The bound is
    generous: on a loaded machine 2 s once passed before a replay screen was built, and the
    test went on to close it while it was still being built."""
    for _ in range(1000):
        await pilot.pause(0.02)
        if pilot.app.return_code is not None or all(screen.is_mounted for screen in pilot.app.screen_stack):
            return
    raise AssertionError("a screen was still being built after 20 s")


async def test_keys_that_reach_the_resume_list_before_it_is_built_do_nothing():
    for seed in range(12):
        Session(engine_for("himizu"), {}, seed, on_change=SaveFile(new_save_path("himizu"))).autosave()
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await storm(app, pilot, "r", seed=0)
    assert app.return_code in (None, 0)


def unbuilt_screens() -> list:
    """A fresh copy of each screen whose keys query what it builds: lists, boards, inputs."""
    from yamabushi.tui.screens.replay import ReplayPickScreen
    from yamabushi.tui.screens.resume import ResumeScreen
    from yamabushi.tui.screens.settings import SettingsScreen
    from yamabushi.tui.screens.statistics import StatisticsScreen
    from yamabushi.tui.yami.campaign.picker import CampaignListScreen

    session = Session(engine_for("himizu"), {}, 1)
    return [ResumeScreen(), ReplayPickScreen(), CampaignListScreen(), StatisticsScreen(), SettingsScreen(), HimizuScreen(session)]


async def test_every_key_of_a_screen_not_yet_built_does_nothing():
    """Each binding's action, run as a key in the same read as the one that opened the screen
    runs it: before the screen is composed and mounted."""
    Session(engine_for("himizu"), {}, 1, on_change=SaveFile(new_save_path("himizu"))).autosave()
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for screen in unbuilt_screens():
            app.push_screen(screen)
            assert not screen.is_mounted
            for binding in [b for kind in type(screen).__mro__ for b in vars(kind).get("BINDINGS", [])]:
                assert await app.run_action(binding.action, screen) is False, binding
            assert app.screen is screen
            await built(pilot)
            await app.pop_screen()
        assert kinds(app) == [MenuScreen]


async def test_keys_that_reach_the_campaign_list_before_it_is_built_do_nothing():
    from yamabushi.tui.yami.campaign.picker import CampaignListScreen

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rng = random.Random(0)
        for _ in range(10):
            app.push_screen(CampaignListScreen())
            burst(app, *rng.choices(STORM, k=6), "escape")
            await pilot.pause(0.02)
        await storm(app, pilot, None, seed=0, bursts=5)
    assert app.return_code in (None, 0)


async def test_keys_still_queued_as_the_app_closes_go_nowhere():
    """Keys read just before the app closes reach its screens while they are taken apart: the
    campaign map's Right found its map gone (`NoMatches: 'YamiMap'`, seen in a loaded run)."""
    from yamabushi.tui.yami.campaign.map import CampaignMapScreen
    from yamabushi.yami.campaign.profile import new_profile

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(CampaignMapScreen(new_profile("Keys", 3)))
        await built(pilot)
        burst(app, *["right", "left"] * 20)
    assert app.return_code in (None, 0)


async def test_keys_after_the_one_that_quit_go_nowhere():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        burst(app, "q", "r", "v", "down", "enter")
        await pilot.pause(0.3)
    assert app.return_code == 0


class Failing(YamabushiApp):
    def on_mount(self) -> None:
        raise ZeroDivisionError("a bug in a screen")


def test_a_crash_exits_non_zero_and_leaves_a_report(capsys):
    code = run_app(Failing(save_games=False), headless=True)
    assert code != 0
    reports = list(crash_dir().glob("crash-*.txt"))
    assert len(reports) == 1
    report = reports[0].read_text(encoding="utf-8")
    assert report.startswith("Yamabushi 0.1.0 stopped on an error.\nTime: 20")
    assert "ZeroDivisionError: a bug in a screen" in report and "Traceback" in report
    assert f"the report is in {reports[0]}" in capsys.readouterr().err


def test_a_normal_quit_exits_zero_and_leaves_no_report():
    class Quitting(YamabushiApp):
        def on_mount(self) -> None:
            self.exit()

    assert run_app(Quitting(save_games=False), headless=True) == 0
    assert not crash_dir().exists()


@pytest.mark.parametrize("opened", ["campaigns", "mindlock", "statistics", "daily", "rules", "settings"])
async def test_a_screen_closed_before_it_has_mounted_closes_without_an_error(opened):
    """Enter on a menu entry then Esc, in one read of the keys: the screen was closed while
    Textual still mounted it, and the app stopped on the first widget it looked for (the
    campaign list's OptionList, Mindlock's DataTable, the daily list's header, the rules' tab;
    `NoMatches`, seen in a loaded run of the campaign list's key storm)."""
    from yamabushi.tui.himiki.mindlock.picker import MindlockPicker
    from yamabushi.tui.screens.daily import DailyScreen
    from yamabushi.tui.screens.rules import RulesScreen
    from yamabushi.tui.screens.settings import SettingsScreen
    from yamabushi.tui.screens.statistics import StatisticsScreen
    from yamabushi.tui.yami.campaign.picker import CampaignListScreen

    screens = {"campaigns": CampaignListScreen, "mindlock": MindlockPicker, "statistics": StatisticsScreen,
               "daily": DailyScreen, "rules": RulesScreen, "settings": SettingsScreen}
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(3):
            app.push_screen(screens[opened]())
            app.pop_screen()
            await pilot.pause()
        await until(pilot, lambda: kinds(app) == [MenuScreen])
    assert app.return_code in (None, 0)
