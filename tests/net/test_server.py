"""Whole games through the table server on 127.0.0.1, each bounded in time."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from websockets.asyncio.client import connect

from tests.net.leaks import leaks as leaked
from yamabushi.net.host.testing import Player, bounded, codes, serve
from yamabushi.app.sessions import new_session
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.host.table import SPECTATOR, Table


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


async def play_out(table: Table, seed: int, watch: bool = False) -> list[Player]:
    keeper, server, url = await serve(table)
    seats = codes(table)
    players = [Player(code, seed + seat) for seat, code in seats.items() if watch or seat != SPECTATOR]
    try:
        endings = await bounded(asyncio.gather(*(p.play(url) for p in players)))
    finally:
        server.close()
        await server.wait_closed()
    outcome = table.session.outcome()
    assert outcome is not None
    assert all(end is not None and end["outcome"] == outcome.text for end in endings)
    return players


@pytest.mark.parametrize(
    "game, options, bots",
    [("himiki", {"mode": "1v1"}, {}), ("himizu", {}, {}), ("himiki", {"mode": "2v2"}, {}), ("himizu", {}, {"Water": "easy"})],
)
async def test_clients_play_a_whole_game(game, options, bots):
    session = new_session(game, options, 21, players=bots)
    players = await play_out(Table.around(session), seed=3, watch=True)
    people = [s for s in session.seats if s.is_human]
    assert len(players) == len(people) + 1  # and a spectator watched
    by_people = sum(1 for step in session.steps if session.seats[step.actor].is_human)
    assert by_people == sum(p.sent - p.refused for p in players)  # no action lost, none doubled


async def test_a_yami_mission_with_the_automa_and_four_hands_show_no_other_hand(monkeypatch):
    """Every update the server builds is checked, at the moment it is built, against the
    hands of the other seats, the automa's deck and the unused cards (tests/net/leaks.py)."""
    leaks: list[str] = []
    built = Table.update

    def checked(table: Table, seat: int, since: int):
        fields = built(table, seat, since)
        leaks.extend(leaked(table, seat, json.loads(json.dumps(fields))))  # the observation sent too
        return fields

    monkeypatch.setattr(Table, "update", checked)
    for players, seed in ((2, 5), (4, 6)):
        table = Table.around(new_session("yami", {"players": players}, seed))
        await play_out(table, seed, watch=True)
        assert len(table.session.steps) > 5
    assert leaks == []


async def test_a_dropped_client_rejoins_and_finds_the_game_as_it_was():
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 8))
    keeper, server, url = await serve(table)
    seats = codes(table)
    try:
        other = asyncio.create_task(Player(seats[1], 2).play(url))
        ws = await connect(url)
        await ws.send(encode("join", code=seats[0]))
        while (message := read_update(await ws.recv()))["type"] != "update" or not message["your_turn"]:
            pass
        await ws.send(encode("act", action=message["legal"][0]))
        while not (update := read_update(await ws.recv())).get("your_turn") or update["actions"] == message["actions"]:
            pass  # until Black has answered: nobody can play while White is away
        ws.transport.abort()  # the terminal closed: no goodbye
        played = len(table.session.steps)
        async with connect(url) as ws:
            await ws.send(encode("join", code=seats[0]))
            joined = read_update(await ws.recv())
            update = read_update(await ws.recv())
        assert joined["name"] == "White"
        assert update["actions"] == played
        assert update["view"] == table.update(0, played)["view"]
        other.cancel()
    finally:
        server.close()
        await server.wait_closed()


async def test_wrong_codes_other_seats_and_garbage_are_refused_and_change_nothing():
    table = Table.around(new_session("himizu", {}, 12))
    session = table.session
    keeper, server, url = await serve(table)
    seats = codes(table)
    rng = random.Random(50)
    try:
        async with connect(url) as ws:
            await ws.send(encode("join", code="deadbeef"))
            assert "No seat" in read_update(await ws.recv())["reason"]
        waiting = 1 - session.to_play()
        async with connect(url) as ws:
            await ws.send(encode("join", code=seats[waiting]))
            await ws.recv(), await ws.recv()
            legal = session.engine.format_action(session.state, session.legal_actions()[0])
            await ws.send(encode("act", action=legal))
            assert "not your turn" in read_update(await ws.recv())["reason"]
            for _ in range(50):
                kind = rng.choice(["bytes", "json", "deep", "fields"])
                if kind == "bytes":
                    raw: str | bytes = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
                elif kind == "json":
                    raw = json.dumps(rng.choice([[], 7, None, "act", {"v": 1}, {"type": "act"}]))
                elif kind == "deep":
                    raw = "[" * rng.randrange(1, 3000)
                else:
                    raw = json.dumps({"v": 1, "type": "act", "action": rng.choice([1, [], "", "x" * 500])})
                await ws.send(raw)
                assert read_update(await ws.recv())["type"] == "refused"
        assert session.steps == ()
    finally:
        server.close()
        await server.wait_closed()


async def test_twenty_tables_at_once_lose_no_action():
    """The load test in small (benchmarks/table_load.py runs 20 tables of 4 for 30 s)."""
    tables = [Table.around(new_session("himiki", {"mode": "2v2"}, seed)) for seed in range(20)]
    served = [await serve(table) for table in tables]
    players = []
    try:
        runs = []
        for table, (_, _, url) in zip(tables, served):
            for seat, code in codes(table).items():
                if seat != SPECTATOR:
                    player = Player(code, seat)
                    players.append((table, player))
                    runs.append(player.play(url, seconds=3))
        await bounded(asyncio.gather(*runs), 120)
    finally:
        for _, server, _ in served:
            server.close()
            await server.wait_closed()
    for table in tables:
        mine = [p for t, p in players if t is table]
        assert len(table.session.steps) == sum(p.sent - p.refused for p in mine)
