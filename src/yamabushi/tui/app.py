"""The Yamabushi app: the menu, starting and resuming games, and app-wide commands."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from textual import events
from textual.app import App, SystemCommand
from textual.filter import LineFilter
from textual.geometry import Size
from textual.screen import Screen

from yamabushi.core.errors import RulesError
from yamabushi.app.settings import Settings, load_settings, save_settings
from yamabushi.tui.ascii_only import AsciiOnly
from yamabushi.app.catalog import MODES, ModeEntry, entry_for, mode_for, start_options
from yamabushi.tui.modes import chooser_screen, screen_for
from yamabushi.tui.screens.dialogs import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from yamabushi.tui.screens.menu import MenuScreen

if TYPE_CHECKING:
    from yamabushi.session.controller import Session

ASCII_ONLY = AsciiOnly()


class YamabushiApp(App):
    CSS_PATH = "app.tcss"
    TITLE = "Yamabushi"

    def __init__(
        self,
        start_game: str | None = None,
        seed: int | None = None,
        mode: str | None = None,
        save_games: bool = True,
        expert: bool = False,
    ) -> None:
        super().__init__()
        self.start_game, self.start_seed, self.start_mode = start_game, seed, mode
        self.start_expert = expert
        self.save_games = save_games
        self.settings, self._settings_notice = load_settings()
        self.theme = self.settings.textual_theme

    def on_mount(self) -> None:
        self.push_screen(MenuScreen())
        if self._settings_notice:
            self.notify(self._settings_notice, severity="warning", timeout=8)
        if self.start_game:
            entry = mode_for(self.start_game, self.start_mode)
            self.start_session(entry.game, start_options(entry, expert=self.start_expert), self.start_seed)
        self._check_size()

    # -- starting games ------------------------------------------------------
    def ask_new_game(self, key: str) -> None:
        entry = next(m for m in MODES if m.key == key)
        if entry.chooser is not None:
            self.push_screen(chooser_screen(entry))
            return
        from yamabushi.tui.screens.new_game import NewGameScreen  # startup time: the menu shows first

        self.push_screen(NewGameScreen(entry), lambda result: self._start_from_dialog(entry, result))

    def ask_new_game_for(self, game: str, options: dict[str, Any]) -> None:
        self.ask_new_game(entry_for(game, options).key)

    def _start_from_dialog(
        self, entry: ModeEntry, result: tuple[dict[str, Any], int | None, dict[str, str]] | None
    ) -> None:
        if result is not None:
            self.start_session(entry.game, *result)

    def start_session(
        self, game: str, options: dict[str, Any], seed: int | None, players: dict[str, str] | None = None
    ) -> None:
        """`players` maps seat names to a bot level (or "human"); unnamed seats keep the mode's kind."""
        import secrets

        from yamabushi.app.bots import bot_factory, seat_players
        from yamabushi.app.registry import engine_for
        from yamabushi.session.controller import Session  # startup time: sessions load pydantic and the engines
        from yamabushi.app.saves import new_save_path

        seed = secrets.randbelow(10**6) if seed is None else seed
        try:
            engine = engine_for(game)
            session = Session(
                engine,
                options,
                seed,
                seat_players(mode_for(game, options.get("mode")).seats(engine.seat_names(options)), players or {}),
                save_path=new_save_path(game) if self.save_games else None,
                bot_factory=bot_factory(game),
                stats_mode=entry_for(game, options).key,
            )
            session.autosave()
        except (RulesError, OSError) as exc:
            self.notify(str(exc), severity="error")
            return
        self.push_screen(screen_for(session))

    def resume_game(self, path: Path) -> None:
        from yamabushi.app.bots import bot_factory
        from yamabushi.app.registry import engine_for
        from yamabushi.session.controller import Session  # startup time: sessions load pydantic and the engines
        from yamabushi.app.saves import SaveError, read_record

        try:
            record = read_record(path)
            session = Session.from_record(
                record,
                engine_for(record.game),
                save_path=path,
                bot_factory=bot_factory(record.game),
                stats_mode=entry_for(record.game, record.options).key,
            )
            screen = screen_for(session)
        except (SaveError, RulesError) as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return
        self.pop_screen()
        self.push_screen(screen)

    # -- app-wide ------------------------------------------------------------
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
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

    def _open_resume(self) -> None:
        from yamabushi.tui.screens.resume import ResumeScreen

        self.push_screen(ResumeScreen())

    def _open_rules(self) -> None:
        from yamabushi.tui.screens.rules import RulesScreen

        self.push_screen(RulesScreen())

    def open_statistics(self) -> None:
        from yamabushi.tui.screens.statistics import StatisticsScreen

        self.push_screen(StatisticsScreen())

    def open_settings(self) -> None:
        from yamabushi.tui.screens.settings import SettingsScreen

        self.push_screen(SettingsScreen())

    def change_settings(self, settings: Settings) -> None:
        """Apply at once and keep for the next run; a failed save still applies for this run."""
        self.settings = settings
        self.theme = settings.textual_theme
        self.refresh_css()
        try:
            save_settings(settings)
        except OSError as exc:
            self.notify(f"Settings apply now but could not be saved: {exc.strerror}.", severity="warning")

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
