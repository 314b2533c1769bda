"""Small modal screens shared by every game: game over, hand-off, help, too small."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Label, Static

from yamabushi.tui.kit.text import literal, styled
from yamabushi.tui.kit.shell import Dialog

MIN_WIDTH, MIN_HEIGHT = 80, 24


class GameOverScreen(Dialog[str]):
    """Returns "menu", "new", "rematch" (the same game, seats moved on) or "board" (close and
    look at the final position). With `review`, `r` (or its button) opens the coach's review on
    top, and closing it comes back here. `at_table`: the game was played from a hosted table,
    whose host starts the next one; the way out is leaving the table ("menu", `l` or `m`), no
    new game is offered here, and a seat's Rematch (`a`) calls `rematch`, which asks the table:
    the dialog stays, and says what the table answers (`tell`) until the new game replaces it.
    `verdict`, where given, is asked in a worker thread (a solver may take seconds; the screen
    answers keys meanwhile) and the sentence it returns, if any, is added under the result."""
    beside_board = True

    DEFAULT_CSS = """
    GameOverScreen .buttons Button { min-width: 12; }
    GameOverScreen #news { width: 1fr; margin-top: 1; display: none; }
    GameOverScreen #news.-error { color: $error; }
    """

    BINDINGS = [
        Binding("escape", "dismiss('board')", "Look at the board"),
        Binding("n", "dismiss('new')", "New game"),
        Binding("a", "rematch", "Rematch"),
        Binding("m", "dismiss('menu')", "Menu"),
        Binding("r", "review", "Review"),
        Binding("l", "dismiss('menu')", "Leave the table", show=False),
    ]

    def __init__(
        self,
        text: str,
        detail: str = "",
        review: Callable[[], None] | None = None,
        at_table: bool = False,
        verdict: Callable[[], str | None] | None = None,
        rematch: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.text, self.detail, self.review, self.at_table = text, detail, review, at_table
        self.verdict, self.rematch = verdict, rematch
        self.news = ("", False)
        """What the table said last of the rematch (text, is a refusal)."""

    def on_mount(self) -> None:
        if self.at_table:
            self._show_news()
        if self.verdict is not None:
            self.run_worker(self._ask_verdict, thread=True, exit_on_error=False)

    def _ask_verdict(self) -> None:
        assert self.verdict is not None
        sentence = self.verdict()
        if sentence:
            self.app.call_from_thread(self._show_verdict, sentence)

    def _show_verdict(self, sentence: str) -> None:
        if self.is_attached:
            self.query_one(".dialog").mount(Label(literal(sentence), id="verdict"), after="#result")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.at_table and action == "dismiss" and parameters == ("new",):
            return False
        if self.at_table and action == "rematch" and self.rematch is None:
            return False  # a spectator's or a campaign mission's end: nobody here asks
        return super().check_action(action, parameters)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(styled("[b]Game over[/b]\n\n$text", text=self.text), id="result")
            if self.detail:
                yield Label(literal(self.detail), id="detail")
            with Horizontal(classes="buttons"):  # two rows: five buttons do not fit in 80 columns
                if not self.at_table or self.rematch is not None:
                    yield Button("Rematch (a)", variant="primary", id="rematch")
                if self.at_table:
                    yield Button("Leave the table (l)", variant="default" if self.rematch else "primary", id="menu")
                else:
                    yield Button("New game (n)", id="new")
                    yield Button("Menu (m)", id="menu")
            with Horizontal(classes="buttons"):
                if self.review is not None:
                    yield Button("Review (r)", id="review")
                yield Button("Board (Esc)", id="board")
            if self.at_table:
                yield Label("", id="news")

    def tell(self, text: str, error: bool = False) -> None:
        """What the table says of the rematch (who has asked, whom it waits for), under the buttons;
        kept until the dialog is mounted when it has only just been opened."""
        self.news = (text, error)
        if self.is_mounted:
            self._show_news()

    def _show_news(self) -> None:
        text, error = self.news
        news = next(iter(self.query("#news").results(Label)), None)
        if news is None:  # the app quit as the dialog opened: it was never built
            return
        news.update(literal(text))
        news.set_class(error, "-error")
        news.display = bool(text)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "review":
            self.action_review()
        elif event.button.id == "rematch":
            self.action_rematch()
        else:
            self.dismiss(event.button.id or "board")

    def action_rematch(self) -> None:
        if self.rematch is None:
            self.dismiss("rematch")
        else:
            self.rematch()

    def action_review(self) -> None:
        if self.review is not None:
            self.review()


class HandOffScreen(Dialog[None]):
    """Hides every hand until the named player has the keyboard (hidden information), and tells
    them what the other seats did since their last turn: public sentences only. It sits over
    the game's side panel, so the public board (drawn for nobody's eyes meanwhile) stays in sight."""
    beside_board = True

    DEFAULT_CSS = """
    HandOffScreen .handoff Label { width: 100%; }
    HandOffScreen #missed { height: auto; max-height: 12; margin-top: 1; }
    HandOffScreen #ready { margin-top: 1; }
    """
    BINDINGS = [Binding("enter", "dismiss", "Ready", priority=True)]
    """Before the focused button's own Enter, so the footer shows it."""

    def __init__(self, name: str, missed: Sequence[str] = (), heading: str = "") -> None:
        """`missed`: the sentences of what happened since the player's last turn, under `heading`."""
        super().__init__()
        self.player = name
        self.missed, self.heading = tuple(missed), heading

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog handoff"):
            yield Label(id="pass")
            with VerticalScroll(id="missed"):
                yield Label(id="news")
            yield Button("Ready", variant="primary", id="ready")

    def on_mount(self) -> None:
        self._show()

    def ask(self, name: str, missed: Sequence[str], heading: str) -> HandOffScreen:
        """Ask for another player instead (the game moved on while it was open)."""
        self.player, self.missed, self.heading = name, tuple(missed), heading
        if self.is_mounted:
            self._show()
        return self

    def _show(self) -> None:
        """Whom to pass to and what they missed, the newest news in view when there is more than fits."""
        self.query_one("#pass", Label).update(styled("[b]Pass to $name[/b]\n\nPress Enter when $name has the keyboard.", name=self.player))
        self.query_one("#news", Label).update(literal("\n".join([self.heading, *(f"- {line}" for line in self.missed)])))
        scroll = self.query_one("#missed", VerticalScroll)
        scroll.display = bool(self.missed)
        if self.missed:
            scroll.scroll_end(animate=False)

    def on_button_pressed(self) -> None:
        self.dismiss(None)


HELP_WIDTH = 68
"""The columns of the help's words: the dialog's 76 less its border, padding and scrollbar."""

KEY_COLUMN = re.compile(r" *(?:\S+(?: \S+)*? {2,})?")
"""A help line's indent, and in a key table its key and the gap after it ("  r        mark ...")."""


def hanging(text: Content, width: int = HELP_WIDTH) -> Content:
    """`text` wrapped to `width` columns, each line's later rows under the words of its first:
    under the description in a key table, else under the line's indent (a plain wrap would
    start them at the left edge, under the keys)."""
    rows: list[Content] = []
    for line in text.split("\n"):
        match = KEY_COLUMN.match(line.plain)
        hang = match.end() if match and match.end() <= width // 2 else len(line.plain) - len(line.plain.lstrip(" "))
        wrapped = line[hang:].wrap(width - hang) or [Content("")]
        rows.append(line[:hang] + wrapped[0])
        rows.extend(Content(" " * hang) + row for row in wrapped[1:])
    return Content("\n").join(rows)


class HelpScreen(Dialog[None]):
    """The keys of the current screen, in words; scrolls when it is taller than the terminal."""

    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close")]
    AUTO_FOCUS = ".help"
    """The text, so the arrows and page keys scroll it at once."""

    def __init__(self, text: str | Content) -> None:
        """`text` is our own help markup as a string, or words built with tui/kit/text.py."""
        super().__init__()
        self.text = hanging(Content.from_markup(text) if isinstance(text, str) else text)

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog help"):
            yield Static(self.text)
            yield Button("Close", id="close")

    def on_button_pressed(self) -> None:
        self.dismiss(None)


class TooSmallScreen(Screen[None]):
    """Shown while the terminal is under 80×24; it leaves by itself when it grows."""

    def compose(self) -> ComposeResult:
        yield Static(id="too-small")

    def on_resize(self) -> None:
        self.query_one("#too-small", Static).update(
            f"The terminal is {self.app.size.width}×{self.app.size.height}.\n"
            f"Yamabushi needs at least {MIN_WIDTH}×{MIN_HEIGHT}: please enlarge it."
        )
