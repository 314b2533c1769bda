"""Undo requests through the table server on 127.0.0.1: two scripted seats and a spectator."""

from __future__ import annotations

import asyncio
import io
import json
import queue

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.net.plain_client.client import join_plain
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Caller, bounded, codes, serve

SETUP = (("White", "place C5 KHM"), ("Black", "place C2 MKH"), ("Black", "place D2 MKH"))
"""Hi Mi Ki's set-up goes White, Black, Black, White: after these, White is to play."""


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


@pytest.fixture
async def seated():
    """A Hi Mi Ki 1v1 table with White, Black and a spectator sitting, the set-up above played."""
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 9))
    _, server, url = await serve(table)
    seats = codes(table)
    white, black, watcher = [await Caller.sit(url, seats[seat]) for seat in (0, 1, SPECTATOR)]
    try:
        for who, action in SETUP:
            await (white if who == "White" else black).send("act", action=action)
            for caller in (white, black, watcher):
                await caller.expect("update")
        yield table, white, black, watcher, url
    finally:
        for caller in (white, black, watcher):
            await caller.leave()
        server.close()
        await server.wait_closed()


async def test_the_other_seat_is_asked_and_everyone_is_told_when_it_agrees(seated):
    table, white, black, watcher, _ = seated
    await white.send("undo", id="u1")
    waiting = await bounded(white.expect("undo_asked"), 10)
    assert waiting["reply_to"] == "u1" and waiting["text"] == "Waiting for Black to agree…"
    question = await bounded(black.expect("undo_asked"), 10)
    assert question["you_answer"] and question["text"] == "White asks to take back place C5 KHM, place C2 MKH, place D2 MKH."
    assert len(table.session.steps) == 3
    await black.send("answer", request=question["request"], answer="agree")
    said = "White took back place C5 KHM, place C2 MKH, place D2 MKH; Black agreed."
    for caller in (white, black, watcher):
        update = await bounded(caller.expect("update"), 10)
        assert update["actions"] == 0 and update["narration"] == [said]
    assert table.session.steps == ()
    assert (await bounded(white.expect("undo_ended"), 10))["taken_back"]
    assert not any(m["type"].startswith("undo") for m in watcher.seen)  # spectators only read the update


async def test_a_decline_is_told_to_the_asker_and_the_game_stands(seated):
    table, white, black, _, _ = seated
    await white.send("undo")
    question = await bounded(black.expect("undo_asked"), 10)
    await black.send("answer", request=question["request"], answer="decline")
    ended = await bounded(white.expect("undo_ended"), 10)
    assert ended["text"] == "Black declined; nothing was taken back."
    assert not ended["taken_back"] and len(table.session.steps) == 3


async def test_malformed_answers_are_refused_and_change_nothing(seated):
    table, white, black, watcher, _ = seated
    await white.send("undo")
    request = (await bounded(black.expect("undo_asked"), 10))["request"]
    bad = [
        {"v": 1, "type": "answer", "request": request, "answer": "yes"},
        {"v": 1, "type": "answer", "request": request},
        {"v": 1, "type": "answer", "request": int(request), "answer": "agree"},
        {"v": 1, "type": "answer", "request": request, "answer": "agree", "seat": 1},
        {"v": 1, "type": "answer", "request": "x" * 500, "answer": "agree"},
        {"v": 1, "type": "answer", "request": "999", "answer": "agree"},
    ]
    for message in bad:
        await black.ws.send(json.dumps(message))
        assert (await bounded(black.expect("refused"), 10))["reason"]
    await watcher.send("answer", request=request, answer="agree")
    assert "Spectators" in (await bounded(watcher.expect("refused"), 10))["reason"]
    await white.send("answer", request=request, answer="agree")
    assert "You asked" in (await bounded(white.expect("refused"), 10))["reason"]
    assert len(table.session.steps) == 3
    assert table.undoes.request is not None and table.undoes.request.waiting == (1,)


async def test_a_seat_joining_again_is_asked_again_and_its_old_connection_lapses_nothing(seated):
    table, white, black, _, url = seated
    await white.send("undo")
    request = (await bounded(black.expect("undo_asked"), 10))["request"]
    again = await Caller.sit(url, codes(table)[1])
    try:
        asked = await bounded(again.expect("undo_asked"), 10)
        assert asked["request"] == request and asked["you_answer"]
        await again.send("answer", request=request, answer="agree")
        assert (await bounded(white.expect("update"), 10))["actions"] == 0
    finally:
        await again.leave()


async def test_the_request_lapses_when_the_asked_seat_leaves(seated):
    table, white, black, _, _ = seated
    await white.send("undo")
    await bounded(black.expect("undo_asked"), 10)
    await black.leave()
    ended = await bounded(white.expect("undo_ended"), 10)
    assert ended["text"] == "The undo request lapsed: Black left the table."
    assert len(table.session.steps) == 3 and table.undoes.request is None


async def test_the_plain_client_shows_the_question_and_answers_with_agree():
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 9))
    _, server, url = await serve(table)
    seats, typed, out = codes(table), queue.Queue(), io.StringIO()
    black = asyncio.create_task(join_plain(url, seats[1], typed.get, out))

    async def printed(text: str) -> None:
        while text not in out.getvalue():
            await asyncio.sleep(0.02)

    white = await Caller.sit(url, seats[0])
    try:
        await white.send("act", action="place C5 KHM")
        typed.put("help")
        for action in ("place C2 MKH", "place D2 MKH"):
            typed.put(action)
        while len(table.session.steps) < 3:
            await bounded(asyncio.sleep(0.02), 1)
        await white.send("undo")
        await bounded(printed("White asks to take back place C5 KHM, place C2 MKH, place D2 MKH.\nType agree or decline> "), 10)
        typed.put("agree")
        await bounded(printed("White took back place C5 KHM, place C2 MKH, place D2 MKH; Black agreed."), 10)
        typed.put("decline")
        await bounded(printed("No undo request is waiting for your answer."), 10)
        typed.put("quit")
        assert await bounded(black, 10) == 0
        assert table.session.steps == ()
        assert "agree   agree to another seat's undo request" in out.getvalue()  # the help says how
    finally:
        black.cancel()
        await white.leave()
        server.close()
        await server.wait_closed()
