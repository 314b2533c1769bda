"""Every game a front end starts or resumes is built here, so the TUI, the plain mode,
the campaign, Mindlock and the tutorials agree on what a game is: the engine, its
options and seed, the seats of its menu entry (with bots at the chosen levels), the
save file rewritten after every action, and the statistics it counts in once it ends.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.core.replay import ReplayError
from yamabushi.app.bots import bot_factory, seat_players
from yamabushi.app.catalog import ModeEntry, entry_for
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import SaveError, new_save_path, read_record, save_record
from yamabushi.app.stats import StatsError, record_game
from yamabushi.session.controller import Keeper, Session


@dataclass(frozen=True, slots=True)
class SaveFile:
    """A session's keeper: its save file, rewritten after every change."""

    path: Path

    def __call__(self, session: Session) -> None:
        save_record(session.record(), self.path)


def counted_as(mode: str) -> Keeper:
    """A session's `on_over`: count the finished game under the menu mode `mode`; a damaged
    or unwritable stats.json never stops play (the Statistics screen reports it)."""

    def count(session: Session) -> None:
        try:
            record_game(session, mode)
        except (StatsError, OSError):
            return

    return count


def new_session(
    game: str,
    options: Mapping[str, Any] | None = None,
    seed: int | None = None,
    *,
    players: Mapping[str, str] | None = None,
    mode: ModeEntry | None = None,
    save: bool | Path = True,
    count: bool = True,
    free_undo: bool = False,
    start: Any = None,
) -> Session:
    """A new game of `game`, `mode` giving its seats and the statistics row (by default the
    menu entry its options come from). `players` puts bots on seats (seat name -> level or
    "human"); a None seed is drawn at random. `save`: True for a new file in the saves folder,
    a path for that file, False for none; the file is written at once. Tutorials and puzzles
    pass `count=False` (puzzles keep best scores instead). RulesError or OSError."""
    engine = engine_for(game)
    options = engine.normalize_options(options or {})
    mode = mode or entry_for(game, options)
    seats = seat_players(mode.seats(engine.seat_names(options)), players or {})
    keeper = SaveFile(save if isinstance(save, Path) else new_save_path(game)) if save else None
    session = Session(
        engine,
        options,
        secrets.randbelow(10**6) if seed is None else seed,
        seats,
        free_undo=free_undo,
        bot_factory=bot_factory(game),
        start=start,
        on_change=keeper,
        on_over=counted_as(mode.key) if count else None,
    )
    session.autosave()
    return session


def resume(path: Path, mode: ModeEntry | None = None) -> Session:
    """The game saved at `path`, replayed and saving back into it; `mode` as for
    `new_session`. SaveError says in one sentence why it cannot be resumed."""
    record = read_record(path)
    try:
        engine = engine_for(record.game)
    except RulesError as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    try:
        return Session.from_record(
            record,
            engine,
            label=path.name,
            bot_factory=bot_factory(record.game),
            on_change=SaveFile(path),
            on_over=counted_as((mode or entry_for(record.game, record.options)).key),
        )
    except ReplayError as exc:
        raise SaveError(str(exc)) from None


def save_path(session: Session) -> Path | None:
    """The file a session saves into, if any."""
    return session.on_change.path if isinstance(session.on_change, SaveFile) else None


def same_file(a: Path, b: Path) -> bool:
    """True when two paths name one save (a second session on it would lose actions)."""
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False
