"""A rematch at a table, through the server on 127.0.0.1: every person asks, the new game
reaches every connection at its moved seat, and a decline, a leave, a spectator or an early
ask starts nothing."""

from __future__ import annotations

import asyncio
import io
import queue
import random

import pytest

from yamabushi.app.sessions import new_session, save_path
from yamabushi.net.plain_client.client import join_plain
from yamabushi.net.tui_client.remote import RemoteSession
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Caller, bounded, codes, serve


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def ended(players: dict[str, str] | None = None) -> Table:
    """A Himizu table (Fire, Water) whose game was played to its end."""
    session = new_session("himizu", {}, 4, players=players)
    rng = random.Random(1)
    while session.outcome() is None:
        session.play(rng.choice(list(session.legal_actions())))
    return Table.around(session)


@pytest.fixture
async def table_at_end():
    """The ended table served, with Fire, Water and a spectator sitting."""
    table = ended()
    _, server, url = await serve(table)
    seats = codes(table)
    callers = [await Caller.sit(url, seats[seat]) for seat in (0, 1, SPECTATOR)]
    try:
        yield table, *callers
    finally:
        for caller in callers:
            await caller.leave()
        server.close()
        await server.wait_closed()


async def test_both_agree_and_the_new_game_reaches_both_at_swapped_seats(table_at_end):
    table, fire, water, watcher = table_at_end
    old, fire_code = table.session, codes(table)[0]
    kept = save_path(old).read_bytes()
    await fire.send("rematch", answer="agree", id="r1")
    asked = await bounded(fire.expect("rematch_asked"))
    assert asked["text"] == "Fire asked for a rematch; waiting for Water to agree." and asked["reply_to"] == "r1"
    question = await bounded(water.expect("rematch_asked"))
    assert question["you_answer"] and question["text"] == asked["text"]
    await water.send("rematch", answer="agree")
    said = "Rematch: Fire and Water agreed, and a new game starts with the seats moved on."
    for caller, seat, name in ((fire, 1, "Water"), (water, 0, "Fire")):
        joined = await bounded(caller.expect("joined"))
        assert joined["seat"] == seat and joined["name"] == name
        ended_ = await bounded(caller.expect("rematch_ended"))
        assert ended_["started"] and ended_["text"] == f"{said} You now play {name}."
        update = await bounded(caller.expect("update"))
        assert update["actions"] == 0 and update["outcome"] is None and update["your_turn"] is (seat == 0)
    assert (await bounded(watcher.expect("joined")))["seat"] is None
    assert table.codes[fire_code] == 1  # Fire's person joins again as Water
    assert save_path(table.session) != save_path(old) and save_path(old).read_bytes() == kept
    assert table.session.to_play() == 0  # Fire opens the new game: the person who played Water
    await water.send("act", action=table.session.engine.format_action(table.session.state, table.session.legal_actions()[0]))
    assert (await bounded(water.expect("update")))["actions"] == 1


async def test_a_decline_starts_nothing_and_both_are_told(table_at_end):
    table, fire, water, _ = table_at_end
    old = table.session
    await fire.send("rematch", answer="agree")
    await bounded(water.expect("rematch_asked"))
    await water.send("rematch", answer="decline")
    for caller in (fire, water):
        closed = await bounded(caller.expect("rematch_ended"))
        assert closed == {**closed, "started": False, "text": "Water declined the rematch; no new game starts."}
    assert table.session is old and [m["type"] for m in fire.seen + water.seen].count("joined") == 2  # their first


async def test_a_person_who_leaves_closes_the_request(table_at_end):
    table, fire, water, _ = table_at_end
    await fire.send("rematch", answer="agree")
    await bounded(water.expect("rematch_asked"))
    await water.leave()
    closed = await bounded(fire.expect("rematch_ended"))
    assert closed["text"] == "Water left the table; no rematch starts." and not closed["started"]


async def test_asking_twice_and_a_spectators_ask_are_refused_in_one_sentence(table_at_end):
    table, fire, water, watcher = table_at_end
    await watcher.send("rematch", answer="agree", id="w")
    refused = await bounded(watcher.expect("refused"))
    assert refused["reason"] == "Spectators watch; they do not ask for a rematch." and refused["reply_to"] == "w"
    await fire.send("rematch", answer="agree")
    await bounded(fire.expect("rematch_asked"))
    await fire.send("rematch", answer="agree")
    assert (await bounded(fire.expect("refused")))["reason"] == "You have already asked for this rematch; waiting for Water."
    await fire.send("rematch", answer="maybe")
    assert (await bounded(fire.expect("refused")))["reason"] == "A rematch message's answer is agree or decline."


async def test_a_bot_seat_agrees_by_itself():
    table = ended({"Water": "easy"})
    _, server, url = await serve(table)
    fire = await Caller.sit(url, codes(table)[0])
    try:
        await fire.send("rematch", answer="agree")
        joined = await bounded(fire.expect("joined"))
        assert joined["seat"] == 1 and joined["name"] == "Water"
        said = await bounded(fire.expect("rematch_ended"))
        assert said["text"] == "Rematch: Fire agreed, and a new game starts with the seats moved on. You now play Water."
        assert table.session.seats[0].kind == "bot" and table.session.seats[1].is_human
        while not (await bounded(fire.expect("update")))["your_turn"]:
            pass  # the bot, now Fire, opens the new game
    finally:
        await fire.leave()
        server.close()
        await server.wait_closed()


async def test_asking_before_the_end_is_refused():
    table = Table.around(new_session("himizu", {}, 4))
    _, server, url = await serve(table)
    fire = await Caller.sit(url, codes(table)[0])
    try:
        await fire.send("rematch", answer="agree")
        refused = await bounded(fire.expect("refused"))
        assert refused["reason"] == "The game is not over: a rematch can be asked once it ends."
    finally:
        await fire.leave()
        server.close()
        await server.wait_closed()


async def test_the_plain_client_stays_at_the_end_asks_with_rematch_and_is_told_its_new_seat():
    table = ended()
    _, server, url = await serve(table)
    typed, out = queue.Queue(), io.StringIO()
    fire = asyncio.create_task(join_plain(url, codes(table)[0], typed.get, out))

    async def printed(text: str) -> None:
        while text not in out.getvalue():
            await asyncio.sleep(0.02)

    water = await Caller.sit(url, codes(table)[1])
    try:
        await bounded(printed("Type rematch to ask for another game with the seats moved on, or quit to leave."), 10)
        await water.send("rematch", answer="agree")
        await bounded(printed("Water asked for a rematch; waiting for Fire to agree.\nType rematch to agree or decline> "), 10)
        typed.put("rematch")
        said = "Rematch: Water and Fire agreed, and a new game starts with the seats moved on. You now play Water."
        await bounded(printed(f". Type help for commands.\n{said}"), 10)
        assert f"Himizu: you sit as Water, seed {table.session.seed}. Type help" in out.getvalue()
        await bounded(printed("Waiting for Fire."), 10)
        assert not fire.done()  # the new game goes on at this terminal
        typed.put("quit")
        assert await bounded(fire, 10) == 0
    finally:
        fire.cancel()
        await water.leave()
        server.close()
        await server.wait_closed()


async def test_the_plain_client_declines_and_both_are_told():
    table = ended()
    _, server, url = await serve(table)
    typed, out = queue.Queue(), io.StringIO()
    fire = asyncio.create_task(join_plain(url, codes(table)[0], typed.get, out))
    water = await Caller.sit(url, codes(table)[1])
    try:
        await water.send("rematch", answer="agree")
        await bounded(water.expect("rematch_asked"))
        while "Type rematch to agree or decline> " not in out.getvalue():
            await bounded(asyncio.sleep(0.02), 1)
        typed.put("decline")
        assert (await bounded(water.expect("rematch_ended")))["text"] == "Fire declined the rematch; no new game starts."
        typed.put("quit")
        assert await bounded(fire, 10) == 0
        assert "Fire declined the rematch; no new game starts." in out.getvalue()
    finally:
        fire.cancel()
        await water.leave()
        server.close()
        await server.wait_closed()


def test_the_session_following_a_table_stops_at_a_rematchs_welcome_and_leaves_the_new_game_queued():
    """What follows a rematch's welcome belongs to the new game: the app builds its session from
    that welcome, and that session reads the rest."""
    table = ended()
    link = _Inbox()
    session = RemoteSession(link, {"type": "joined", **table.welcome(SPECTATOR)})
    welcome = {"type": "joined", **table.welcome(SPECTATOR)}
    link.inbox.put(welcome)
    link.inbox.put({"type": "rematch_ended", "text": "Rematch.", "started": True})
    assert session.follow() and session.rematched == welcome and not session.closed
    assert not session.follow() and link.inbox.qsize() == 1


class _Inbox:
    def __init__(self) -> None:
        self.inbox: queue.Queue[dict[str, object] | None] = queue.Queue()
