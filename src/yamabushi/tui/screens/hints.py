"""The coach's hint on a game screen, asked for with `h`: worked out in a thread worker (the
hard bot's search takes up to a second), shown and counted only if the position is still the
one it was asked for. One job, composed by `GameScreen`, whose `find_hint` and `show_hint`
each game may change."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from yamabushi.core.errors import RulesError
from yamabushi.session.controller import Session
from yamabushi.tui.kit.shell import Shell
from yamabushi.tui.screens.bot_worker import BotWorker


class HintTable(Protocol):
    """What the hint uses of its game screen."""

    session: Session[Any, Any]
    viewer: int | None
    seated: bool
    bots: BotWorker

    @property
    def app(self) -> Shell: ...

    @property
    def still_shown(self) -> bool: ...

    def hides_private_info(self) -> bool: ...

    def say(self, text: str, error: bool = False) -> None: ...

    def find_hint(self) -> tuple[Any, str]: ...

    def show_hint(self, action: Any, why: str) -> None: ...

    def run_worker(self, work: Callable[[], None], *, thread: bool, exclusive: bool, group: str = ...) -> object: ...


class HintAsker:
    def __init__(self, screen: HintTable) -> None:
        self.screen = screen

    def ask(self) -> None:
        """For the person to play, on their turn, once the keyboard is theirs."""
        screen = self.screen
        seat = screen.session.to_play()
        if seat is None or screen.bots.thinking or screen.session.bot_to_play():
            screen.say("A hint is for the person to play, on their turn.", error=True)
        elif screen.hides_private_info() and screen.viewer != seat:
            wait = "A hint is for your own turn." if screen.seated else "Pass the keyboard first: the hint is for the player to move."
            screen.say(wait, error=True)
        else:
            screen.say("The coach is thinking…")
            self.think()

    def think(self) -> None:
        """Work the hint out in a thread worker of the screen (a newer ask replaces it)."""
        self.screen.run_worker(self._find, thread=True, exclusive=True, group="hint")

    def _find(self) -> None:
        screen = self.screen
        state = screen.session.state
        try:
            action, why = screen.find_hint()
        except RulesError as exc:
            screen.app.call_from_thread(screen.say, str(exc), True)
            return
        screen.app.call_from_thread(self._ready, state, action, why)

    def _ready(self, state: Any, action: Any, why: str) -> None:
        """Count and show the hint, unless the position changed (or the screen closed) meanwhile;
        a hint that names no action (no solve is left) is said but not counted."""
        screen = self.screen
        if screen.session.state is not state or not screen.still_shown:
            return
        if action is not None:
            try:
                screen.session.count_hint()
            except OSError:
                pass  # the count lives in the session; the next save writes it
        screen.show_hint(action, why)
