"""Following a game with secrets from a table, for the game's normal screen.

The table sends this seat's observations, never the deal (net/transport/observation.py), so
the session here cannot replay moves as `RemoteSession` does. Each update replaces the
position with a full state built from the observation as the bots build theirs
(`Kit.world`): a position this seat may be shown, whose `observation(state, seat)` is what
the table sent (the `GameView` a screen reads, session/view.py; no `Session` holds it). It
appends the new actions' public side (log line, sentences, events) as steps, and keeps the observations before each action of the latest turn, which a board
marks. The cards a world deals to the places this seat cannot see are made up here, on
this machine, and the screens draw only `observation(state, seat)`; the legal actions
are the table's list. When the game is over the table says its seed and moves, and the
real game is rebuilt (every hand may be shown then, and the review works).
"""

from __future__ import annotations

import queue
import random
from collections.abc import Sequence
from typing import Any

from yamabushi.app.bots import kit_for
from yamabushi.core.errors import RulesError
from yamabushi.core.replay import Step, replay
from yamabushi.net.transport.observation import hidden_for
from yamabushi.net.tui_client.remote import ANSWER_SECONDS, Followed, Link, RemoteSession

WORLD_SEED = 0
"""The made-up cards need not vary: nothing draws them."""


class HiddenRemoteSession(RemoteSession):
    """A game with secrets followed from a table: by this seat's observations, not the moves."""

    def __init__(self, link: Link, welcome: dict[str, Any]) -> None:
        super().__init__(link, {**welcome, "seed": 0})
        self.types = hidden_for(self.engine.name).types
        self.kit = kit_for(self.engine.name)
        self.rng = random.Random(WORLD_SEED)
        self._legal: list[Any] = []
        self.take(self._first_update())
        if self.closed:
            raise RulesError(self.last_said)

    def _first_update(self) -> dict[str, Any]:
        """The game's first update; what comes before it (a rematch's news, after a rematch's
        welcome) is taken as it comes."""
        while True:
            try:
                message = self.link.inbox.get(timeout=ANSWER_SECONDS)
            except queue.Empty:
                raise RulesError("The table did not send the game.") from None
            if message is None or message.get("type") not in ("update", "rematch_ended"):
                raise RulesError("The table did not send the game.")
            self.heed(message)
            if message["type"] == "update":
                return message
            self.take(message)

    def legal_actions(self) -> Sequence[Any]:
        return self._legal

    def follow_update(self, update: dict[str, Any]) -> None:
        """The observations: the new actions' public side as steps, and positions built from
        the seat's observations before each action of the latest turn and now."""
        followed = self.followed
        if (revealed := update.get("revealed")) is not None:
            self._reveal(int(revealed["seed"]), [str(move) for move in revealed["moves"]])
        else:
            sent = [self._step(step) for step in update["steps"]]
            keep = int(update["actions"]) - len(sent)
            del followed.steps[keep:]
            followed.steps.extend(sent)
            worlds = [self._world(seen) for seen in (*update["turn"], update["observation"])]
            known = followed.states[: len(followed.steps) + 1 - len(worlds)]
            # A rejoin sees only the latest turn: the earliest position it has stands in before that.
            known += [worlds[0]] * (len(followed.steps) + 1 - len(worlds) - len(known))
            followed.states = known + worlds
        legal = update.get("legal", []) if update.get("your_turn") else []
        self._legal = [self.engine.parse_action(self.state, str(text)) for text in legal]

    def _world(self, data: Any) -> Any:
        return self.kit.world(self.types.decode(data), self.rng)

    def _step(self, data: dict[str, Any]) -> Step:
        """An action as the table told it: what every player saw, without its notation."""
        actor = data["actor"]
        events = tuple(self.types.decode(event) for event in data["events"])
        told = tuple(str(text) for text in data["told"])
        return Step(None if actor is None else int(actor), None, "", str(data["log"]), events, False, told)

    def _reveal(self, seed: int, moves: list[str]) -> None:
        """The game is over: rebuild it as it was played, every hand included."""
        played = replay(self.engine, self.options, seed, moves, "The table's game")
        self.seed = seed
        self.followed = Followed(list(played.states), list(played.steps))


def remote_session(link: Link, welcome: dict[str, Any]) -> RemoteSession:
    """The session that follows the table's game: by its moves, or by this seat's observations."""
    if welcome.get("follows") == "observations":
        return HiddenRemoteSession(link, welcome)
    return RemoteSession(link, welcome)
