"""The save file: options + seed + actions in notation. Loading replays it."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict

from yamabushi.core.text import without_controls

SCHEMA_VERSION: Literal[1] = 1


Words = Annotated[str, AfterValidator(without_controls)]
"""Text every screen shows, so a save or record holding a control character there is refused."""


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Words
    kind: Literal["human", "bot", "automa"] = "human"
    level: Words | None = None


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatRecord]
    actions: list[str]
    created: str
    game_id: str | None = None
    """Unique per game (a uuid4), so the statistics count each game once; saves written
    before it existed have none and are known by `identity` instead."""
    hints: int = 0
    """How many hints the people at the table asked for; shown with the result."""

    @property
    def identity(self) -> str:
        """The game's id, or for an older save its game, start time and seed, as stats.json
        keyed it then (so a game counted before keeps its entry)."""
        return self.game_id or f"{self.game}:{self.created}:{self.seed}"

    def to_json(self) -> str:
        return self.model_dump_json(indent=2) + "\n"

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """The record `to_json` wrote (pydantic's ValidationError otherwise). A file a player
        may have edited goes through the app's store instead, which reports in one sentence."""
        return cls.model_validate_json(text)
