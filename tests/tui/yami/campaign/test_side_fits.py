"""Every campaign mission, with every piece and Power a late campaign brings, fits 80x24: the
side panel shows the table, what to do, the Powers, the narration whole and three lines of the
move log, and the pieces' key sits under the board (the Lyken's mission showed one log line)."""

from __future__ import annotations

import random
import textwrap

import pytest
from textual.widget import Widget

from tests.tui.test_board_in_sight import cut_lines
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.widgets.move_log import MoveLog
from yamabushi.tui.widgets.said import Said
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.yami.events import TrickWon

LATE = {"powers": ["drift", "beacon", "wild", "hourglass"], "power_tokens": 5, "moon": ["fog", "waning", "silent"], "night": True}
"""A campaign near its end: four Power tiles, every Moon tile but the Tide (whose discards come before any card)."""


def _first_trick_won(session: Session, seed: int) -> str:
    """Random legal cards until a trick is won: what is said of it (its tile then waits)."""
    rng = random.Random(seed)
    while True:
        won = [e.text for e in session.play(rng.choice(list(session.legal_actions()))) if isinstance(e, TrickWon)]
        if won:
            return won[0]


def _inside(widget: Widget, side: Widget) -> bool:
    return widget.region.y >= side.region.y and widget.region.bottom <= side.region.bottom


async def _check(app: YamabushiApp, pilot, session: Session, moment: str, said_last: str) -> None:
    """Every part of the side panel whole inside it, three log lines, the board whole; `said_last`:
    the newest sentence, which the narration box must hold whole, scrolled to show its end."""
    screen = CampaignMissionScreen(session, lambda won, rounds: "")
    await app.push_screen(screen)
    await pilot.pause()
    while isinstance(app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()
    await pilot.pause()
    side = screen.query_one("#side")
    where = f"mission {session.options['mission']}, {session.options['players']} players, {moment}"
    for name in ("#table", "#campaign", "#prompt"):
        part = screen.query_one(name)
        assert _inside(part, side), f"{where}: {name} runs past the bottom"
        assert part.region.height == part.virtual_size.height, f"{where}: {name} is cut"
    said, log = screen.query_one(Said), screen.query_one(MoveLog)
    assert _inside(said, side) and said.scroll_y == said.max_scroll_y, f"{where}: the newest sentence is out of view"
    width = said.scrollable_content_region.width
    assert len(textwrap.wrap(said_last, width)) <= said.region.height, f"{where}: '{said_last}' is taller than its box"
    assert _inside(log, side) and log.content_region.height >= 3, f"{where}: fewer than 3 log lines"
    assert _inside(screen.query_one("#board"), screen.query_one("#left")), f"{where}: the board is cut"
    assert cut_lines(app) == [], where
    await app.pop_screen()
    await pilot.pause()


@pytest.mark.parametrize(
    ("players", "missions"),
    [(3, range(1, 23)), (2, (1, 12, 22)), (4, (1, 12, 22))],
    ids=["3-every-mission", "2-sample", "4-sample"],
)
async def test_every_mission_fits_80x24(players, missions):
    """Every mission with three players; with two (the automa's river on the table) and four
    (the most seats listed), a sample: the first, mission 12 (whose narration once ran out of
    view) and the Lyken's (22), whose pieces take the most rows."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for mission in missions:
            options = {"players": players, "mission": mission, "first": 0, **(LATE if mission > 2 else {})}
            session = Session(engine_for("yami"), options, mission)
            await _check(app, pilot, session, "the first trick won", _first_trick_won(session, mission))
