"""Keys that arrive together, as a fast typist or a stuck key sends them, and what a crash leaves.

A terminal delivers several keys in one read; Pilot's `press` waits after each key,
so these tests post the whole burst before the app handles any of it. Before:
Enter three times in the new-game dialog started two games, closed the menu and
raised ScreenStackError; Ctrl+P then PageDown raised KeyError inside Textual's
list; a crash exited 0 and left nothing behind.
"""

from __future__ import annotations

from textual import events
from textual.command import CommandPalette
from textual.widgets import Input

from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp, run_app
from yamabushi.tui.crash import crash_dir
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.himizu.screen import HimizuScreen
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.screens.new_game import NewGameScreen

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
