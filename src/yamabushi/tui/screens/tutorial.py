"""Tutorial screens: a game's own screen, with its actions going through the script.

A tutorial screen lists `TutorialScreen` before its game's screen, so it keeps
everything the game screen does (board, keys, mouse, log) and changes four
things: the status line shows the step's prompt, an action is played only if
the step asks for it (anything else gets a hint or the rules' reason), a step
done leaves its result on the board until Enter sets up the next one, and undo
is off since the script only moves forward. `TutorialScreen` is itself a
GameScreen, so each `super()` call is checked against the screen it reaches.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from yamabushi.core.errors import RulesError
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header
from yamabushi.app.tutorials import LESSONS, TutorialRun, load_tutorial
from yamabushi.tui.kit.text import styled
from yamabushi.tui.kit.shell import AppScreen, Dialog, while_on_top


class SceneOverScreen(Dialog[str]):
    """A game of the script has ended but the tutorial goes on: returns "next" or "menu".

    It sits beside the board, over the side panel, so the final position stays in view."""

    CSS = "SceneOverScreen { align: right bottom; background: transparent; } SceneOverScreen .dialog { width: 41; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape", "dismiss('next')", "Next step"),
        Binding("m", "dismiss('menu')", "Menu"),
    ]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(styled("[b]Game over[/b]\n\n$text\n\nThe tutorial goes on.", text=self.text), id="result")
            with Horizontal(classes="buttons"):
                yield Button("Next (Enter)", variant="primary", id="next")
                yield Button("Menu (m)", id="menu")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "next")


def next_step_binding(game: type[GameScreen]) -> list[BindingType]:
    """A concrete tutorial screen's Enter: it sets up the next step while a result is shown, else
    does what the game's own Enter does (a class's bindings of a key replace its bases' ones)."""
    enter = [b for b in game.BINDINGS if isinstance(b, Binding) and "enter" in b.key.split(",")]
    return [Binding("enter", "next_step", "Next step", priority=True), *enter]


class TutorialScreen(GameScreen):
    """Listed before a game's screen; the step's prompt replaces its `prompt_line`."""

    CSS: ClassVar[str] = "#status { color: $accent; } Said { max-height: 6; }"
    prompt_line: ClassVar[str] = "#status"
    """A Static of the game screen that would otherwise say what to do next."""

    def __init__(self, run: TutorialRun) -> None:
        super().__init__(run.session)
        self.run = run

    def hides_private_info(self) -> bool:
        """One learner plays every seat: hand-offs keep secrets between people, and here nobody
        is left to keep them from, so whoever acts sees their own hand or tiles at once."""
        return False

    def refresh_view(self) -> None:
        """The seat to act is the viewer before drawing, so its hand shows at once."""
        self.viewer = self.session.to_play()
        super().refresh_view()
        self.sub_title = f"Tutorial: {self.run.tutorial.title}"
        self.query_one(self.prompt_line, Static).update(self.step_prompt())

    def step_prompt(self) -> Text:
        run, steps = self.run, len(self.run.tutorial.steps)
        if run.waiting:
            return Text.assemble((f"Step {run.index}/{steps} done", "bold"), "  ", (f"Enter: step {run.index + 1}", "bold reverse"))
        where = "Done" if run.finished else f"Step {run.index + 1}/{steps}"
        return Text.assemble((where, "bold"), "  ", run.prompt)

    def play(self, action: Any) -> bool:
        """Only the step's action is played; the reply says why anything else is not."""
        reply = self.run.attempt(action)
        if reply is not None:
            self.say(reply, error=True)
            return False
        self.say(self.run.result)
        self.refresh_bindings()
        self.post_message(SessionChanged())
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter sets up the next step only while a result is shown and no typed action waits for it."""
        if action == "next_step":
            return self.run.waiting and not isinstance(self.focused, Input)
        return super().check_action(action, parameters)

    def action_next_step(self) -> None:
        self.run.next_step()
        self.session = self.run.session
        self.say("")
        self.refresh_bindings()
        self.focus_board()
        self.post_message(SessionChanged())

    def _after_change(self) -> None:
        """A game that ends before the script does shows its result first; the next step follows."""
        outcome = self.session.outcome()
        if outcome is None or not self.run.waiting:
            super()._after_change()
        elif not self._over_shown:
            self._over_shown = True
            self.app.push_screen(SceneOverScreen(outcome.text), self._next_scene)

    def _next_scene(self, choice: str | None) -> None:
        if choice == "menu":
            self.app.pop_screen()
        else:
            self.action_next_step()

    def action_undo(self) -> None:
        self.say("A tutorial only moves forward; Escape leaves it.", error=True)

    action_redo = action_undo


class TutorialPickScreen(AppScreen):
    """Which lesson to take; Enter starts it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Learn a game by playing it: each step asks you to try one rule.", id="empty")
        yield OptionList(*(Option(label, id=lesson) for lesson, label in LESSONS.items()), id="saves")
        yield Footer()

    @while_on_top
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        try:
            run = TutorialRun(load_tutorial(event.option.id or ""))
        except RulesError as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return
        self.app.switch_screen(self.app.views.tutorial_screen(run))
