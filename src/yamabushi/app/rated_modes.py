"""Which games are rated, who plays on which team, and the fixed ratings of the bots.

All of it is data (`rules/data/ratings.toml`): a rated mode names its game and the
options that tell it apart (Expert rules rate apart from plain ones), its teams by
seat, and the rating each bot level and the rules automa keep whatever they play,
measured with `simulate` (docs/strength.md). A game of no rated mode (Yami, which the
players win or lose together; Mindlock, a puzzle) is never rated.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Mapping, Self

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, model_validator

from yamabushi.core.bots import LEVELS

AUTOMA = "automa"
"""The name a rated mode's rules automa (Muk Yan) goes by in the data, beside the bot levels."""

Mu = Annotated[float, Field(ge=-100, le=100, allow_inf_nan=False)]


class Match(BaseModel):
    """A `simulate` run between two fixed players, which the ratings must reproduce."""

    model_config = ConfigDict(extra="forbid")

    stronger: str
    weaker: str
    won: NonNegativeInt
    lost: NonNegativeInt
    drawn: NonNegativeInt = 0
    command: str = Field(min_length=1, max_length=200)

    @model_validator(mode="after")
    def _both_scored(self) -> Self:
        if not (self.won + self.drawn and self.lost + self.drawn):
            raise ValueError("a match where one side scored nothing measures no gap")
        return self

    @property
    def share(self) -> float:
        """The stronger side's score, a draw counting half."""
        return (self.won + self.drawn / 2) / (self.won + self.lost + self.drawn)


class RatedMode(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str = Field(pattern=r"^[a-z0-9-]{1,40}$")
    label: str = Field(min_length=1, max_length=40)
    game: str = Field(min_length=1, max_length=40)
    options: dict[str, str | bool | int] = {}
    """What a game's options must hold to be of this mode (an option left out is off)."""
    teams: list[list[NonNegativeInt]] = Field(min_length=2, max_length=4)
    fixed: dict[str, Mu]
    """Each bot level's rating (and the automa's, where the mode has one)."""
    measured: list[Match] = Field(min_length=1)

    @model_validator(mode="after")
    def _fixed_players_known(self) -> Self:
        unknown = set(self.fixed) - {*LEVELS, AUTOMA}
        if unknown:
            raise ValueError(f"fixed names {sorted(unknown)[0]!r}, not a bot level or {AUTOMA}")
        for match in self.measured:
            if not {match.stronger, match.weaker} <= set(self.fixed):
                raise ValueError(f"a match names {match.stronger} or {match.weaker}, which has no fixed rating")
        return self

    def holds(self, game: str, options: Mapping[str, Any]) -> bool:
        return game == self.game and all(options.get(k, False) == v for k, v in self.options.items())


class RatedModes(BaseModel):
    model_config = ConfigDict(extra="forbid")

    fixed_sigma: float = Field(gt=0, le=10)
    """How uncertain a fixed rating is taken to be when a person's is updated against it."""
    mode: list[RatedMode] = Field(min_length=1)


@cache
def rated_modes() -> RatedModes:
    from yamabushi.data import load_data

    return load_data("ratings", RatedModes)


def rated_mode(game: str, options: Mapping[str, Any]) -> RatedMode | None:
    """The rated mode a game of `game` with `options` is played in; None when it is not rated."""
    return next((m for m in rated_modes().mode if m.holds(game, options)), None)


def rated_mode_named(key: str) -> RatedMode | None:
    return next((m for m in rated_modes().mode if m.key == key), None)



def ladder(matches: list[Match], sigma: float, size: int = 1, anchor: str = "normal") -> dict[str, float]:
    """The fixed ratings that reproduce `matches` (teams of `size`, all of one level) under
    openskill's own prediction, `anchor` at the library's default mu, so a newcomer starts
    level with the normal bot. Each match asks for the gap at which `predict_win` gives its
    share (found by halving); a player met in several matches takes the least-squares fit of
    their gaps (Gauss-Seidel, which for these few players settles in a few dozen passes)."""
    from openskill.models import PlackettLuce

    skill = PlackettLuce()

    def predicted(gap: float) -> float:
        team = [skill.rating(mu=skill.mu + gap, sigma=sigma) for _ in range(size)]
        other = [skill.rating(mu=skill.mu, sigma=sigma) for _ in range(size)]
        return float(skill.predict_win([team, other])[0])

    gaps = [(m.stronger, m.weaker, _solve(predicted, m.share)) for m in matches]
    found = {name: skill.mu for m in matches for name in (m.stronger, m.weaker)}
    for _ in range(200):
        for name in found.keys() - {anchor}:
            fits = [found[w] + gap for s, w, gap in gaps if s == name]
            fits += [found[s] - gap for s, w, gap in gaps if w == name]
            found[name] = sum(fits) / len(fits)
    return found


def _solve(rising: Callable[[float], float], target: float, low: float = -100, high: float = 100) -> float:
    """The x where the rising function `rising` reaches `target`, to within 1e-6."""
    while high - low > 1e-6:
        middle = (low + high) / 2
        low, high = (middle, high) if rising(middle) < target else (low, middle)
    return (low + high) / 2
