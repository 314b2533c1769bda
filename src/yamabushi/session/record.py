"""The save file: options + seed + actions in notation. Loading replays it."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    NonNegativeInt,
    SerializerFunctionWrapHandler,
    StringConstraints,
    model_serializer,
    model_validator,
)

from yamabushi.core.kept import GameId, Moment, Notation, PersonName, SeatName, Seed
from yamabushi.core.text import without_controls
from yamabushi.session.clock import ClockRecord

SCHEMA_VERSION: Literal[1] = 1


Level = Annotated[str, StringConstraints(max_length=40), AfterValidator(without_controls)]
"""A bot's level, shown on screens: a save holding a control character there is refused."""


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: SeatName
    kind: Literal["human", "bot", "automa"] = "human"
    level: Level | None = None
    player: PersonName | None = None
    """The person's name at a human seat, when they gave one (their games are rated)."""

    @model_validator(mode="after")
    def _level_is_a_bots(self) -> Self:
        if self.level is not None and self.kind != "bot":
            raise ValueError(f"a seat of kind {self.kind} has no bot level")
        if self.player is not None and self.kind != "human":
            raise ValueError(f"a seat of kind {self.kind} has no person's name")
        return self

    @model_serializer(mode="wrap")
    def _unnamed_as_before(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A seat with no person's name is written as before names existed, so saves and
        statistics of games without names stay as every earlier version wrote them."""
        data: dict[str, Any] = handler(self)
        if data.get("player") is None:
            data.pop("player", None)
        return data


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    game: str
    options: dict[str, Any]
    seed: Seed
    seats: list[SeatRecord]
    actions: list[Notation]
    created: Moment
    game_id: GameId | None = None
    """Unique per game (a uuid4), so the statistics count each game once; saves written
    before it existed have none and are known by `identity` instead."""
    hints: NonNegativeInt = 0
    """How many hints the people at the table asked for; shown with the result."""
    clock: ClockRecord | None = None
    """A timed game's clock; untimed games and saves from before clocks have none (and
    their files do not mention it, so they are written as they were)."""

    @model_validator(mode="after")
    def _a_time_per_action(self) -> Self:
        if self.clock is not None and len(self.clock.spent) != len(self.actions):
            raise ValueError(f"the clock holds {len(self.clock.spent)} times for {len(self.actions)} actions")
        return self

    @property
    def identity(self) -> str:
        """The game's id, or for an older save its game, start time and seed, as stats.json
        keyed it then (so a game counted before keeps its entry)."""
        return self.game_id or f"{self.game}:{self.created}:{self.seed}"

    def to_json(self) -> str:
        return self.model_dump_json(indent=2, exclude={"clock"} if self.clock is None else None) + "\n"

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """The record `to_json` wrote (pydantic's ValidationError otherwise). A file a player
        may have edited goes through the app's store instead, which reports in one sentence."""
        return cls.model_validate_json(text)
