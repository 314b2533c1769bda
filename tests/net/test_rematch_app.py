"""A rematch asked from the app at a table (Textual pilots): the game-over dialog's Rematch asks,
the dialog says whom the table waits for, and once every person agrees each app carries on
into the new game at its moved seat; a person who leaves cancels the request."""

from __future__ import annotations

import asyncio
import io
import queue
import random
import re
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.net.test_rematch_table import ended
from tests.net.test_table_clock import timed_table
from tests.pilots import until
from yamabushi.app.sessions import new_session, rematch_seats
from yamabushi.net.transport.alerts import YOUR_TURN
from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.plain_client.client import join_plain
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import bounded, codes, served_in_thread
from yamabushi.session.clock import TimeControl
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.widgets.game_clock import GameClock

ASKED = "Fire asked for a rematch; waiting for Water to agree."
AGREED = "Rematch: Fire and Water agreed, and a new game starts with the seats moved on."


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


@pytest.fixture
def alerts(monkeypatch) -> list[str]:
    """What the apps called their person back for (the bell, the notice), in order."""
    given: list[str] = []
    monkeypatch.setattr("yamabushi.net.tui_client.app.call_back", lambda app, text: given.append(text))
    return given


def screen_text(app: TableApp) -> str:
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


def dialog_text(app: TableApp) -> str:
    """The words in the dialog beside the board, its wrapped lines joined."""
    lines = [line.partition("▊")[2].rpartition("▎")[0].strip() for line in screen_text(app).splitlines()]
    return " ".join(line for line in lines if line)


def news(app: TableApp) -> str:
    """What the game-over dialog says of the rematch."""
    return str(app.screen.query_one("#news").render()) if isinstance(app.screen, GameOverScreen) else ""


def said(app: TableApp) -> str:
    return str(app.screen_of_game.query_one("#message").render())


def app_at(ws, code: str) -> TableApp:
    """The app for the seat of `code`, joined on `ws` (the welcome read before the link reads)."""
    ws.send(encode("join", code=code))
    welcome = read_update(ws.recv(timeout=10))
    return TableApp(Link(ws), welcome)


def sit(stack: AsyncExitStack, address: str, code: str) -> TableApp:
    return app_at(stack.enter_context(connect(address)), code)


def over(app: TableApp) -> bool:
    return isinstance(app.screen, GameOverScreen) and app.screen.is_mounted


def playing(app: TableApp, seat: int) -> bool:
    """The app shows the new game, at `seat`."""
    return app.session.seat == seat and app.session.outcome() is None and app.screen is app.screen_of_game


async def test_two_people_ask_in_their_apps_and_both_carry_on_into_the_new_game_at_swapped_seats():
    table = ended()
    seats = codes(table)
    with served_in_thread(table) as address:
        async with AsyncExitStack() as stack:
            fire, water = sit(stack, address, seats[0]), sit(stack, address, seats[1])
            fire_pilot = await stack.enter_async_context(fire.run_test(size=(80, 24)))
            water_pilot = await stack.enter_async_context(water.run_test(size=(80, 24)))
            await until(fire_pilot, lambda: over(fire))
            await until(water_pilot, lambda: over(water))
            assert "Rematch (a)" in screen_text(fire) and "Leave the table (l)" in screen_text(fire)
            await fire_pilot.press("a")
            await until(fire_pilot, lambda: news(fire) == ASKED)
            await until(water_pilot, lambda: news(water).startswith(ASKED))
            assert news(water) == f"{ASKED} Rematch (a) agrees; leaving the table declines."
            assert news(water) in dialog_text(water)  # every word in sight at 80x24
            old = table.session
            await water_pilot.press("a")
            await until(fire_pilot, lambda: playing(fire, 1))
            await until(water_pilot, lambda: playing(water, 0))
            assert table.session is not old and table.session.outcome() is None
            assert fire.title == "Yamabushi — Water at a table" and water.title == "Yamabushi — Fire at a table"
            assert fire.session.seed == water.session.seed == table.session.seed
            await until(fire_pilot, lambda: said(fire) == f"{AGREED} You now play Water.")
            assert "You now play Water." in screen_text(fire)
            assert "Waiting for Fire." in screen_text(fire) and "Waiting for" not in screen_text(water)
            assert fire.session.to_play() == 0 and water.session.to_play() == 0  # Fire opens, now Water's person
            await water_pilot.press("colon", *table.session.engine.format_action(table.session.state, table.session.legal_actions()[0]), "enter")
            await until(fire_pilot, lambda: len(fire.session.steps) == 1)
            assert fire.session.state == table.session.state == water.session.state


async def test_one_asks_the_other_leaves_and_the_asker_is_told_in_one_sentence():
    table = ended()
    seats = codes(table)
    with served_in_thread(table) as address, connect(address) as ws:
        fire = app_at(ws, seats[0])
        async with fire.run_test(size=(80, 24)) as fire_pilot:
            with connect(address) as water_ws:  # closed as the app's join closes it when it leaves
                water = app_at(water_ws, seats[1])
                async with water.run_test(size=(80, 24)) as water_pilot:
                    await until(fire_pilot, lambda: over(fire))
                    await until(water_pilot, lambda: over(water))
                    await fire_pilot.press("a")
                    await until(water_pilot, lambda: news(water).startswith(ASKED))
                    await water_pilot.press("l")
                    await until(water_pilot, lambda: water.return_code is not None)
            await until(fire_pilot, lambda: news(fire) == "Water left the table; no rematch starts.")
            old = table.session
            await fire_pilot.press("a")  # asking again while Water is away starts nothing
            await until(fire_pilot, lambda: news(fire) == "Water is not at the table to agree; no rematch starts.")
            assert table.session is old and over(fire)


@asynccontextmanager
async def on_the_board_after_the_game() -> AsyncIterator[tuple[Table, TableApp, Any, Any]]:
    """Fire's app at an ended table (Water's person joined on a bare socket), the game-over
    dialog closed to look at the board: the table, Fire's app and pilot, Water's socket."""
    table = ended()
    seats = codes(table)
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as water:
        fire = app_at(ws, seats[0])
        water.send(encode("join", code=seats[1]))
        async with fire.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: over(fire))
            await pilot.press("escape")
            await until(pilot, lambda: fire.screen is fire.screen_of_game)
            yield table, fire, pilot, water


async def test_a_dialog_closed_to_look_at_the_board_comes_back_when_the_other_asks(alerts):
    async with on_the_board_after_the_game() as (table, fire, pilot, water):
        water.send(encode("rematch", answer="agree"))
        await until(pilot, lambda: over(fire) and "Water asked" in news(fire))
        assert alerts == ["A rematch waits for your answer."]
        await pilot.press("a")
        await until(pilot, lambda: playing(fire, 1))


async def test_the_plain_client_and_the_app_rematch_each_other_and_play_on():
    table = ended()
    seats = codes(table)
    typed, out = queue.Queue(), io.StringIO()
    with served_in_thread(table) as address, connect(address) as ws:
        water = app_at(ws, seats[1])
        fire = asyncio.create_task(join_plain(address, seats[0], typed.get, out))
        try:
            async with water.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: over(water) and "quit to leave" in out.getvalue())
                typed.put("rematch")
                await until(pilot, lambda: news(water).startswith(ASKED))
                await pilot.press("a")
                await until(pilot, lambda: playing(water, 0))
                await until(pilot, lambda: "You now play Water." in out.getvalue())
                assert "Himizu: you sit as Water" in out.getvalue()
                action = table.session.engine.format_action(table.session.state, table.session.legal_actions()[0])
                await pilot.press("colon", *action, "enter")  # the app now plays Fire, first
                await until(pilot, lambda: out.getvalue().count("Waiting for Fire.") == 2)  # the move reached it
                typed.put("rematch")  # the game is not over
                await until(pilot, lambda: "The game is not over" in out.getvalue())
                typed.put("quit")
                assert await bounded(fire, 10) == 0
        finally:
            fire.cancel()


async def test_a_timed_games_rematch_starts_fresh_clocks_and_the_new_turn_is_announced(alerts):
    table, time = timed_table(TimeControl(5, 0))
    seats = codes(table)
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as fire:
        water = app_at(ws, seats[1])
        fire.send(encode("join", code=seats[0]))
        async with water.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: water.session.clock is not None)
            time.now = 301
            await until(pilot, lambda: over(water))
            assert water.screen.text == "Fire's time ran out: Water wins."
            await pilot.press("a")
            fire.send(encode("rematch", answer="agree"))
            await until(pilot, lambda: playing(water, 0) and water.session.clock is not None)
            await until(pilot, lambda: bool(water.screen.query(GameClock)))
            first, second = str(water.screen.query_one(GameClock).render_times()).splitlines()
            assert re.fullmatch(r"> Fire (5:00|4:5\d)", first) and second == "  Water 5:00", (first, second)
            await until(pilot, lambda: YOUR_TURN in alerts)  # the app's person opens the new game
            assert alerts == [YOUR_TURN]


async def test_a_game_with_hidden_hands_carries_on_into_its_rematch_with_the_new_seats_own_hand():
    session = new_session("yami", {"players": 2}, 5)
    rng = random.Random(2)
    while session.outcome() is None:
        session.play(rng.choice(list(session.legal_actions())))
    table = Table.around(session)
    seats = codes(table)
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as other:
        app = app_at(ws, seats[0])
        other.send(encode("join", code=seats[1]))
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: over(app))
            await pilot.press("a")
            other.send(encode("rematch", answer="agree"))
            now = rematch_seats(session)[0]
            await until(pilot, lambda: playing(app, now) and app.session.steps == () and app.session.legal_actions() != [])
            engine = table.session.engine
            assert engine.observation(app.session.state, now) == engine.observation(table.session.state, now)


async def test_a_spectator_is_offered_no_rematch_and_watches_the_new_game_when_the_people_agree():
    table = ended()
    seats = codes(table)
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as fire, connect(address) as water:
        app = app_at(ws, seats[SPECTATOR])
        for person, seat in ((fire, 0), (water, 1)):
            person.send(encode("join", code=seats[seat]))
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: over(app))
            assert "Rematch" not in screen_text(app)
            await pilot.press("a")  # nothing to ask from here
            for person in (fire, water):
                person.send(encode("rematch", answer="agree"))
            await until(pilot, lambda: app.screen is app.screen_of_game and app.session.outcome() is None)
            assert app.session.seat is None and app.title == "Yamabushi — watching a table"
            assert app.session.seed == table.session.seed


async def test_on_the_board_after_the_game_a_asks_for_the_rematch_and_g_only_shows_the_result():
    """Before, `a` and `g` both only brought the dialog back: `a`, named Rematch, asked nothing."""
    async with on_the_board_after_the_game() as (table, fire, pilot, water):
        await pilot.press("g")
        await until(pilot, lambda: over(fire))
        assert news(fire) == "" and table.rematches.agreed == ()
        await pilot.press("escape")
        await until(pilot, lambda: fire.screen is fire.screen_of_game)
        await pilot.press("a")
        await until(pilot, lambda: over(fire) and news(fire) == ASKED)
