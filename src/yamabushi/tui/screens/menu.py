"""The main menu: every playable mode, Resume, Statistics, Rules, Settings and Quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from yamabushi.app.catalog import MODES
from yamabushi.tui.kit.shell import AppScreen, while_on_top
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header

BANNER = "YAMABUSHI\nHi Mi Ki  ·  Himizu  ·  Yami"
HELP = """\
[b]The menu[/b]
  ↑ ↓ enter  pick a game or a screen (or click it)
  r          resume a saved game
  f1         rules          ?  this help
  ctrl+p     commands (new game, resume, rules, settings)
  q          quit

A new game asks who sits at each seat: a person, or a bot
from easy to master, so one person can play any game alone.
"""


class MenuScreen(AppScreen):
    """Pick a mode with the arrows and Enter, or the mouse."""

    BINDINGS = [
        Binding("r", "resume", "Resume"),
        Binding("f1", "rules", "Rules"),
        Binding("question_mark", "help", "Help"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="menu-box"):
            yield Static(BANNER, id="banner")
            options = [Option(f"{m.label:<28}[$text-muted]{m.description}[/]", id=m.key) for m in MODES]
            options += [
                Option("Resume a saved game", id="resume"),
                Option("Learn to play (tutorials)", id="tutorials"),
                Option("Replay a game", id="replay"),
                *(Option(editor.label, id=f"editor-{index}") for index, editor in enumerate(self.app.views.editors())),
                Option("Statistics", id="statistics"),
                Option("Rules", id="rules"),
                Option("Settings", id="settings"),
                Option("Quit", id="quit"),
            ]
            with Center():
                yield OptionList(*options, id="menu")
        yield Footer()

    @while_on_top
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        key = event.option.id
        if key == "resume":
            self.action_resume()
        elif key == "tutorials":
            from yamabushi.tui.screens.tutorial import TutorialPickScreen

            self.app.push_screen(TutorialPickScreen())
        elif key == "replay":
            from yamabushi.tui.screens.replay import ReplayPickScreen

            self.app.push_screen(ReplayPickScreen())
        elif key is not None and key.startswith("editor-"):
            self.app.push_screen(self.app.views.editors()[int(key.removeprefix("editor-"))].open())
        elif key == "statistics":
            self.app.open_statistics()
        elif key == "rules":
            self.action_rules()
        elif key == "settings":
            self.app.open_settings()
        elif key == "quit":
            self.app.exit()
        elif key is not None:
            self.app.ask_new_game(key)

    def action_resume(self) -> None:
        from yamabushi.tui.screens.resume import ResumeScreen

        self.app.push_screen(ResumeScreen())

    def action_rules(self) -> None:
        from yamabushi.tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen())

    def action_help(self) -> None:
        from yamabushi.tui.screens.dialogs import HelpScreen

        self.app.push_screen(HelpScreen(HELP))
