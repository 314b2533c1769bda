"""One joined connection, kept so that it can never hold up anyone else.

What the table says to a connection goes into that connection's own short queue and is
written by that connection's own task, with a time limit: the table (under its lock) only
queues, never waits on a network. A connection that falls a whole queue behind, or whose
peer takes longer than SEND_SECONDS to take one message, is dropped: its person joins
again with the same code and gets the game as it is. Closing a connection never waits
either; it runs beside the table. What a connection sends is read at most RATE messages a
second (with a burst of BURST): beyond that its reading waits, which slows that sender
alone. Nor can what the connection's own protocol answers (a pong for every ping) pile up:
a connection with more than MAX_BUFFERED bytes waiting to go out is cut (`Guarded`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Mapping
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from yamabushi.net.transport.protocol import encode

QUEUE = 64
"""Messages waiting for one connection; a game says far fewer between two reads of a live client."""
SEND_SECONDS = 5.0
"""How long one message may take to be taken by the other end before it is dropped."""
CLOSE_SECONDS = 2.0
"""How long a closing connection is given to say goodbye before it is cut."""
RATE, BURST = 50.0, 100
"""Messages read per second per connection, and how many may come at once."""
MAX_BUFFERED = 2**20
"""Bytes waiting to go out on one connection: the writer keeps a few KiB there, a ping flood
from a peer that never reads its pongs would keep adding."""


class Guarded(ServerConnection):
    """A server connection cut once more than MAX_BUFFERED bytes wait to go out, whoever wrote them."""

    def send_data(self) -> None:
        super().send_data()
        if self.transport.get_write_buffer_size() > MAX_BUFFERED:
            self.transport.abort()


class Peer:
    """A connection that has joined: its seat, how far its updates go, its outbox."""

    def __init__(self, ws: ServerConnection, seat: int) -> None:
        self.ws, self.seat = ws, seat
        self.seen = 0
        """How many steps its last update covered."""
        self.gone = False
        self._outbox: asyncio.Queue[str] = asyncio.Queue(QUEUE)
        self._writer = asyncio.get_running_loop().create_task(self._write())
        self._tokens, self._refilled = float(BURST), asyncio.get_running_loop().time()

    def send(self, kind: str, fields: Mapping[str, Any]) -> None:
        """Queue a message, never waiting: a connection a whole queue behind is dropped."""
        if self.gone:
            return
        try:
            self._outbox.put_nowait(encode(kind, **fields))
        except asyncio.QueueFull:
            self.close(1008, "too slow to read the table")

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close in the background: nothing waits for the other end's goodbye."""
        if self.gone:
            return
        self.gone = True
        self._writer.cancel()
        task = asyncio.get_running_loop().create_task(shut(self.ws, code, reason))
        _CLOSING.add(task)
        task.add_done_callback(_CLOSING.discard)

    async def _write(self) -> None:
        try:
            while True:
                text = await self._outbox.get()
                await asyncio.wait_for(self.ws.send(text), SEND_SECONDS)
        except (TimeoutError, ConnectionClosed, OSError):
            self.close(1008, "too slow to read the table")

    async def turn(self) -> None:
        """Wait until this connection may have its next message read (RATE a second)."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        self._tokens = min(BURST, self._tokens + (now - self._refilled) * RATE)
        self._refilled = now
        if self._tokens < 1:
            await asyncio.sleep((1 - self._tokens) / RATE)
            self._tokens, self._refilled = 1.0, loop.time()
        self._tokens -= 1


_CLOSING: set[asyncio.Task[None]] = set()
"""Closings under way, kept so that none is collected before it ends."""


async def shut(ws: ServerConnection, code: int, reason: str) -> None:
    """Close `ws`: a goodbye if the other end takes it within CLOSE_SECONDS, then the connection is cut."""
    with contextlib.suppress(TimeoutError, ConnectionClosed, OSError):
        await asyncio.wait_for(ws.close(code, reason), CLOSE_SECONDS)
    ws.transport.abort()
