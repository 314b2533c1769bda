"""The Yami board's marks and the table's words are one key away (`l`, shown in the footer): a
legend of the marks drawn now, whole at 80x24 and 120x40, in the place of the narration and log,
the board and the table staying in sight; the table says "in hand" and what the Kakapo does."""

from __future__ import annotations

import pytest

from tests.tui.screen_text import whole_screen, words_in
from tests.tui.test_board_in_sight import cut_lines
from tests.tui.yami.keys import act, new_session, open_table
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.widgets.move_log import MoveLog
from yamabushi.tui.yami.legend import BoardLegend, legend_text

SIZES = [(80, 24), (120, 40)]


async def _table(pilot, app: YamabushiApp):
    screen = await open_table(app, pilot, new_session(2, 5, first=0))
    while isinstance(app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()
    return screen


@pytest.mark.parametrize("size", SIZES)
async def test_l_shows_what_every_mark_on_the_board_means_and_l_again_the_log(size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await _table(pilot, app)
        assert "l Legend" in whole_screen(app)[-1]
        await pilot.press("l")
        await pilot.pause()
        legend = screen.query_one(BoardLegend)
        assert legend.display and not screen.query_one(MoveLog).display
        shown = words_in(app, legend.region)
        for line in ("#5 #9 Mission tiles: surround them", "b+ g+ p+ r+ cover in that colour", "+ must be covered",
                     "· need not be covered", "A card marked +: it may be played now", "b blue", "g green",
                     "Decision cards: each trick's winner"):
            assert line in shown, line
        assert legend.max_scroll_y == 0, "the whole legend is in view"
        for kept in ("#board", "#table", "#prompt"):
            assert not legend.region.overlaps(screen.query_one(kept).region), kept
        assert cut_lines(app) == []
        await pilot.press("l")
        await pilot.pause()
        assert not legend.display and screen.query_one(MoveLog).display


@pytest.mark.parametrize("size", SIZES)
async def test_the_table_says_cards_in_hand_the_kakapo_s_job_and_a_tile_s_place_in_words(size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await _table(pilot, app)
        table = words_in(app, screen.query_one("#table").region)
        assert "Trick 1: Player 1 leads in hand" in table and "Kakapo: Player 1 (picks for the automa)" in table
        session = screen.session
        while session.state.pending is None:
            await act(pilot, screen, session.legal_actions()[0])
        await pilot.pause()
        prompt = words_in(app, screen.query_one("#prompt").region)
        assert "+ It fits at " in prompt and "@" not in prompt, prompt
        table = words_in(app, screen.query_one("#table").region)
        assert "places the" not in table, "whose tile it is is the prompt's to say, once"
        assert cut_lines(app) == []


def test_each_campaign_piece_has_its_own_line():
    """A Whirlpool, a Mist and a Rock to cover read apart (`@+`, `~g+`, `^+`), and the marks of
    the tile being placed are listed only while one is drawn."""
    lines = legend_text({"@+", "~g+", "^", "**", "#12", "#", "R5*"}).plain.splitlines()
    for line in ("@+   a Whirlpool token, to cover", "~g+  a Mist token, to cover", "^    a Rock icon",
                 "**   a Magic tile: every colour", "#12  Mission tiles: surround them",
                 "#    more of the Mission tile beside it", "R5   a Spirit tile: colour, value",
                 "R5*  the tile placed last turn", "r red  g green"):
        assert line in lines, (line, lines)
    assert not [line for line in lines if "fits" in line]
