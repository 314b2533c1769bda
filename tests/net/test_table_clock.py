"""A timed game at a table: the host keeps time, every update carries it, a flag that falls
while nobody acts ends the game for every seat, and an action sent too late is refused."""

from __future__ import annotations


import pytest
from websockets.sync.client import connect

from yamabushi.app.sessions import new_session
from tests.pilots import until
from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.transport.protocol import BadMessage, encode, read_update
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.table import Table
from yamabushi.net.host.testing import Caller, bounded, codes, serve, served_in_thread
from yamabushi.session.clock import TimeControl
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.widgets.game_clock import GameClock


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def timed_table(control: TimeControl, seated: bool = True) -> tuple[Table, FakeTime]:
    """A timed Himizu table on the test's clock; `seated`: both people have sat down, so the
    host's clock runs."""
    time = FakeTime()
    table = Table.around(new_session("himizu", {}, 4, clock=control, now=time))
    if seated:
        table.seated({0, 1})
    return table, time


async def test_the_hosts_clock_waits_until_every_person_has_sat_down_then_every_seat_sees_it_run():
    table, time = timed_table(TimeControl(1, 0), seated=False)
    keeper, server, url = await serve(table)
    try:
        fire = await bounded(Caller.sit(url, codes(table)[0]))
        assert fire.seen[-1]["clock"]["text"] == "Fire 1:00, Water 1:00"
        time.now = 100  # Water takes its time to type its code: nobody's time runs meanwhile
        water = await bounded(Caller.sit(url, codes(table)[1]))
        assert water.seen[-1]["clock"]["text"] == "Fire 1:00 (running), Water 1:00"
        assert (await bounded(fire.expect("update"), 10))["clock"]["text"] == "Fire 1:00 (running), Water 1:00"
        time.now = 161
        assert (await bounded(fire.expect("update"), 10))["outcome"] == "Fire's time ran out: Water wins."
    finally:
        server.close()


async def test_a_flag_that_falls_at_a_table_ends_the_game_for_every_seat():
    table, time = timed_table(TimeControl(1, 0))
    keeper, server, url = await serve(table)
    try:
        fire = await bounded(Caller.sit(url, codes(table)[0]))
        water = await bounded(Caller.sit(url, codes(table)[1]))
        first = fire.seen[-1]
        assert first["clock"]["left"] == [60_000, 60_000] and first["clock"]["mover"] == 0
        assert first["clock"]["text"] == "Fire 1:00 (running), Water 1:00"
        time.now = 61
        for caller in (fire, water):
            update = await bounded(caller.expect("update"), 10)
            assert update["outcome"] == "Fire's time ran out: Water wins."
            assert update["clock"]["left"][0] == 0 and update["clock"]["flagged"] == 0
        await fire.send("act", action=first["legal"][0])
        refused = await bounded(fire.expect("refused"), 10)
        assert refused["reason"] == "The game is over."
    finally:
        server.close()


def test_an_action_that_arrives_after_the_flag_is_refused_with_the_end():
    table, time = timed_table(TimeControl(1, 0))
    action = table.session.engine.format_action(table.session.state, table.session.legal_actions()[0])
    time.now = 61
    with pytest.raises(BadMessage, match=r"^Fire's time ran out: Water wins\.$"):
        table.act(0, action)
    assert table.session.steps == () and table.update(1, 0)["outcome"] == "Fire's time ran out: Water wins."


async def test_the_joined_app_shows_the_hosts_times_and_the_end():
    table, time = timed_table(TimeControl(1, 0))
    with served_in_thread(table) as address, connect(address) as ws:
        ws.send(encode("join", code=codes(table)[1]))
        welcome = read_update(ws.recv(timeout=10))
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: bool(app.screen.query(GameClock)) and app.screen.session.clock is not None)
            shown = str(app.screen.query_one(GameClock).render_times())
            assert shown.splitlines()[1].endswith("Water 1:00")
            time.now = 61
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen) and bool(app.screen.query("#news")))
            assert isinstance(app.screen, GameOverScreen) and app.screen.text == "Fire's time ran out: Water wins."


async def test_the_joined_app_runs_no_time_the_host_does_not_run():
    table, _ = timed_table(TimeControl(1, 0), seated=False)
    with served_in_thread(table) as address, connect(address) as ws:
        ws.send(encode("join", code=codes(table)[1]))
        welcome = read_update(ws.recv(timeout=10))
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: bool(app.screen.query(GameClock)) and app.screen.session.clock is not None)
            await until(pilot, lambda: "Fire 1:00" in str(app.screen.query_one(GameClock).render()))
            assert not app.session.clock.running  # Fire has not sat down: the host runs nobody's time
            assert str(app.screen.query_one(GameClock).render()).splitlines()[0] == "  Fire 1:00"


def test_no_undo_at_a_table_reopens_a_game_whose_time_ran_out():
    table, time = timed_table(TimeControl(1, 0))
    table.act(0, table.session.engine.format_action(table.session.state, table.session.legal_actions()[0]))
    time.now = 61
    assert table.session.check_time()
    with pytest.raises(BadMessage, match=r"^A time ran out: the game's end stays final\.$"):
        table.undo(0)


def test_a_plain_client_prints_the_hosts_times_with_each_update():
    import io

    from yamabushi.net.plain_client.client import PlainClient

    table, time = timed_table(TimeControl(5, 3))
    out = io.StringIO()
    client = PlainClient(out)
    client.shown({"type": "update", **table.update(1, 0)})
    assert "Clock: Fire 5:00 (running), Water 5:00\n" in out.getvalue()
