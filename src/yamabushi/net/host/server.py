"""The table server: one game, WebSocket connections in, each seat told only its own view.

Every message goes through `Table` (the authority) under one lock, so two clients never
act on the same position; a bot's or the automa's choice is computed off the event loop, in
a task beside the connections' handlers, and played under the same lock. Under the lock the
server only decides and queues: each connection has its own outbox and writer (net/transport/peer.py),
so one that stops reading, or goes silent, holds up nobody else, and is dropped. A code may
join again at any time (a closed terminal, a lost network): the newer connection takes the
seat at once and gets the whole game as it is, while the older one is closed beside it.
The spectators' code is shared: up to MAX_SPECTATORS watch at once. Wrong codes cost the
address that sends them time (net/transport/door.py), never an honest join from elsewhere.
An undo request's notices (net/host/undo.py) go to the seats they name, and the sentence of an
undo that was done goes into every connection's next update. A rematch's notices go to the
people (net/host/rematch.py); when it starts, every connection is welcomed again to its new seat.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from yamabushi.net.transport.door import Door, address_key
from yamabushi.net.transport.peer import SEND_SECONDS, Guarded, Peer, shut
from yamabushi.net.transport.protocol import BadMessage, encode, read_message
from yamabushi.net.host.flags import watch_flags
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.undo import Told

JOIN_SECONDS = 30.0
"""A connection that has not sent its code by then is closed."""
MAX_SPECTATORS = 16
MAX_FRAME = 2**16
"""Bytes: a longer frame closes its connection unread (protocol.MAX_MESSAGE refuses the middle ground)."""
WRITE_LIMIT = 2**13
"""Bytes buffered for a connection before its writer waits (and, past peer.SEND_SECONDS, drops
it): a few updates, so a connection that stops reading is found out in seconds."""


class TableServer:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.lock = asyncio.Lock()
        self.peers: dict[ServerConnection, Peer] = {}
        """Every joined connection: one per person's seat at most, the spectators'."""
        self.door = Door()
        self.bots_playing = False
        self.bots: asyncio.Task[None] | None = None
        """The bots' loop, kept so it is not collected while it runs."""
        self.flags: asyncio.Task[None] | None = None
        """A timed game's flag watcher (net/transport/clocks.py), kept likewise."""

    async def handle(self, ws: ServerConnection) -> None:
        peer = await self._join(ws)
        if peer is None:
            return
        try:
            async for raw in ws:
                await peer.turn()
                if peer.gone:
                    break
                await self._message(peer, raw)
        except ConnectionClosed:
            pass
        finally:
            peer.close()
            if self.peers.get(ws) is peer:
                del self.peers[ws]
                if peer.seat != SPECTATOR:
                    async with self.lock:
                        self._say(self.table.undoes.left(peer.seat))
                        self._say(self.table.rematches.left(peer.seat))

    async def _join(self, ws: ServerConnection) -> Peer | None:
        """The connection seated, or None when it was turned away (and closed)."""
        try:
            message = read_message(await asyncio.wait_for(ws.recv(), JOIN_SECONDS))
            if message["type"] != "join":
                raise BadMessage("Send your seat's code first (a join message).")
            seat = await self._seat_of(ws, message["code"])
        except BadMessage as exc:
            await self._turn_away(ws, str(exc))
            return None
        except (TimeoutError, ConnectionClosed):
            await shut(ws, 1008, "not joined")
            return None
        async with self.lock:
            if seat == SPECTATOR and sum(p.seat == SPECTATOR for p in self.peers.values()) >= MAX_SPECTATORS:
                peer = None
            else:
                peer = self._sit(ws, seat)
        if peer is None:
            await self._turn_away(ws, f"This table has {MAX_SPECTATORS} spectators already; try again later.")
        return peer

    async def _seat_of(self, ws: ServerConnection, code: str) -> int:
        """The code's seat, checked once its address's turn at the door comes."""
        key = address_key(ws.remote_address)
        wait = self.door.wait(key)
        if wait is None:
            raise BadMessage("Too many wrong codes came from your address: wait a few minutes, then join again.")
        wrong = False
        try:
            if wait:  # none: checked before any other join is read (net/transport/door.py)
                await asyncio.sleep(wait)
            try:
                return self.table.seat_of(code)
            except BadMessage:
                wrong = True
                raise
        finally:
            self.door.checked(key, wrong)

    def _sit(self, ws: ServerConnection, seat: int) -> Peer:
        """Seat `ws` (the lock held): the seat's older connection, if any, is closed beside."""
        if seat != SPECTATOR:
            for old in [p for p in self.peers.values() if p.seat == seat]:
                del self.peers[old.ws]
                old.close(1000, "joined from elsewhere")
        peer = self.peers[ws] = Peer(ws, seat)
        peer.send("joined", self.table.welcome(seat))
        started = self.table.seated(self._present())
        self._tell(peer)
        if started:  # the last person sat down: the clock runs, and every seat sees it
            self._tell_everyone(but=peer)
        for notice in (*self.table.undoes.notices_for(seat), *self.table.rematches.notices_for(seat)):
            peer.send(notice.kind, notice.fields)
        return peer

    async def _turn_away(self, ws: ServerConnection, reason: str) -> None:
        """Refuse a connection that has not joined, in one sentence, and close it."""
        with contextlib.suppress(TimeoutError, ConnectionClosed, OSError):
            await asyncio.wait_for(ws.send(encode("refused", reason=reason)), SEND_SECONDS)
        await shut(ws, 1008, "not joined")

    async def _message(self, peer: Peer, raw: str | bytes) -> None:
        try:
            message = read_message(raw)
        except BadMessage as exc:
            self._refuse(peer, str(exc), exc.reply_to)
            return
        reply_to = message.get("id")
        async with self.lock:
            told, session = Told(), self.table.session
            before = len(session.steps)
            try:
                told = self._decide(peer.seat, message)
            except BadMessage as exc:
                self._refuse(peer, str(exc), reply_to)
                return
            except OSError as exc:
                self._refuse(peer, f"The action was played but the table could not save it: {exc.strerror}.")
            if told.everyone is None and (self.table.session is not session or len(session.steps) == before):
                self._say(told, peer, reply_to)  # a request asked or answered, or a rematch begun: all told
                return
            self._tell(peer, reply_to, told.everyone)
            self._tell_everyone(but=peer, said=told.everyone)
            self._say(told)
        self.wake_bots()

    def _decide(self, seat: int, message: dict[str, str]) -> Told:
        if message["type"] == "act":
            return self.table.act(seat, message["action"])
        if message["type"] == "undo":
            return self.table.undo(seat, self._present())
        if message["type"] == "answer":
            return self.table.answer(seat, message["request"], message["answer"])
        if message["type"] == "rematch":
            session = self.table.session
            told = self.table.rematch(seat, message["answer"], self._present())
            if self.table.session is not session and told.everyone is not None:
                self._reseat(told.everyone)
                return Told()
            return told
        raise BadMessage("This seat has already joined.")

    def _reseat(self, said: str) -> None:
        """The rematch started: each connection follows its person to their new seat, is welcomed
        to the new game and told the seat it now plays; bots and the clock start on it."""
        for peer in list(self.peers.values()):
            if peer.seat != SPECTATOR:
                peer.seat = self.table.moved[peer.seat]
            peer.seen = 0
            peer.send("joined", self.table.welcome(peer.seat))
            now = "" if peer.seat == SPECTATOR else f" You now play {self.table.seat_name(peer.seat)}."
            peer.send("rematch_ended", {"text": f"{said}{now}", "started": True})
            self._tell(peer)
        self.wake_bots()
        if self.table.session.clock is not None:
            self.watch_clock()

    def watch_clock(self) -> None:
        """Watch the timed game's flag (net/transport/clocks.py) until it ends."""
        self.flags = asyncio.get_running_loop().create_task(watch_flags(self.table.session, self.lock, self._tell_everyone))

    def _present(self) -> set[int]:
        """The seats connected now."""
        return {p.seat for p in self.peers.values() if p.seat != SPECTATOR and not p.gone}

    def _say(self, told: Told, sender: Peer | None = None, reply_to: str | None = None) -> None:
        """Queue each notice for its seat's connection; the one to `sender` answers its message."""
        for notice in told.notices:
            for peer in list(self.peers.values()):
                if peer.seat == notice.seat:
                    answers = {"reply_to": reply_to} if peer is sender and reply_to else {}
                    peer.send(notice.kind, {**notice.fields, **answers})

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
                turn = await asyncio.to_thread(self.table.bot_action)
                async with self.lock:
                    told = self.table.play_bot(turn, self._present())
                    self._tell_everyone(said=told.everyone)
                    self._say(told)
        finally:
            self.bots_playing = False

    def _tell_everyone(self, but: Peer | None = None, said: str | None = None) -> None:
        for peer in list(self.peers.values()):
            if peer is not but:
                self._tell(peer, said=said)

    def _tell(self, peer: Peer, reply_to: str | None = None, said: str | None = None) -> None:
        """`said`: the table's own sentence (an undo), after the narration of the steps."""
        seen = min(peer.seen, len(self.table.session.steps))
        fields = self.table.update(peer.seat, seen)
        peer.seen = fields["actions"]
        if said:
            fields["narration"] = [*fields["narration"], said]
        peer.send("update", {**fields, **({"reply_to": reply_to} if reply_to else {})})

    def _refuse(self, peer: Peer, reason: str, reply_to: str | None = None) -> None:
        peer.send("refused", {"reason": reason, **({"reply_to": reply_to} if reply_to else {})})


async def open_table(table: Table, host: str, port: int) -> tuple[TableServer, Server]:
    """Start listening (port 0 picks a free one: `server.sockets`) and let bots open the game."""
    keeper = TableServer(table)
    server = await serve(
        keeper.handle, host, port, max_size=MAX_FRAME, write_limit=WRITE_LIMIT, create_connection=Guarded
    )
    keeper.wake_bots()
    if table.session.clock is not None:
        keeper.watch_clock()
    return keeper, server


def bound_port(server: Server) -> int:
    return int(next(iter(server.sockets)).getsockname()[1])


async def run_table(table: Table, host: str, port: int, ready: Any = None) -> None:
    """Serve until cancelled (Ctrl+C); `ready(port)` is called once listening."""
    keeper, server = await open_table(table, host, port)
    if ready is not None:
        ready(bound_port(server))
    try:
        await server.serve_forever()
    finally:
        if keeper.flags is not None:
            keeper.flags.cancel()
