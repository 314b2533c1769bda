"""Joining a table from a terminal, in plain text: what the seat sees, and a prompt on its turn.

The connection and the keyboard run side by side: updates are printed as they come
(other seats' turns, bots, the automa), and a line typed is sent as an action. Words
the server does not need (`legal`, `help`, `quit`) are answered here. Another seat's undo
request that would take back this seat's actions is shown as a question, answered with
`agree` or `decline`. A seat stays at the table once its game is over, to ask for a rematch
(`rematch`, net/host/rematch.py) or leave; spectators and a campaign mission's seats leave then.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Callable
from typing import Any, TextIO

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from yamabushi.core.errors import RulesError
from yamabushi.net.transport.alerts import Wanted
from yamabushi.core.text import write
from yamabushi.net.transport.address import LEFT, address_url
from yamabushi.net.transport.protocol import BadServerMessage, encode, read_server_message

COMMANDS = (
    ("legal", "list your legal actions (on your turn)", "seat"),
    ("powers", "the Power tokens you can lay now, in notation (!beacon:G)", "campaign"),
    ("undo", "ask to take back your last action (and what was played since);\n"
     "          the people who played since are asked to agree", "seat"),
    ("agree", "agree to another seat's undo request (when one asks you)", "seat"),
    ("decline", "decline it: the game stays as it is (or decline a rematch)", "seat"),
    ("rematch", "once the game is over: ask for (or agree to) the same game again, seats moved on", "table"),
    ("help", "this text", "all"),
    ("quit", "leave the table (join again with the same code)", "all"),
)
"""The words the client knows, and who may use them: a seat, a campaign mission's seat, a seat
outside a campaign, anyone."""


def table_help(seated: bool, campaign: bool) -> str:
    """The help as it works for this connection: a spectator only reads and leaves."""
    mine = {"all", *(("seat", "campaign") if seated and campaign else ("seat", "table") if seated else ())}
    lines = [f"  {word:<7} {line}" for word, line, who in COMMANDS if who in mine]
    first = "Type an action in the game's notation, or one of:" if seated else "You watch the table; type one of:"
    return "\n".join([first, *lines, "The host saves the game after every action."])


def _game(welcome: dict[str, Any]) -> str:
    """The game, and the campaign mission when it is one."""
    campaign = welcome.get("campaign")
    if isinstance(campaign, dict):
        return f"{welcome.get('game')}, campaign {campaign.get('name')}, {campaign.get('title')}"
    return str(welcome.get("game"))


class PlainClient:
    def __init__(self, out: TextIO, bell: bool = False) -> None:
        self.out = out
        self.bell = bell
        """Ring the terminal's bell when this seat is wanted (its turn, an undo asking it)."""
        self.wanted = Wanted()
        self.last: dict[str, Any] = {}
        self.name = ""
        self.over = False
        self.question: str | None = None
        """The number of the undo request waiting for this seat's answer, if any."""
        self.help = table_help(True, False)
        self.stays = False
        """A seat outside a campaign stays once the game is over, to ask for a rematch."""
        self.rematch_asked = False
        """A rematch waits for this seat's answer."""

    def say(self, text: str) -> None:
        """Every word the table sends passes here: its control characters are made visible."""
        write(self.out, text)

    def shown(self, message: dict[str, Any]) -> None:
        if self.wanted.read(message) is not None and self.bell:
            self.out.write("\a")
        kind = message["type"]
        if kind == "joined":
            self.name = str(message.get("name", ""))
            seed = f", seed {message['seed']}" if message.get("seed") is not None else ""
            sits = "you watch as a spectator" if message.get("seat") is None else f"you sit as {self.name}"
            campaign = isinstance(message.get("campaign"), dict)
            self.help = table_help(message.get("seat") is not None, campaign)
            self.stays, self.over = message.get("seat") is not None and not campaign, False
            self.say(f"{_game(message)}: {sits}{seed}. Type help for commands.")
        elif kind == "refused":
            self.say(f"Refused: {message.get('reason')}")
        elif kind == "update":
            self.last = message
            for line in message.get("narration", []):
                self.say(line)
            self.say(str(message.get("view", "")))
            if isinstance(clock := message.get("clock"), dict) and isinstance(clock.get("text"), str):
                self.say(f"Clock: {clock['text']}")
            if message.get("outcome"):
                self.over = True
                self.say(f"Game over. {message['outcome']}")
                if message.get("result"):
                    self.say(str(message["result"]))
                if self.stays:
                    self.say("Type rematch to ask for another game with the seats moved on, or quit to leave.")
            else:
                self.prompt()
        elif kind == "undo_asked":
            self.question = str(message.get("request")) if message.get("you_answer") else None
            self.say(str(message.get("text", "")))
            if self.question is not None:
                write(self.out, "Type agree or decline> ", end="")
        elif kind == "rematch_asked":
            self.rematch_asked = bool(message.get("you_answer"))
            self.say(str(message.get("text", "")))
            if self.rematch_asked:
                write(self.out, "Type rematch to agree or decline> ", end="")
        elif kind == "rematch_ended":
            self.rematch_asked = False
            self.say(str(message.get("text", "")))
        elif kind == "undo_ended":
            self.question = None
            if not message.get("taken_back"):  # a done undo is said in the update before this
                self.say(str(message.get("text", "")))
                self.prompt()

    def prompt(self) -> None:
        """The prompt on this seat's turn, else whom it waits for."""
        if self.last.get("your_turn"):
            write(self.out, f"{self.name} to play> ", end="")
        else:
            self.say(f"Waiting for {self.last.get('to_play')}.")

    def command(self, line: str) -> str | None:
        """The message to send for a typed line, or None when answered here."""
        text = line.strip()
        if text in ("", "help"):
            self.say(self.help)
        elif text == "legal":
            self.say(", ".join(self.last.get("legal", [])) or "It is not your turn.")
        elif text == "powers":
            uses = [action for action in self.last.get("legal", []) if str(action).startswith("!")]
            self.say(", ".join(uses) or "No Power token can be laid now.")
        elif text == "undo":
            return encode("undo")
        elif text == "rematch":
            return encode("rematch", answer="agree")
        elif text == "decline" and self.question is None and self.rematch_asked:
            return encode("rematch", answer="decline")
        elif text in ("agree", "decline"):
            if self.question is None:
                self.say("No undo request is waiting for your answer.")
                return None
            return encode("answer", request=self.question, answer=text)
        else:
            return encode("act", action=text)
        return None


async def _receive(ws: ClientConnection, client: PlainClient, answered: asyncio.Event) -> None:
    """Print what the table says; `answered` is set by each update, refusal or undo notice, so the
    keyboard's next line waits for the answer to the last one (typing ahead, or a script's
    piped lines, act on the position the player has seen)."""
    async for raw in ws:
        message = read_server_message(raw)
        client.shown(message)
        if message["type"] in ("update", "refused", "undo_asked", "undo_ended", "rematch_asked"):
            answered.set()
        elif message["type"] == "rematch_ended" and not message.get("started"):  # a started one's update follows
            answered.set()
        if client.over and not client.stays:
            return


def _lines(read: Callable[[], str | None]) -> asyncio.Queue[str | None]:
    """Typed lines as a queue, read by a daemon thread: a game that ends while the keyboard
    is waiting must not wait for one more Enter."""
    loop, lines = asyncio.get_running_loop(), asyncio.Queue[str | None]()

    def pump() -> None:
        while True:
            line = read()
            try:
                loop.call_soon_threadsafe(lines.put_nowait, line)
            except RuntimeError:  # the visit has ended and its loop closed: nobody reads lines now
                return
            if line is None:
                return

    threading.Thread(target=pump, daemon=True).start()
    return lines


async def join_plain(address: str, code: str, read: Callable[[], str | None], out: TextIO, bell: bool = False) -> int:
    """Play at the table at `address` with `code` until the game ends, input ends or `quit`:
    0 when the game ended or the player left, 1 when the table went away, 2 when refused, 3
    when the table sent a message this client cannot use (said in one sentence)."""
    client = PlainClient(out, bell)
    url = address_url(address)
    try:
        async with connect(url, open_timeout=10, max_size=2**20) as ws:
            await ws.send(encode("join", code=code))
            first = read_server_message(await ws.recv())
            client.shown(first)
            if first["type"] == "refused":
                return 2
            answered = asyncio.Event()
            receiving = asyncio.create_task(_receive(ws, client, answered))
            lines = _lines(read)
            while True:
                waiting = asyncio.create_task(answered.wait())
                await asyncio.wait({waiting, receiving}, return_when=asyncio.FIRST_COMPLETED)
                waiting.cancel()
                reading = asyncio.create_task(lines.get())
                done, _ = await asyncio.wait({reading, receiving}, return_when=asyncio.FIRST_COMPLETED)
                if receiving in done:
                    reading.cancel()
                    receiving.result()
                    return 0 if client.over else 1
                line = reading.result()
                if line is None or line.strip() == "quit":
                    receiving.cancel()
                    client.say(LEFT)
                    return 0
                if (message := client.command(line)) is not None:
                    answered.clear()
                    await ws.send(message)
    except ConnectionClosed:
        client.say("The table closed the connection; join again with the same code.")
        return 1
    except BadServerMessage as exc:
        client.say(f"{exc} This client left the table.")
        return 3
    except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
        raise RulesError(f"Cannot reach the table at {address}: {exc}.") from None


def _stdin_line() -> str | None:
    line = sys.stdin.readline()
    return line or None


def run_join(address: str, code: str) -> int:
    from yamabushi.app.settings import load_settings

    bell = load_settings()[0].turn_bell
    return asyncio.run(join_plain(address, code, _stdin_line, sys.stdout, bell))
