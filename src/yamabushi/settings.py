"""The player's preferences, kept in home()/settings.json between runs.

A damaged settings file must never stop the game from starting: the defaults
are used, the player gets one line saying so, and the file is left for them to
inspect (it is only replaced when they change a setting).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from yamabushi.core.errors import first_problem
from yamabushi.session.storage import home, write_atomic

Theme = Literal["dark", "light", "ansi"]
BotSpeed = Literal["slow", "normal", "fast", "instant"]

TEXTUAL_THEMES: dict[str, str] = {"dark": "textual-dark", "light": "textual-light", "ansi": "ansi-dark"}
"""Our theme names to Textual's: "ansi" keeps the terminal's own palette."""

BOT_PAUSE_FACTOR: dict[str, float] = {"slow": 2.0, "normal": 1.0, "fast": 0.3, "instant": 0.0}
"""How long a bot's move stays on screen before it plays, relative to the game's own pause."""


class Settings(BaseModel):
    """Everything the Settings screen offers; unknown keys are refused so typos show up."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    theme: Theme = "dark"
    highlight_legal: bool = True
    bot_speed: BotSpeed = "normal"
    ascii_only: bool = False
    confirm_end_turn: bool = False

    @property
    def textual_theme(self) -> str:
        return TEXTUAL_THEMES[self.theme]

    @property
    def bot_pause_factor(self) -> float:
        return BOT_PAUSE_FACTOR[self.bot_speed]


def settings_path() -> Path:
    return home() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a one-line notice when the file is unreadable."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        return Settings.model_validate(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        problem = "it is not readable JSON"
    except ValidationError as exc:
        problem = first_problem(exc.errors())
    return Settings(), f"{path.name} was not used ({problem}); default settings apply and the file is kept."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomic(path or settings_path(), settings.model_dump_json(indent=2) + "\n")
