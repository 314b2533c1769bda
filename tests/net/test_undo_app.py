"""Undo requests on the game's screen at a table (Textual pilot): the asked seat's question, the
asker's status line."""

from __future__ import annotations

from websockets.sync.client import connect

from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.testing import codes
from yamabushi.net.tui_client.undo_screen import UndoQuestion
from tests.net.test_app_client import join
from tests.pilots import until as settled

TAKEN = "place C5 KHM, place C2 MKH, place D2 MKH"


def said(app: TableApp) -> str:
    return str(app.screen_of_game.query_one("#message").render())


def until(ws, kind: str) -> dict:
    while (message := read_update(ws.recv(timeout=10)))["type"] != kind:
        pass
    return message


async def test_the_seat_asked_answers_in_a_dialog_whose_first_button_declines(table):  # noqa: F811
    table_, address = table
    seats = codes(table_)
    with connect(address) as ws, connect(address) as white:
        welcome = join(ws, seats[1])
        app = TableApp(Link(ws), welcome)
        join(white, seats[0])
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("u")
            await settled(pilot, lambda: "Nothing" in said(app))
            assert said(app) == "Nothing of yours to undo here."  # the table's refusal, said when it comes
            white.send(encode("act", action="place C5 KHM"))
            await settled(pilot, lambda: len(app.session.steps) == 1)
            for action in ("place C2 MKH", "place D2 MKH"):
                await pilot.press("colon", *action, "enter")
                await pilot.pause()
            assert len(table_.session.steps) == 3
            white.send(encode("undo"))
            await settled(pilot, lambda: isinstance(app.screen, UndoQuestion))
            await pilot.pause()
            assert isinstance(app.screen, UndoQuestion)
            assert str(app.screen.query_one("#question").render()) == f"White asks to take back {TAKEN}."
            assert app.screen.focused.id == "decline"
            await pilot.press("enter")  # a stray Enter declines
            assert until(white, "undo_ended")["text"] == "Black declined; nothing was taken back."
            await settled(pilot, lambda: "declined" in said(app))
            assert not isinstance(app.screen, UndoQuestion) and len(table_.session.steps) == 3
            white.send(encode("undo"))
            await settled(pilot, lambda: isinstance(app.screen, UndoQuestion))
            await pilot.press("a")
            await settled(pilot, lambda: not app.session.steps)
            assert table_.session.steps == () and app.session.steps == ()
            assert said(app) == f"White took back {TAKEN}; Black agreed."
            assert not isinstance(app.screen, UndoQuestion)
            white.send(encode("act", action="place B5 KHM"))
            await settled(pilot, lambda: len(app.session.steps) == 1)
            await pilot.pause()
            assert said(app).startswith("White places a cube on B5")  # the undo's news gives way to the next move


async def test_the_asker_reads_whom_it_waits_for_and_the_screen_goes_on(table):  # noqa: F811
    table_, address = table
    seats = codes(table_)
    with connect(address) as ws, connect(address) as black:
        welcome = join(ws, seats[0])
        app = TableApp(Link(ws), welcome)
        join(black, seats[1])
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("colon", *"place C5 KHM", "enter")
            await pilot.pause()
            await pilot.press("u")  # crosses nobody: taken back at once, and said so
            await settled(pilot, lambda: not app.session.steps and "took back" in said(app))
            assert said(app) == "White took back place C5 KHM."
            await pilot.press("colon", *"place C5 KHM", "enter")
            await pilot.pause()
            for action in ("place C2 MKH", "place D2 MKH"):
                black.send(encode("act", action=action))
            await settled(pilot, lambda: len(app.session.steps) == 3)
            await pilot.press("u")
            await settled(pilot, lambda: "Waiting" in said(app))
            assert said(app) == "Waiting for Black to agree…"
            question = until(black, "undo_asked")
            await pilot.press("question_mark")  # the screen still answers keys: help opens
            await pilot.pause()
            assert app.screen is not app.screen_of_game
            await pilot.press("escape")
            black.send(encode("answer", request=question["request"], answer="decline"))
            await settled(pilot, lambda: "declined" in said(app))
            assert said(app) == "Black declined; nothing was taken back."
            assert len(app.session.steps) == 3
            await pilot.press("u")
            question = until(black, "undo_asked")
            black.send(encode("act", action="place B2 MKH"))  # not Black's turn: refused, the request stands
            assert "not your turn" in until(black, "refused")["reason"]
            black.send(encode("answer", request=question["request"], answer="agree"))
            await settled(pilot, lambda: not app.session.steps)
            assert said(app) == f"White took back {TAKEN}; Black agreed."
