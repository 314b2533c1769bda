"""Every game a front end starts or resumes is built here, so the TUI, the plain mode,
the campaign, Mindlock and the tutorials agree on what a game is: the engine, its
options and seed, the seats of its menu entry (with bots at the chosen levels), the
save file rewritten after every action, and the statistics it counts in once it ends.

One save is played in one place at a time. A session claims its save for as long as
it is open, so a second process opening it is told where it is open instead; and
every autosave first checks, under the store's lock, that the file is still the one
this session last read or wrote, so a save that moved on elsewhere (in a way the claim
could not see) is never written over.
"""

from __future__ import annotations

import errno
import os
import secrets
import time
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.core.replay import ReplayError
from yamabushi.app.bots import DEFAULT_LEVEL, bot_factory, seat_players
from yamabushi.app.catalog import ModeEntry, check_timed, entry_for, seats_of
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import SaveError, new_save_path, read_save
from yamabushi.app.people import HUMAN
from yamabushi.app.ratings import RatingsError, rate_game, remember
from yamabushi.app.stats import StatsError, record_game
from yamabushi.app.store import claim, locked, read_text, write_atomic
from yamabushi.session.clock import Clock, TimeControl, TimeSource
from yamabushi.session.controller import Keeper, Session
from yamabushi.session.seats import Seat

MOVED_ON = (
    "this game moved on in another window, so this one no longer saves it: "
    "open the game again to carry on from where it is now"
)


class GameMovedOn(OSError):
    """The save on disk is no longer the one this session wrote: saving would lose
    what another window played. An OSError, as every front end already tells the player
    that an action was played but not saved; `strerror` says why and what to do."""

    def __init__(self) -> None:
        super().__init__(errno.ESTALE, MOVED_ON)


class OpenElsewhere(RulesError):
    """The save is open in another process: one sentence. Not a SaveError, as the file is
    fine (nothing may rename it aside)."""


class SaveFile:
    """A session's keeper: its save file, claimed while the session is open and rewritten
    after every change, never over a version this session did not write or read."""

    def __init__(self, path: Path, written: str | None = None) -> None:
        """`written`: the text on disk now, None when there must be no file yet (a new game)."""
        try:
            release = claim(path)
        except BlockingIOError:
            raise OpenElsewhere(
                f"{path.name} is open in another window: carry on there, or close it there and then resume it."
            ) from None
        except OSError:  # no lock file can be made there: nor can a save, as the first autosave will say
            release = _unclaimed
        self.path = path
        self.written = written
        self.moved_on = False
        self.failure: OSError | None = None
        """Why the last write failed, until one succeeds: every change tries again."""
        self.kept = 0
        """How many actions the file holds, as last written or read."""
        self._release = weakref.finalize(self, release)

    def __call__(self, session: Session) -> None:
        text = session.record().to_json()
        try:
            with locked(self.path):
                try:
                    unchanged = read_text(self.path, SaveError) == self.written
                except SaveError:
                    unchanged = False
                if not unchanged:
                    self.moved_on = True
                    raise GameMovedOn()
                write_atomic(self.path, text)
        except OSError as exc:
            self.failure = exc
            raise
        self.written, self.failure, self.kept = text, None, len(session.steps)

    def release(self) -> None:
        """The session is closed: another process may open the save now."""
        self._release()


def _unclaimed() -> None:
    """The release of a claim that could not be made."""


def counted_as(mode: str) -> Keeper:
    """A session's `on_over`: count the finished game under the menu mode `mode` and rate it
    (once) for the people who gave names; a damaged or unwritable stats.json or ratings.json
    never stops play, nor the other file's update (the Statistics screen reports it)."""

    def count(session: Session) -> None:
        try:
            record_game(session, mode)
        except (StatsError, OSError):
            pass
        try:
            rate_game(session)
        except (RatingsError, OSError):
            pass

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
    clock: TimeControl | None = None,
    now: TimeSource = time.monotonic,
) -> Session:
    """A new game of `game`, `mode` giving its seats and the statistics row (by default the
    menu entry its options come from). `players` puts bots on seats (seat name -> level or
    "human"); a None seed is drawn at random. `save`: True for a new file in the saves folder,
    a path for that file, False for none; the file is written at once. Tutorials and puzzles
    pass `count=False` (puzzles keep best scores instead). `clock` times a duel, its time read
    from `now`. RulesError or OSError."""
    engine = engine_for(game)
    options = engine.normalize_options(options or {})
    mode = mode or entry_for(game, options)
    if clock is not None:
        check_timed(mode)
    seats = seat_players(seats_of(mode, engine.seat_names(options)), players or {})
    _remember_names(seats)
    if isinstance(save, Path):
        save.parent.mkdir(parents=True, exist_ok=True)
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
        clock=None if clock is None else Clock(clock, len(seats), now),
    )
    try:
        session.autosave()
    except BaseException:
        close(session)
        raise
    return session


def _remember_names(seats: tuple[Seat, ...]) -> None:
    """The names given for a new game are offered by the next one's dialog; a damaged or
    unwritable ratings.json never stops a game from starting (the Statistics screen says so)."""
    try:
        remember(seat.player for seat in seats if seat.player)
    except (RatingsError, OSError):
        return


def rematch(session: Session, save: bool = True) -> Session:
    """The same game and options, a new deal, and each person and bot moved one seat on:
    in a duel the colours (or sides) swap, in 2 vs 2 the teams swap colours and halves;
    an automa keeps its seat, and Yami's lead passes to the next player."""
    seats = session.seats
    players = {seats[new].name: _player(seats[old]) for old, new in rematch_seats(session).items()}
    options = session.engine.rematch_options(session.options, session.states[0])
    timed = session.clock
    return new_session(
        session.engine.name, options, players=players, save=save,
        clock=None if timed is None else timed.control, now=time.monotonic if timed is None else timed.now,
    )


def rematch_seats(session: Session) -> dict[int, int]:
    """Where each seat's player sits in the rematch: old seat index -> new one (an automa
    stays), so a table can move each person's connection with them."""
    movable = [index for index, seat in enumerate(session.seats) if seat.kind != "automa"]
    return {movable[(k + 1) % len(movable)]: index for k, index in enumerate(movable)}


def _player(seat: Seat) -> str:
    return (seat.level or DEFAULT_LEVEL) if seat.kind == "bot" else seat.player or HUMAN


def resume(path: Path, mode: ModeEntry | None = None, now: TimeSource = time.monotonic) -> Session:
    """The game saved at `path`, replayed and saving back into it; `mode` as for
    `new_session`. SaveError says in one sentence why it cannot be resumed, OpenElsewhere
    that another process has it open."""
    if not os.path.lexists(path):  # claiming it would leave a lock file for nothing
        raise SaveError(f"{path.name} is not there any more.")
    keeper = SaveFile(path)
    try:
        keeper.written, record = read_save(path)
        keeper.kept = len(record.actions)
        engine = engine_for(record.game)
        return Session.from_record(
            record,
            engine,
            label=path.name,
            bot_factory=bot_factory(record.game),
            on_change=keeper,
            on_over=counted_as((mode or entry_for(record.game, record.options)).key),
            now=now,
        )
    except ReplayError as exc:
        keeper.release()
        raise SaveError(str(exc)) from None
    except BaseException:
        keeper.release()
        raise


def close(session: Session) -> None:
    """The front end is done with `session`: its save may be opened elsewhere now."""
    if isinstance(session.on_change, SaveFile):
        session.on_change.release()


def unsaved(session: Session) -> str | None:
    """Why the game is not all in its save, when it is not: one sentence naming the file and how
    much of the game it holds. None when the last write worked (or the game has no save)."""
    keeper = session.on_change
    if not isinstance(keeper, SaveFile) or keeper.failure is None:
        return None
    if keeper.moved_on:
        return f"The game is not saved: {MOVED_ON}."
    played = len(session.steps)
    why = keeper.failure.strerror or str(keeper.failure)
    return (
        f"The game could not be saved in {keeper.path} ({why}): the file holds {keeper.kept} of its "
        f"{played} action{'' if played == 1 else 's'}, and each action tries again."
    )


def save_path(session: Session) -> Path | None:
    """The file a session saves into, if any: none once the game moved on in another window."""
    keeper = session.on_change
    return keeper.path if isinstance(keeper, SaveFile) and not keeper.moved_on else None


def same_file(a: Path, b: Path) -> bool:
    """True when two paths name one save (a second session on it would lose actions)."""
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False
