"""The app around the games: menu, rules, help, command palette, corrupt saves."""

from textual.widgets import OptionList, Static

from yamabushi.app.saves import read_record, saves_dir, write_atomic
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HelpScreen
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.screens.new_game import NewGameScreen
from yamabushi.tui.screens.resume import ResumeScreen
from yamabushi.tui.screens.rules import RulesScreen

from tests.tui.screen_text import whole_screen


async def test_menu_starts_a_game_through_the_new_game_dialog():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        app.screen.query_one("#seed").focus()
        await pilot.press(*"42", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HiMiKiScreen)
        assert app.screen.session.seed == 42


async def test_help_and_rules_open_from_the_menu_and_the_menu_says_a_bot_can_take_a_seat():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = str(app.screen.query_one(OptionList).get_option_at_index(0).prompt)
        assert "Two players, or one vs a bot; first to 5." in first
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "a person, or a bot" in str(app.screen.query_one(Static).render())
        await pilot.press("escape", "f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_rules_and_help_open_from_the_game():
    app = YamabushiApp(start_game="himiki", seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert any("Hi Mi Ki" in line for line in whole_screen(app)) and app.screen.focused.id == "rules-page"
        await pilot.press("right")
        await pilot.pause()
        assert app.screen.game == "himizu" and any("Water" in line and "Fire" in line for line in whole_screen(app)[3:6])
        await pilot.press("escape", "question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "Rotate" in str(app.screen.query_one("Static").render())


async def test_command_palette_lists_game_commands():
    app = YamabushiApp(start_game="himiki", seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert {"Undo", "Redo", "Save", "Rules", "Resume a saved game"} <= set(titles)


async def test_corrupt_save_is_listed_unreadable_and_kept():
    bad = saves_dir() / "himiki-broken.json"
    write_atomic(bad, "{ half a save")
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        option = app.screen.query_one(OptionList).get_option_at_index(0)
        assert option.disabled and "unreadable" in str(option.prompt)
    assert bad.read_text() == "{ half a save"


def test_every_menu_mode_has_a_screen_and_every_chooser_a_screen_to_open():
    """The one table of per-game views (tui/games.py) holds each menu mode's screen under its
    game, each chooser under its game, and each lesson's screen under its mode."""
    from textual.screen import Screen

    from yamabushi.app.catalog import MODES, entry_for
    from yamabushi.app.tutorials import LESSONS, load_tutorial
    from yamabushi.tui.games import VIEWS

    for entry in MODES:
        for options in ({**entry.options, "expert": False}, {**entry.options, "expert": True}):
            assert issubclass(VIEWS.games[entry.game].screens[entry.key](options), Screen)
        if entry.chooser:
            assert entry.chooser in VIEWS.games[entry.game].choosers
    for lesson in LESSONS:
        tutorial = load_tutorial(lesson)
        entry = entry_for(tutorial.game, tutorial.options)
        assert issubclass(VIEWS.games[entry.game].tutorials[entry.key](tutorial.options), Screen)


async def test_resuming_the_game_on_screen_brings_it_back_instead_of_a_second_session():
    """Ctrl+P, Resume, the same game: one session on the save, so no action can be lost."""
    from yamabushi.app.sessions import save_path

    app = YamabushiApp(start_game="himiki", seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        game.session.play_text("place C5 HMK")
        app.push_screen(ResumeScreen())
        await pilot.pause()
        app.resume_game(save_path(game.session))
        await pilot.pause()
        assert app.screen is game
        assert [s for s in app.screen_stack if isinstance(s, HiMiKiScreen)] == [game]
        game.session.play_text("place B2 KHM")
        assert len(read_record(save_path(game.session)).actions) == 2


async def test_a_save_resumed_from_the_command_line_opens_on_its_game():
    from yamabushi.app.sessions import new_session, save_path

    session = new_session("himiki", {"mode": "1v1"}, 5)
    session.play_text("place C5 HMK")
    app = YamabushiApp(resume=save_path(session))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HiMiKiScreen) and app.screen.session.record() == session.record()
        assert isinstance(app.screen_stack[-2], MenuScreen)


async def test_the_menu_lists_every_entry_without_scrolling_centred_under_the_banner():
    """At 80x24 the menu's box scrolled by one row (Quit out of sight), and at 120x40 it sat at
    the left edge under a centred banner."""
    for width, height in ((80, 24), (120, 40)):
        app = YamabushiApp(save_games=False)
        async with app.run_test(size=(width, height)) as pilot:
            await pilot.pause()
            menu = app.screen.query_one("#menu", OptionList)
            assert menu.max_scroll_y == 0 and menu.region.bottom <= height - 1, (width, menu.region)
            assert "Quit" in "\n".join(whole_screen(app))
            assert abs(menu.region.x - (width - menu.region.right)) <= 1, f"{width}x{height}: {menu.region}"


async def test_play_with_a_mode_that_is_chosen_in_the_app_opens_its_list(monkeypatch):
    """`yamabushi play himiki --mode mindlock` (and `play yami --mode campaign`) showed an error
    notice over the menu: it opens the challenge list (the campaigns) as the menu's entry does."""
    from yamabushi.tui.himiki.mindlock.picker import MindlockPicker
    from yamabushi.tui.yami.campaign.picker import CampaignListScreen

    notices: list[str] = []
    monkeypatch.setattr(YamabushiApp, "notify", lambda app, message, *args, **kwargs: notices.append(message))
    for game, mode, screen in (("himiki", "mindlock", MindlockPicker), ("yami", "campaign", CampaignListScreen)):
        app = YamabushiApp(start_game=game, mode=mode, save_games=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, screen), app.screen_stack
            assert notices == []
