"""Mindlock's keys in the real app: Next puzzle after a solve, the cursor on a White cube,
Needs hidden until solved (or by the setting), the end dialog's keys acting at once, and
Chaos tiles played by key as in Expert."""

from tests.tui.himiki.keys import walk
from tests.tui.himiki.mindlock.test_screen import SIZE, open_first_challenge, press_moves, shown
from yamabushi.app.registry import engine_for
from yamabushi.app.settings import Settings, save_settings
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.cube import WHITE
from yamabushi.himiki.mindlock.challenges import challenge, challenges
from yamabushi.himiki.mindlock.notation import format_move, parse_solution
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.himiki.mindlock.dialogs import PuzzleOverScreen
from yamabushi.tui.himiki.mindlock.picker import MindlockPicker
from yamabushi.tui.himiki.mindlock.screen import MindlockScreen, challenge_screen
from yamabushi.tui.screens.choice import ChoiceScreen

E01_SOLUTION = ("C1 BD1", "R-D1 BD2", "D2 BE2")


def row(app, challenge_id: str) -> list[str]:
    return [str(cell) for cell in app.screen.query_one("DataTable").get_row(challenge_id)]


async def open_challenge(pilot, challenge_id: str) -> MindlockScreen:
    await pilot.pause()
    pilot.app.push_screen(challenge_screen(challenge_id))
    await pilot.pause()
    assert isinstance(pilot.app.screen, MindlockScreen)
    return pilot.app.screen


# -- Next puzzle -----------------------------------------------------------------------------
async def test_next_puzzle_from_the_solved_dialog_replaces_the_solved_one():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await press_moves(pilot, screen, *E01_SOLUTION)
        assert isinstance(app.screen, PuzzleOverScreen) and "Next: E02 (n)" in shown(app.screen, "#next")
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, MindlockScreen) and app.screen.state.puzzle.id == "E02"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MindlockPicker), "the solved puzzle's screen was replaced, not stacked"


async def test_after_looking_at_the_board_n_still_goes_to_the_next_puzzle():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await pilot.press("n")
        assert app.screen is screen, "n does nothing before the puzzle is solved"
        await press_moves(pilot, screen, *E01_SOLUTION)
        await pilot.press("escape", "n")
        await pilot.pause()
        assert isinstance(app.screen, MindlockScreen) and app.screen.state.puzzle.id == "E02"


async def test_the_last_challenge_offers_no_next_puzzle():
    last = challenges()[-1]
    moves = [format_move(m) for m in parse_solution(last.solution)]
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_challenge(pilot, last.id)
        for text in moves[:-1]:
            screen.session.play_text(text)
        await pilot.press("colon", *moves[-1], "enter")
        await pilot.pause()
        assert isinstance(app.screen, PuzzleOverScreen) and not app.screen.query("#next")
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, PuzzleOverScreen)


# -- the cursor ------------------------------------------------------------------------------
async def test_the_cursor_starts_on_a_white_cube_in_every_challenge():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for puzzle in challenges():
            screen = MindlockScreen(Session(engine_for("mindlock"), {"challenge": puzzle.id}, 0, free_undo=True))
            cube = screen.state.board[screen.cursor]
            assert cube is not None and cube.owner == WHITE, puzzle.id


async def test_enter_at_once_selects_the_cube_under_the_cursor():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await pilot.press("enter", "right")
        await pilot.pause()
        assert screen.session.steps[-1].notation == "C1 BD1"


# -- Needs -----------------------------------------------------------------------------------
async def test_needs_is_hidden_until_the_challenge_is_solved():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await press_moves(pilot, screen, *E01_SOLUTION)
        await pilot.press("l")
        await pilot.pause()
        assert row(app, "E01")[3] == "replay" and row(app, "E02")[3] == "?"


async def test_the_setting_shows_needs_before_solving():
    save_settings(Settings(show_needs=True))
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_first_challenge(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert row(app, "E02")[3] == ", ".join(challenge("E02").ideas)
        assert row(app, "X05")[3] == "chaos, replay"


async def test_the_picker_shows_whole_ids_and_groups_at_80_columns():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_first_challenge(pilot)
        await pilot.press("escape")
        await pilot.pause()
        table = app.screen.query_one("DataTable")
        assert [c.get_render_width(table) - 2 * table.cell_padding for c in table.ordered_columns][:3] == [6, 3, 3]


# -- the end dialog --------------------------------------------------------------------------
async def test_the_failure_dialog_undoes_and_restarts_at_once():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await press_moves(pilot, screen, "C1 BB1", "B1 BA1")
        assert isinstance(app.screen, PuzzleOverScreen) and "Undo (u)" in shown(app.screen, "#undo")
        await pilot.press("u")
        await pilot.pause()
        assert app.screen is screen and screen.state.moves == 1 and screen.session.outcome() is None
        await press_moves(pilot, screen, "B1 BA1")
        assert isinstance(app.screen, PuzzleOverScreen)
        await pilot.press("x")
        await pilot.pause()
        assert app.screen is screen and screen.session.steps == ()
        await press_moves(pilot, screen, "C1 BB1", "B1 BA1")
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, MindlockPicker)


# -- Chaos tiles by key ----------------------------------------------------------------------
async def test_a_mana_tile_by_number_then_an_arrow():
    """X05: the Wood Mana; C3 is the one cube showing Wood, so it is selected at once."""
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_challenge(pilot, "X05")
        await pilot.press("1")
        await pilot.pause()
        assert screen.selected == parse_square("C3")
        assert "Wood Mana: press an arrow" in shown(screen, "#status")
        assert screen.query_one(HiMiKiBoard).view.targets == {parse_square(s) for s in ("C2", "B3", "D3", "C4")}
        await pilot.press("left")
        await pilot.pause()
        assert screen.session.steps[-1].notation == "C-C3 BB3" and screen.state.pos.hand == ()
        assert screen.state.moves == 0, "a Chaos tile costs no move"


async def test_conjuration_by_number_then_the_black_cube_and_its_top():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_challenge(pilot, "X01")
        await pilot.press("1")
        await pilot.pause()
        assert screen.query_one(HiMiKiBoard).view.targets == {parse_square(s) for s in ("B4", "D4", "A5", "E5", "B6")}
        await pilot.press(*walk(screen.cursor, parse_square("A5")), "enter")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("1")
        await pilot.pause()
        assert screen.session.steps[-1].notation == "C-A5 =M"


async def test_major_yokai_armed_by_number_and_used_with_y_or_kept_with_0():
    options = {"position": "C4HMK/C1H,E5K", "events": ["yokai"]}
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(MindlockScreen(Session(engine_for("mindlock"), options, 0, free_undo=True)))
        await pilot.pause()
        screen = app.screen
        await pilot.press("1")
        await pilot.pause()
        assert screen.session.steps[-1].notation == "C-Y" and screen.state.pos.armed
        await press_moves(pilot, screen, "C4 BC3")
        await pilot.press("0")
        await pilot.pause()
        assert screen.session.steps[-1].notation == "C-Y-" and screen.state.pos.armed
        await pilot.press("u", "y")
        await pilot.pause()
        assert screen.session.steps[-1].notation == "C-Y+" and not screen.state.pos.armed
        assert screen.state.board[parse_square("C1")] is None, "the Fire two squares away is removed"


async def test_a_tile_picked_by_number_is_put_back_with_escape():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_challenge(pilot, "X01")
        await pilot.press("1", "escape")
        await pilot.pause()
        assert screen.tiles.tile is None and app.screen is screen
        assert shown(screen, "#message") == "Tile put back in hand."
