"""Solo: Mindlock in the real app at 80×24: menu, challenge list, a solve by keys,
free undo, restart, the guarded solution, a terrain tile's choice, and best scores
(a damaged mindlock.json is reported and kept)."""

import pytest

from tests.tui.himiki.keys import keys_for
from yamabushi.app.registry import engine_for
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.mindlock.challenges import challenge
from yamabushi.himiki.mindlock.notation import parse_solution
from yamabushi.app.bests import best_scores, progress_path
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.app.catalog import MODES
from yamabushi.tui.screens.dialogs import HelpScreen
from yamabushi.tui.himiki.mindlock.dialogs import ConfirmScreen, PuzzleOverScreen
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.himiki.mindlock.screen import MindlockScreen
from yamabushi.tui.himiki.mindlock.solution import SolutionScreen
from yamabushi.tui.himiki.mindlock.picker import MindlockPicker

SIZE = (80, 24)


async def open_first_challenge(pilot) -> MindlockScreen:
    """From the main menu: the Mindlock entry, then Enter on the first challenge (E01)."""
    await pilot.pause()
    downs = [m.key for m in MODES].index("mindlock")
    await pilot.press(*["down"] * downs, "enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, MindlockPicker)
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, MindlockScreen)
    return screen


async def press_moves(pilot, screen: MindlockScreen, *texts: str) -> None:
    for text in texts:
        keys, _ = keys_for(screen.session.engine.parse_action(screen.session.state, text), screen.cursor)
        await pilot.press(*keys)
        await pilot.pause()


def shown(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def test_the_panel_says_the_goal_and_only_the_header_names_the_puzzle():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        assert screen.sub_title == "Mindlock E01 (Easy)"
        assert shown(screen, "#goal").startswith("Solved means: remove every Black cube within PAR 2 moves.")


async def test_an_easy_challenge_solved_by_keys_is_kept_as_best_score():
    solution = [m.action for m in parse_solution(challenge("E01").solution)]
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        assert "Moves 0 / PAR 2" in shown(screen, "#scores")
        for action in solution:
            keys, _ = keys_for(action, screen.cursor)
            await pilot.press(*keys)
            await pilot.pause()
        assert screen.session.state.solved and screen.session.state.moves == 2
        assert isinstance(app.screen, PuzzleOverScreen)
        assert "Solved in 2 moves (PAR 2)" in shown(app.screen, "#result")
        assert best_scores() == {"E01": 2}
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, MindlockPicker)
        assert "✓ 2" in str(app.screen.query_one("DataTable").get_row("E01"))


async def test_the_free_replay_is_shown_and_undo_and_restart_are_free():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await press_moves(pilot, screen, "C1 BD1")
        assert "Free replay" in shown(screen, "#scores")
        await press_moves(pilot, screen, "D1 BD2")
        assert screen.session.state.moves == 1
        await pilot.press("u")
        assert screen.session.state.moves == 1 and screen.session.state.replay is not None
        await pilot.press("x")
        await pilot.pause()
        assert screen.session.steps == () and "Moves 0 / PAR 2" in shown(screen, "#scores")
        await pilot.press("U")
        assert len(screen.session.steps) == 1


async def test_the_solution_is_shown_only_after_confirming_and_then_not_kept():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await pilot.press("v")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert not screen.solution_shown and not isinstance(app.screen, HelpScreen)
        await pilot.press("v", "y")
        await pilot.pause()
        walk = app.screen
        assert isinstance(walk, SolutionScreen)
        said = " ".join(str(move.render()) for move in walk.query(".move"))
        assert "1. Tilt the cube on C1 east, onto D1 (C1 BD1)." in said and "Solved in 2 moves (PAR 2)." in said
        await pilot.press("right", "right")
        await pilot.pause()
        assert screen.preview is not None and not screen.preview[0].solved
        assert screen.query_one(HiMiKiBoard).view.board == screen.preview[0].board
        await pilot.press("right")
        await pilot.pause()
        assert screen.preview[0].solved and screen.session.steps == ()  # on the board, not played
        await pilot.press("escape")
        await pilot.pause()
        assert screen.preview is None and screen.query_one(HiMiKiBoard).view.board == screen.session.state.board
        await press_moves(pilot, screen, "C1 BD1", "D1 BD2", "D2 BE2")
        assert "not kept" in str(app.screen.query("Label")[1].render())
        assert best_scores() == {}


@pytest.mark.parametrize("keys", [["up"], ["enter"]], ids=["arrow", "enter on the + square"])
async def test_a_terrain_tile_waiting_for_a_square_takes_an_arrow_or_the_one_under_the_cursor(keys):
    options = {"position": "C5HMK/B2K,E6H", "terrain": {"C4": "impulse"}, "par": 2}
    session = Session(engine_for("mindlock"), options, 0, free_undo=True)
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(MindlockScreen(session))
        await pilot.pause()
        screen = app.screen
        assert "I Impulse on C4: one more square" in shown(screen, "#scores")
        await press_moves(pilot, screen, "C5 BC4")
        assert "Impulse: press an arrow" in shown(screen, "#status")
        if keys == ["enter"]:
            screen.cursor = parse_square("C3")
        await pilot.press(*keys)
        await pilot.pause()
        assert session.state.pos.pending is None
        assert session.steps[-1].notation == "C-C4 BC3" and screen.cursor == parse_square("C3")


async def test_an_armed_major_yokai_asks_and_is_answered_by_typing():
    options = {"position": "C4HMK/C1H,E5K", "events": ["yokai"]}
    session = Session(engine_for("mindlock"), options, 0, free_undo=True)
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(MindlockScreen(session))
        await pilot.pause()
        screen = app.screen
        await pilot.press("colon", *"C-Y", "enter")
        await pilot.pause()
        await press_moves(pilot, screen, "C4 BC3")
        assert "y lets the cube on C3 also fight two squares away" in shown(screen, "#status")
        await pilot.press("enter")
        await pilot.pause()
        assert "y to use it, 0 not to" in shown(screen, "#message") and session.state.pos.pending is not None
        await pilot.press("colon", *"C-Y+", "enter")
        await pilot.pause()
        assert session.steps[-1].notation == "C-Y+" and not session.state.pos.armed
        assert session.state.board[parse_square("C1")] is None, "the Fire two squares away is removed"


async def test_a_damaged_progress_file_is_reported_kept_and_the_challenges_still_play():
    damaged = b'{"best": {"E01": 2, "E02": '
    progress_path().parent.mkdir(parents=True)
    progress_path().write_bytes(damaged)
    report = f"{progress_path()} is damaged"
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await press_moves(pilot, screen, "C1 BD1", "D1 BD2", "D2 BE2")
        assert isinstance(app.screen, PuzzleOverScreen) and "Solved in 2 moves" in shown(app.screen, "#result")
        assert shown(app.screen, "#detail").startswith(report)
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, MindlockPicker)
        notice = shown(app.screen, "#picker-notice")
        assert notice.startswith(report) and notice.endswith("not saved until it is repaired or removed.")
        assert "✓" not in str(app.screen.query_one("DataTable").get_row("E01"))
    assert progress_path().read_bytes() == damaged


async def test_the_picker_has_no_notice_while_the_progress_file_is_sound():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_first_challenge(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MindlockPicker) and not app.screen.query_one("#picker-notice").display
