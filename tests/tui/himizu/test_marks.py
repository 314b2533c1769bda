"""The last turn read from the Himizu board as a player sees it: words in the squares, gone when
the next turn starts; a hint drawn the same way; the replay viewer's board marks its turn too."""

from __future__ import annotations

from yamabushi.app.records import load_timeline
from yamabushi.app.registry import engine_for
from yamabushi.app.sessions import SaveFile, save_path
from yamabushi.app.saves import new_save_path
from yamabushi.himizu.actions import Move
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himizu.board import HimizuBoard
from yamabushi.tui.himizu.screen import HimizuScreen
from yamabushi.tui.screens.replay import ReplayScreen

from tests.tui.himizu.test_screen import BOARD, SEED, go, message, set_up, sq

OPENING = ["flame B3", "flame D4", "wave D2", "move B3 B2", "move B2 B1", "ability F2 pay F B5", "end"]


def square_text(board: HimizuBoard, name: str) -> tuple[str, str]:
    """The top and bottom lines of a square's body, as drawn (glyph filler stripped)."""
    width, height = board.view.cell
    lines = str(board.render()).split("\n") + [""] * height  # the render drops trailing blank lines
    row, column = divmod(sq(name), BOARD.columns)
    left = 3 + column * width + 1
    body = [lines[1 + row * height + line][left : left + width - 2] for line in (0, height - 1)]
    top, bottom = (text.strip(" ^░~≈%#") for text in body)
    return top, bottom


async def test_fires_turn_stays_marked_for_water_until_water_acts():
    app = YamabushiApp(start_game="himizu", seed=SEED, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await set_up(pilot)
        board = screen.query_one(HimizuBoard)
        assert square_text(board, "D2") == ("new", ""), "the wave just placed"
        await go(pilot, "B3", "enter", "up", "up")
        await pilot.press("2")
        await go(pilot, "B5", "enter", "e")
        assert screen.session.state.seat == 1
        assert square_text(board, "B3") == ("from", "burn")
        assert square_text(board, "B2") == ("1", "burn")
        assert square_text(board, "B1") == ("2", "")
        assert square_text(board, "B5") == ("", "burn")
        assert square_text(board, "D2") == ("", ""), "Water's set-up belongs to an earlier turn"

        await go(pilot, "D2", "enter", "left")
        assert square_text(board, "B3") == ("", "") and square_text(board, "B2") == ("", "")
        assert square_text(board, "D2") == ("from", "") and square_text(board, "C2") == ("to", "")


async def test_the_wave_putting_out_fire_and_the_fire_that_spread_are_marked():
    app = YamabushiApp(start_game="himizu", seed=SEED, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HimizuScreen)
        for text in OPENING + ["move D2 C2", "move C2 B2", "move B2 B3"]:
            screen.session.play_text(text)
        screen.refresh_view()
        board = screen.query_one(HimizuBoard)
        assert square_text(board, "B2") == ("2", "out") and square_text(board, "B3") == ("3", "out")
        screen.session.undo()
        screen.session.undo()
        screen.session.undo()
        screen.session.play_text("end")
        screen.refresh_view()
        assert screen.session.state.seat == 0
        assert square_text(board, "B4") == ("", "lit"), "B4 lies between the burning B3 and B5"
        assert square_text(board, "B2") == ("", ""), "Fire's own last turn is not Water's"


async def test_a_hint_is_drawn_like_a_move_until_the_next_action():
    app = YamabushiApp(start_game="himizu", seed=SEED, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await set_up(pilot)
        board = screen.query_one(HimizuBoard)
        screen.show_hint(Move(sq("D4"), sq("D5")), "The flame runs from the wave.")
        await pilot.pause()
        assert square_text(board, "D4") == ("from", "burn") and square_text(board, "D5") == ("to", "")
        assert "runs from the wave" in message(screen)
        assert screen.session.state.figures[sq("D5")] == 0, "a hint plays nothing"
        await go(pilot, "B3", "enter", "up")
        assert square_text(board, "D5") == ("", "") and square_text(board, "B2") == ("to", "")


async def test_the_replay_board_marks_the_turn_that_led_to_each_position():
    engine = engine_for("himizu")
    session = Session(engine, {"board": "A"}, SEED, on_change=SaveFile(new_save_path("himizu")))
    for text in OPENING:
        session.play_text(text)
    path = save_path(session)
    assert path is not None
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReplayScreen(load_timeline(path)))
        await pilot.pause()
        board = app.screen.query_one(HimizuBoard)
        await pilot.press(*["right"] * 5)
        await pilot.pause()
        assert square_text(board, "B3") == ("from", "burn") and square_text(board, "B1") == ("2", "")
        await pilot.press("left")
        await pilot.pause()
        assert square_text(board, "B3") == ("from", "burn") and square_text(board, "B2") == ("to", "")
        assert square_text(board, "B1") == ("", "")
