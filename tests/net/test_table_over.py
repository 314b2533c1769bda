"""The end of a game played from a table: the dialog offers leaving the table (the host opens
the next game), never a new game on the joined terminal."""

from __future__ import annotations

import asyncio

import pytest
from websockets.sync.client import connect

from tests.pilots import until
from yamabushi.app.sessions import new_session
from yamabushi.net.tui_client.app import TableApp, join_app
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Player, bounded, codes, served_in_thread
from yamabushi.tui.screens.dialogs import GameOverScreen


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def screen_text(app) -> str:
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


async def test_the_game_over_dialog_at_a_table_offers_leaving_it_and_no_new_game():
    table = Table.around(new_session("himizu", {}, 4))
    with served_in_thread(table) as address, connect(address) as ws:
        ws.send(encode("join", code=codes(table)[SPECTATOR]))
        welcome = read_update(ws.recv(timeout=10))
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            players = (Player(code, seat).play(address) for seat, code in codes(table).items() if seat != SPECTATOR)
            await bounded(asyncio.gather(*players), 60)
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen) and app.screen.is_mounted)
            text = screen_text(app)
            assert "Leave the table (l)" in text and "New game" not in text and "Menu (m)" not in text
            await pilot.press("n")  # no new game starts on this terminal
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen) and len(app.screen_stack) == 3
            await pilot.press("l")
            await until(pilot, lambda: app.return_code is not None)
            assert app.return_code == 0  # the app closed: this terminal left the table


def test_leaving_the_app_says_how_to_sit_down_again_as_the_plain_client_does(monkeypatch, capsys):
    table = Table.around(new_session("himizu", {}, 4))
    monkeypatch.setattr("yamabushi.tui.app.run_app", lambda app: 0)  # the person left at once
    with served_in_thread(table) as address:
        assert join_app(address, codes(table)[0]) == 0
    assert capsys.readouterr().out == "You left the table; join again with the same code to sit back down.\n"
