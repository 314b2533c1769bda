"""The Daily screen: the day's challenges with each result so far, the streak, and the
lines to share. Enter plays a challenge on its game's own screen (the Mindlock screen
for the puzzle, the Muk Yan and Yami screens for the deals).

The puzzle of the day takes the generator seconds the first time on a machine, so
it is prepared in a thread worker under a "Preparing today's puzzle…" line and
the screen never waits. The result and its share line are kept when the game
ends, and the line is shown at once as a notification.
"""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from yamabushi.app.daily import Challenge, challenge_label
from yamabushi.app.daily_results import daily_session, day_challenges, day_results, kept_results, result_text, share_line, streak, streak_text
from yamabushi.core.errors import RulesError
from yamabushi.tui.kit.shell import AppScreen, while_on_top
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header

PREPARING = "Preparing today's puzzle…"


class DailyScreen(AppScreen):
    DEFAULT_CSS = """
    DailyScreen #daily-box { height: 1fr; padding: 0 1; }
    DailyScreen #daily-intro { height: auto; color: $text-muted; }
    DailyScreen #daily-notice { height: auto; color: $error; text-style: bold; }
    DailyScreen #daily-streak { height: auto; text-style: bold; margin-top: 1; }
    DailyScreen #daily-list { height: auto; max-height: 10; margin: 1 0; }
    DailyScreen #daily-share { height: auto; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen", "Menu")]

    def __init__(self, day: date | None = None) -> None:
        super().__init__()
        self.day = day or date.today()
        self.found: tuple[Challenge, ...] = ()

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="daily-box"):
            yield Static(literal(f"Challenges of {self.day.isoformat()}, the same for everyone. Enter plays one."),
                         id="daily-intro")
            yield Static("", id="daily-notice")
            yield Static("", id="daily-streak")
            yield OptionList(Option(PREPARING, disabled=True), id="daily-list")
            yield Static("", id="daily-share")
        yield Footer()

    def on_mount(self) -> None:
        self.title, self.sub_title = "Yamabushi", "Daily challenges"
        self.query_one(OptionList).focus()
        self.prepare()

    def on_screen_resume(self) -> None:
        if self.found:
            self.fill()

    @work(thread=True, exclusive=True)
    def prepare(self) -> None:
        """Make (or read) the day's puzzle away from the screen's thread."""
        try:
            found = day_challenges(self.day)
        except (RulesError, OSError) as exc:
            self.app.call_from_thread(self.app.notify, str(exc), severity="error", markup=False)
            return
        self.app.call_from_thread(self.ready, found)

    def ready(self, found: tuple[Challenge, ...]) -> None:
        self.found = found
        self.fill()

    def fill(self) -> None:
        """The list with each result, the streak, and the share line of each challenge played."""
        kept, problem = kept_results()
        results = day_results(kept, self.day)
        notice = self.query_one("#daily-notice", Static)
        notice.update(literal(problem))
        notice.display = bool(problem)
        self.query_one("#daily-streak", Static).update(literal(streak_text(streak(kept, self.day))))
        menu = self.query_one(OptionList)
        highlighted = menu.highlighted
        menu.clear_options()
        for index, c in enumerate(self.found):
            text = f"{challenge_label(c)}: {result_text(c.kind, results.get(c.kind.key))}"
            menu.add_option(Option(literal(text), id=str(index)))
        menu.highlighted = highlighted if highlighted is not None else 0
        lines = [share_line(self.day, c.kind, results[c.kind.key]) for c in self.found if c.kind.key in results]
        share = "To share:\n" + "\n".join(lines) if lines else "Each result gets a line to share, without the solution."
        self.query_one("#daily-share", Static).update(literal(share))

    @while_on_top
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None and self.found:
            self.play(self.found[int(event.option.id)])

    def play(self, challenge: Challenge) -> None:
        """The challenge on its game's screen; its end keeps the result and shows the share line."""
        app = self.app

        def shared(line: str) -> None:
            app.notify(line, title="Daily result", timeout=12, markup=False)

        try:
            session = daily_session(challenge, save=app.save_games, on_result=shared)
        except (RulesError, OSError) as exc:
            app.notify(str(exc), severity="error", markup=False)
            return
        app.push_screen(app.views.screen_for(session))
