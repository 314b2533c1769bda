"""What the main menu offers: each entry starts one game mode on its own screen."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from textual.screen import Screen

from yamabushi.core.errors import RulesError
from yamabushi.session.controller import Session


@dataclass(frozen=True)
class ModeEntry:
    """One menu line: a game, a mode's options, and the screen that plays it."""

    key: str
    label: str
    game: str
    options: dict[str, Any]
    screen: Callable[[Session], Screen]
    description: str = ""
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)


def _himiki_screen(session: Session) -> Screen:
    from yamabushi.tui.screens.himiki_game import HiMiKiScreen

    return HiMiKiScreen(session)


MODES: tuple[ModeEntry, ...] = (
    ModeEntry(
        "himiki-1v1",
        "Hi Mi Ki: 1 vs 1",
        "himiki",
        {"mode": "1v1"},
        _himiki_screen,
        "Two players, one keyboard; first to 5 wins.",
        {"setup": ("choose", "random"), "expert": ("off", "on")},
    ),
    ModeEntry(
        "himiki-2v2",
        "Hi Mi Ki: 2 vs 2",
        "himiki",
        {"mode": "2v2"},
        _himiki_screen,
        "Four players in two teams, one keyboard; first team to 5 wins.",
        {"setup": ("choose", "random"), "expert": ("off", "on")},
    ),
)

SCREENS_BY_GAME: dict[str, Callable[[Session], Screen]] = {
    "himiki": _himiki_screen,
}


def mode_for(game: str, mode: str | None) -> ModeEntry:
    """The menu entry for `game` (and `mode` when given); the first one otherwise."""
    for entry in MODES:
        if entry.game == game and (mode is None or entry.options.get("mode") == mode):
            return entry
    raise RulesError(f"There is no playable mode {mode or ''} of {game} yet.".replace("  ", " "))
