"""The player's preferences, kept in home()/settings.json between runs.

A damaged settings file must never stop the game from starting: the defaults
are used, the player gets one line saying so, and the file is left for them to
inspect (it is only replaced when they change a setting).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Literal, get_args, get_type_hints

from yamabushi.core.errors import first_problem
from yamabushi.app.files import home, write_atomic

Theme = Literal["dark", "light", "ansi"]
BotSpeed = Literal["slow", "normal", "fast", "instant"]

TEXTUAL_THEMES: dict[str, str] = {"dark": "textual-dark", "light": "textual-light", "ansi": "ansi-dark"}
"""Our theme names to Textual's: "ansi" keeps the terminal's own palette."""

BOT_PAUSE_FACTOR: dict[str, float] = {"slow": 2.0, "normal": 1.0, "fast": 0.3, "instant": 0.0}
"""How long a bot's move stays on screen before it plays, relative to the game's own pause."""


@dataclass(frozen=True)
class Settings:
    """Everything the Settings screen offers; unknown keys are refused so typos show up.

    A plain dataclass, not a pydantic model: the settings load before the first
    screen, and importing pydantic alone takes about a fifth of the start-up time.
    """

    __pydantic_config__ = {"extra": "forbid"}

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
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        problem = "it is not readable JSON"
    else:
        if _as_saved(raw):
            return Settings(**raw), None
        from pydantic import TypeAdapter, ValidationError  # startup time: only a hand-edited file needs it

        try:  # pydantic takes lax values such as "yes" and words what is wrong
            return TypeAdapter(Settings).validate_python(raw), None
        except ValidationError as exc:
            problem = first_problem(exc.errors())
    return Settings(), f"{path.name} was not used ({problem}); default settings apply and the file is kept."


def _as_saved(raw: Any) -> bool:
    """Whether `raw` is as save_settings writes it: known keys, each with one of its exact values."""
    hints = get_type_hints(Settings)
    choices = {f.name: get_args(hints[f.name]) or (True, False) for f in fields(Settings)}
    return isinstance(raw, dict) and all(
        isinstance(value, str | bool) and value in choices.get(key, ()) for key, value in raw.items()
    )


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomic(path or settings_path(), json.dumps(asdict(settings), indent=2) + "\n")
