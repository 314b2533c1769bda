"""What a game screen says is never cut: past its rows the narration scrolls inside the panel,
with its newest sentence in view (Muk Yan's three placements at 80x24 once showed three rows
ending "Muk Yan rolls a", the rest out of reach)."""

from __future__ import annotations

from textual.widgets import Static

from tests.pilots import until
from tests.tui.screen_text import words_in
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.widgets.said import Said


async def test_muk_yan_s_placements_scroll_in_the_panel_with_the_newest_in_view():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_session("himiki", {"mode": "mukyan"}, 235476)
        await pilot.pause()
        screen = app.screen
        for text in ("place C5 HMK", "place D5 HKM", "place B5 MHK"):
            screen.session.play_text(text)
            screen.refresh_view()
            screen._after_change()
            await pilot.pause()
        said = screen.query_one(Said)
        message = said.query_one("#message", Static)
        await until(pilot, lambda: "rolls a cube onto B2" in words_in(app, said.scrollable_content_region) and said.max_scroll_y > 0)
        words = str(message.render())
        assert words.count("Muk Yan rolls a cube onto") == 3 and words.endswith("Wood east/west.")
        assert said.region.height < message.region.height, "the panel keeps its rows; the narration scrolls"
