"""Saves on disk: atomic writes, one-sentence errors, a bad file never overwritten."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from yamabushi.core.errors import RulesError, first_problem
from yamabushi.app.files import home, write_atomic
from yamabushi.session.record import SCHEMA_VERSION, GameRecord

M = TypeVar("M", bound=BaseModel)


class SaveError(RulesError):
    """A save file that cannot be read; the message is one sentence."""


def saves_dir() -> Path:
    return home() / "saves"


def save_record(record: GameRecord, path: Path) -> None:
    write_atomic(path, record.to_json())


def parse_versioned(
    text: str, label: str, model: type[M], version: int, noun: str, kind: str, error: type[SaveError] = SaveError
) -> M:
    """Validate a versioned JSON file (a save, a campaign); every failure is one sentence naming `label`."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"{label} is not a readable {noun} (broken JSON at line {exc.lineno}).") from None
    if not isinstance(raw, dict):
        raise error(f"{label} is not a {kind}.")
    found = raw.get("schema_version")
    if found != version:
        raise error(f"{label} uses {noun} format {found!r}, which this version of Yamabushi cannot read.")
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise error(f"{label} is damaged: {first_problem(exc.errors())}.") from None


def parse_record(text: str, label: str) -> GameRecord:
    return parse_versioned(text, label, GameRecord, SCHEMA_VERSION, "save", "Yamabushi save")


def read_record(path: Path) -> GameRecord:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path.name} cannot be read ({exc.__class__.__name__}).") from None
    return parse_record(text, path.name)


@dataclass(frozen=True, slots=True)
class SaveEntry:
    """One file in the saves folder: its record, or why it cannot be read."""

    path: Path
    mtime: float
    record: GameRecord | None
    error: str | None


def list_saves(directory: Path | None = None) -> list[SaveEntry]:
    """Every save, newest first, unreadable ones included (they are listed, never deleted)."""
    directory = directory or saves_dir()
    if not directory.is_dir():
        return []
    entries = []
    for path in directory.glob("*.json"):
        try:
            entries.append(SaveEntry(path, path.stat().st_mtime, read_record(path), None))
        except SaveError as exc:
            entries.append(SaveEntry(path, path.stat().st_mtime, None, str(exc)))
    return sorted(entries, key=lambda e: e.mtime, reverse=True)


def new_save_path(game: str, directory: Path | None = None) -> Path:
    """A fresh file name that never collides with an existing save."""
    directory = directory or saves_dir()
    directory.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=directory, prefix=f"{game}-", suffix=".json")
    os.close(fd)
    os.unlink(name)
    return Path(name)
