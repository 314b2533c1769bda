"""Muk Yan's table reads whole at 80×24 (issue 28): every mark on the board named under it,
the roll and its reason in a few rows, the narration from its first word, the Influence
tiles never split from their holder, and a few lines of the log in sight."""

from __future__ import annotations

import re

import pytest

from tests.tui.himiki.mukyan.test_screen import press_action, settle
from tests.tui.screen_text import whole_screen, words_in
from yamabushi.himiki.actions import Tilt
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.himiki.mukyan.dice import MukYanDice
from yamabushi.tui.widgets.said import Said

PLACEMENTS = ("place C5 HMK", "place B5 HMK", "place D5 HMK")
"""The lead's game of issue 28 (seed 5): Muk Yan answers D5 BD4 by taking the Fire Influence."""
SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])


async def after_muk_yan_replies(pilot, app):
    """Set-up, then a Tilt north from D5; Muk Yan has answered (C2 BC3, the Fire Influence)."""
    screen = app.screen
    for text in PLACEMENTS:
        await press_action(pilot, screen, text)
    await settle(pilot, screen)
    await press_action(pilot, screen, "D5 BD4")
    await settle(pilot, screen)
    await pilot.pause()
    return screen


@SIZES
async def test_the_table_after_muk_yan_replies_reads_whole(size):
    """The `+` on the cubes that can Tilt and the last turn's frames are named under the board;
    the roll and its reason take a few rows; the narration reads from its first word; a few
    log lines are in sight; an Influence tile is never split from its holder (it wrapped
    `Influence  Fire: Muk Yan  Water:` / `—  Wood: —`)."""
    app = YamabushiApp(start_game="himiki", mode="mukyan", seed=5, save_games=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await after_muk_yan_replies(pilot, app)
        assert {sq for sq in range(30) if "target" in screen.query_one(HiMiKiBoard)._marks(sq)}
        board = screen.query_one(HiMiKiBoard).region
        last = whole_screen(app)[board.bottom - 1][board.x : board.right]
        assert "+ can Tilt" in last and "┌┐·· last turn" in last and "> cursor" in last, last
        scores = str(screen.query_one("#scores").render()).splitlines()[:2]
        assert scores[0].index("/ 5") == scores[1].index("/ 5"), f"the scores in one column: {scores}"

        rolled = screen.last_roll()
        dice = screen.query_one(MukYanDice)
        assert dice.region.height <= 5, "the roll and its reason in a few rows"
        assert rolled.text.split(":", 1)[1].strip() in words_in(app, dice.region)
        said = screen.query_one(Said)
        narration = " ".join(s for action in screen.narration() for s in action)
        assert narration.startswith("Muk Yan Tilts") and rolled.text not in narration, "the roll is the panel's"
        assert words_in(app, said.region) == narration, "every word of the narration, from its first"
        log = screen.query_one("#log").region
        assert log.height - 2 >= 4, "a few lines of the log in sight"

        assert screen.session.state.influence[0] == 1, "Muk Yan holds the Fire Influence"
        scores = screen.query_one("#scores").region
        rows = [row[scores.x : scores.right].strip() for row in whole_screen(app)[scores.y : scores.bottom]]
        tiles = [row for row in rows if "Fire:" in row or "Wood:" in row or "Water:" in row]
        phrase = r"(Fire|Water|Wood): (—|White|Muk Yan)"
        assert tiles and all(re.fullmatch(rf"(Influence\s+)?{phrase}(\s+{phrase})*", row) for row in tiles), rows
