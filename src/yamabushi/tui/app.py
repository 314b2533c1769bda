"""The Yamabushi app: the menu, starting and resuming games, and app-wide commands."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any, Iterable

from textual.app import App, SystemCommand
from textual.screen import Screen

from yamabushi.core.errors import RulesError
from yamabushi.games import engine_for
from yamabushi.session.controller import Session
from yamabushi.session.storage import SaveError, new_save_path, read_record
from yamabushi.tui.catalog import MODES, SCREENS_BY_GAME, ModeEntry, mode_for
from yamabushi.tui.screens.dialogs import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.screens.new_game import NewGameScreen


class YamabushiApp(App):
    CSS_PATH = "app.tcss"
    TITLE = "Yamabushi"

    def __init__(
        self,
        start_game: str | None = None,
        seed: int | None = None,
        mode: str | None = None,
        save_games: bool = True,
    ) -> None:
        super().__init__()
        self.start_game, self.start_seed, self.start_mode = start_game, seed, mode
        self.save_games = save_games

    def on_mount(self) -> None:
        self.push_screen(MenuScreen())
        if self.start_game:
            entry = mode_for(self.start_game, self.start_mode)
            self.start_session(entry.game, {**entry.options}, self.start_seed)
        self._check_size()

    # -- starting games ------------------------------------------------------
    def ask_new_game(self, key: str) -> None:
        entry = next(m for m in MODES if m.key == key)
        self.push_screen(NewGameScreen(entry), lambda result: self._start_from_dialog(entry, result))

    def ask_new_game_for(self, game: str, options: dict[str, Any]) -> None:
        self.ask_new_game(mode_for(game, options.get("mode")).key)

    def _start_from_dialog(self, entry: ModeEntry, result: tuple[dict[str, Any], int | None] | None) -> None:
        if result is not None:
            self.start_session(entry.game, *result)

    def start_session(self, game: str, options: dict[str, Any], seed: int | None) -> None:
        seed = secrets.randbelow(10**6) if seed is None else seed
        try:
            session = Session(
                engine_for(game),
                options,
                seed,
                save_path=new_save_path(game) if self.save_games else None,
            )
            session.autosave()
        except (RulesError, OSError) as exc:
            self.notify(str(exc), severity="error")
            return
        self.push_screen(SCREENS_BY_GAME[game](session))

    def resume_game(self, path: Path) -> None:
        try:
            record = read_record(path)
            session = Session.from_record(record, engine_for(record.game), save_path=path)
        except (SaveError, RulesError) as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return
        self.pop_screen()
        self.push_screen(SCREENS_BY_GAME[record.game](session))

    # -- app-wide ------------------------------------------------------------
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        for entry in MODES:
            yield SystemCommand(f"New game: {entry.label}", entry.description, lambda k=entry.key: self.ask_new_game(k))
        yield SystemCommand("Resume a saved game", "Pick a saved game to continue", self._open_resume)
        yield SystemCommand("Rules", "Read the rules of the games", self._open_rules)
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

    def on_resize(self) -> None:
        self._check_size()

    def _check_size(self) -> None:
        small = self.size.width < MIN_WIDTH or self.size.height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif showing and not small:
            self.pop_screen()
