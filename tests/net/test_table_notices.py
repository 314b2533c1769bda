"""A joined terminal's notices at 80x24 and 120x40: a refusal is read whole in the side panel
beside the board, with no notice over the board or the log; the table's refusals to the
reader say "your" and fit the status line."""

from __future__ import annotations

import random

import pytest
from textual.widgets._toast import Toast
from websockets.sync.client import connect

from yamabushi.app.sessions import new_session
from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.transport.protocol import encode
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.table import Table
from yamabushi.net.host.testing import codes, served_in_thread
from yamabushi.net.tui_client.undo_screen import UndoQuestion
from yamabushi.tui.himiki.board import HiMiKiBoard
from tests.net.test_app_client import join
from tests.net.test_campaign import screen_text
from tests.net.test_undo_app import said
from tests.pilots import until as settled
from tests.tui.screen_text import words_in


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_long_refusal_is_read_whole_beside_the_board(table, size):  # noqa: F811
    table_, address = table
    with connect(address) as ws:
        welcome = join(ws, codes(table_)[0])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=size, notifications=True) as pilot:
            await pilot.pause()
            await pilot.press("colon", *"place Z9", "enter")
            await settled(pilot, lambda: said(app) != "")
            await pilot.pause()
            message, board = app.screen.query_one("#message"), app.screen.query_one(HiMiKiBoard)
            assert " ".join(said(app).split()) in words_in(app, message.region)
            assert message.region.x >= board.region.right, (message.region, board.region)
            assert not app.screen.query(Toast)


async def test_asking_again_while_your_request_is_open_says_your_in_the_status_line(table):  # noqa: F811
    table_, address = table
    seats = codes(table_)
    with connect(address) as ws, connect(address) as black:
        welcome = join(ws, seats[0])
        app = TableApp(Link(ws), welcome)
        join(black, seats[1])
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.press("colon", *"place C5 KHM", "enter")
            await settled(pilot, lambda: len(table_.session.steps) == 1)
            for square in ("C2", "D2"):
                black.send(encode("act", action=f"place {square} MKH"))
            await settled(pilot, lambda: len(app.session.steps) == 3)
            await pilot.press("u")  # crosses Black's placements: Black is asked
            await settled(pilot, lambda: table_.undoes.request is not None)
            await pilot.press("u")
            await settled(pilot, lambda: "still open" in said(app))
            assert said(app) == "Your undo request is still open; ask again once it is settled."
            assert not app.screen.query(Toast)  # two rows: the status line holds it


async def test_the_undo_question_is_read_whole_at_80x24(table):  # noqa: F811
    table_, address = table
    seats = codes(table_)
    with connect(address) as ws, connect(address) as white:
        welcome = join(ws, seats[1])
        app = TableApp(Link(ws), welcome)
        join(white, seats[0])
        async with app.run_test(size=(80, 24)) as pilot:
            white.send(encode("act", action="place C5 KHM"))
            await settled(pilot, lambda: len(app.session.steps) == 1)
            for action in ("place C2 MKH", "place D2 MKH"):
                await pilot.press("colon", *action, "enter")
                await pilot.pause()
            white.send(encode("undo"))
            await settled(pilot, lambda: isinstance(app.screen, UndoQuestion))
            await pilot.pause()
            shown = " ".join(screen_text(app).replace("█", " ").split())  # the lines within the dialog's frame
    assert "White asks to take back place C5 KHM, place C2 MKH, place D2 MKH." in shown


async def test_a_spectator_reads_who_took_back_what_in_the_status_line(table):  # noqa: F811
    table_, address = table
    seats = codes(table_)
    with connect(address) as ws, connect(address) as white:
        welcome = join(ws, seats[-1])
        app = TableApp(Link(ws), welcome)
        join(white, seats[0])
        async with app.run_test(size=(80, 24)) as pilot:
            white.send(encode("act", action="place C5 KHM"))
            await settled(pilot, lambda: len(app.session.steps) == 1)
            white.send(encode("undo"))
            await settled(pilot, lambda: not app.session.steps)
            await pilot.pause()
            assert said(app) == "White took back place C5 KHM."


async def test_a_yami_spectator_reads_who_took_back_which_tile(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    yami = Table.around(new_session("yami", {"players": 2}, 9, save=False))
    session, rng = yami.session, random.Random(3)
    while not (session.steps and "@" in session.steps[-1].log):
        seat = session.to_play()
        yami.act(seat, session.engine.format_action(session.state, rng.choice(list(session.legal_actions()))))
    placed, seats = session.steps[-1], codes(yami)
    with served_in_thread(yami) as address, connect(address) as ws, connect(address) as placer:
        welcome = join(ws, seats[-1])
        app = TableApp(Link(ws), welcome)
        join(placer, seats[placed.actor])
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            placer.send(encode("undo"))
            await settled(pilot, lambda: "took back" in said(app))
            assert said(app) == f"{session.seats[placed.actor].name} took back {placed.notation}."

