"""The help at a table says what the keys and words do there: leaving leaves the table, the
host saves, `u` asks; not the one-keyboard help's menu, save and redo."""

from __future__ import annotations

import io

from websockets.sync.client import connect

from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.plain_client.client import join_plain
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.testing import bounded, codes, serve, served_in_thread
from yamabushi.tui.screens.dialogs import HelpScreen
from tests.net.test_app_client import join
from tests.net.test_campaign import campaign, hosted


async def help_seen(app: TableApp, pilot) -> str:
    await pilot.pause()
    await pilot.press("question_mark")
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen)
    return str(app.screen.query_one("Static").render())


async def test_a_seat_s_help_says_escape_leaves_the_table_and_u_asks(table):  # noqa: F811
    table_, address = table
    with connect(address) as ws:
        welcome = join(ws, codes(table_)[0])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            text = await help_seen(app, pilot)
    assert "escape     leave the table (join again with the same code)" in text
    assert "ask to take back your last action" in text and "The host saves the game" in text
    assert "back to the menu" not in text and "save now" not in text and "U / ctrl+y" not in text
    assert "Tilt" in text  # the game's own keys are still there


async def test_s_at_a_table_says_the_host_saves(table):  # noqa: F811
    table_, address = table
    with connect(address) as ws:
        welcome = join(ws, codes(table_)[0])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("s")
            await pilot.pause()
            assert str(app.screen.query_one("#message").render()) == "The host saves the game after every action."


async def test_a_spectator_s_help_lists_only_reading_and_leaving(table):  # noqa: F811
    table_, address = table
    with connect(address) as ws:
        welcome = join(ws, codes(table_)[-1])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            text = await help_seen(app, pilot)
    shared = text.split("Watching a table")[1]
    assert "leave the table" in shared and "take back" not in shared and "hint" not in shared


async def test_a_campaign_seat_s_help_does_not_send_it_back_to_the_map(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    campaign("Bo")
    mission = hosted("Bo", seed=5)
    with served_in_thread(mission) as address, connect(address) as ws:
        welcome = join(ws, codes(mission)[mission.session.to_play()])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            text = await help_seen(app, pilot)
    assert "Power token" in text and "leave the table" in text and "back to the map" not in text


async def test_plain_help_says_what_the_words_do_for_a_seat_and_for_a_spectator(table):  # noqa: F811
    table_, _ = table
    _, server, url = await serve(table_)
    try:
        seat, watcher = io.StringIO(), io.StringIO()
        for code, out in ((codes(table_)[0], seat), (codes(table_)[-1], watcher)):
            typed = iter(["help", "quit"])
            assert await bounded(join_plain(url, code, lambda: next(typed, None), out), 30) == 0
    finally:
        server.close()
        await server.wait_closed()
    assert "  undo    ask to take back your last action" in seat.getvalue()
    assert "powers" not in seat.getvalue()  # a campaign mission's word only
    assert "The host saves the game after every action." in seat.getvalue()
    assert "You watch the table; type one of:" in watcher.getvalue()
    assert "undo" not in watcher.getvalue() and "legal" not in watcher.getvalue()
