"""The plain client reads what a table sends as data: a message it cannot use ends the visit
with one sentence and a non-zero exit, never a traceback."""

from __future__ import annotations

import asyncio
import io
import json
import os
import subprocess
import sys
import threading

import pytest
from websockets.asyncio.server import serve

from yamabushi.net.plain_client.client import join_plain
from yamabushi.net.transport.protocol import encode
from yamabushi.net.host.testing import bounded

JOINED = encode("joined", seat=0, name="White", game="Hi Mi Ki", engine="himiki", options={}, follows="moves", seats=["White", "Black"], seed=1)
UPDATE = {"view": "board", "to_play": "Black", "your_turn": False, "legal": [], "narration": [], "actions": 0, "outcome": None}

BAD = [
    ("{not json", "The table sent a message that is not JSON."),
    (json.dumps({"v": 2, "type": "joined"}), "The table speaks another version of the protocol than this client (version 1)."),
    (json.dumps({"v": 1, "type": "party"}), "The table sent a message of a kind this client does not know ('party')."),
    (json.dumps({"v": 1, "type": "refused"}), "The table's refused message has no readable reason."),
    (json.dumps([1, 2]), "The table sent a message this client cannot read."),
]
LATER = [
    (encode("update", **{**UPDATE, "view": None}), "The table's update message has no readable view."),
    (encode("update", **{**UPDATE, "narration": [1]}), "The table's update message has no readable narration."),
    (encode("update", **{k: v for k, v in UPDATE.items() if k != "actions"}), "The table's update message has no readable actions."),
    (encode("undo_asked", request="1", text="?"), "The table's undo_asked message has no readable you_answer."),
]


async def visit(sent: list[str]) -> tuple[int, str]:
    """Join a table that sends `sent` after the join; the exit code and what was printed."""

    async def table(ws) -> None:
        await ws.recv()
        for raw in sent:
            await ws.send(raw)
        await ws.wait_closed()  # until the client leaves: the server's close waits for this handler

    async with serve(table, "127.0.0.1", 0) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        out, never = io.StringIO(), threading.Event()
        try:
            code = await bounded(join_plain(f"127.0.0.1:{port}", "abc", lambda: None if never.wait(10) else None, out), 20)
        finally:
            never.set()
    return code, out.getvalue()


@pytest.mark.parametrize("raw, sentence", BAD)
async def test_a_first_message_the_client_cannot_use_is_one_sentence(raw, sentence):
    code, said = await visit([raw])
    assert code == 3
    assert said == f"{sentence} This client left the table.\n"


@pytest.mark.parametrize("raw, sentence", LATER)
async def test_a_later_message_the_client_cannot_use_is_one_sentence(raw, sentence):
    code, said = await visit([JOINED, raw])
    assert code == 3
    assert said.startswith("Hi Mi Ki: you sit as White, seed 1.")
    assert said.endswith(f"\n{sentence} This client left the table.\n")


def test_the_command_exits_non_zero_without_a_traceback(tmp_path):
    ready, port, stop = threading.Event(), [], threading.Event()

    def run() -> None:
        async def table(ws) -> None:
            await ws.recv()
            await ws.send('{"v": 1, "type": "update", "view": 3}')
            await ws.wait_closed()

        async def main() -> None:
            async with serve(table, "127.0.0.1", 0) as server:
                port.append(next(iter(server.sockets)).getsockname()[1])
                ready.set()
                while not stop.is_set():
                    await asyncio.sleep(0.05)

        asyncio.run(main())

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    assert ready.wait(10)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "yamabushi", "join", f"127.0.0.1:{port[0]}", "abc", "--plain"],
            env=dict(os.environ, YAMABUSHI_HOME=str(tmp_path)), input="", capture_output=True, text=True, timeout=60,
        )
    finally:
        stop.set()
        thread.join(10)
    assert done.returncode == 3 and "Traceback" not in done.stderr + done.stdout
    assert done.stdout == "The table's update message has no readable view. This client left the table.\n"
