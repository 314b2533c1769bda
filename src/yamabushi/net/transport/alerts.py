"""When a seat at a table is wanted: its turn has come, or an undo or a rematch asks for its answer.

Both clients read the table's messages through one `Wanted`, so the app's bell and
desktop notice and the plain client's bell come at the same moments, once each: a
turn is announced when it arrives, not again on every update while it lasts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

YOUR_TURN = "Your turn at the table."
ASKED = "An undo request waits for your answer."
REMATCH = "A rematch waits for your answer."


class Wanted:
    """What this seat has already been told: whether it is its turn, which request it was asked,
    whether the open rematch request was announced."""

    def __init__(self) -> None:
        self.turn = False
        self.asked: str | None = None
        self.rematch = False

    def read(self, message: Mapping[str, Any] | None) -> str | None:
        """The alert that `message` from the table brings, if any."""
        if message is None:  # the table closed the connection
            return None
        kind = message.get("type")
        if kind == "update":
            turn = bool(message.get("your_turn")) and not message.get("outcome")
            news = YOUR_TURN if turn and not self.turn else None
            self.turn = turn
            return news
        if kind == "undo_asked" and message.get("you_answer"):
            request = str(message.get("request"))
            if request != self.asked:
                self.asked = request
                return ASKED
        if kind in ("rematch_asked", "rematch_ended"):
            return self._rematch(kind == "rematch_asked" and bool(message.get("you_answer")))
        return None

    def _rematch(self, asks_me: bool) -> str | None:
        """A rematch request waiting for this seat is announced once, when it first does."""
        news = REMATCH if asks_me and not self.rematch else None
        self.rematch = asks_me
        return news
