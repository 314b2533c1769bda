"""The help of every screen keeps a wrapped line under its own words, never at the left edge
under the keys and headings, at 80x24 and 120x40."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from tests.tui.screen_text import whole_screen
from tests.tui.test_board_in_sight import SIZES, open_screen, session_of
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HelpScreen


async def help_rows(pilot) -> list[str]:
    """Every row of the open help as the player reads it, scrolling it page by page."""
    scroll = pilot.app.screen.query_one(".help", VerticalScroll)
    text = scroll.query_one(Static)
    rows: list[str] = []
    for top in range(0, scroll.max_scroll_y + scroll.region.height, max(scroll.scrollable_content_region.height, 1)):
        scroll.scroll_to(y=min(top, scroll.max_scroll_y), animate=False)
        await pilot.pause()
        seen = text.region.intersection(scroll.scrollable_content_region)
        page = [row[seen.x : seen.right].rstrip() for row in whole_screen(pilot.app)[seen.y : seen.bottom]]
        rows += [row for row in page if row not in rows[-len(page) :]]
    return rows


@pytest.mark.parametrize("where", ["menu", "himiki", "himizu", "yami"])
@pytest.mark.parametrize("cells", list(SIZES.values()), ids=list(SIZES))
async def test_a_wrapped_help_line_stays_under_its_words(where, cells):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=cells) as pilot:
        if where != "menu":
            await open_screen(pilot, session_of(where, 3, 4)[0])
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        rows = await help_rows(pilot)
        text = app.screen.text
        plain = (Content.from_markup(text) if isinstance(text, str) else text).plain
        headings = [line for line in plain.split("\n") if line and not line.startswith(" ")]
        at_the_edge = [row for row in rows if row and not row.startswith(" ")]
        assert [row for row in at_the_edge if not any(line.startswith(row) for line in headings)] == []
        if where == "himiki":
            shown = next(i for i, row in enumerate(rows) if "show and copy the position" in row)
            assert rows[shown + 1].index("editor") == rows[shown].index("show")


@pytest.mark.parametrize("expert", [False, True])
async def test_only_expert_s_help_names_the_chaos_tiles_keys(expert):
    """Hi Mi Ki's help says nothing of Expert, so it stays true once Expert is removed."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=SIZES["120x40"]) as pilot:
        await open_screen(pilot, session_of("himiki", 3, 4, {"mode": "1v1", "setup": "random", "expert": expert})[0])
        await pilot.press("question_mark")
        await pilot.pause()
        rows = await help_rows(pilot)
        assert any("1-3 play a Chaos tile on a chance" in row for row in rows) is expert
