"""The Daily screen in the real app: every challenge with its result, the streak and the
share lines at 80×24 with no sentence cut; the puzzle prepared without blocking the
screen; Enter plays a challenge on its game's own screen."""

from __future__ import annotations

import json
from datetime import date

from textual.widgets import OptionList

from tests.tui.himiki.keys import keys_for
from yamabushi.app.catalog import MODES
from yamabushi.app.daily_results import daily_path
from yamabushi.himiki.mindlock.solver import solve
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.daily import DailyScreen

DAY = date(2026, 12, 2)


def screen_text(app) -> str:
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


def constructed_results() -> None:
    """Three days in a row done, and every challenge of DAY played, hints and all."""
    results = {
        "2026-11-30": {"mukyan": {"won": True, "hints": 0}},
        "2026-12-01": {"yami-3p": {"won": False, "hints": 0}},
        "2026-12-02": {
            "mindlock": {"won": True, "moves": 5, "par": 3, "hints": 12},
            "mukyan": {"won": False, "hints": 3},
            "yami-2p": {"won": True, "hints": 1},
            "yami-3p": {"won": False, "hints": 0},
        },
    }
    daily_path().parent.mkdir(parents=True, exist_ok=True)
    daily_path().write_text(json.dumps({"schema_version": 1, "results": results}))


async def open_daily(pilot) -> DailyScreen:
    await pilot.pause()
    await pilot.press(*["down"] * [m.key for m in MODES].index("daily"), "enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, DailyScreen)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    return screen


async def test_the_daily_screen_at_80x24_shows_every_challenge_and_the_streak_uncut():
    constructed_results()
    app = YamabushiApp(first_screen=lambda: DailyScreen(DAY))
    async with app.run_test(size=(80, 24)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Streak: 3 days in a row with a daily challenge done." in text
        for line in ("Mindlock puzzle (Medium, PAR 3): solved 5/PAR 3, 12 hints",
                     "Muk Yan deal: lost, 3 hints", "Yami, 2 players: mission success, 1 hint",
                     "Yami, 3 players: mission failed",
                     "Yamabushi daily 2026-12-02 · Mindlock 5/PAR 3 · 12 hints",
                     "Yamabushi daily 2026-12-02 · Muk Yan deal: lost · 3 hints",
                     "Yamabushi daily 2026-12-02 · Yami, 3 players: mission failed · no hints"):
            assert line in text


async def test_the_menu_opens_daily_and_enter_plays_the_puzzle_on_the_mindlock_screen():
    from yamabushi.tui.himiki.mindlock.screen import MindlockScreen

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_daily(pilot)
        assert screen.query_one(OptionList).option_count == 4
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MindlockScreen)
        puzzle = app.screen
        assert puzzle.session.options["position"] == screen.found[0].options["position"]
        start = screen.found[0].puzzle
        for action in solve(start.start, start.required, start.par).actions:
            keys, _ = keys_for(action, puzzle.cursor)
            await pilot.press(*keys)
            await pilot.pause()
        share = f"Yamabushi daily {screen.day.isoformat()} · Mindlock {start.par}/PAR {start.par} · no hints"
        assert puzzle.session.outcome().winners
        assert any(n.message == share for n in app._notifications)
        await pilot.press("escape", "escape")
        await pilot.pause()
        assert app.screen is screen
        assert share in " ".join(screen_text(app).split())
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.screen.session.options["mode"] == "mukyan"
        assert app.screen.session.seed == screen.found[1].seed
