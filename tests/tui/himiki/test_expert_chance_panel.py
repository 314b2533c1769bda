"""A Chaos chance at 80x24: the board, the chance, each tile's effect on one row and a few lines of
the move log are all in sight (the prompt and the four tile lines once pushed the log off the
panel, and a long narration above it went with it)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.pilots import until
from tests.tui.screen_text import whole_screen
from yamabushi.app.registry import engine_for
from yamabushi.himiki.chaos import tile
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.widgets.move_log import MoveLog

LONGEST = ("gate", "teleport", "water-mana")
"""The three tiles whose chance lines are the longest."""


def at_a_chance(mode: str) -> Session:
    """A seeded random Expert game at its first chance after a few turns, the seat offered it
    holding the three tiles with the longest lines."""
    engine = engine_for("himiki")
    for seed in range(1, 40):
        session, rng = Session(engine, {"mode": mode, "setup": "random", "expert": True}, seed), random.Random(seed)
        while session.outcome() is None and len(session.steps) < 200:
            chaos = session.state.chaos
            if chaos.pending is not None and chaos.pending.kind == "chance" and len(session.steps) > 8:
                seat = session.state.to_move
                hands = tuple(LONGEST if s == seat else hand for s, hand in enumerate(chaos.hands))
                session._states[-1] = replace(session.state, chaos=replace(chaos, hands=hands))
                return session
            session.play(rng.choice(list(session.legal_actions())))
    raise AssertionError("no chance in 40 games")


@pytest.mark.parametrize("mode", ["1v1", "2v2"])
async def test_a_chance_shows_the_board_the_tiles_and_the_log_at_80_by_24(mode):
    session = at_a_chance(mode)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = VIEWS.screen_for(session)
        await app.push_screen(screen)
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is screen)
        rows = whole_screen(app)
        side = [row[screen.query_one("#side").region.x :].strip() for row in rows]
        for number, code in enumerate(LONGEST, start=1):
            assert f"{number}. {tile(code).name}: {tile(code).brief}" in side, "each tile's effect on one row"
        said = " ".join(" ".join(side).split())
        assert "may play a Chaos tile: press 1-3, or 0 to let the chance go." in said
        log = screen.query_one(MoveLog).scrollable_content_region
        assert log.height >= 3 and log.bottom <= app.size.height - 1, "a few log lines above the footer"
        board = screen.query_one(HiMiKiBoard).region
        assert board.bottom <= app.size.height - 1 and "median" in " ".join(rows[board.y : board.bottom])
