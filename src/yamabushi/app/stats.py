"""Finished games, counted once each, in home()/stats.json for the Statistics screen.

A game is known by its game id (a uuid4 kept in its save), so finishing it
again after an undo, or resuming a finished save, replaces its entry instead
of adding one (a game undone and never finished again keeps the result it
had), while two games started alike count twice. The count is a
read-modify-write under the store's lock, so games ending at once in several
windows are all kept. Only games a person played count:
bot-only games, tutorials and replays never reach `record_game`.

What a result means to the people at the keyboard:
- won: every person's seat is among the winners (a Yami mission succeeded);
- lost: no person's seat is among the winners (a Yami mission failed);
- drawn: nobody won a game that is not cooperative (a Hi Mi Ki draw claim);
- people on both sides (hot-seat: Fire against Water at one keyboard): one of
  them won whatever happened, so the game counts as played and as a win for
  its winning side ("Fire won 3"), never as won or lost.

A stats.json that cannot be read is the player's history all the same: it is
left untouched, nothing more is counted until it is repaired or removed, and
`load_games` says so in one sentence.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, model_validator

from yamabushi.core.errors import RulesError
from yamabushi.core.kept import GameId, Moment
from yamabushi.session.record import SeatRecord
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import SaveError
from yamabushi.app.store import home, locked, read_model, write_atomic

if TYPE_CHECKING:
    from yamabushi.session.controller import Session

STATS_VERSION: Literal[1] = 1


def cooperative(game: str) -> bool:
    """The people play `game` together against it: no winner means everyone lost (an unknown game is not)."""
    try:
        return engine_for(game).cooperative
    except RulesError:
        return False


Result = Literal["won", "lost", "drawn", "sides"]


class StatsError(SaveError):
    """stats.json cannot be read; the message is one sentence."""

    noun = "statistics file"


STATS_LIMIT = 32 * 2**20
"""stats.json grows by a few hundred bytes a game: this is some fifty thousand games."""


class FinishedGame(BaseModel):
    """One game played to its end, as the Statistics screen counts it."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=40)
    mode: str = Field(max_length=60)
    """The menu entry it was started from, e.g. "himiki-1v1" or "yami-campaign"."""
    options: dict[str, Any]
    seats: list[SeatRecord]
    winners: list[NonNegativeInt]
    finished: Moment

    @model_validator(mode="after")
    def _winners_are_seats(self) -> Self:
        if any(i >= len(self.seats) for i in self.winners):
            raise ValueError(f"a winner is not one of its {len(self.seats)} seats")
        return self

    @property
    def result(self) -> Result:
        people = {i for i, seat in enumerate(self.seats) if seat.kind == "human"}
        won = people & set(self.winners)
        if not self.winners:
            return "lost" if cooperative(self.game) else "drawn"
        if won == people:
            return "won"
        return "sides" if won else "lost"

    @property
    def side(self) -> str:
        """The winning seats by name, e.g. "Fire" or "White-Light & White-Dark"."""
        return " & ".join(self.seats[i].name for i in self.winners)


class StatsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = STATS_VERSION
    games: dict[GameId, FinishedGame] = {}


def stats_path() -> Path:
    return home() / "stats.json"


def load_games() -> dict[str, FinishedGame]:
    """Every counted game by its key; none yet is an empty dict, a damaged file a StatsError."""
    kind = "statistics file"
    found = read_model(stats_path(), StatsFile, StatsError, version=STATS_VERSION, kind=kind, limit=STATS_LIMIT)
    return {} if found is None else found.games


def record_game(session: Session, mode: str) -> None:
    """Count `session`, which has ended, under `mode`: once, with its latest result.

    Raises StatsError (the file is damaged and kept) or OSError (it cannot be written)."""
    outcome = session.outcome()
    if outcome is None or all(not seat.is_human for seat in session.seats):
        return
    game = FinishedGame(
        game=session.engine.name,
        mode=mode,
        options=session.options,
        seats=session.record().seats,
        winners=list(outcome.winners),
        finished=datetime.now(UTC).isoformat(timespec="seconds"),
    )
    with locked(stats_path()):
        games = load_games()
        games[session.game_id] = game
        write_atomic(stats_path(), StatsFile(games=games).model_dump_json(indent=2) + "\n")


@dataclass
class Tally:
    """Results of one row of the Statistics screen."""

    won: int = 0
    lost: int = 0
    drawn: int = 0
    sides: Counter[str] = field(default_factory=Counter)

    @property
    def played(self) -> int:
        return self.won + self.lost + self.drawn + sum(self.sides.values())

    def add(self, game: FinishedGame) -> None:
        result = game.result
        if result == "sides":
            self.sides[game.side] += 1
        else:
            setattr(self, result, getattr(self, result) + 1)


def tally(games: Iterable[FinishedGame], row: Callable[[FinishedGame], str]) -> dict[str, Tally]:
    """Results summed per row name (`row` names a game's row, e.g. its mode's label)."""
    rows: dict[str, Tally] = {}
    for game in games:
        rows.setdefault(row(game), Tally()).add(game)
    return rows
