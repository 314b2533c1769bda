"""`daily.json`: the puzzle of each recent day (made once, then read at once) and the
results of the daily challenges, with the streak and the line to share; and the daily
games, ordinary sessions of their menu modes with one more keeper on their end that
keeps the result and hands the front end the line to share.

Kept through the store like every file: a bounded, validated read, and every
change a read-modify-write under its lock. A damaged file is the player's
history all the same: it is never written over, the challenges still play,
and `DailyError` says so in one sentence. Bounded too: the puzzles of the last
KEEP_PUZZLES days and the results of the last KEEP_DAYS days are kept.

For each date and challenge the best result is kept (a solve beats a failure,
then fewer moves, then fewer hints), so a second try never loses a first success.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, StringConstraints

from yamabushi.app.catalog import MODES
from yamabushi.app.daily import Challenge, Kind, KindKey, challenges, make_puzzle, puzzle_options
from yamabushi.app.saves import SaveError
from yamabushi.app.sessions import new_session
from yamabushi.app.store import home, locked, read_or_new, write_atomic
from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock import build_puzzle, Puzzle

if TYPE_CHECKING:
    from yamabushi.session.controller import Session

VERSION: Literal[1] = 1
KEEP_PUZZLES = 7
KEEP_DAYS = 400
LIMIT = 256 * 1024
"""Far above what KEEP_DAYS of results and KEEP_PUZZLES puzzles take."""

Day = Annotated[str, StringConstraints(pattern=r"^\d{4}-\d{2}-\d{2}$")]
Short = Annotated[str, StringConstraints(max_length=200)]


class DailyError(SaveError):
    """daily.json cannot be read; the message is one sentence and the file is kept."""


class CachedPuzzle(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    group: Literal["Easy", "Medium", "Hard", "Expert"]
    position: Short
    influence: Short = ""
    par: Annotated[int, Field(ge=0, le=99)]
    terrain: Annotated[dict[Short, Short], Field(max_length=8)] = {}
    events: Annotated[list[Short], Field(max_length=8)] = []


class Result(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    won: bool
    moves: NonNegativeInt | None = None
    par: NonNegativeInt | None = None
    hints: NonNegativeInt = 0


class DailyFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    schema_version: Literal[1] = VERSION
    puzzles: Annotated[dict[Day, CachedPuzzle], Field(max_length=KEEP_PUZZLES)] = {}
    results: Annotated[dict[Day, dict[KindKey, Result]], Field(max_length=KEEP_DAYS)] = {}


def daily_path() -> Path:
    return home() / "daily.json"


def daily_file() -> DailyFile:
    """What is kept (a DailyError when the file is damaged; an empty one when there is none)."""
    return read_or_new(daily_path(), DailyFile, DailyError, "daily results", version=VERSION, kind="daily file", limit=LIMIT)


def kept_results() -> tuple[DailyFile, str]:
    """What daily.json holds, and the one sentence about it when it is damaged."""
    try:
        return daily_file(), ""
    except DailyError as exc:
        return DailyFile(), str(exc)


def _write(kept: DailyFile) -> None:
    """Write `kept`, the newest days only; call it holding `locked(daily_path())`."""
    kept.puzzles = dict(sorted(kept.puzzles.items())[-KEEP_PUZZLES:])
    kept.results = dict(sorted(kept.results.items())[-KEEP_DAYS:])
    write_atomic(daily_path(), json.dumps(kept.model_dump(exclude_defaults=False), indent=1) + "\n")


# -- the puzzle of the day --------------------------------------------------------------
def todays_puzzle(day: date) -> Puzzle:
    """The puzzle of `day`: the kept one, else made now and kept (when the file allows)."""
    try:
        cached = daily_file().puzzles.get(day.isoformat())
    except DailyError:
        cached = None
    if cached is not None:
        try:
            return _from_cache(cached)
        except RulesError:
            pass
    puzzle = make_puzzle(day)
    try:
        with locked(daily_path()):
            kept = daily_file()
            kept.puzzles[day.isoformat()] = _to_cache(puzzle)
            _write(kept)
    except (DailyError, OSError):
        pass  # not kept: made again next time, which only takes longer
    return puzzle


def _to_cache(puzzle: Puzzle) -> CachedPuzzle:
    options = puzzle_options(puzzle)
    return CachedPuzzle.model_validate({"group": puzzle.group, **options})


def _from_cache(cached: CachedPuzzle) -> Puzzle:
    built = build_puzzle(cached.position, cached.influence, cached.par, cached.terrain, cached.events)
    return Puzzle(built.start, built.required, built.par, group=cached.group)


def day_challenges(day: date) -> tuple[Challenge, ...]:
    """The challenges of `day`, its puzzle read from daily.json (made and kept the first time)."""
    return challenges(day, todays_puzzle(day))


def daily_session(challenge: Challenge, save: bool = True, on_result: Callable[[str], None] | None = None) -> Session:
    """A session of the challenge's menu mode that, once it ends, keeps its daily result
    and hands the share line to `on_result` (called from whichever thread ended the game).
    A Mindlock puzzle is never saved and undoes freely, as the Mindlock list's puzzles do."""
    mode = next(m for m in MODES if m.key == challenge.kind.mode)
    puzzle = challenge.puzzle is not None
    session = new_session(challenge.kind.game, challenge.options, challenge.seed, mode=mode,
                          save=save and not puzzle, count=not puzzle, free_undo=puzzle)
    counted = session.on_over

    def over(done: Session) -> None:
        if counted is not None:
            counted(done)
        line = keep_result(challenge, done)
        if on_result is not None:
            on_result(line)

    session.on_over = over
    return session


# -- results ------------------------------------------------------------------------------
def result_of(challenge: Challenge, session: Session) -> Result:
    """What a finished daily game counts as: solved in how many moves against PAR, or won or lost
    (a mission's success or failure), and the hints asked for."""
    outcome = session.outcome()
    assert outcome is not None, "a daily result is kept once the game has ended"
    if challenge.puzzle is not None:
        state: Any = session.state
        return Result(won=bool(outcome.winners), moves=state.moves, par=challenge.puzzle.par, hints=session.hints)
    won = any(session.seats[i].kind == "human" for i in outcome.winners)
    return Result(won=won, hints=session.hints)


def _rank(result: Result) -> tuple[bool, int, int]:
    return (result.won, -(result.moves or 0), -result.hints)


def keep_result(challenge: Challenge, session: Session) -> str:
    """Keep the game's result if it is the day's best for its challenge; return the line to
    share, and a second sentence when it could not be kept (never raises on a bad file)."""
    result, day, key = result_of(challenge, session), challenge.day.isoformat(), challenge.kind.key
    line = share_line(challenge.day, challenge.kind, result)
    try:
        with locked(daily_path()):
            kept = daily_file()
            old = kept.results.get(day, {}).get(key)
            if old is None or _rank(result) > _rank(old):
                kept.results.setdefault(day, {})[key] = result
                _write(kept)
    except DailyError as exc:
        return f"{line}\n{exc}"
    except OSError as exc:
        return f"{line}\nThe daily result could not be saved: {exc.strerror}."
    return line


def share_line(day: date, kind: Kind, result: Result) -> str:
    """One line to share: the date, the challenge, moves against PAR or the result, the hints.
    Nothing of the solution: no move, no square, no card."""
    if result.moves is not None:
        what = f"{kind.label.split()[0]} {result.moves}/PAR {result.par}" if result.won else f"{kind.label}: {kind.lost}"
    else:
        what = f"{kind.label}: {kind.won if result.won else kind.lost}"
    hints = "no hints" if not result.hints else f"{result.hints} hint{'s' if result.hints != 1 else ''}"
    return f"Yamabushi daily {day.isoformat()} · {what} · {hints}"


def day_results(kept: DailyFile, day: date) -> dict[str, Result]:
    """The results of `day` by challenge kind (none played: empty)."""
    return {str(kind): result for kind, result in kept.results.get(day.isoformat(), {}).items()}


def streak(kept: DailyFile, day: date) -> int:
    """Consecutive days with at least one challenge done, up to `day` (or up to the day
    before, while `day` has none yet: today's streak is not lost before today is over)."""
    done = {d for d, results in kept.results.items() if results}
    if day.isoformat() not in done:
        day -= timedelta(days=1)
    count = 0
    while day.isoformat() in done:
        count += 1
        day -= timedelta(days=1)
    return count


def streak_text(count: int) -> str:
    return f"Streak: {count} day{'s' if count != 1 else ''} in a row with a daily challenge done."


def result_text(kind: Kind, result: Result | None) -> str:
    """A challenge's result in the Daily list: `not played yet`, `solved 4/PAR 4`, `won, 1 hint`."""
    if result is None:
        return "not played yet"
    text = kind.won if result.won else kind.lost
    if result.won and result.moves is not None:
        text += f" {result.moves}/PAR {result.par}"
    return text + (f", {result.hints} hint{'s' if result.hints != 1 else ''}" if result.hints else "")

