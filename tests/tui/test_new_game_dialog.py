"""The new-game dialog keeps Start in view at 80x24 for every mode, and is roomier on a large terminal."""

from __future__ import annotations

from textual.widgets import Button, Input, Select

from yamabushi.app.catalog import MODES
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.new_game import NewGameScreen

DIALOG_MODES = [entry.key for entry in MODES if entry.chooser is None]


async def _open(pilot, key: str) -> NewGameScreen:
    pilot.app.push_screen(NewGameScreen(next(entry for entry in MODES if entry.key == key)))
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


def _inside(screen: NewGameScreen, selector: str) -> bool:
    widget = screen.query_one(selector)
    return screen.region.contains_region(widget.region) and widget.region.height > 0


async def test_start_and_cancel_lie_inside_an_80x24_screen_and_the_2v2_dialog_starts_by_a_click() -> None:
    """Every mode's dialog in turn (Expert on where it is offered), then the 2 vs 2 one: every field
    in view, one row each on a compact terminal, and a click on Start starts a 2 vs 2 game."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in DIALOG_MODES:
            screen = await _open(pilot, key)
            if "expert" in screen.entry.choices:
                screen.query_one("#opt-expert", Select).value = "on"
                await pilot.pause()
            assert _inside(screen, "#start") and _inside(screen, "#cancel"), key
            assert screen.query_one("#start", Button).region.bottom <= 24, key
            app.pop_screen()
        screen = await _open(pilot, "himiki-2v2")
        fields = [*screen.query("#fields Select").results(Select), screen.query_one("#seed", Input)]
        assert len(fields) == 8 and all(screen.region.contains_region(f.region) for f in fields)
        assert all(f.compact for f in fields), "one row a field on a compact terminal"
        answers = []
        app.pop_screen()
        app.push_screen(NewGameScreen(screen.entry), answers.append)
        await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        assert answers and answers[0][0]["mode"] == "2v2"


async def lists_cover_no_name(pilot, screen: NewGameScreen) -> None:
    """Space opens each list in turn (Enter would start the game): its choices cover no name beside them."""
    names = [label.region for label in screen.query("#fields Label")]
    for select in list(screen.query(Select)):
        select.focus()
        await pilot.press("space")
        await pilot.pause()
        overlay = select.query_one("SelectOverlay")
        assert overlay.display and overlay.region.height > 1, (pilot.app.size, select.id)
        assert not [name for name in names if name.overlaps(overlay.region)], (pilot.app.size, select.id)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(pilot.app.screen, NewGameScreen)


async def test_a_large_terminal_gets_the_bordered_fields_and_back_on_resize_an_open_list_covering_no_name() -> None:
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _open(pilot, "himiki-2v2")
        select = screen.query_one("#opt-setup", Select)
        assert screen.has_class("-large") and not select.compact and select.region.height == 3
        assert _inside(screen, "#start")
        await lists_cover_no_name(pilot, screen)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.has_class("-large") and select.compact and select.region.height == 1
        assert _inside(screen, "#start")
        await lists_cover_no_name(pilot, screen)


async def test_the_first_field_has_the_focus_and_enter_starts_the_game() -> None:
    """Opened from the menu as a player opens it: Enter at once starts the game with what is shown
    (at one size: the focus and the keys are the same on a large terminal)."""
    from yamabushi.tui.screens.game import GameScreen

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.ask_new_game("himiki-2v2")
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert app.focused is screen.query(Select).first()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.session.options["mode"] == "2v2"


async def test_beside_the_board_an_open_list_unrolls_in_place_and_covers_no_name() -> None:
    """Over a game the dialog sits in the side panel, each name above its choice: an opened list
    pushes the fields under it down, in view (at 80x24, then at 120x40 after a resize), and
    Enter in it picks the highlighted choice."""
    from tests.tui.test_board_in_sight import new_game_over

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await new_game_over("himiki", "himiki-2v2")(pilot)
        screen = app.screen
        for size in [(80, 24), (120, 40)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert isinstance(screen, NewGameScreen) and screen.has_class("-beside"), size
            fields = screen.query_one("#fields")
            for select in list(screen.query("#fields Select").results(Select)):
                select.focus()
                await pilot.press("space")
                await pilot.pause()
                overlay = select.query_one("SelectOverlay")
                names = [label.region for label in screen.query("#fields Label")]
                assert overlay.region.height > 1 and fields.region.contains_region(overlay.region), (size, select.id)
                assert not [name for name in names if name.overlaps(overlay.region)], (size, select.id)
                await pilot.press("escape")
                await pilot.pause()
        select = screen.query_one("#seat-3", Select)
        select.focus()
        await pilot.press("space", "end", "enter")
        await pilot.pause()
        assert select.value == "master" and isinstance(app.screen, NewGameScreen)
