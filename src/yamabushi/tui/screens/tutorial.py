"""Tutorial screens: a game's own screen, with its actions going through the script.

A tutorial screen lists `TutorialScreen` before its game's screen, so it keeps
everything the game screen does (board, keys, mouse, log) and changes three
things: the status line shows the step's prompt, an action is played only if
the step asks for it (anything else gets a hint or the rules' reason), and undo
is off since the script only moves forward. `TutorialScreen` is itself a
GameScreen, so each `super()` call is checked against the screen it reaches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Label, OptionList, Static
from textual.widgets.option_list import Option

from yamabushi.core.errors import RulesError
from yamabushi.app.registry import engine_for
from yamabushi.tui.messages import SessionChanged
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.himizu.screen import HimizuScreen
from yamabushi.tui.yami.screen import YamiScreen
from yamabushi.tui.yami.prompt import verdict
from yamabushi.app.tutorials import TutorialRun, load_tutorial
from yamabushi.tui.text import styled
from yamabushi.tui.shell import Dialog, while_on_top


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


class TutorialScreen(GameScreen):
    """Listed before a game's screen; the step's prompt replaces its `prompt_line`."""

    CSS: ClassVar[str] = "#status { color: $accent; } #message { height: auto; max-height: 6; }"
    prompt_line: ClassVar[str] = "#status"
    """A Static of the game screen that would otherwise say what to do next."""

    def __init__(self, run: TutorialRun) -> None:
        super().__init__(run.session)
        self.run = run

    def refresh_view(self) -> None:
        super().refresh_view()
        self.sub_title = f"Tutorial: {self.run.tutorial.title}"
        self.query_one(self.prompt_line, Static).update(self.step_prompt())

    def step_prompt(self) -> Text:
        steps = len(self.run.tutorial.steps)
        where = "Done" if self.run.finished else f"Step {self.run.index + 1}/{steps}"
        return Text.assemble((where, "bold"), "  ", self.run.prompt)

    def play(self, action: Any) -> bool:
        """Only the step's action is played; the reply says why anything else is not."""
        reply = self.run.attempt(action)
        if reply is not None:
            self.say(reply, error=True)
            return False
        if self.session.outcome() is None:
            self.session = self.run.session
        self.say(self.run.tutorial.steps[self.run.index - 1].done)
        self.post_message(SessionChanged())
        return True

    def _after_change(self) -> None:
        """A game that ends before the script does shows its result first; the next step follows."""
        outcome = self.session.outcome()
        if outcome is None or self.session is self.run.session:
            super()._after_change()
        elif not self._over_shown:
            self._over_shown = True
            self.app.push_screen(SceneOverScreen(outcome.text), self._next_scene)

    def _next_scene(self, choice: str | None) -> None:
        if choice == "menu":
            self.app.pop_screen()
            return
        self.session = self.run.session
        self.focus_board()
        self.post_message(SessionChanged())

    def action_undo(self) -> None:
        self.say("A tutorial only moves forward; Escape leaves it.", error=True)

    action_redo = action_undo


class HiMiKiTutorialScreen(TutorialScreen, HiMiKiScreen):
    pass


class HimizuTutorialScreen(TutorialScreen, HimizuScreen):
    """The prompt takes the place of the key hint; the board, tokens and abilities stay in view."""

    CSS = "#hint { color: $accent; } #message { height: auto; max-height: 4; }"
    prompt_line = "#hint"

    def play(self, action: Any) -> bool:
        """A step's replies may pass the turn, so an ability being aimed must not carry over."""
        played = super().play(action)
        if played:
            self.aiming = None
        return played


class YamiTutorialScreen(TutorialScreen, YamiScreen):
    """One learner plays every seat, so whoever acts shows their hand with no hand-off:
    hand-offs keep secrets between people, and here nobody is left to keep them from."""

    CSS = "#prompt { color: $accent; } #message { height: auto; max-height: 4; }"
    prompt_line = "#prompt"

    def hides_private_info(self) -> bool:
        return False

    def refresh_view(self) -> None:
        """The seat to act is the viewer before drawing, so its hand shows at once."""
        self.viewer = self.session.to_play()
        super().refresh_view()

    def step_prompt(self) -> Text:
        """While a tile is steered, the game's verdict line stays under the step: it names the
        placement where the tile stands, so the player can match the one the step asks for."""
        text = super().step_prompt()
        view = self.table_view()
        shown, draft = self._preview(view), self.listed_draft()
        if draft is None or shown is None:
            return text
        return Text("\n").join([text, verdict(view, draft, shown)])


TUTORIAL_SCREENS: dict[str, Callable[[TutorialRun], Screen]] = {
    "himiki": HiMiKiTutorialScreen,
    "himizu": HimizuTutorialScreen,
    "yami": YamiTutorialScreen,
}
"""Games whose tutorial can be played in the app, by name."""


class TutorialPickScreen(Screen):
    """Which game to learn; Enter starts its tutorial."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Learn a game by playing it: each step asks you to try one rule.", id="empty")
        yield OptionList(*(Option(f"Tutorial: {engine_for(g).title}", id=g) for g in TUTORIAL_SCREENS), id="saves")
        yield Footer()

    @while_on_top
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        game = event.option.id or ""
        try:
            run = TutorialRun(load_tutorial(game))
        except RulesError as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return
        self.app.switch_screen(TUTORIAL_SCREENS[game](run))
