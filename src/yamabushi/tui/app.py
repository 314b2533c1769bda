"""The Yamabushi app: the menu, starting and resuming games, and app-wide commands."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from textual import events
from textual.app import SystemCommand
from textual.command import CommandPalette
from textual.content import Content
from textual.filter import LineFilter
from textual.geometry import Size
from textual.screen import Screen

from yamabushi.core.errors import RulesError
from yamabushi.app.settings import Settings, changed, load_settings, update_settings
from yamabushi.tui.kit.ascii_only import AsciiOnly
from yamabushi.tui.crash import write_report
from yamabushi.app.catalog import MODES, ModeEntry, entry_for, start_of
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.dialogs import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.kit.shell import Shell
from yamabushi.tui.kit.themes import THEMES
from yamabushi.tui.signals import ended_by_signals

if TYPE_CHECKING:  # the menu paints before the sessions load (tests/tui/test_startup.py)
    from yamabushi.session.clock import TimeControl, TimeSource
    from yamabushi.session.controller import Session
    from yamabushi.session.timeline import Timeline
    from yamabushi.tui.screens.new_game import NewGame

ASCII_ONLY = AsciiOnly()


class Palette(CommandPalette):
    """Textual's command palette, except that PageUp and PageDown do nothing before its list has
    laid out its first lines (Ctrl+P then PageDown at once raised KeyError inside Textual)."""

    def _action_command_list(self, action: str) -> None:
        try:
            super()._action_command_list(action)
        except KeyError:
            if action not in ("page_up", "page_down"):
                raise


class YamabushiApp(Shell):
    CSS_PATH = Path(__file__).with_name("app.tcss")
    """Absolute, so that a subclass in another folder (a test's) finds it too."""
    TITLE = "Yamabushi"
    views = VIEWS

    def __init__(
        self,
        start_game: str | None = None,
        seed: int | None = None,
        mode: str | None = None,
        save_games: bool = True,
        resume: Path | None = None,
        expert: bool = False,
        first_screen: Callable[[], Screen[None]] | None = None,
        players: dict[str, str] | None = None,
        clock: TimeControl | None = None,
        position: str | None = None,
    ) -> None:
        """`first_screen` opens over the menu at once (`yamabushi daily`); `players`: bots on seats
        of the `start_game` (seat name -> level), as `play --bot` gives them; `clock`: its time
        control, as `play --clock` gives it; `position`: the game starts there (`play --position`)."""
        super().__init__()
        for theme in THEMES:
            self.register_theme(theme)
        self.first_screen = first_screen
        self.start_game, self.start_seed, self.start_mode = start_game, seed, mode
        self.start_players = players
        self.start_save = resume
        self.start_expert = expert
        self.start_clock = clock
        self.time_source: TimeSource = time.monotonic
        """What every clock of this app reads (tests set a fake one)."""
        self.start_position = position
        self.save_games = save_games
        self.settings, self._settings_notice = load_settings()
        self.theme = self.settings.textual_theme
        self.crash_report: Path | str | None = None
        """After a crash: the report's path, or why it could not be written."""

    opens_menu = True
    """False for an app that shows one game only (a seat at a remote table)."""

    def on_mount(self) -> None:
        if self.opens_menu:
            self.push_screen(MenuScreen())
        if self.first_screen is not None:
            self.push_screen(self.first_screen())
        if self._settings_notice:
            self.notify(self._settings_notice, severity="warning", timeout=8)
        if self.start_game:
            entry, options = start_of(self.start_game, self.start_mode, expert=self.start_expert, position=self.start_position)
            if entry.chooser is not None:  # Mindlock's challenges, the campaign's profiles: chosen here, as from the menu
                self.ask_new_game(entry.key)
            else:
                self.start_session(entry.game, options, self.start_seed, self.start_players, self.start_clock)
        if self.start_save:
            self.resume_game(self.start_save)
        self._check_size()

    # -- starting games ------------------------------------------------------
    def ask_new_game(self, key: str, after: Screen[Any] | None = None, cancelled: Callable[[], None] | None = None) -> None:
        entry = next(m for m in MODES if m.key == key)
        if entry.chooser is not None:
            self._close(after)
            self.push_screen(self.views.chooser_screen(entry))
            return
        from yamabushi.tui.screens.new_game import NewGameScreen  # startup time: the menu shows first

        self.push_screen(NewGameScreen(entry), lambda result: self._start_from_dialog(entry, result, after, cancelled))

    def ask_new_game_for(
        self, game: str, options: dict[str, Any], after: Screen[Any] | None = None, cancelled: Callable[[], None] | None = None
    ) -> None:
        self.ask_new_game(entry_for(game, options).key, after, cancelled)

    def _start_from_dialog(
        self, entry: ModeEntry, result: NewGame | None, after: Screen[Any] | None, cancelled: Callable[[], None] | None
    ) -> None:
        if result is None:
            if cancelled is not None:
                cancelled()
            return
        self._close(after)
        self.start_session(entry.game, *result)

    def _close(self, screen: Screen[Any] | None) -> None:
        """Take `screen` (a finished game's) off the top, where a game or list about to open replaces it."""
        if screen is not None and self.screen is screen:
            self.pop_screen()

    def start_session(
        self,
        game: str,
        options: dict[str, Any],
        seed: int | None,
        players: dict[str, str] | None = None,
        clock: TimeControl | None = None,
    ) -> None:
        """`players` maps seat names to a bot level, "human" or a person's name; seats left out keep the mode's kind."""
        from yamabushi.app.sessions import new_session  # startup time: sessions load pydantic and the engines

        self._open_new(
            lambda: new_session(game, options, seed, players=players, save=self.save_games, clock=clock, now=self.time_source)
        )

    def start_rematch(self, session: Session) -> None:
        """The same game again with the seats moved on (app/sessions.py `rematch`)."""
        from yamabushi.app.sessions import rematch

        self._open_new(lambda: rematch(session, save=self.save_games))

    def _open_new(self, make: Callable[[], Session]) -> None:
        try:
            session = make()
        except (RulesError, OSError) as exc:
            self.notify(str(exc), severity="error")
            return
        self.push_screen(self.views.screen_for(session))

    def resume_game(self, path: Path) -> None:
        """Continue the save at `path`; a game already open on it is brought back instead,
        as a second session on one file would lose the actions of one of them."""
        from yamabushi.app.sessions import resume  # startup time: sessions load pydantic and the engines
        from yamabushi.tui.screens.resume import ResumeScreen

        if self._back_to_open_game(path):
            return
        try:
            screen = self.views.screen_for(resume(path, now=self.time_source))
        except RulesError as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return
        if isinstance(self.screen, ResumeScreen):
            self.pop_screen()
        self.push_screen(screen)

    def _back_to_open_game(self, path: Path) -> bool:
        """Pop the screens above the game open on `path`, if one is; True when there was one."""
        from yamabushi.app.sessions import same_file, save_path
        from yamabushi.tui.screens.game import GameScreen

        for index, screen in enumerate(self.screen_stack):
            kept = save_path(screen.session) if isinstance(screen, GameScreen) else None
            if kept is not None and same_file(kept, path):
                for _ in self.screen_stack[index + 1 :]:
                    self.pop_screen()
                self.notify("That game is open already: here it is.")
                return True
        return False

    # -- app-wide ------------------------------------------------------------
    def action_command_palette(self) -> None:
        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(Palette(id="--command-palette"))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's commands but its theme picker: the theme is chosen in Settings, where it is
        kept for the next run; two pickers would disagree about which one holds."""
        yield from (c for c in super().get_system_commands(screen) if c.callback != self.action_change_theme)
        for entry in MODES:
            yield SystemCommand(f"New game: {entry.label}", entry.description, lambda k=entry.key: self.ask_new_game(k))
        yield SystemCommand("Resume a saved game", "Pick a saved game to continue", self._open_resume)
        yield SystemCommand("Statistics", "Games won per mode, Mindlock and campaign progress", self.open_statistics)
        yield SystemCommand("Rules", "Read the rules of the games", self._open_rules)
        yield SystemCommand("Settings", "Theme, legal-move highlight, bot speed, ASCII-only", self.open_settings)
        from yamabushi.tui.screens.game import GameScreen  # startup time: game screens load the sessions

        if isinstance(screen, GameScreen):
            yield SystemCommand("Undo", "Take back your last action", screen.action_undo)
            yield SystemCommand("Redo", "Play again what you took back", screen.action_redo)
            yield SystemCommand("Save", "Save the game now", screen.action_save)
            yield SystemCommand("Hint", "The coach's move now, in words and why", screen.action_hint)

    def _open_resume(self) -> None:
        from yamabushi.tui.screens.resume import ResumeScreen

        self.push_screen(ResumeScreen())

    def _open_rules(self) -> None:
        from yamabushi.tui.screens.rules import RulesScreen

        self.push_screen(RulesScreen())

    def open_statistics(self) -> None:
        from yamabushi.tui.screens.statistics import StatisticsScreen

        self.push_screen(StatisticsScreen())

    def open_review(self, timeline: Timeline, keep: Path | None, show: Callable[[int], None] | None = None) -> None:
        from yamabushi.tui.screens.review import ReviewScreen  # start-up time: the review loads the chart

        self.push_screen(ReviewScreen(timeline, keep, show=show))

    def try_from_here(self, timeline: Timeline, index: int, seat: int) -> None:
        from yamabushi.tui.screens.sandbox import open_sandbox

        open_sandbox(self, timeline, index, seat)

    def replay_line(self, timeline: Timeline, title: str) -> None:
        from yamabushi.tui.screens.replay import ReplayScreen

        screen = ReplayScreen(timeline, title=title)
        screen.shown = tuple(range(len(timeline.record.seats)))
        self.push_screen(screen)

    def open_settings(self) -> None:
        from yamabushi.tui.screens.settings import SettingsScreen

        self.push_screen(SettingsScreen())

    def change_settings(self, settings: Settings) -> None:
        """Apply at once and keep for the next run; a failed save still applies for this run."""
        changes = changed(self.settings, settings)
        self.settings = settings
        self.theme = settings.textual_theme
        self.refresh_css()
        try:
            notice = update_settings(changes)
        except OSError as exc:
            self.notify(f"Settings apply now but could not be saved: {exc.strerror}.", severity="warning")
            return
        if notice:
            self.notify(notice, severity="warning", timeout=8)

    def _handle_exception(self, error: Exception) -> None:
        """Textual's one funnel for an exception nothing caught (the app then exits): keep a report."""
        if self.crash_report is None:
            try:
                self.crash_report = write_report(error)
            except OSError as exc:
                self.crash_report = f"no report could be written ({exc.strerror or exc})"
        super()._handle_exception(error)

    def format_title(self, title: str, sub_title: str) -> Content:
        """Textual's title, the sub-title muted rather than dim (dim reads at 4.4:1 on the light header)."""
        return Content.assemble(Content(title), (" — ", "$text-muted"), Content(sub_title).stylize("$text-muted")) if sub_title else Content(title)

    def get_line_filters(self) -> Sequence[LineFilter]:
        filters = super().get_line_filters()
        return [*filters, ASCII_ONLY] if self.settings.ascii_only else filters

    def on_resize(self, event: events.Resize) -> None:
        """The event's size: this handler runs before Textual's own, so `self.size` is still the old one."""
        self._check_size(event.size)

    def _check_size(self, size: Size | None = None) -> None:
        size = size or self.size
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif showing and not small:
            self.pop_screen()


def run_app(app: YamabushiApp, headless: bool = False) -> int:
    """Run the app to its end: 0 when the player quits; after a crash, a line saying where its
    report is (Textual has printed the traceback above it) and a non-zero exit code. SIGTERM
    and SIGHUP quit it as the player would, so the terminal is restored (tui/signals.py)."""
    with ended_by_signals(app):
        app.run(headless=headless)
    if app.crash_report is None:
        return app.return_code or 0
    where = f"the report is in {app.crash_report}" if isinstance(app.crash_report, Path) else app.crash_report
    print(f"Yamabushi stopped on an error; {where}.", file=sys.stderr)
    return app.return_code or 1
