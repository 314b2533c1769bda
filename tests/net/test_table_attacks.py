"""A table that one bad client cannot stop: while a connection floods and never reads, a seat's
old connection goes silent, spectators crowd in, codes are guessed or malformed frames arrive,
the honest players are answered in time (BOUND, where the honest path takes milliseconds)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import socket

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tests.net.hosting import open_host
from yamabushi.app.sessions import new_session
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.host.server import MAX_SPECTATORS
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Caller, codes, serve

BOUND = 5.0
"""Seconds an honest message may take to be answered while an attack runs."""


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


@pytest.fixture
async def table_at():
    """A Hi Mi Ki 1v1 table served on 127.0.0.1: (table, url, codes by seat). Its connections'
    kernel send buffers are small, so a peer that stops reading backs up after a few KiB
    whatever this machine's TCP tuning."""
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 4))
    _, server, url = await serve(table)
    for listening in server.sockets:  # accepted connections inherit it
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    yield table, url, codes(table)
    server.close()
    await server.wait_closed()


async def play_one(table: Table, seats: dict[int, Caller], seconds: float = BOUND) -> dict:
    """The seat to play plays its first legal action; its answer comes within `seconds`."""
    session = table.session
    seat = session.to_play()
    action = session.engine.format_action(session.state, session.legal_actions()[0])
    mark = f"a{len(session.steps)}"
    await seats[seat].send("act", action=action, id=mark)
    while (update := await seats[seat].expect("update", seconds)).get("reply_to") != mark:
        pass
    return update


async def never_reading(url: str, code: str) -> ClientConnection:
    """A connection joined with `code` that never reads again, with a small kernel receive buffer."""
    small = socket.create_connection(("127.0.0.1", int(url.rsplit(":", 1)[1])))
    small.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    ws = await connect(url, sock=small)
    await ws.send(encode("join", code=code))
    ws.transport.pause_reading()
    return ws


async def test_a_connection_that_floods_and_never_reads_holds_up_nobody(table_at):
    table, url, code = table_at
    seats = {seat: await Caller.sit(url, code[seat]) for seat in (0, 1)}
    flooder = await never_reading(url, code[SPECTATOR])

    async def flood() -> None:
        while True:  # until the table drops it
            await flooder.send(encode("act", action="A1 BA2"))
            await asyncio.sleep(0)  # a send into free buffers never yields: let the table run (one event loop)

    flooding = asyncio.create_task(flood())
    try:
        for _ in range(20):  # the game, playing first legal actions, ends after 23
            await play_one(table, seats)
        assert len(table.session.steps) == 20
        with pytest.raises(ConnectionClosed):  # and the flooder is dropped, having read nothing
            await asyncio.wait_for(flooding, 60)
    finally:
        flooding.cancel()
        flooder.transport.abort()


async def test_a_ping_flood_that_never_reads_its_pongs_is_cut(table_at):
    table, url, code = table_at
    seats = {seat: await Caller.sit(url, code[seat]) for seat in (0, 1)}
    pinger = await never_reading(url, code[SPECTATOR])
    try:
        for n in range(100_000):  # 100 bytes a ping, as fast as the socket takes them, never reading a pong
            if pinger.transport.is_closing():
                break
            with contextlib.suppress(ConnectionResetError):  # the table's cut, seen as the next write fails
                pinger.protocol.send_ping(n.to_bytes(4) + bytes(96))
                pinger.send_data()
                await pinger.drain()
        pinger.transport.resume_reading()  # it reads at last: what is left of its pongs, then the cut
        await asyncio.wait_for(pinger.wait_closed(), BOUND)
        await play_one(table, seats)
    finally:
        pinger.transport.abort()


async def test_a_seat_that_rejoins_while_its_old_connection_is_silent_sits_at_once(table_at):
    table, url, code = table_at
    seats = {seat: await Caller.sit(url, code[seat]) for seat in (0, 1)}
    await play_one(table, seats)
    seats[0].ws.transport.pause_reading()  # lost Wi-Fi: the old connection answers nothing, not even a close
    try:
        seats[0] = await asyncio.wait_for(Caller.sit(url, code[0]), BOUND)
        assert seats[0].seen[-1]["actions"] == 1
        await play_one(table, seats)  # the seat to play is answered, and White's new connection told
        assert (await seats[0].expect("update", BOUND))["actions"] == 2
    finally:
        for caller in seats.values():
            caller.ws.transport.abort()


async def test_every_spectator_with_the_code_watches_at_once_up_to_a_cap(table_at):
    table, url, code = table_at
    seats = {seat: await Caller.sit(url, code[seat]) for seat in (0, 1)}
    watchers = [await Caller.sit(url, code[SPECTATOR]) for _ in range(3)]
    await play_one(table, seats)
    for watcher in watchers:
        assert (await watcher.expect("update", BOUND))["actions"] == 1
    crowd = [await Caller.sit(url, code[SPECTATOR]) for _ in range(MAX_SPECTATORS - 3)]
    async with connect(url) as late:
        await late.send(encode("join", code=code[SPECTATOR]))
        refused = read_update(await asyncio.wait_for(late.recv(), BOUND))
    assert refused == {"v": 1, "type": "refused", "reason": f"This table has {MAX_SPECTATORS} spectators already; try again later."}
    await play_one(table, seats)
    for watcher in [*watchers, *crowd]:
        assert (await watcher.expect("update", BOUND))["actions"] == 2


async def guess(url: str, code: str, **where) -> tuple[dict, float]:
    """Join with `code`: the answer, and how long it took on the test's own clock."""
    loop = asyncio.get_running_loop()
    async with connect(url, **where) as ws:
        began = loop.time()
        await ws.send(encode("join", code=code))
        answer = read_update(await asyncio.wait_for(ws.recv(), 60))
        return answer, loop.time() - began


async def test_wrong_codes_slow_their_guesser_and_no_honest_join(table_at):
    table, url, code = table_at
    elsewhere = {"local_addr": ("127.0.0.2", 0)}  # the guesser's own address (Linux routes 127/8 to loopback)
    try:
        answer, _ = await guess(url, "0000-0000-0000-0000", **elsewhere)
    except OSError:
        pytest.skip("this machine cannot connect from 127.0.0.2")
    took = []
    for _ in range(3):
        answer, seconds = await guess(url, "0000-0000-0000-0000", **elsewhere)
        assert answer["reason"] == "No seat at this table has that code."
        took.append(seconds)
    assert took[-1] >= 1.5  # the fourth wrong code waited at least 2 s (0.5, 1, 2)
    pending = asyncio.create_task(guess(url, "0000-0000-0000-0000", **elsewhere))  # waits 4 s
    try:
        answer, seconds = await guess(url, code[0].lower().replace("-", ""))  # typed loosely, from 127.0.0.1
        assert answer["type"] == "joined" and answer["name"] == "White"
        assert seconds < 2 and not pending.done()
        answer, seconds = await guess(url, code[SPECTATOR])
        assert answer["type"] == "joined" and seconds < 2
    finally:
        pending.cancel()


# -- malformed frames, against a real `yamabushi host`, whose stderr must stay clean ---------------
@pytest.fixture
def hosted(tmp_path):
    """`yamabushi host himizu` in a process: (its address, codes by seat name, the process)."""
    host, url, names = open_host(tmp_path, "himizu")
    yield url, names, host
    host.kill()
    host.wait()


MALFORMED = [
    ('{"v": 1, "type": "act", "action": "x", "id": "\\ud800"}', None, "needs id"),
    ('{"v": 1, "type": "act", "action": "\\ud800", "id": "m1"}', "m1", "action as printable text"),
    ('{"v": 1, "type": "act", "action": "\\u001b]0;owned\\u0007", "id": "m2"}', "m2", "action as printable text"),
    ('{"v": 1, "type": "act", "action": ["x"], "id": "m3"}', "m3", "action as printable text"),
    ('{"v": 1, "type": "act", "action": "x", "id": 7}', None, None),
    ('{"v": true, "type": "undo", "id": "m4"}', "m4", "version 1"),
    ('{"v": 1, "type": "undo", "\\ud800": 1, "id": "m5"}', "m5", "no field of that name"),
    ('{"v": 1, "type": {"a": 1}, "id": "m6"}', "m6", "type is one of"),
    ("not json", None, "one JSON object"),
    (b"\xff\xfe\x00", None, "one JSON object"),
    ("[" * 5_000, None, "one JSON object"),
    (json.dumps({"v": 1, "type": "act", "action": "x" * 20_000, "id": "m7"}), None, "at most"),
]


async def test_malformed_frames_are_refused_in_a_sentence_and_the_connection_stays(hosted):
    url, names, host = hosted
    async with connect(url) as fire, connect(url) as water:
        seats = {"Fire": Caller(fire), "Water": Caller(water)}
        for name, caller in seats.items():
            await caller.send("join", code=names[name])
            await caller.expect("update", BOUND)
        first = seats["Fire"].seen[-1] if seats["Fire"].seen[-1]["your_turn"] else seats["Water"].seen[-1]
        mover = seats["Fire"] if first is seats["Fire"].seen[-1] else seats["Water"]
        for raw, reply_to, said in MALFORMED:
            await mover.ws.send(raw)
            refused = await mover.expect("refused", BOUND)
            assert refused.get("reply_to") == reply_to, raw
            assert said is None or said in refused["reason"], refused
            assert refused["reason"].count(". ") == 0 and refused["reason"].endswith("."), refused
        async with connect(url) as huge:  # larger than any frame the table reads: that connection alone is closed
            await huge.send(encode("join", code=names["Spectators"]))
            await huge.send("x" * 200_000)
            with pytest.raises(ConnectionClosed):
                while True:
                    await asyncio.wait_for(huge.recv(), BOUND)
        await mover.send("act", action=first["legal"][0], id="honest")
        while (await mover.expect("update", BOUND)).get("reply_to") != "honest":
            pass
    host.send_signal(signal.SIGTERM)
    host.wait(10)
    stderr = host.stderr.read()
    assert "Traceback" not in stderr and "Error" not in stderr, stderr
