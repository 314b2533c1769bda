"""The Himizu screen at 80x24 (compact, nothing cut) and 120x40 (large squares, the log using the
height), on both board sides, with the last turn marked."""

from __future__ import annotations

import re

import pytest

from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himizu.board import CELL_H, CELL_W, HimizuBoard
from yamabushi.tui.screens.choice import ChoiceScreen
from yamabushi.tui.widgets.move_log import MoveLog

from tests.tui.himizu.test_screen import SEED

TURNS = {
    "A": ["flame B3", "flame D4", "wave D2", "move B3 B2", "move B2 B1", "ability F2 pay F B5", "end",
          "ability W2 pay W C2", "puddle C2 B2", "move D2 C2", "move C2 C3"],
    "B": ["flame B3", "flame D4", "wave B2", "move D4 E4", "move E4 E5", "ability F2 pay F B4", "end",
          "move B2 B1", "ability W1 pay W", "move B1 A1", "end"],
}
"""Water's turn on side A (a puddle moved onto burning, the wave moving on), and on side B
(its Shrine on C3) Fire to play after Water ended, fire having spread to C4."""


def _game(side: str):
    async def play(pilot) -> None:
        await pilot.pause()
        pilot.app.start_session("himizu", {"board": side}, SEED)
        await pilot.pause()
        screen = pilot.app.screen
        for text in TURNS[side]:
            screen.session.play_text(text)
        screen.refresh_view()
        for _ in range(3):  # the narration box and the log settle over a refresh or two (wrap, then scroll)
            await pilot.pause()

    return play


def _app() -> YamabushiApp:
    return YamabushiApp(save_games=False)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("side", ["A", "B"])
def test_the_himizu_screen(snap_compare, side, size):
    assert snap_compare(_app(), terminal_size=size, run_before=_game(side))


def test_the_payment_dialog_fits_80x24(snap_compare):
    async def pay(pilot) -> None:
        await _game("A")(pilot)
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ChoiceScreen)

    assert snap_compare(_app(), terminal_size=(80, 24), run_before=pay)


async def test_large_squares_are_bigger_and_the_log_takes_the_height():
    """Also at 100x32, the smallest terminal with the large layout, the legend stays in view."""
    sizes = {}
    for terminal in ((80, 24), (100, 32), (120, 40)):
        app = _app()
        async with app.run_test(size=terminal) as pilot:
            await _game("A")(pilot)
            screen = app.screen
            board, side = screen.query_one(HimizuBoard), screen.query_one("#side")
            assert side.region.x > board.region.right, "column E's marks keep a column from the side panel"
            for below in (MoveLog, "#legend"):
                assert screen.query_one(below).region.bottom <= terminal[1] - 1, f"{below} ends above the footer"
            sizes[terminal] = board.region.size, board.view.cell, screen.query_one(MoveLog).region.height
    (small, small_cell, small_log), (large, large_cell, large_log) = sizes[80, 24], sizes[120, 40]
    assert small_cell == (CELL_W, CELL_H) and large_cell[0] > CELL_W and large_cell[1] > CELL_H
    assert large.width > small.width + 15 and large.height > small.height + 8
    assert large_log > small_log + 10


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_mark_sits_inside_its_own_square(size):
    """A target `+` is drawn on the square it belongs to, never in the gap a neighbour touches,
    and the panels say in sentences what the tokens are worth and what the marks mean."""
    app = _app()
    async with app.run_test(size=size) as pilot:
        await _game("A")(pilot)
        screen = app.screen
        board = screen.query_one(HimizuBoard)
        lines = board.render().plain.splitlines()
        width = board.view.cell[0]
        seen = set()
        for y, line in enumerate(lines):
            for x, char in enumerate(line):
                if char == "+":
                    square = board.square_at_offset(x, y)
                    assert square in board.view.targets, (x, y)
                    assert 0 < (x - 3) % width < width - 1, "a target is drawn inside its square's body"
                    seen.add(square)
        assert seen and seen == set(board.view.targets)
        shown = " ".join(str(w.render()) for w in screen.query("Static"))
        assert "Tokens held" in shown and "to spend" in shown and "Still to place:" in shown
        assert "Water played:" in shown and "moves in order" in shown and "a puddle moved" in shown


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_bottom_row_is_drawn_whole(size):
    """Every square of row 5 keeps all its lines and its colour to the right edge: the bottom
    row's lower lines are blank but coloured, and were once trimmed off as trailing space."""
    app = _app()
    async with app.run_test(size=size) as pilot:
        await _game("A")(pilot)
        board = app.screen.query_one(HimizuBoard)
        width, height = board.view.cell
        lines = board.render().split("\n")
        assert len(lines) == 1 + board.view.rows * height
        assert {line.cell_len for line in lines[1:]} == {3 + board.view.columns * width}
        assert board.region.height == len(lines)


SHORTHAND = re.compile(r"\b[FW]\d\b|\(\d\)|\bFIRE\b|\bWATER\b")
"""Notation a newcomer cannot read: a token count or ability as `F3`, a bare cost `(1)`, a name in capitals."""


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_panels_say_tokens_and_abilities_in_words(size):
    """Water to play on side A: the status says whose turn in words and lays the tokens out as a
    table (spirit, Fire and Water tokens, what they pay); each ability line is its key, its
    effect in words and its cost under a "cost" heading, all whole at both sizes."""
    app = _app()
    async with app.run_test(size=size) as pilot:
        await _game("A")(pilot)
        screen = app.screen
        status = screen.query_one("#status").render().plain.splitlines()
        bar = screen.query_one("#abilities").render().plain.splitlines()
        assert status[1] == "Water to play: 1 move left."
        assert [line.split() for line in status[2:5]] == [
            ["Tokens", "held", "Fire", "Water", "to", "spend"], ["Fire", "2", "1", "5"], ["Water", "1", "2", "5"]
        ]
        assert status[5] == "Fire's tiles on the board: 2 of 16."
        assert bar[0].split() == ["Water's", "abilities", "W1-W4", "cost"]
        assert bar[1].split() == ["1", "One", "more", "move", "1"]
        assert bar[2].split()[-3:] == ["one", "2", "used"]
        assert not [line for line in status + bar[1:] if SHORTHAND.search(line)]
        side = screen.query_one("#side").region
        assert max(len(line.rstrip()) for line in status + bar) <= side.width
