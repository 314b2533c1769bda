"""Joining a table in the app: the normal game screen, following moves made elsewhere."""

from __future__ import annotations

from websockets.sync.client import connect

from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.testing import codes
from yamabushi.tui.himiki.screen import HiMiKiScreen
from tests.pilots import until


def join(ws, code: str) -> dict:
    ws.send(encode("join", code=code))
    return read_update(ws.recv(timeout=10))


async def test_a_seat_plays_on_its_own_screen_and_sees_the_other_seat_move(table):
    table_, address = table
    seats = codes(table_)
    with connect(address) as ws, connect(address) as black:
        welcome = join(ws, seats[0])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, HiMiKiScreen)
            await pilot.press("colon", *"place C5 KHM", "enter")
            await pilot.pause()
            assert [s.notation for s in table_.session.steps] == ["place C5 KHM"]
            assert [s.notation for s in app.session.steps] == ["place C5 KHM"]
            join(black, seats[1])
            black.send(encode("act", action="place C2 MKH"))
            await until(pilot, lambda: len(app.session.steps) == 2)
            assert [s.notation for s in app.session.steps] == ["place C5 KHM", "place C2 MKH"]
            assert app.session.state == table_.session.state
            await pilot.press("colon", *"place D2 KHM", "enter")
            await pilot.pause()
            said = str(screen.query_one("#message").render())
            assert "not your turn" in said, said
            assert len(table_.session.steps) == 2
