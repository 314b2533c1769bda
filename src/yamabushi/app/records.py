"""Games on disk for the replay viewer and `record export`: a save (JSON) or a text
record, found by its path or its name in the saves folder, and replayed."""

from __future__ import annotations

from pathlib import Path

from yamabushi.core.errors import RulesError
from yamabushi.core.replay import ReplayError
from yamabushi.core.text import shortened
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import check_record, parse_record, saves_dir
from yamabushi.app.store import StoreError, read_text
from yamabushi.session.record import GameRecord
from yamabushi.session.text_record import engine_of, import_text
from yamabushi.session.timeline import Timeline, build_timeline


def find_save(name: str) -> Path:
    """A path as given, else the file of that name in the saves folder. A name no file can
    have (longer than the file system allows, a NUL, a lone surrogate) is not there either,
    said in the same sentence, never an OSError."""
    path = Path(name)
    for found in (path, saves_dir() / path.name):
        try:
            if found.exists():
                return found
        except (OSError, ValueError):
            continue
    raise RulesError(f"There is no save '{shortened(name)}' here or in {saves_dir()}.")


def load_timeline(path: Path) -> Timeline:
    """A save (JSON) or a text record, replayed; errors are one sentence naming the file."""
    text = read_text(path, StoreError)
    if text is None:
        raise ReplayError(f"There is no file {path.name}.")
    if not text.lstrip().startswith("{"):
        return import_text(text, path.name, engine_for, _check)
    record = parse_record(text, path.name)
    return build_timeline(record, engine_of(record.game, path.name, engine_for), path.name)


def _check(record: GameRecord, label: str) -> None:
    """Import refuses, in the same sentence, what Resume could not open."""
    check_record(record, label, ReplayError)
