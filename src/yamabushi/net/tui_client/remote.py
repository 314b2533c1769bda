"""Joining a table with the app's own game screen, where no information is hidden.

The table sends the options, the seed and every move of such a game, so the client
keeps its own copy of the positions (`RemoteSession`, by composition: what the table sent,
offered as the `GameView` a screen reads) and the normal screen draws it; an
action played on that screen goes to the table instead of being applied here, and is
applied when the table's answer brings it back. Moves from the other seats (people,
bots) arrive as updates and are applied in the order sent. The socket lives in a
thread of its own (websockets' sync client): the screen never waits on it except for
the answer to its own action, which on 127.0.0.1 or a LAN takes milliseconds.
"""

from __future__ import annotations

import itertools
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any
from uuid import uuid4

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection

from yamabushi.core.errors import IllegalAction, RulesError
from yamabushi.core.protocol import Event
from yamabushi.core.replay import Step, resolve
from yamabushi.app.registry import engine_for
from yamabushi.net.transport.alerts import Wanted
from yamabushi.net.transport.codec import BadValue
from yamabushi.net.transport.clocks import followed_clock
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.session.clock import Clock
from yamabushi.session.seats import Seat
from yamabushi.session.view import GameView, Keeper

ANSWER_SECONDS = 10.0
AGREE = "Rematch (a) agrees; leaving the table declines."
"""Said to a person whom a rematch request waits for, on the game-over dialog."""


class Link:
    """The connection, read by a thread: messages are queued in order, and `on_message`
    (the app's wake-up call) runs for each one."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.on_message: Callable[[], None] = lambda: None
        self._ids = itertools.count(1)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for raw in self.ws:
                self.inbox.put(read_update(raw))
                self.on_message()
        except (ConnectionClosed, ValueError):
            pass
        self.inbox.put(None)
        self.on_message()

    def send(self, kind: str, **fields: str) -> str:
        ask = str(next(self._ids))
        self.ws.send(encode(kind, id=ask, **fields))
        return ask


@dataclass
class Followed:
    """The steps and positions the table's updates led to: positions this seat may be shown
    (where hands are hidden, built from its observations, net/tui_client/follow.py)."""

    states: list[Any]
    steps: list[Step]

    def keep(self, count: int) -> None:
        """Keep the first `count` actions: the table took back or sends again the others."""
        del self.steps[count:], self.states[count + 1 :]

    def add(self, step: Step, position: Any) -> None:
        self.steps.append(step)
        self.states.append(position)


class RemoteSession(GameView):
    """A perfect-information game followed from a table: the positions and steps the table's
    moves lead to, kept here (the table plays its bots, keeps the clock and saves), and the
    screen's `play` and `undo` are requests to the table. It is no `Session`: it offers what a
    screen reads (session/view.py), nothing of a session's own, so no undo or save here
    pretends to be one."""

    on_change: Keeper | None = None
    on_over: Keeper | None = None

    def __init__(self, link: Link, welcome: dict[str, Any]) -> None:
        self.engine = engine_for(welcome["engine"])
        self.options = self.engine.normalize_options(welcome["options"])
        self.seed = welcome["seed"]
        self.seats = tuple(Seat(str(name)) for name in welcome["seats"])
        if len(self.seats) != len(self.engine.seat_names(self.options)):
            raise RulesError(f"The table sent {len(self.seats)} seats for a game of {self.engine.title}.")
        self.clock: Clock | None = None
        self.hints = 0
        self.game_id = uuid4().hex
        self.created = datetime.now(timezone.utc).isoformat(timespec="seconds")
        self.followed = Followed([self.engine.new_game(self.options, self.seed)], [])
        self.link = link
        self.seat: int | None = welcome["seat"]
        self.closed = False
        self.last_said = ""
        """The latest refusal or narration, for the screen's status line."""
        self.undo_request: dict[str, Any] | None = None
        """The open undo request as this seat sees it (the latest `undo_asked`), if any."""
        self.undo_news: list[tuple[str, bool]] = []
        """What the status line should say of undo requests (text, is a refusal), oldest first."""
        self._undo_asks: set[str] = set()
        self.rematch_request: dict[str, Any] | None = None
        """The open rematch request as this seat sees it (the latest `rematch_asked`), if any."""
        self.rematch_news: list[tuple[str, bool]] = []
        """What the game-over dialog (or the status line) should say of the rematch, oldest first."""
        self._rematch_asks: set[str] = set()
        self.rematched: dict[str, Any] | None = None
        """The new game's welcome, once a rematch has started: this session follows no more of it."""
        hosted = welcome.get("campaign")
        self.campaign: dict[str, str] | None = (
            {key: str(hosted.get(key, "")) for key in ("name", "title")} if isinstance(hosted, dict) else None
        )
        """A campaign mission's campaign name and mission title (net/host/campaign.py)."""
        self.result: str | None = None
        """What the campaign mission's result changed, once the table has written it."""
        self.wanted = Wanted()
        self.alerts: list[str] = []
        """Alerts for this seat (its turn came, an undo asks it) not yet given, oldest first."""

    # -- what the table sent ---------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.followed.states[-1]

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(self.followed.steps)

    @property
    def states(self) -> tuple[Any, ...]:
        return tuple(self.followed.states)

    def legal_actions(self) -> Sequence[Any]:
        return self.engine.legal_actions(self.state)

    def bot_to_play(self) -> bool:
        """The table plays its bots: none plays here."""
        return False

    # -- following the table ---------------------------------------------------------
    def follow(self) -> bool:
        """Apply every message that has arrived; True when the position changed. Once a rematch
        has started, what follows belongs to the new game: it stays queued for its session."""
        changed = False
        while self.rematched is None:
            try:
                message = self.link.inbox.get_nowait()
            except queue.Empty:
                return changed
            self.heed(message)
            changed = self.take(message) or changed
        return changed

    def heed(self, message: dict[str, Any] | None) -> None:
        """Keep the alert `message` brings this seat, if any (net/transport/alerts.py)."""
        if (alert := self.wanted.read(message)) is not None:
            self.alerts.append(alert)

    def take(self, message: dict[str, Any] | None) -> bool:
        """Take one message from the table (None: it closed); True when the position changed."""
        if message is None:
            self.closed = True
            self.last_said = "The table closed the connection; join again with the same code."
            return True
        if message.get("type") == "refused":
            self.last_said = str(message.get("reason", ""))
            if message.get("reply_to") in self._undo_asks:
                self.undo_news.append((self.last_said, True))
            if message.get("reply_to") in self._rematch_asks:
                self.rematch_news.append((self.last_said, True))
            return False
        if message.get("type") in ("undo_asked", "undo_ended"):
            self._take_undo(message)
            return False
        if message.get("type") in ("rematch_asked", "rematch_ended"):
            self._take_rematch(message)
            return False
        if message.get("type") == "joined":  # a rematch began: the app follows the new game
            self.rematched = message
            return True
        if message.get("type") != "update":
            return False
        return self.take_update(message)

    def take_update(self, update: dict[str, Any]) -> bool:
        """The positions, the clock and the sentences an update brings. What it holds that this
        client cannot follow closes the session with one sentence, never a traceback."""
        before = len(self.followed.steps)
        try:
            self.follow_update(update)
            self.take_clock(update, self.clock)
        except (BadValue, RulesError, KeyError, TypeError, ValueError) as exc:
            self.closed = True
            self.last_said = f"This client cannot follow what the table sent ({exc}); join again with the same code."
            return True
        self.last_said = " ".join(update.get("narration", [])[-3:])
        self.take_result(update)
        self.take_undo_news(update, before)
        return True

    def follow_update(self, update: dict[str, Any]) -> None:
        """The moves: the actions taken back or sent again are dropped, then each move sent is
        applied here (the host keeps time: the moves charge nothing here)."""
        moves = [str(text) for text in update.get("moves", [])]
        self.followed.keep(int(update["actions"]) - len(moves))
        for text in moves:
            self.followed.add(*resolve(self.engine, self.state, self.engine.parse_action(self.state, text)))

    def take_undo_news(self, update: dict[str, Any], before: int) -> None:
        """An update that took actions back (there were `before`) ends with the table's
        sentence saying so, as does the answer to this seat's own undo: the status line says
        it on every screen, or a seat would see the board go back without a word."""
        asked_here = update.get("reply_to") in self._undo_asks
        if (asked_here or int(update["actions"]) < before) and update.get("narration"):
            self.undo_news.append((str(update["narration"][-1]), False))

    def take_clock(self, update: dict[str, Any], kept: Clock | None) -> None:
        """The host's times, shown ticking until the next update (net/transport/clocks.py)."""
        self.clock = followed_clock(update.get("clock"), len(self.seats), time.monotonic, kept)

    def check_time(self) -> bool:
        """The host reads the clock and says when a flag falls; a client never decides it."""
        return False

    def run_clock(self) -> None:
        """The host says whether time runs (the update's `running`): a screen in front here
        starts nobody's, as a host waiting for every person to sit down runs none."""

    def pause_clock(self) -> None:
        """A dialog here stops nobody's time: the host keeps it."""

    def take_result(self, update: dict[str, Any]) -> None:
        if isinstance(update.get("result"), str):
            self.result = update["result"]

    def campaign_news(self, won: bool, rounds: int) -> str:
        """What the table says the mission's result changed in the campaign (the end dialog's
        text; the host writes the profile, never this client)."""
        return self.result or "The table has not said what the result changed in the campaign."

    def _take_undo(self, message: dict[str, Any]) -> None:
        """An undo request asked, changed or settled: the asker and whoever has answered read
        its text on the status line; a seat asked answers it in a dialog (net/tui_client/undo_screen.py)."""
        asked = message["type"] == "undo_asked"
        self.undo_request = message if asked else None
        if not (asked and message.get("you_answer")):
            self.undo_news.append((str(message.get("text", "")), False))

    def _take_rematch(self, message: dict[str, Any]) -> None:
        """A rematch asked, or settled: said in the game-over dialog, with what this seat may do."""
        asked = message["type"] == "rematch_asked"
        self.rematch_request = message if asked else None
        text = str(message.get("text", ""))
        if asked and message.get("you_answer"):
            text = f"{text} {AGREE}"
        self.rematch_news.append((text, False))

    def _send(self, kind: str, **fields: str) -> str:
        if self.closed:
            raise RulesError("The table is gone; join again with the same code.")
        try:
            return self.link.send(kind, **fields)
        except ConnectionClosed:
            self.closed = True
            raise RulesError("The table is gone; join again with the same code.") from None

    def _ask(self, kind: str, **fields: str) -> dict[str, Any]:
        """Send one request and apply messages until its answer (an update or a refusal)."""
        ask = self._send(kind, **fields)
        while True:
            try:
                message = self.link.inbox.get(timeout=ANSWER_SECONDS)
            except queue.Empty:
                raise RulesError("The table did not answer; your action may not have been played.") from None
            self.take(message)
            if message is None:
                raise RulesError(self.last_said)
            if message.get("reply_to") == ask:
                return message

    # -- what the screen calls ----------------------------------------------------------
    def play(self, action: Any) -> tuple[Event, ...]:
        answer = self._ask("act", action=self.engine.format_action(self.state, action))
        if answer["type"] == "refused":
            raise IllegalAction(str(answer["reason"]))
        return self.steps[-1].events if self.steps else ()

    def undo(self) -> bool:
        """At a table an undo is a request (`ask_undo`): nothing is taken back here at once."""
        self.ask_undo()
        return False

    def ask_undo(self) -> None:
        """Ask the table to take back this seat's last action. Its answer comes later as a
        message (the update, a refusal, or the request to the others): nothing waits for it."""
        self._undo_asks.add(self._send("undo"))

    def answer_undo(self, request: str, agree: bool) -> None:
        """Agree to (or decline) the undo request numbered `request`."""
        self._undo_asks.add(self._send("answer", request=request, answer="agree" if agree else "decline"))

    def ask_rematch(self) -> None:
        """Ask the table for a rematch of the ended game (or agree to the one asked): the table
        answers later, to every person (net/host/rematch.py); nothing waits for it."""
        self._rematch_asks.add(self._send("rematch", answer="agree"))

    def redo(self) -> bool:
        """A table takes nothing back but by request, so nothing is there to redo."""
        return False

    def autosave(self) -> None:
        """The table saves the game."""

    def count_hint(self) -> None:
        """A hint asked here counts for the result this screen shows (the table keeps no hints)."""
        self.hints += 1
