"""Ratings of named people, per rated mode, kept in home()/ratings.json with the names known.

The one place openskill is used (its Plackett-Luce model, which rates teams, so a
2 vs 2 game moves each partner by their share). A finished game of a rated mode
(app/rated_modes.py) with at least one named person is rated once, keyed by its game
id: finishing it again after an undo, resuming or reviewing it never rates it a second
time, and its first result stands. A game left unfinished is never rated.

Who counts: a named person's rating is their last one in this mode (a newcomer's is the
library's default); a bot level and the automa keep their fixed ratings (they play as
measured, whatever the result), so a game against them moves the people only; a person
who gave no name counts as a newcomer and keeps nothing.

Each rated game keeps every named person's rating after it, so a chart over time is the
file read in order. A file that cannot be read is never written over: nothing is rated
and no name remembered until it is repaired or removed, and `kept_ratings` says so in
one sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from yamabushi.core.kept import GameId, Moment, PersonName
from yamabushi.session.seats import Seat
from yamabushi.app.rated_modes import AUTOMA, RatedMode, rated_mode, rated_modes
from yamabushi.app.saves import SaveError
from yamabushi.app.store import home, locked, read_or_new, write_atomic

if TYPE_CHECKING:
    from openskill.models import PlackettLuce, PlackettLuceRating

    from yamabushi.session.controller import Session

RATINGS_VERSION: Literal[1] = 1
RATINGS_LIMIT = 32 * 2**20
"""A rated game takes a few hundred bytes: this is some fifty thousand games."""
MAX_PEOPLE = 200
"""The names a new-game dialog offers: far more than play at one table."""
NEWCOMER = 25.0
"""openskill's default mu, where a person's first rated game starts from."""
SPREAD = 3
"""A leaderboard ranks by openskill's ordinal, mu less three sigmas: who is surely that good."""


class RatingsError(SaveError):
    """ratings.json cannot be read; the message is one sentence and the file is kept."""

    noun = "ratings file"


class Rating(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mu: Annotated[float, Field(ge=-1000, le=1000, allow_inf_nan=False)]
    sigma: Annotated[float, Field(gt=0, le=100, allow_inf_nan=False)]

    @property
    def ordinal(self) -> float:
        return self.mu - SPREAD * self.sigma


class RatedGame(BaseModel):
    """One rated game: its mode, when it ended, and each named person's rating after it."""

    model_config = ConfigDict(extra="forbid")

    mode: str = Field(max_length=40)
    finished: Moment
    after: dict[PersonName, Rating] = Field(min_length=1, max_length=8)


class RatingsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = RATINGS_VERSION
    people: list[PersonName] = Field(default=[], max_length=MAX_PEOPLE)
    """Every name given so far, in the order first given: the new-game dialog's list."""
    games: dict[GameId, RatedGame] = {}


def ratings_path() -> Path:
    return home() / "ratings.json"


def kept_ratings() -> RatingsFile:
    """The names and rated games kept; none yet is an empty file, a damaged one a RatingsError."""
    return read_or_new(
        ratings_path(), RatingsFile, RatingsError, "ratings and names",
        version=RATINGS_VERSION, kind="ratings file", limit=RATINGS_LIMIT,
    )


def _write(kept: RatingsFile) -> None:
    write_atomic(ratings_path(), kept.model_dump_json(indent=2) + "\n")


def _with_names(kept: RatingsFile, names: Iterable[str]) -> bool:
    """Add the names not known yet (up to MAX_PEOPLE); True when one was added."""
    new = [n for n in dict.fromkeys(names) if n not in kept.people][: MAX_PEOPLE - len(kept.people)]
    kept.people.extend(new)
    return bool(new)


def remember(names: Iterable[str]) -> None:
    """Keep names given for a new game, so the next dialog offers them.
    RatingsError (the file is damaged and kept) or OSError."""
    names = list(names)
    if not names:
        return
    with locked(ratings_path()):
        kept = kept_ratings()
        if _with_names(kept, names):
            _write(kept)


# -- openskill ---------------------------------------------------------------------------
def model() -> PlackettLuce:
    """openskill's model with its own defaults (mu 25, sigma 25/3): imported when a game is rated."""
    from openskill.models import PlackettLuce

    return PlackettLuce()


def current(kept: RatingsFile, mode: str, person: str, before: str | None = None) -> Rating | None:
    """`person`'s rating in `mode` after their last rated game there (before the game `before`,
    when given); None before their first."""
    found = None
    for game_id, game in kept.games.items():
        if game_id == before:
            break
        if game.mode == mode and person in game.after:
            found = game.after[person]
    return found


def _seat_rating(skill: PlackettLuce, kept: RatingsFile, mode: RatedMode, seat: Seat) -> PlackettLuceRating:
    sigma = rated_modes().fixed_sigma
    fixed = {"bot": seat.level, "automa": AUTOMA}.get(seat.kind)
    if fixed is not None and fixed in mode.fixed:
        return skill.rating(mu=mode.fixed[fixed], sigma=sigma)
    known = current(kept, mode.key, seat.player) if seat.player else None
    return skill.rating() if known is None else skill.rating(mu=known.mu, sigma=known.sigma)


def ranks(mode: RatedMode, winners: Sequence[int]) -> list[float]:
    """Each team's place: a team holding a winner first, the others second; no winner is a draw."""
    return [1.0 if set(team) & set(winners) or not winners else 2.0 for team in mode.teams]


def rate(
    kept: RatingsFile, mode: RatedMode, seats: Sequence[Seat], winners: Sequence[int]
) -> dict[str, Rating]:
    """Each named person's rating after a game of `mode` with these seats and winners."""
    skill = model()
    teams = [[_seat_rating(skill, kept, mode, seats[i]) for i in team] for team in mode.teams]
    after = skill.rate(teams, ranks=ranks(mode, winners))
    return {
        player: Rating(mu=new.mu, sigma=new.sigma)
        for team, rated in zip(mode.teams, after, strict=True)
        for i, new in zip(team, rated, strict=True)
        if seats[i].kind == "human" and (player := seats[i].player)
    }


def rate_game(session: Session) -> bool:
    """Rate `session`, which has ended, once: True when this call rated it.
    RatingsError (the file is damaged and kept) or OSError (it cannot be written)."""
    outcome = session.outcome()
    mode = rated_mode(session.engine.name, session.options)
    named = [seat.player for seat in session.seats if seat.player]
    if outcome is None or mode is None or not named or len(session.seats) != sum(map(len, mode.teams)):
        return False
    with locked(ratings_path()):
        kept = kept_ratings()
        if session.game_id in kept.games:
            return False
        after = rate(kept, mode, session.seats, outcome.winners)
        finished = datetime.now(UTC).isoformat(timespec="seconds")
        kept.games[session.game_id] = RatedGame(mode=mode.key, finished=finished, after=after)
        _with_names(kept, named)
        _write(kept)
    return True


# -- reading for the statistics ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Standing:
    """A person's place in one mode's leaderboard."""

    person: str
    rating: Rating
    games: int
    history: tuple[float, ...]
    """Their mu after each rated game, oldest first: the chart over time."""


def leaderboards(kept: RatingsFile) -> dict[str, list[Standing]]:
    """Per rated mode played (in the data's order), its people best first (by ordinal)."""
    histories: dict[tuple[str, str], list[Rating]] = {}
    for game in kept.games.values():
        for person, rating in game.after.items():
            histories.setdefault((game.mode, person), []).append(rating)
    boards: dict[str, list[Standing]] = {}
    for mode in rated_modes().mode:
        rows = [
            Standing(person, ratings[-1], len(ratings), tuple(r.mu for r in ratings))
            for (key, person), ratings in histories.items()
            if key == mode.key
        ]
        if rows:
            boards[mode.key] = sorted(rows, key=lambda s: (-s.rating.ordinal, s.person))
    return boards


def as_json(kept: RatingsFile) -> dict[str, Any]:
    """The `ratings` of `yamabushi stats --json`: per mode, its people best first."""
    return {
        key: [
            {"person": s.person, "mu": round(s.rating.mu, 3), "sigma": round(s.rating.sigma, 3),
             "ordinal": round(s.rating.ordinal, 3), "games": s.games, "history": [round(m, 3) for m in s.history]}
            for s in board
        ]
        for key, board in leaderboards(kept).items()
    }
