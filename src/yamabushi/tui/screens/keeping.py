"""Undo, redo, save and leave on a game screen, and what each says when the save fails: the
session saves itself after every change; this says so, names the file and how much of the
game it holds when a save fails, and lets a game that could not be saved be left only on a
second Escape. One job, composed by `GameScreen`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from yamabushi.app.sessions import save_path, unsaved
from yamabushi.session.controller import Session
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.screens.bot_worker import BotWorker


class KeptTable(Protocol):
    """What keeping the game uses of its game screen."""

    session: Session[Any, Any]
    bots: BotWorker

    def say(self, text: str, error: bool = False) -> None: ...

    def post_message(self, message: SessionChanged) -> bool: ...


class Keeping:
    def __init__(self, screen: KeptTable) -> None:
        self.screen = screen
        self.leave_unsaved = False
        """Escape was pressed with the game not all saved, and the player told: the next leaves."""

    def change(self, change: Callable[[], bool], done: str) -> bool:
        """Run a change of the session (False: it changed nothing), which saves itself, and say
        `done`. A save that fails is said instead, naming the file and how much of the game it
        holds (each change tries again); the first save that works after it says so."""
        session, say = self.screen.session, self.screen.say
        was_unsaved = unsaved(session) is not None
        try:
            if not change():
                return False
        except OSError as exc:
            say(unsaved(session) or f"The game could not be saved: {exc.strerror}.", error=True)
            return True
        say(f"{done} The game is saved again, whole.".lstrip() if was_unsaved else done)
        return True

    def undo(self) -> None:
        session = self.screen.session
        if self.screen.bots.thinking or not self.change(session.undo, "Undone."):
            self.screen.say(session.no_undo(), error=True)
            return
        self.screen.post_message(SessionChanged())

    def redo(self) -> None:
        if self.screen.bots.thinking or not self.change(self.screen.session.redo, "Redone."):
            self.screen.say("Nothing to redo.", error=True)
            return
        self.screen.post_message(SessionChanged())

    def save(self) -> None:
        session = self.screen.session
        try:
            session.autosave()
        except OSError as exc:
            self.screen.say(unsaved(session) or f"Could not save: {exc.strerror}.", error=True)
            return
        path = save_path(session)
        # The file's name, not its whole path: a path wraps mid-word in the side panel.
        self.screen.say(f"Saved as {path.name}: Resume a saved game lists it." if path else "This game is not saved to disk.")

    def may_leave(self) -> bool:
        """A game that could not be saved is tried once more; when that fails too the player is
        told what the file lacks (False), and only a second Escape leaves."""
        session = self.screen.session
        if unsaved(session) is not None and not self.leave_unsaved:
            try:
                session.autosave()
            except OSError:
                self.leave_unsaved = True
                self.screen.say(f"{unsaved(session)} Escape again leaves it so.", error=True)
                return False
        return True
