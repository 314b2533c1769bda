"""Himizu's side panel fits 80x24 at every turn: after a whole turn of the other side (up to
six sentences of narration), the narration box holds its newest sentence whole and the move log
still shows its entries above the footer (it fell off the screen under a long Water turn)."""

from __future__ import annotations

import random
import textwrap

import pytest

from tests.tui.test_board_in_sight import cut_lines
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.widgets.move_log import MoveLog
from yamabushi.tui.widgets.said import Said


@pytest.mark.parametrize("side", ["A", "B"])
async def test_every_turn_leaves_the_log_in_sight_at_80x24(side):
    """Random legal games on both board sides (seeded), checked at the start of every turn."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_session("himizu", {"board": side}, 5)
        await pilot.pause()
        screen = app.screen
        session, rng, turns = screen.session, random.Random(side), 0
        while not session.state.over and turns < 12:
            seat = session.state.seat
            while not session.state.over and session.state.seat == seat:
                session.play(rng.choice(list(session.legal_actions())))
            screen.refresh_view()
            screen.say("")
            await pilot.pause()
            turns += 1
            said, log = screen.query_one(Said), screen.query_one(MoveLog)
            sentences = [sentence for action in screen.narration() for sentence in action]
            where = f"side {side}, turn {turns}: {' '.join(sentences)!r}"
            assert log.region.bottom <= 23 and log.content_region.height >= 2, f"{where}: the log is out of sight"
            assert said.scroll_y == said.max_scroll_y, f"{where}: the newest sentence is out of view"
            newest = sentences[-1]
            assert len(textwrap.wrap(newest, said.scrollable_content_region.width)) <= said.region.height, where
            assert cut_lines(app) == [], where
