"""The one bot loop every front end runs: whose turn, is it a bot's, ask it, play what it chose.

The app asks in a worker thread and plays on its screen (the screen never waits), plain mode
asks and plays in turn, the table asks off its event loop and plays under its lock; all three
call these, so a bot is due, is asked and is played the same way everywhere. Asking is pure:
nothing changes the position while a bot thinks, and a choice is played only on the position
it was asked about (an undo or a new game meanwhile makes it stale: the loop asks again).
Each front end then says the step as it says every step (session/narration.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic

from typing_extensions import TypeVar

from yamabushi.core.errors import IllegalAction
from yamabushi.core.protocol import Event
from yamabushi.session.controller import Session

A = TypeVar("A", default=Any)



class StaleTurn(IllegalAction):
    """The position a bot was asked about is gone: nothing was played, the loop asks again."""


@dataclass(frozen=True)
class BotTurn(Generic[A]):
    """A bot's or the automa's choice, and the position it was asked about."""

    seat: int
    name: str
    """The seat's name, which a front end puts before the step it says."""
    action: A
    at: int
    """How many actions the game had when the bot was asked."""


def bot_due(session: Session[Any, Any]) -> bool:
    """The game goes on and its next decision belongs to a bot or the automa."""
    return session.outcome() is None and session.bot_to_play()


def ask_bot(session: Session[Any, A]) -> BotTurn[A]:
    """What the bot to play chooses (pure, slow for a hard bot: a worker may run it)."""
    seat = session.to_play()
    action = session.choose_bot_action()
    assert seat is not None  # choose_bot_action refuses when no bot is to play
    return BotTurn(seat, session.seats[seat].name, action, len(session.steps))


def play_bot_turn(session: Session[Any, A], turn: BotTurn[A]) -> tuple[Event, ...]:
    """Play `turn` (the session saves and may raise OSError); StaleTurn, changing nothing,
    when the position it was asked about is gone."""
    if len(session.steps) != turn.at or session.to_play() != turn.seat:
        raise StaleTurn("The position the bot thought about is gone; it is asked again.")
    return session.play(turn.action)
