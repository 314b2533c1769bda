"""The Statistics screen: a game finished in the app, a Mindlock solve and a campaign, from the menu."""

import random
import re

from textual.widgets import OptionList, Static

from yamabushi.app.bests import record_solve
from yamabushi.session.record import SeatRecord
from yamabushi.app.stats import FinishedGame, StatsFile, stats_path
from yamabushi.app.saves import write_atomic
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.screens.statistics import StatisticsScreen
from yamabushi.yami.campaign.profile import new_profile, record
from yamabushi.app.campaigns import save_profile


def shown(screen) -> str:
    return "\n".join(str(w.render()) for w in screen.query(".stats-title, .stats-lines").results(Static))


async def open_from_menu(pilot) -> StatisticsScreen:
    menu = pilot.app.screen.query_one(OptionList)
    while menu.get_option_at_index(menu.highlighted).id != "statistics":
        await pilot.press("down")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, StatisticsScreen)
    return pilot.app.screen


def campaign_after_mission_one():
    save_profile(record(new_profile("Tuesday group", 2), 1, True, 5))


async def test_a_game_finished_in_the_app_shows_with_mindlock_and_campaign_progress():
    record_solve("E01", 2)
    campaign_after_mission_one()
    app = YamabushiApp(start_game="himizu", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game, rng = app.screen, random.Random(3)
        while game.session.outcome() is None:
            game.play(rng.choice(list(game.session.legal_actions())))
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        winner = game.session.seats[game.session.outcome().winners[0]].name
        await pilot.press("m")
        await pilot.pause()
        text = shown(await open_from_menu(pilot))
        assert re.search(r"Himizu: Fire vs Water, board A +1 +0 +0 +0\n  hot-seat wins: " + winner + " 1", text)
        assert re.search(r"Easy +1/16 +1 +E02 \(PAR 2\)", text)
        assert "Tuesday group (2 players): 1/22 missions won, open: " in text
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


async def test_with_nothing_played_the_screen_says_so():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = shown(await open_from_menu(pilot))
        assert "No finished games yet" in text and "No campaign yet" in text
        assert re.search(r"Expert +0/16 +0 +X01", text)


def fixed_games():
    """A few results in several modes, written through the module's own file format."""
    people, muk = [SeatRecord(name="White"), SeatRecord(name="Black")], [SeatRecord(name="White"), SeatRecord(name="Muk Yan", kind="automa")]
    yami = [SeatRecord(name="Player 1"), SeatRecord(name="Player 2")]
    rows = [
        ("himiki-1v1", "himiki", {"mode": "1v1"}, people, [0]),
        ("himiki-1v1", "himiki", {"mode": "1v1"}, people, [1]),
        ("himiki-1v1", "himiki", {"mode": "1v1", "expert": True}, people, [0]),
        ("himiki-mukyan", "himiki", {"mode": "mukyan"}, muk, [0]),
        ("himiki-mukyan", "himiki", {"mode": "mukyan"}, muk, [1]),
        ("yami-2p", "yami", {"players": 2}, yami, []),
        ("yami-campaign", "yami", {"players": 2}, yami, [0, 1]),
    ]
    games = {
        f"game{i}": FinishedGame(game=g, mode=m, options=o, seats=s, winners=w, finished="2026-01-01T00:00:00+00:00")
        for i, (m, g, o, s, w) in enumerate(rows)
    }
    write_atomic(stats_path(), StatsFile(games=games).model_dump_json())


def test_statistics_snapshot(snap_compare):
    fixed_games()
    for challenge, moves in (("E01", 2), ("E02", 2), ("M01", 3)):
        record_solve(challenge, moves)
    campaign_after_mission_one()

    async def open_statistics(pilot):
        await pilot.pause()
        pilot.app.open_statistics()
        await pilot.pause()

    assert snap_compare(YamabushiApp(), terminal_size=(80, 24), run_before=open_statistics)
