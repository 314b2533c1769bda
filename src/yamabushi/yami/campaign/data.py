"""The campaign as data: `rules/data/yami_campaign.toml`, checked when it loads.

The Travel Journal is not available, so the map, the rewards, the Power and
Moon tiles are ours (RULINGS "Campaign (reconstruction)"). They live in a file
so a group can retune the campaign without touching code; the checks here keep
a retuned file playable: every mission on the map exists, 1 and 2 come first,
22 is last and every mission can be reached from mission 1.
"""

from __future__ import annotations

from functools import cache
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from yamabushi.core.errors import DataError
from yamabushi.data import load_data, parse_toml
from yamabushi.yami.missions import all_missions

FILE = "yami_campaign"
FINAL = 22
PowerId = Literal["drift", "beacon", "wild", "hourglass", "clear", "rain"]
MoonId = Literal["waning", "tide", "silent", "fog"]
POWER_IDS: tuple[str, ...] = get_args(PowerId)
MOON_IDS: tuple[str, ...] = get_args(MoonId)
REWARD_KINDS = ("totem", "castle", "liana", "nightfall")
REGIONS = {"forest": "Forest", "water": "Water", "corrupted": "Corrupted Forest"}


class PowerModel(BaseModel):
    """A Power tile: `spaces` Power tokens may be laid on it in one mission."""

    model_config = ConfigDict(extra="forbid")

    id: PowerId
    name: str
    spaces: int = Field(ge=1, le=3)
    target: str
    text: str


class MoonTileModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: MoonId
    name: str
    text: str


class MoonPhaseModel(BaseModel):
    """Checking Moon Path box `box` opens black envelope `envelope`: Moon tile `tile`."""

    model_config = ConfigDict(extra="forbid")

    box: int = Field(ge=1)
    envelope: int = Field(ge=1)
    tile: MoonId


class EnvelopeModel(BaseModel):
    """A white envelope: its Power tiles, and (envelope A) Power tokens and spaces."""

    model_config = ConfigDict(extra="forbid")

    letter: str = Field(pattern=r"^[A-Z]$")
    powers: list[PowerId]
    tokens: int = Field(default=0, ge=0)
    spaces: int = Field(default=0, ge=0)


class NodeModel(BaseModel):
    """One mission on the map."""

    model_config = ConfigDict(extra="forbid")

    mission: int
    region: Literal["forest", "water", "corrupted"]
    opens: list[int]
    rewards: list[str] = []
    pos: tuple[int, int]

    @field_validator("rewards")
    @classmethod
    def _rewards(cls, rewards: list[str]) -> list[str]:
        for reward in rewards:
            if reward not in REWARD_KINDS and not reward.startswith("envelope:"):
                raise ValueError(f"unknown reward {reward!r}; rewards: {', '.join(REWARD_KINDS)}, envelope:X")
        return rewards


class CampaignFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    moon_path: int = Field(ge=1)
    star_rounds: int = Field(ge=1)
    moon_box_stars: int = Field(ge=0)
    moon_phases: list[MoonPhaseModel]
    powers: list[PowerModel]
    moon_tiles: list[MoonTileModel]
    envelopes: list[EnvelopeModel]
    map: list[NodeModel]

    @model_validator(mode="after")
    def _consistent(self) -> CampaignFile:
        _check_pieces(self)
        _check_map(self)
        return self

    def node(self, mission: int) -> NodeModel:
        return next(n for n in self.map if n.mission == mission)

    def power(self, power_id: str) -> PowerModel:
        return next(p for p in self.powers if p.id == power_id)

    def moon_tile(self, tile_id: str) -> MoonTileModel:
        return next(t for t in self.moon_tiles if t.id == tile_id)

    def envelope(self, letter: str) -> EnvelopeModel:
        return next(e for e in self.envelopes if e.letter == letter)


def _check_pieces(data: CampaignFile) -> None:
    """Every envelope, Power tile and Moon tile named somewhere is described once."""
    powers = {p.id for p in data.powers}
    for envelope in data.envelopes:
        for power in envelope.powers:
            if power not in powers:
                raise ValueError(f"envelope {envelope.letter} holds {power!r}, which is not among the powers")
    tiles = {t.id for t in data.moon_tiles}
    for phase in data.moon_phases:
        if phase.tile not in tiles:
            raise ValueError(f"Moon Path box {phase.box} gives {phase.tile!r}, which is not among the moon tiles")
        if phase.box > data.moon_path:
            raise ValueError(f"Moon Path box {phase.box} lies beyond the path's {data.moon_path} boxes")
    letters = {e.letter for e in data.envelopes}
    for node in data.map:
        for reward in node.rewards:
            if reward.startswith("envelope:") and reward.removeprefix("envelope:") not in letters:
                raise ValueError(f"mission {node.mission} gives {reward}, which is not among the envelopes")


def _check_map(data: CampaignFile) -> None:
    """Missions 1-22 once each; 1 opens 2, 2 opens the world, 22 opens nothing; all reachable."""
    numbers = [n.mission for n in data.map]
    if sorted(numbers) != list(range(1, FINAL + 1)):
        raise ValueError(f"the map must list missions 1 to {FINAL} once each")
    opens = {n.mission: n.opens for n in data.map}
    others = [o for m, o in opens.items() if m != 1]
    if opens[1] != [2] or opens[FINAL] or any(1 in o or 2 in o for o in others):
        raise ValueError(f"mission 1 must open only mission 2, nothing else may open 1 or 2, {FINAL} opens nothing")
    seen, todo = {1}, [1]
    while todo:
        for nxt in opens[todo.pop()]:
            if nxt not in opens:
                raise ValueError(f"a mission opens mission {nxt}, which is not on the map")
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    if len(seen) != FINAL:
        raise ValueError(f"missions {sorted(set(opens) - seen)} can never be opened")


def campaign_from_text(text: str, label: str) -> CampaignFile:
    """Validate TOML text (tests and tools); errors name `label` and the field."""
    return _with_missions(parse_toml(text, CampaignFile, label), label)


def _with_missions(data: CampaignFile, label: str) -> CampaignFile:
    missing = sorted({n.mission for n in data.map} - set(all_missions()))
    if missing:
        raise DataError(f"{label}: map: missions {missing} are not described in the mission files.")
    return data


@cache
def campaign() -> CampaignFile:
    """The shipped campaign."""
    return _with_missions(load_data(FILE, CampaignFile), f"data/{FILE}.toml")
