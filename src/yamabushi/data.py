"""Loads `rules/`: the Markdown rules and the TOML game data, validated by pydantic.

The rules folder ships inside the wheel as `yamabushi/rules`; in a source
checkout it is the repository's top-level `rules/`.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from yamabushi.core.errors import DataError, first_problem

M = TypeVar("M", bound=BaseModel)


@cache
def rules_dir() -> Path:
    packaged = Path(__file__).parent / "rules"
    return packaged if packaged.is_dir() else Path(__file__).resolve().parents[2] / "rules"


def rules_text(game: str) -> str:
    """The rules of `game` in our own words, as Markdown."""
    path = rules_dir() / f"{game}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        raise DataError(f"The rules file {path.name} is missing.") from None


def parse_toml(text: str, model: type[M], label: str) -> M:
    """Validate TOML text against `model`; errors name the file and the field."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{label}: not valid TOML ({exc}).") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise DataError(f"{label}: {first_problem(exc.errors())}.") from None


def load_data(name: str, model: type[M]) -> M:
    """Load `rules/data/<name>.toml` as `model`."""
    path = rules_dir() / "data" / f"{name}.toml"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        raise DataError(f"The data file data/{path.name} is missing.") from None
    return parse_toml(text, model, f"data/{path.name}")
