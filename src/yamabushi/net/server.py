"""The table server: one game, WebSocket connections in, each seat told only its own view.

Every message goes through `Table` (the authority) under one lock, so two clients never
act on the same position; a bot's or the automa's choice is computed off the event loop, in
a task beside the connections' handlers, and played under the same lock. A code may join
again at any time (a closed terminal, a lost network): the newer connection takes the seat
and gets the whole game as it is.
An undo request's notices (net/undo.py) go to the seats they name, and the sentence of an
undo that was done goes into every connection's next update.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from yamabushi.net.protocol import BadMessage, encode, read_message
from yamabushi.net.table import Table
from yamabushi.net.undo import Told

JOIN_SECONDS = 30.0
"""A connection that has not sent its code by then is closed."""


class TableServer:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.lock = asyncio.Lock()
        self.seats: dict[str, ServerConnection] = {}
        """Code -> the connection holding it now."""
        self.seen: dict[ServerConnection, int] = {}
        """How many steps each connection's last update covered."""
        self.bots_playing = False
        self.bots: asyncio.Task[None] | None = None
        """The bots' loop, kept so it is not collected while it runs."""

    async def handle(self, ws: ServerConnection) -> None:
        code = await self._join(ws)
        if code is None:
            return
        try:
            async for raw in ws:
                await self._message(ws, code, raw)
        except ConnectionClosed:
            pass
        finally:
            self.seen.pop(ws, None)
            if self.seats.get(code) is ws:
                del self.seats[code]
                async with self.lock:
                    await self._say(self.table.undoes.left(self.table.codes[code]))

    async def _join(self, ws: ServerConnection) -> str | None:
        try:
            message = read_message(await asyncio.wait_for(ws.recv(), JOIN_SECONDS))
            if message["type"] != "join":
                raise BadMessage("Send your seat's code first (a join message).")
            seat = self.table.seat_of(message["code"])
        except BadMessage as exc:
            await self._refuse(ws, str(exc))
            await ws.close(1008, "not joined")
            return None
        except (TimeoutError, ConnectionClosed):
            await ws.close(1008, "not joined")
            return None
        code = message["code"]
        async with self.lock:
            old = self.seats.get(code)
            self.seats[code] = ws
            if old is not None:
                await old.close(1000, "joined from elsewhere")
            await ws.send(encode("joined", **self.table.welcome(seat)))
            self.seen[ws] = 0
            await self._tell(ws, code)
            for notice in self.table.undoes.notices_for(seat):
                await self._send(ws, notice.kind, notice.fields)
        return code

    async def _message(self, ws: ServerConnection, code: str, raw: str | bytes) -> None:
        seat = self.table.codes[code]
        async with self.lock:
            reply_to, told, before = None, Told(), len(self.table.session.steps)
            try:
                message = read_message(raw)
                reply_to = message.get("id")
                told = self._decide(seat, message)
            except BadMessage as exc:
                await self._refuse(ws, str(exc), reply_to)
                return
            except OSError as exc:
                await self._refuse(ws, f"The action was played but the table could not save it: {exc.strerror}.")
            if told.everyone is None and len(self.table.session.steps) == before:
                await self._say(told, ws, reply_to)  # an undo request asked or answered: the game stands
                return
            await self._tell(ws, code, reply_to, told.everyone)
            await self._tell_everyone(but=ws, said=told.everyone)
            await self._say(told)
        self.wake_bots()

    def _decide(self, seat: int, message: dict[str, str]) -> Told:
        if message["type"] == "act":
            return self.table.act(seat, message["action"])
        if message["type"] == "undo":
            return self.table.undo(seat, self._present())
        if message["type"] == "answer":
            return self.table.answer(seat, message["request"], message["answer"])
        raise BadMessage("This seat has already joined.")

    def _present(self) -> set[int]:
        """The seats connected now."""
        return {self.table.codes[code] for code in self.seats}

    async def _say(self, told: Told, sender: ServerConnection | None = None, reply_to: str | None = None) -> None:
        """Send each notice to its seat's connection; the one to `sender` answers its message."""
        for notice in told.notices:
            for code, ws in list(self.seats.items()):
                if self.table.codes[code] == notice.seat:
                    answers = {"reply_to": reply_to} if ws is sender and reply_to else {}
                    await self._send(ws, notice.kind, {**notice.fields, **answers})

    def wake_bots(self) -> None:
        """Let bots and the automa play, in a task beside the connections' handlers (so a seat's
        next message, an undo, is read while a bot thinks); one such loop at a time."""
        if not self.bots_playing and self.table.bots_to_play():
            self.bots_playing = True
            self.bots = asyncio.get_running_loop().create_task(self._play_bots())

    async def _play_bots(self) -> None:
        """Until a person is to play or the game ends. Asked on the event loop before each
        move, so a bot's turn that a message makes meanwhile is never missed."""
        try:
            while self.table.bots_to_play():
                action = await asyncio.to_thread(self.table.bot_action)
                async with self.lock:
                    told = self.table.play_bot(action, self._present())
                    await self._tell_everyone(said=told.everyone)
                    await self._say(told)
        finally:
            self.bots_playing = False

    async def _tell_everyone(self, but: ServerConnection | None = None, said: str | None = None) -> None:
        for code, ws in list(self.seats.items()):
            if ws is not but:
                await self._tell(ws, code, said=said)

    async def _tell(self, ws: ServerConnection, code: str, reply_to: str | None = None, said: str | None = None) -> None:
        """`said`: the table's own sentence (an undo), after the narration of the steps."""
        seen = min(self.seen.get(ws, 0), len(self.table.session.steps))
        fields = self.table.update(self.table.codes[code], seen)
        self.seen[ws] = fields["actions"]
        if said:
            fields["narration"] = [*fields["narration"], said]
        await self._send(ws, "update", {**fields, **({"reply_to": reply_to} if reply_to else {})})

    async def _send(self, ws: ServerConnection, kind: str, fields: dict[str, Any]) -> None:
        with contextlib.suppress(ConnectionClosed):
            await ws.send(encode(kind, **fields))

    async def _refuse(self, ws: ServerConnection, reason: str, reply_to: str | None = None) -> None:
        with contextlib.suppress(ConnectionClosed):
            await ws.send(encode("refused", reason=reason, **({"reply_to": reply_to} if reply_to else {})))


async def open_table(table: Table, host: str, port: int) -> tuple[TableServer, Server]:
    """Start listening (port 0 picks a free one: `server.sockets`) and let bots open the game."""
    keeper = TableServer(table)
    server = await serve(keeper.handle, host, port, max_size=2**16)
    keeper.wake_bots()
    return keeper, server


def bound_port(server: Server) -> int:
    return int(next(iter(server.sockets)).getsockname()[1])


async def run_table(table: Table, host: str, port: int, ready: Any = None) -> None:
    """Serve until cancelled (Ctrl+C); `ready(port)` is called once listening."""
    _, server = await open_table(table, host, port)
    if ready is not None:
        ready(bound_port(server))
    await server.serve_forever()
