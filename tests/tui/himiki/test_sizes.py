"""The Hi Mi Ki tables at 80×24 and 120×40, and the last turn's marks read from the board.

Snapshots (update with --snapshot-update -k test_sizes) of the 1v1, 2v2, Expert and Muk Yan
screens at both sizes; Pilot tests that read the frame of each square off the board as drawn.
"""

from __future__ import annotations

import random
import re

import pytest

from yamabushi.app.registry import engine_for
from yamabushi.app.sessions import new_session
from yamabushi.himiki.actions import Tilt
from yamabushi.himiki.board import col_row, parse_square, square_name
from yamabushi.himiki.hpn import from_hpn
from yamabushi.session.controller import Session
from yamabushi.session.timeline import Timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import COMPACT, LARGE, HiMiKiBoard
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.dialogs import HandOffScreen, HelpScreen
from yamabushi.tui.screens.replay import ReplayScreen

from tests.himiki.expert.util import expert
from tests.tui.yami.keys import shown_text

ENGINE = engine_for("himiki")
OPENING = ["place C5 HMK", "place B2 KHM", "place D2 MKH", "place B5 HKM", "place D5 KMH", "place C2 HMK"]
GAMES = {
    "1v1": ({"mode": "1v1"}, 7, 14),
    "2v2": ({"mode": "2v2", "setup": "random"}, 4, 12),
    "expert": ({"mode": "1v1", "expert": True, "setup": "random"}, 11, 30),
    "mukyan": ({"mode": "mukyan"}, 5, 12),
}
"""Options, seed, and how many random actions (from the seed) to play before the screen is shown."""


def played(name: str) -> Session:
    """A game of `name` played at random from its seed until a person's plain turn."""
    options, seed, plies = GAMES[name]
    session = new_session("himiki", options, seed, save=False, count=False)
    rng = random.Random(seed)
    while session.outcome() is None:
        state = session.state
        free = state.chaos is None or (state.chaos.pending is None and not state.chaos.forced)
        if len(session.steps) >= plies and not state.setup and not session.bot_to_play() and free:
            break
        session.play(rng.choice(list(session.legal_actions())))
    return session


async def show(app: YamabushiApp, pilot, session: Session) -> HiMiKiScreen:
    screen = app.views.screen_for(session)
    await app.push_screen(screen)
    await pilot.pause()
    if isinstance(app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()
    return screen


def frame(board: HiMiKiBoard, name: str) -> str:
    """The four inner corners of square `name` as the board draws them: top-left, top-right,
    bottom-left, bottom-right."""
    lines = str(board.render()).split("\n")
    g = board.geometry
    col, row = col_row(parse_square(name))
    x, y = 3 + col * g.cell_w, 1 + (row - 1) * g.cell_h + (row >= 4)
    return "".join(lines[y + dy][x + dx] for dy in (0, g.cell_h - 1) for dx in (1, g.cell_w - 2))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("name", list(GAMES))
def test_sizes_snapshot(snap_compare, name, size):
    async def open_it(pilot):
        await show(pilot.app, pilot, played(name))
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=open_it)


@pytest.mark.parametrize("name", list(GAMES))
async def test_every_table_fits_80x24_uncut_and_is_larger_at_120x40(name):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await show(app, pilot, played(name))
        board = screen.query_one(HiMiKiBoard)
        assert board.geometry == COMPACT and board.region.width == COMPACT.width
        assert re.search("┌┐(··)? last turn", shown_text(app)), "the frames' legend (the side panel's or the board's)"
        for widget in screen.query("#board, #scores, #status, #message, #log"):
            assert widget.region.right <= 80 and widget.region.bottom <= 23, widget.id
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert board.geometry == LARGE and (board.region.width, board.region.height) == (LARGE.width, LARGE.height)
        assert screen.query_one("#log").region.right <= 120 and screen.query_one("#side").region.width >= 50
        assert re.search("┌┐(··)? last turn", shown_text(app))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert board.geometry == COMPACT


async def test_a_long_message_is_shown_whole_at_80x24():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = played("1v1")
        screen = await show(app, pilot, session)
        screen.cursor = next(a.frm for a in session.legal_actions() if isinstance(a, Tilt))
        await pilot.press("enter")
        await pilot.pause()
        said = " ".join(str(screen.query_one("#message").render()).split())
        assert said.endswith("an arrow or a + square Tilts it; enter cancels.")
        assert "enter cancels." in " ".join(shown_text(app).split())


async def test_the_last_turn_is_framed_and_the_frame_moves_on_with_the_next_turn():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {}, 7)
        for text in [*OPENING, "C5 BC4"]:
            session.play_text(text)
        screen = await show(app, pilot, session)
        board = screen.query_one(HiMiKiBoard)
        assert frame(board, "C4") == "┌┐└┘" and frame(board, "C5") == "····"
        assert frame(board, "B2") == "    "
        session.play_text("B2 BB3")
        screen.refresh_view()
        await pilot.pause()
        assert frame(board, "C4") == "    " and frame(board, "C5") == "    ", "White's marks go when Black moves"
        assert frame(board, "B3") == "┌┐└┘" and frame(board, "B2") == "····"


async def test_a_placement_and_a_turn_with_a_replay_are_framed_whole():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        session = Session(ENGINE, {}, 7)
        session.play_text("place C5 HMK")
        screen = await show(app, pilot, session)
        board = screen.query_one(HiMiKiBoard)
        assert board.geometry == LARGE and frame(board, "C5") == "┌┐└┘"
        replayed = Session(ENGINE, {}, 0)
        replayed._states[-1] = from_hpn("C5HMK,D4MKH,B4MKH/A1MHK,E1MHK,C1HKM w 1-0 --- - -")
        replayed.play_text("C5 BC4")
        replayed.play_text("C4 BC3")
        board = (await show(app, pilot, replayed)).query_one(HiMiKiBoard)
        assert [frame(board, sq) for sq in ("C5", "C4", "C3")] == ["····", "····", "┌┐└┘"], "the whole path"


async def test_a_mirror_jump_frames_where_it_came_from_the_mirror_and_where_it_landed():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {"expert": True}, 0)
        session._states[-1] = expert("A3KMH,C6HMK,E6HMK/B2HMK,D1HMK,E1HMK w 0-0 --- - -", terrain={"A2": "mirror"})
        session.play_text("A3 BA2")
        screen = await show(app, pilot, session)
        board = screen.query_one(HiMiKiBoard)
        assert [frame(board, sq) for sq in ("A3", "A2", "A5")] == ["····", "····", "┌┐└┘"]


async def test_muk_yans_turn_is_framed_on_the_board():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = played("mukyan")
        screen = await show(app, pilot, session)
        move = session.steps[-1].action.move
        board = screen.query_one(HiMiKiBoard)
        if isinstance(move, Tilt):
            assert frame(board, square_name(move.frm)) == "····" and frame(board, square_name(move.to)) == "┌┐└┘"
        else:
            assert all(frame(board, square_name(sq)) == "┌┐└┘" for sq in move.squares)


async def test_a_hint_is_framed_double_until_the_next_action():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {}, 7)
        for text in OPENING:
            session.play_text(text)
        screen = await show(app, pilot, session)
        board = screen.query_one(HiMiKiBoard)
        screen.show_hint(Tilt(parse_square("D5"), parse_square("D4")), "D4 sits next to nothing that beats it.")
        await pilot.pause()
        assert frame(board, "D4") == "╔╗╚╝" and frame(board, "D5") == "::::"
        assert "D4 sits next to nothing" in shown_text(app)
        session.play_text("B5 BB4")
        screen.refresh_view()
        await pilot.pause()
        assert frame(board, "D4") == "    " and frame(board, "B4") == "┌┐└┘"


async def test_the_replay_viewer_frames_the_turn_of_the_step_shown():
    session = Session(ENGINE, {}, 7)
    for text in [*OPENING, "C5 BC4", "B2 BB3"]:
        session.play_text(text)
    timeline = Timeline(ENGINE, session.record(), session.states, session.steps)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(ReplayScreen(timeline))
        await pilot.pause()
        board = app.screen.query_one(HiMiKiBoard)
        assert frame(board, "C4") == "    ", "the start: nothing played yet"
        await pilot.press(*["right"] * 7)
        await pilot.pause()
        assert frame(board, "C4") == "┌┐└┘" and frame(board, "C5") == "····"
        await pilot.press("right")
        await pilot.pause()
        assert frame(board, "B3") == "┌┐└┘" and frame(board, "C4") == "    "


@pytest.mark.parametrize("name", ["expert", "2v2", "mukyan"])
async def test_the_help_shows_the_cube_glyphs(name):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await show(app, pilot, played(name))
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = str(app.screen.query_one("Static").render())
        assert "[H] White cube, {H} Black cube" in text and "┌ ┐ frames the squares the last turn changed" in text
