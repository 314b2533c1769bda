"""Mindlock hints in the real app: h draws the first action of an optimal line from the
position on the board (also after a wasted move), counts it in the session and its save,
and the result and the best scores say that hints helped."""

from tests.tui.himiki.mindlock.test_screen import SIZE, open_first_challenge, press_moves, shown
from yamabushi.app.bests import best_scores, progress
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.mindlock.notation import parse_move
from yamabushi.himiki.mindlock.rules import is_free
from yamabushi.himiki.mindlock.solver import solve
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import FROM, HINT_FROM, HINT_TO, TO, HiMiKiBoard
from yamabushi.tui.himiki.mindlock.dialogs import PuzzleOverScreen
from yamabushi.tui.himiki.mindlock.picker import MindlockPicker
from yamabushi.tui.himiki.mindlock.screen import challenge_screen

C1, D1 = parse_square("C1"), parse_square("D1")


async def ask_hint(pilot) -> None:
    await pilot.press("h")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def optimum(state) -> int | None:
    found = solve(state.pos, state.puzzle.required, state.moves_left)
    return None if found is None else found.par


async def test_the_hint_is_drawn_on_the_board_said_and_counted():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await ask_hint(pilot)
        assert screen.query_one(HiMiKiBoard).view.trail == {C1: HINT_FROM, D1: HINT_TO}
        assert shown(screen, "#message").startswith("Hint C1 BD1: Tilt the cube on C1 east, onto D1: it brings Wood on top")
        assert screen.session.hints == 1 and screen.session.record().hints == 1
        await press_moves(pilot, screen, "C1 BD1")
        assert screen.query_one(HiMiKiBoard).view.trail == {C1: FROM, D1: TO}, "the hint goes, the last move shows"


async def test_after_a_wasted_move_the_hint_starts_an_optimal_line_from_there():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(challenge_screen("E13"))
        await pilot.pause()
        screen = app.screen
        await ask_hint(pilot)
        assert screen.hinted[1].action == parse_move("A3 BA4").action
        await press_moves(pilot, screen, "A3 BB3")  # not the hinted move, yet PAR can still be made
        state = screen.session.state
        best = optimum(state)
        await ask_hint(pilot)
        action = screen.hinted[1].action
        after, _ = screen.session.engine.apply(state, action)
        assert best is not None and optimum(after) == best - (not is_free(state.pos, action))
        trail = screen.query_one(HiMiKiBoard).view.trail
        assert (trail[parse_square("B3")], trail[parse_square("A3")]) == (HINT_FROM, HINT_TO), "over the last move's"
        assert screen.session.hints == 2


async def test_a_hint_from_a_spoiled_position_says_so_and_is_not_counted():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await press_moves(pilot, screen, "C1 BB1")
        await ask_hint(pilot)
        spoiled = "No solve is left within PAR from here: undo or restart to try another line."
        assert shown(screen, "#message") == spoiled
        assert screen.session.hints == 0 and HINT_TO not in screen.query_one(HiMiKiBoard).view.trail.values()


async def test_a_solve_with_hints_names_them_and_is_kept_apart_from_the_best():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        for _ in range(3):
            await ask_hint(pilot)
            await press_moves(pilot, screen, screen.session.engine.format_action(screen.state, screen.hinted[1].action))
        assert isinstance(app.screen, PuzzleOverScreen)
        assert "Solved in 2 moves (PAR 2), 3 hints." in shown(app.screen, "#result")
        assert "Only a hint-free solve counts at PAR." in shown(app.screen, "#detail")
        assert best_scores() == {} and progress().hinted == {"E01": 2}
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, MindlockPicker)
        assert "2 with hints" in str(app.screen.query_one("DataTable").get_row("E01"))


async def test_the_hint_the_screen_draws_is_the_one_typed_moves_follow():
    """The hinted action, typed, is legal and is what the board marked."""
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_challenge(pilot)
        await press_moves(pilot, screen, "C1 BD1")
        await ask_hint(pilot)
        assert screen.hinted[1].action == parse_move("R-D1 BD2").action
        assert screen.query_one(HiMiKiBoard).view.trail == {C1: FROM, D1: HINT_FROM, parse_square("D2"): HINT_TO}
