"""The save file: options + seed + actions in notation. Loading replays it."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

SCHEMA_VERSION = 1


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    kind: Literal["human", "bot", "automa"] = "human"
    level: str | None = None


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatRecord]
    actions: list[str]
    created: str

    def to_json(self) -> str:
        return self.model_dump_json(indent=2) + "\n"
