"""A bot's turn on a game screen: its action chosen in a thread worker, so the screen never
freezes, and a pause before each action so a person sees it land (the Settings' bot speed;
Space skips it). One job, composed by `GameScreen`."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from yamabushi.session.bot_loop import BotTurn, ask_bot, bot_due
from yamabushi.session.controller import Session
from yamabushi.tui.kit.shell import Shell


class BotTable(Protocol):
    """What a bot's turn uses of its game screen."""

    session: Session[Any, Any]
    bot_delay: float
    turn_pause: float

    @property
    def app(self) -> Shell: ...

    @property
    def still_shown(self) -> bool: ...

    def play(self, action: Any) -> bool: ...

    def run_worker(self, work: Callable[[], None], *, thread: bool, exclusive: bool) -> object: ...


class BotWorker:
    def __init__(self, screen: BotTable) -> None:
        self.screen = screen
        self.thinking = False
        """A bot's action is being chosen or waits out its pause: the keyboard plays nothing."""
        self.skip = threading.Event()
        """Set by Space: the pause ends at once."""
        self._paused = 0.0
        """The pauses (at normal speed) of the bot's turn in progress so far."""

    def start(self) -> None:
        """Let the bot to play act, unless one is at it already; on a clock the bot's time is its pace."""
        session = self.screen.session
        if not bot_due(session) or self.thinking:
            return
        self.thinking = True
        self.skip.clear()
        self.run(0.0 if session.clock is not None else self.pause() * self.screen.app.settings.bot_pause_factor)

    def pause(self) -> float:
        """The pause before the bot's next action (at normal speed), within the turn's `turn_pause`."""
        screen = self.screen
        steps, seat = screen.session.steps, screen.session.to_play()
        if not steps or steps[-1].actor != seat:
            self._paused, pause = 0.0, screen.bot_delay
        else:
            pause = min(screen.bot_delay, max(screen.turn_pause - self._paused, 0.0) / 2)
        self._paused += pause
        return pause

    def run(self, pause: float) -> None:
        """Choose in a thread worker of the screen (one at a time), then wait out `pause`."""
        self.screen.run_worker(partial(self._choose, pause), thread=True, exclusive=True)

    def _choose(self, pause: float) -> None:
        turn = ask_bot(self.screen.session)
        self.skip.wait(pause)
        self.screen.app.call_from_thread(self.done, turn)

    def done(self, turn: BotTurn[Any]) -> None:
        """Play the bot's move (session/bot_loop.py), unless the screen closed meanwhile (its
        session is closed too: the move is chosen again when the game is resumed). Nothing else
        changes the position while `thinking`, so the turn is the screen's to play."""
        self.thinking = False
        if self.screen.still_shown:
            self.screen.play(turn.action)
