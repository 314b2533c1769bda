"""Every letter a board draws reads on its colour: cube faces on both cubes, marks on every
mark colour, terrain letters and targets on both halves, Himizu's marks and figures, at both
sizes. Measured with WCAG's contrast ratio, so a colour that reads only on one screen fails."""

from __future__ import annotations

import random
import string
from dataclasses import replace

import pytest
from rich.console import Console

from yamabushi.app.registry import engine_for
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.kit.contrast import LEGIBLE, contrast
from yamabushi.tui.himiki.board import CORNERS, HiMiKiBoard
from yamabushi.tui.himizu.board import HimizuBoard

LETTERS = set(string.ascii_letters + string.digits + "+>*?!")


def unreadable(text) -> list[tuple[str, str, str, float]]:
    """(letter, ink, background, ratio) for each letter drawn with both colours set and too close."""
    found = []
    for segment in text.render(Console(width=200, color_system="truecolor")):
        style = segment.style
        if style is None or style.color is None or style.bgcolor is None:
            continue
        ink, ground = style.color.name, style.bgcolor.name
        for letter in set(segment.text) & LETTERS:
            if (ratio := contrast(ink, ground)) < LEGIBLE:
                found.append((letter, ink, ground, round(ratio, 2)))
    return found


def played(game: str, options: dict, actions: int, seed: int = 3):
    engine = engine_for(game)
    state, rng = engine.new_game(options, seed), random.Random(seed)
    for _ in range(actions):
        if engine.outcome(state) is not None:
            break
        state, _ = engine.next_state(state, rng.choice(list(engine.legal_actions(state))))
    return state


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_letter_on_the_hi_mi_ki_board_reads(size):
    state = played("himiki", {"mode": "1v1", "expert": True}, 40)
    occupied = [sq for sq, cube in enumerate(state.board) if cube is not None]
    empty = [sq for sq, cube in enumerate(state.board) if cube is None]
    app = YamabushiApp(start_game="himiki", seed=3, save_games=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = app.screen.query_one(HiMiKiBoard)
        board.focus()
        marks = {"cursor": occupied[0], "selected": occupied[1], "rotating": frozenset(occupied[2:4]),
                 "targets": frozenset(empty[:6] + occupied[4:6]), "blocked": empty[7], "controlled": frozenset(occupied[5:8]),
                 "extra": {empty[8]: "G", empty[-1]: "T"}, "trail": dict(zip(empty[9:13] + occupied[:2], list(CORNERS) * 2))}
        board.view = replace(board.view, board=state.board, **marks)
        await pilot.pause()
        assert unreadable(board.render()) == []


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_letter_on_the_himizu_board_reads(size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.start_session("himizu", {}, 3)
        await pilot.pause()
        screen = app.screen
        for text in ["flame B3", "flame D4", "wave D2", "move B3 B2", "move B2 B1", "ability F2 pay F B5", "end"]:
            screen.session.play_text(text)
        screen.refresh_view()
        await pilot.pause()
        board = screen.query_one(HimizuBoard)
        board.focus()
        board.view = replace(board.view, selected=7, targets=frozenset(range(25)))
        await pilot.pause()
        assert unreadable(board.render()) == []
