"""Undo on the game's screen at a table: `u` asks the table, and another seat's request comes
up as a small question. The screen's other table keys are here too (save, the rematch's ask).

At one keyboard `u` takes back at once; at a table it is a request the table may put to the
other people (net/host/undo.py), whose answer comes later: the screen says what it waits for and
goes on drawing, and nothing blocks. A seat that is asked gets a dialog whose first, focused
button declines, so an Enter pressed by chance keeps the game as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label

from yamabushi.core.errors import RulesError
from yamabushi.net.tui_client.remote import RemoteSession
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.kit.shell import Dialog
from yamabushi.tui.kit.text import literal, styled


class UndoQuestion(Dialog[bool]):
    """True to agree, False to decline (the first button, Escape, `d`)."""

    DEFAULT_CSS = "UndoQuestion .buttons Button { min-width: 14; } UndoQuestion Label { width: 1fr; }"
    """The labels wrap inside the dialog: a question naming several actions is read whole."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,d", "dismiss(False)", "Decline"),
        Binding("a", "dismiss(True)", "Agree"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(literal(self.question), id="question")
            yield Label(styled("[dim]Agreeing takes back your own actions among them too.[/]"))
            with Horizontal(classes="buttons"):
                yield Button("Decline (d)", variant="primary", id="decline")
                yield Button("Agree (a)", id="agree")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "agree")


class AtTable:
    """Mixed into the game's screen class at a table (`at_table`): undo asks the table."""

    session: RemoteSession

    def action_undo(self) -> None:
        assert isinstance(self, GameScreen)
        try:
            self.session.ask_undo()
        except RulesError as exc:
            self.say(str(exc), error=True)

    def action_save(self) -> None:
        assert isinstance(self, GameScreen)
        self.say("The host saves the game after every action.")

    def table_rematch(self) -> Callable[[], None] | None:
        """A seat outside a campaign asks the table for a rematch (net/tui_client/rematch_screen.py)."""
        assert isinstance(self, GameScreen)
        return None if self.viewer is None or self.session.campaign is not None else self.ask_rematch

    def ask_rematch(self) -> None:
        """Ask for (or agree to) a rematch: the table's answer comes later, to the dialog."""
        assert isinstance(self, GameScreen)
        try:
            self.session.ask_rematch()
        except RulesError as exc:
            if isinstance(over := self.app.screen, GameOverScreen):
                over.tell(str(exc), error=True)

    def action_game_over(self) -> None:
        """`a` once the game is over, its dialog closed to look at the board: ask for (or agree
        to) the rematch as the dialog's Rematch does, with the dialog back to say what the table
        answers. (`g` only brings the dialog back; a spectator or a campaign's mission asks nothing.)"""
        assert isinstance(self, GameScreen)
        if self.session.outcome() is not None and (rematch := self.table_rematch()) is not None:
            self.show_game_over()
            rematch()


def at_table(screen: type, session: RemoteSession, *args: Any) -> GameScreen:
    """`screen` (a GameScreen class) for `session` (and `args`), with the table's undo; Escape
    leaves the table, which is what the screen's menu (or a campaign's map) is there."""
    keys = [Binding("escape", "menu", "Leave"), Binding("a", "game_over", "Rematch", show=False)]
    leave = {"BINDINGS": keys, "at_a_table": True}
    built = type(screen.__name__, (AtTable, screen), leave)(session, *args)
    assert isinstance(built, GameScreen)
    return built


class UndoFollower:
    """What the app does when an undo message has arrived: say it on the screen's status line,
    open the question for a seat asked, close it once the request is settled."""

    def __init__(self, screen: GameScreen, session: RemoteSession) -> None:
        self.screen, self.session = screen, session
        self.open: UndoQuestion | None = None
        self.open_for: str | None = None
        self.answered: set[str] = set()
        """Requests answered here: not asked again while the table's next notice is on its way."""

    def follow(self) -> None:
        for text, refused in self.session.undo_news:
            self.screen.say(text, error=refused)
        self.session.undo_news.clear()
        request: dict[str, Any] | None = self.session.undo_request
        ask = request["request"] if request is not None and request.get("you_answer") else None
        if ask in self.answered:
            ask = None
        if self.open is not None and ask != self.open_for:
            self.open.dismiss(None)
            self.open = self.open_for = None
        if ask is not None and self.open is None and request is not None:
            self.open, self.open_for = UndoQuestion(str(request.get("text", ""))), ask
            self.screen.app.push_screen(self.open, lambda agree: self._answered(ask, agree))

    def _answered(self, request: str, agree: bool | None) -> None:
        if self.open_for == request:
            self.open = self.open_for = None
        if agree is None:  # closed by the table: the request was settled without this seat
            return
        self.answered.add(request)
        try:
            self.session.answer_undo(request, agree)
        except RulesError as exc:
            self.screen.say(str(exc), error=True)
