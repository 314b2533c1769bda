"""The player's preferences, kept in home()/settings.json between runs.

A damaged settings file must never stop the game from starting: the defaults
are used, the player gets one line saying so, and the file is left for them to
inspect. When they then change a setting, the damaged file is renamed aside
(never written over) and they are told its new name. A change is written over
what is on disk under the store's lock, so two windows changing different
settings keep both.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any, Literal, get_args, get_type_hints

from yamabushi.app.store import (
    StoreError,
    home,
    keep_aside,
    locked,
    model_problem,
    parse_json,
    read_text,
    write_atomic,
)

Theme = Literal["dark", "light", "ansi"]
BotSpeed = Literal["slow", "normal", "fast", "instant"]

TEXTUAL_THEMES: dict[str, str] = {"dark": "yamabushi-dark", "light": "yamabushi-light", "ansi": "ansi-dark"}
"""Our theme names to Textual's (tui/kit/themes.py registers the first two): "ansi" keeps the terminal's own palette."""

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
    show_needs: bool = False
    """Mindlock's list names each challenge's ideas before it is solved (they give the idea away)."""
    turn_bell: bool = True
    """At a table, the bell rings when this seat's turn comes or an undo asks for its answer."""
    turn_notice: bool = True
    """... and a desktop notice is sent too, where the terminal can show one."""

    @property
    def textual_theme(self) -> str:
        return TEXTUAL_THEMES[self.theme]

    @property
    def bot_pause_factor(self) -> float:
        return BOT_PAUSE_FACTOR[self.bot_speed]


SETTINGS_LIMIT = 64 * 1024
"""The settings file is a few lines; anything bigger is not one we wrote."""


def settings_path() -> Path:
    return home() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a one-line notice when the file is unreadable."""
    path = path or settings_path()
    try:
        return _read(path) or Settings(), None
    except StoreError as exc:
        return Settings(), f"{path.name} was not used ({exc.problem}); default settings apply and the file is kept."


def _read(path: Path) -> Settings | None:
    """The settings in `path`, None when there is no file; StoreError when it cannot be used."""
    text = read_text(path, StoreError, limit=SETTINGS_LIMIT)
    if text is None:
        return None
    raw = parse_json(text, StoreError, path.name)
    if _as_saved(raw):
        return Settings(**raw)
    from pydantic import TypeAdapter, ValidationError  # startup time: only a hand-edited file needs it

    try:  # pydantic takes lax values such as "yes" and words what is wrong
        return TypeAdapter(Settings).validate_python(raw)
    except ValidationError as exc:
        problem = model_problem(exc.errors())
        raise StoreError(f"{path.name} is damaged: {problem}.", problem) from None


def _as_saved(raw: Any) -> bool:
    """Whether `raw` is as save_settings writes it: known keys, each with one of its exact values."""
    hints = get_type_hints(Settings)
    choices = {f.name: get_args(hints[f.name]) or (True, False) for f in fields(Settings)}
    return isinstance(raw, dict) and all(
        isinstance(value, str | bool) and value in choices.get(key, ()) for key, value in raw.items()
    )


def changed(before: Settings, after: Settings) -> dict[str, Any]:
    """The settings `after` sets differently from `before`, by name."""
    return {f.name: getattr(after, f.name) for f in fields(Settings) if getattr(after, f.name) != getattr(before, f.name)}


def update_settings(changes: Mapping[str, Any], path: Path | None = None) -> str | None:
    """Write `changes` over the settings on disk (another window's other changes stay).
    A file that cannot be used is renamed aside first; the sentence returned says where.
    No change writes nothing, so a damaged file stays in place until a setting changes."""
    if not changes:
        return None
    path = path or settings_path()
    notice = None
    with locked(path):
        try:
            current = _read(path) or Settings()
        except StoreError as exc:
            aside = keep_aside(path)
            current = Settings()
            notice = f"{path.name} could not be used ({exc.problem}), so it is kept as {aside.name} and a new one is written."
        write_atomic(path, json.dumps(asdict(replace(current, **changes)), indent=2) + "\n")
    return notice


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Every setting as `settings` has it (see update_settings)."""
    return update_settings(asdict(settings), path)
