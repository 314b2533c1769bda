"""Every letter a board draws reads on its colour: cube faces on both cubes, marks on every
mark colour, terrain letters and targets on both halves, Himizu's marks and figures, at both
sizes. Measured with WCAG's contrast ratio, so a colour that reads only on one screen fails."""

from __future__ import annotations

import io
import random
import string
from dataclasses import replace

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.segment import Segment
from rich.style import Style

from tests.app.coach_games import finished_yami_record
from tests.tui.test_screen_snapshots import menu_to
from yamabushi.app import review as review_module
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import save_record, saves_dir
from yamabushi.session.controller import Session
from yamabushi.tui.screens.dialogs import GameOverScreen, HandOffScreen
from yamabushi.tui.screens.review import ReviewScreen
from yamabushi.tui.screens.rules import RulesScreen
from yamabushi.tui.himiki.mindlock.screen import MindlockScreen
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
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


# -- every screen, both themes ------------------------------------------------------------
# The boards above pick their own colours; the rest of a screen takes the theme's (panels,
# menus, footers, dialogs, the rules). Each screen a player meets is measured whole, cell by
# cell, as the terminal (and `serve`'s page, which gets the same colours) draws it.

FLOOR = LEGIBLE
"""The same AA ratio for every letter on every screen, muted text and footers included."""


def low_letters(app) -> list[tuple[str, str, str, float, int, int]]:
    """(text, ink, background, ratio, x, y) for each run of letters on screen below FLOOR, read
    from the final frame (background screens too, the theme's ANSI colours already made true)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, color_system="truecolor")
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    found = []
    for y, line in enumerate(list(Segment.split_lines(console.render(update, console.options)))[:height]):
        x = 0
        for segment in line:
            if segment.control:
                continue
            style = segment.style or Style()
            ink, ground = style.color, style.bgcolor
            if style.reverse:
                ink, ground = ground, ink
            letters = [ch for ch in segment.text if ch.isalnum()]
            if letters:
                assert ink is not None and ground is not None and ink.triplet and ground.triplet, (segment, x, y)
                if (ratio := contrast(ink.triplet.hex, ground.triplet.hex)) < FLOOR:
                    found.append((segment.text.strip(), ink.triplet.hex, ground.triplet.hex, round(ratio, 2), x, y))
            x += cell_len(segment.text)
    return found


async def pass_hand_off(pilot) -> None:
    if isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()


def session_after(game: str, options: dict, actions: int, seed: int = 3, **kept) -> Session:
    session = Session(engine_for(game), options, seed, **kept)
    rng = random.Random(seed)
    for _ in range(actions):
        if session.outcome() is not None:
            break
        session.play(rng.choice(list(session.legal_actions())))
    return session


async def on_screen(pilot, session: Session) -> None:
    await pilot.app.push_screen(pilot.app.views.screen_for(session))
    await pilot.pause()
    await pass_hand_off(pilot)


async def menu(pilot) -> None:
    await pilot.press("down", "down")


async def hi_mi_ki_set_up(pilot) -> None:
    """Five cubes placed, the cursor on one: element letters on both cubes' colours and the '+' squares."""
    await on_screen(pilot, session_after("himiki", {"mode": "1v1"}, 5))


async def hi_mi_ki_hint(pilot) -> None:
    await on_screen(pilot, session_after("himiki", {"mode": "1v1"}, 30))
    await pilot.press("h")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def hi_mi_ki_2v2(pilot) -> None:
    await on_screen(pilot, session_after("himiki", {"mode": "2v2"}, 30))


async def expert(pilot) -> None:
    await on_screen(pilot, session_after("himiki", {"mode": "1v1", "expert": True}, 34))


async def mindlock(pilot) -> None:
    await menu_to(pilot, "mindlock", "enter", "enter")
    assert isinstance(pilot.app.screen, MindlockScreen)


async def himizu(pilot) -> None:
    await on_screen(pilot, session_after("himizu", {}, 25))


async def yami_table(pilot) -> None:
    await on_screen(pilot, session_after("yami", {"players": 2, "mission": 3, "first": 0}, 4))


async def campaign_mission(pilot) -> None:
    options = {"players": 2, "mission": 9, "first": 0, "powers": ["beacon"], "power_tokens": 1, "moon": ["tide"]}
    await pilot.app.push_screen(CampaignMissionScreen(session_after("yami", options, 6, seed=4), lambda won, rounds: None))
    await pilot.pause()
    await pass_hand_off(pilot)


async def game_over(pilot) -> None:
    save_record(finished_yami_record(2), saves_dir() / "yami-lost.json")
    pilot.app.resume_game(saves_dir() / "yami-lost.json")
    await pilot.pause()
    assert isinstance(pilot.app.screen, GameOverScreen)


async def review(pilot) -> None:
    await game_over(pilot)
    await pilot.press("r")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    assert isinstance(pilot.app.screen, ReviewScreen)


async def rules(pilot) -> None:
    await hi_mi_ki_2v2(pilot)
    await pilot.press("f1")
    await pilot.pause()
    assert isinstance(pilot.app.screen, RulesScreen)


SCREENS = [menu, hi_mi_ki_set_up, hi_mi_ki_hint, hi_mi_ki_2v2, expert, mindlock, himizu, yami_table, campaign_mission, game_over, review, rules]


@pytest.fixture
def small_review(monkeypatch):
    """The review searches a little here: its colours, not its verdicts, are measured."""
    monkeypatch.setattr(review_module, "REVIEW_BUDGET", 0.3)


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("reach", SCREENS, ids=[reach.__name__ for reach in SCREENS])
async def test_every_letter_on_every_screen_reads_in_both_themes(reach, theme, small_review):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.change_settings(replace(app.settings, theme=theme))
        await pilot.pause()
        await reach(pilot)
        await pilot.pause()
        found = low_letters(app)
        pairs = {(ink, ground, ratio): text for text, ink, ground, ratio, _, _ in reversed(found)}
        assert not found, "\n".join(f"{ratio}: {ink} on {ground}, e.g. {text!r}" for (ink, ground, ratio), text in sorted(pairs.items()))
