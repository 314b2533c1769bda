"""Scripted clients for the table tests and the load benchmark: a `Player` sits at a seat and
plays seeded random legal actions; a `Caller` sends what its test says and waits for what it
expects."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.host.server import bound_port, open_table, run_table
from yamabushi.net.host.table import Table


@dataclass
class Player:
    code: str
    seed: int
    messages: list[dict[str, Any]] = field(default_factory=list)
    sent: int = 0
    refused: int = 0

    async def play(self, url: str, stop_after: int | None = None, seconds: float | None = None) -> dict[str, Any] | None:
        """Play until the game ends (returns its last update); or stop sending after `stop_after`
        actions or `seconds`, then leave once the table has been quiet for a second (so every
        action sent has had its answer) and return None."""
        rng = random.Random(self.seed)
        loop = asyncio.get_running_loop()
        deadline = None if seconds is None else loop.time() + seconds
        async with connect(url) as ws:
            await ws.send(encode("join", code=self.code))
            while True:
                now = loop.time()
                done = (stop_after is not None and self.sent >= stop_after) or (deadline is not None and now > deadline)
                # Never wait unbounded once a deadline is set: the seat to play may have stopped
                # at the deadline, and then no message comes.
                wait = 1.0 if done else None if deadline is None else deadline - now + 0.05
                try:
                    raw = await asyncio.wait_for(ws.recv(), wait)
                except TimeoutError:
                    if done:
                        return None
                    continue
                message = read_update(raw)
                self.messages.append(message)
                if message["type"] == "refused":
                    self.refused += 1
                if message["type"] != "update":
                    continue
                if message["outcome"]:
                    return message
                if message["your_turn"] and not done:
                    await ws.send(encode("act", action=rng.choice(message["legal"])))
                    self.sent += 1


@dataclass
class Caller:
    ws: ClientConnection
    seen: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    async def sit(cls, url: str, code: str) -> Caller:
        """Join with `code` and read the welcome and the first update."""
        caller = cls(await connect(url))
        await caller.send("join", code=code)
        await caller.expect("update")
        return caller

    async def send(self, kind: str, **fields: str) -> None:
        await self.ws.send(encode(kind, **fields))

    async def expect(self, kind: str, seconds: float = 10) -> dict[str, Any]:
        """The next message of `kind`, reading (and keeping) the ones before it."""
        while True:
            message = read_update(await asyncio.wait_for(self.ws.recv(), seconds))
            self.seen.append(message)
            if message["type"] == kind:
                return message

    async def leave(self) -> None:
        await self.ws.close()


async def serve(table: Table) -> tuple[Any, Any, str]:
    keeper, server = await open_table(table, "127.0.0.1", 0)
    return keeper, server, f"ws://127.0.0.1:{bound_port(server)}"


def codes(table: Table) -> dict[int, str]:
    return {seat: code for code, seat in table.codes.items()}


async def bounded(coroutine: Any, seconds: float = 120) -> Any:
    return await asyncio.wait_for(coroutine, seconds)


@contextlib.contextmanager
def served_in_thread(table: Table) -> Iterator[str]:
    """The table served from a thread of its own (for a client that blocks, such as the app's
    Link); yields its ws:// address and closes it on leaving."""
    ready, port, serving = threading.Event(), [], []
    loop = asyncio.new_event_loop()

    def listening(bound: int) -> None:
        port.append(bound)
        ready.set()

    def serve_here() -> None:
        serving.append(loop.create_task(run_table(table, "127.0.0.1", 0, listening)))
        with contextlib.suppress(asyncio.CancelledError):
            loop.run_until_complete(serving[0])

    thread = threading.Thread(target=serve_here, daemon=True)
    thread.start()
    if not ready.wait(10):
        raise TimeoutError("the table did not open within 10 s")
    try:
        yield f"ws://127.0.0.1:{port[0]}"
    finally:
        loop.call_soon_threadsafe(serving[0].cancel)
        thread.join(10)
