"""Saves on disk, through the store: a save is accepted only if Resume can open it.

A record that parses is checked against the game it names (the game is known,
its options are ones the engine takes, one seat per engine seat, bots only
where the game has them and at levels that exist), so Resume, Replay and
`record import` refuse the same files in the same sentence, and a save that
passes never fails later for what it claims.
"""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from yamabushi.app.bots import LEVELS, has_bots
from yamabushi.app.registry import engine_for
from yamabushi.app.store import (
    StoreError,
    clean_stale_temps,
    home,
    parse_model,
    read_text,
    write_atomic,
)
from yamabushi.core.errors import RulesError
from yamabushi.core.text import shortened
from yamabushi.core.replay import ReplayError, replay
from yamabushi.session.record import SCHEMA_VERSION, GameRecord

__all__ = [
    "SaveEntry", "SaveError", "check_record", "home", "list_saves", "new_save_path", "parse_record",
    "read_record", "read_save", "save_record", "saves_dir", "standing", "write_atomic",
]


class SaveError(StoreError):
    """A save file that cannot be read; the message is one sentence."""

    noun = "save"


def saves_dir() -> Path:
    return home() / "saves"


def save_record(record: GameRecord, path: Path) -> None:
    write_atomic(path, record.to_json())


def parse_record(text: str, label: str) -> GameRecord:
    record = parse_model(text, label, GameRecord, SaveError, version=SCHEMA_VERSION, kind="Yamabushi save")
    check_record(record, label)
    return record


def check_record(record: GameRecord, label: str, error: type[RulesError] = SaveError) -> None:
    """Refuse, in one sentence naming `label`, a record whose game Resume could not set up."""
    try:
        engine = engine_for(record.game)
        names = engine.seat_names(engine.normalize_options(record.options))
    except RulesError as exc:
        raise error(f"{label} cannot be played: {shortened(str(exc), 200)}") from None
    except (TypeError, ValueError, LookupError, AttributeError):  # an engine meeting a value of the wrong type
        raise error(f"{label} cannot be played: its options are not ones {record.game} takes.") from None
    if len(record.seats) != len(names):
        raise error(f"{label} has {len(record.seats)} seats, but {engine.title} is played by {len(names)}.")
    for seat in record.seats:
        if seat.kind == "bot" and not has_bots(record.game):
            raise error(f"{label} gives seat {shortened(repr(seat.name), 40)} to a bot, but {engine.title} has no bots.")
        if seat.kind == "bot" and seat.level is not None and seat.level not in LEVELS:
            raise error(f"{label} has a bot at level {shortened(repr(seat.level), 40)}; the levels are {', '.join(LEVELS)}.")


def read_record(path: Path) -> GameRecord:
    return read_save(path)[1]


def read_save(path: Path) -> tuple[str, GameRecord]:
    """The save's text as it is on disk, and its record."""
    text = read_text(path, SaveError)
    if text is None:
        raise SaveError(f"{path.name} is not there any more.")
    return text, parse_record(text, path.name)


@dataclass(frozen=True, slots=True)
class SaveEntry:
    """One file in the saves folder: its record, or why it cannot be read."""

    path: Path
    mtime: float
    record: GameRecord | None
    error: str | None


def standing(record: GameRecord, label: str = "The save") -> str:
    """Where a saved game stands, replayed from its actions: the result once it is over
    ("Finished: ..."), else the engine's progress (score or round, who is to play), or why
    it cannot be replayed. Public, like everything a list shows: no hand and no seed."""
    engine = engine_for(record.game)
    try:
        played = replay(engine, record.options, record.seed, record.actions, label)
        state, outcome = played.state, engine.outcome(played.state)
        if outcome is None and record.clock is not None:  # a timed game may have ended on a flag
            flagged = record.clock.rebuilt(len(record.seats), engine.to_play, played.states, time.monotonic, label).flagged
            outcome = None if flagged is None else engine.time_out(record.options, flagged)
    except ReplayError as exc:
        return shortened(str(exc), 200)
    return f"Finished: {outcome.text}" if outcome else engine.progress_text(state)


def list_saves(directory: Path | None = None) -> list[SaveEntry]:
    """Every save, newest first, unreadable ones included (they are listed, never deleted)."""
    directory = directory or saves_dir()
    if not directory.is_dir():
        return []
    clean_stale_temps(directory)
    entries = []
    for path in directory.glob("*.json"):
        try:
            mtime = os.lstat(path).st_mtime
            entries.append(SaveEntry(path, mtime, read_record(path), None))
        except FileNotFoundError:
            continue
        except SaveError as exc:
            entries.append(SaveEntry(path, mtime, None, str(exc)))
    return sorted(entries, key=lambda e: e.mtime, reverse=True)


def new_save_path(game: str, directory: Path | None = None) -> Path:
    """A fresh file name that never collides with an existing save."""
    directory = directory or saves_dir()
    directory.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=directory, prefix=f"{game}-", suffix=".json")
    os.close(fd)
    os.unlink(name)
    return Path(name)
