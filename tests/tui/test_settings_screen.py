"""The Settings screen: reachable from the menu and Ctrl+P, applied at once, kept for the next run."""

import pytest
from textual.widgets import OptionList, Select

from yamabushi.app.settings import Settings, load_settings, save_settings, settings_path
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.settings import SettingsScreen


async def open_from_menu(app, pilot):
    menu = app.screen.query_one(OptionList)
    menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "settings")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, SettingsScreen)


async def test_theme_changes_at_once_and_is_saved():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_from_menu(app, pilot)
        app.screen.query_one("#theme", Select).value = "light"
        await pilot.pause()
        assert app.theme == "yamabushi-light"
    assert load_settings()[0].theme == "light"
    again = YamabushiApp()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "yamabushi-light"


async def test_legal_highlight_off_reaches_the_board():
    save_settings(Settings(highlight_legal=False))
    app = YamabushiApp(start_game="himiki", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HiMiKiScreen) and not app.screen.marks_on


async def test_palette_opens_settings_and_a_choice_is_saved():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        command = next(c for c in app.get_system_commands(app.screen) if c.title == "Settings")
        command.callback()
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        app.screen.query_one("#highlight_legal", Select).value = False
        await pilot.pause()
        assert not app.settings.highlight_legal
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, SettingsScreen)
    assert not load_settings()[0].highlight_legal


async def test_damaged_settings_file_is_reported_once_and_kept():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("{ nope")
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert any("settings.json was not used" in n.message for n in app._notifications)
        assert app.settings == Settings()
    assert settings_path().read_text() == "{ nope"


@pytest.mark.bot_pauses
async def test_instant_bot_speed_skips_the_bots_pause(monkeypatch):
    from tests.tui.himiki.mukyan.test_screen import PLACEMENTS, press_action, settle
    from yamabushi.tui.himiki.mukyan.screen import MukYanScreen

    monkeypatch.setattr(MukYanScreen, "bot_delay", 30.0)
    save_settings(Settings(bot_speed="instant"))
    app = YamabushiApp(start_game="himiki", mode="mukyan", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for text in PLACEMENTS:
            await press_action(pilot, app.screen, text)
        await settle(pilot, app.screen, seconds=3.0)
        assert app.screen.session.to_play() == 0


async def test_no_color_turns_the_whole_app_monochrome(monkeypatch):
    from textual.filter import Monochrome

    monkeypatch.setenv("NO_COLOR", "1")
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.no_color and any(isinstance(f, Monochrome) for f in app._filters)


async def test_ascii_only_leaves_no_unicode_on_any_board():
    """Hi Mi Ki's median, Himizu's charred/puddle squares and Textual's borders all turn to ASCII."""
    save_settings(Settings(ascii_only=True))
    for game in ("himiki", "himizu", "yami"):
        app = YamabushiApp(start_game=game, seed=2)
        async with app.run_test(size=(100, 36)) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert text.strip() and text.isascii(), game


async def test_ascii_only_applies_at_once_from_the_settings_screen():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_from_menu(app, pilot)
        assert not screen_text(app).isascii()
        app.screen.query_one("#ascii_only", Select).value = True
        await pilot.pause()
        assert screen_text(app).isascii()


def screen_text(app) -> str:
    """Every character on screen after the app's line filters, as the terminal receives them."""
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


async def test_confirm_before_ending_a_turn_asks_and_no_keeps_the_turn():
    from tests.tui.himizu.test_screen import set_up
    from yamabushi.himizu.state import FIRE, WATER
    from yamabushi.tui.screens.choice import ChoiceScreen

    save_settings(Settings(confirm_end_turn=True))
    app = YamabushiApp(start_game="himizu", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await set_up(pilot)
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("2")
        await pilot.pause()
        assert app.screen is screen and screen.session.state.seat == FIRE
        await pilot.press("e", "1")
        await pilot.pause()
        assert screen.session.state.seat == WATER


async def test_a_change_after_a_damaged_settings_file_keeps_it_aside_and_says_where():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("{ nope")
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_from_menu(app, pilot)
        assert settings_path().read_text() == "{ nope"  # opening the screen writes nothing
        app.screen.query_one("#theme", Select).value = "light"
        await pilot.pause()
        [aside] = settings_path().parent.glob("settings.damaged-*.json")
        assert aside.read_text() == "{ nope"
        assert any(aside.name in n.message for n in app._notifications)
    assert load_settings() == (Settings(theme="light"), None)
