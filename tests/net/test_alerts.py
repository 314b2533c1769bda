"""Turn alerts at a table: the bell (and a desktop notice where the terminal has one) when this
seat's turn comes or an undo asks for its answer, once each, as the settings allow."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from websockets.sync.client import connect

from yamabushi.net.transport.alerts import ASKED, YOUR_TURN, Wanted
from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.plain_client.client import PlainClient
from yamabushi.net.transport.protocol import encode
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.testing import codes
from yamabushi.tui.alerts import notice_sequence

from tests.net.test_app_client import join


def update(your_turn: bool, outcome: str | None = None) -> dict:
    return {"type": "update", "your_turn": your_turn, "outcome": outcome}


def test_a_turn_is_announced_when_it_arrives_not_while_it_lasts():
    wanted = Wanted()
    said = [wanted.read(update(turn)) for turn in (False, True, True, False, True)]
    assert said == [None, YOUR_TURN, None, None, YOUR_TURN]
    assert wanted.read(update(False)) is None and wanted.read(update(True, outcome="Black wins 5-1.")) is None


def test_an_undo_request_is_announced_once_to_the_seats_it_asks():
    wanted = Wanted()
    asked = {"type": "undo_asked", "request": "1", "you_answer": True}
    assert wanted.read(asked) == ASKED and wanted.read(asked) is None
    assert wanted.read({**asked, "request": "2", "you_answer": False}) is None
    assert wanted.read({**asked, "request": "3"}) == ASKED
    assert wanted.read(None) is None


def test_the_plain_client_rings_the_bell_on_its_turn_only_when_asked_to():
    for bell, rung in ((True, 1), (False, 0)):
        out = io.StringIO()
        client = PlainClient(out, bell)
        for message in (update(False), update(True), update(True)):
            client.shown({**message, "view": "", "to_play": "White"})
        assert out.getvalue().count("\a") == rung


@pytest.mark.parametrize(
    ("environ", "start"),
    [
        ({"TERM": "xterm-kitty"}, "\x1b]99;"),
        ({"TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"}, "\x1b]9;"),
        ({"TERM": "foot"}, "\x1b]777;notify;"),
        ({"TERM": "xterm-256color"}, None),
        ({"TERM": "foot", "TMUX": "/tmp/tmux-0/default,1,0"}, None),
        ({"TERM": "screen-256color", "TERM_PROGRAM": "WezTerm"}, None),
    ],
)
def test_a_desktop_notice_is_sent_only_where_the_terminal_shows_one(environ, start):
    sequence = notice_sequence(YOUR_TURN, environ)
    assert (sequence[: len(start)] if sequence else None) == start
    assert sequence is None or YOUR_TURN in sequence


async def until(pilot, condition) -> None:
    for _ in range(100):
        if condition():
            return
        await pilot.pause(0.05)


@pytest.mark.parametrize("bell", [True, False])
async def test_the_bell_rings_in_the_app_each_time_the_seats_turn_comes(table, monkeypatch, bell):
    table_, address = table
    seats = codes(table_)
    with connect(address) as ws, connect(address) as white:
        join(white, seats[0])
        welcome = join(ws, seats[1])
        app = TableApp(Link(ws), welcome)
        app.settings = replace(app.settings, turn_bell=bell)
        rung: list[int] = []
        monkeypatch.setattr(app, "bell", lambda: rung.append(len(app.session.steps)))
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.pause()
            white.send(encode("act", action="place C5 KHM"))
            await until(pilot, lambda: len(app.session.steps) == 1)
            await pilot.press("colon", *"place C2 MKH", "enter")
            await until(pilot, lambda: len(app.session.steps) == 2)
            await pilot.press("colon", *"place B2 HMK", "enter")  # Black places twice in a row: no bell
            await until(pilot, lambda: len(app.session.steps) == 3)
            white.send(encode("act", action="place D5 HMK"))
            white.send(encode("act", action="place B5 HMK"))
            await until(pilot, lambda: len(app.session.steps) == 5)
            await pilot.pause()
        assert rung == ([1, 5] if bell else [])
