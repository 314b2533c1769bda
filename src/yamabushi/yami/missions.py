"""Mission tiles and missions as data: `rules/data/yami_missions.toml`.

A **coloured edge** is one side of one Mission-tile square, written in data as
(row, col) in the tile's drawing, the direction it faces (N, E, S, W) and a
colour. The square across that edge must end up covered by a Spirit tile of that
colour; any other colour there fails the mission. An edge facing off the board
or onto another Mission tile asks for nothing.

The Night side covers the same squares as the Day side (reconstruction): only
its edge colours differ. A mission lays each tile with its drawing's first
square (reading order, after turning clockwise by `rotation`) on `at`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from yamabushi.core.errors import DataError, NotationError
from yamabushi.data import load_data, parse_toml
from yamabushi.yami.board import (
    SQUARES,
    cell_of,
    cells_at,
    index_of,
    mask_of,
    on_board,
    orthogonal_ring,
    parse_square,
    square_name,
)
from yamabushi.yami.cards import COLOUR_NAMES
from yamabushi.yami.hazards import NO_HAZARDS, Colour, Hazards, MistModel, build_hazards
from yamabushi.yami.polyomino import Cell, is_connected, parse_shape

FILE = "yami_missions"
CAMPAIGN_FILE = "yami_campaign_missions"
Facing = Literal["N", "E", "S", "W"]
FACINGS: tuple[str, ...] = ("N", "E", "S", "W")
STEP: dict[str, Cell] = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


@dataclass(frozen=True, slots=True)
class Edge:
    """A coloured edge on the board: mission square, the way it faces, the colour asked."""

    square: int
    facing: str
    colour: str

    @property
    def target(self) -> int | None:
        """The square across the edge, or None off the board."""
        row, col = cell_of(self.square)
        dr, dc = STEP[self.facing]
        cell = (row + dr, col + dc)
        return index_of(cell) if on_board(cell) else None


@dataclass(frozen=True, slots=True)
class MissionTile:
    """A Mission tile as laid for a mission: its board squares (sorted) and the
    coloured edges of the side facing up (`side` is "day" or "night")."""

    number: int
    side: str
    squares: tuple[int, ...]
    edges: tuple[Edge, ...]


@dataclass(frozen=True, slots=True)
class Mission:
    """Everything the rules need about a mission, precomputed as masks and tables.

    Masks are 144-bit integers, bit `row * 12 + col` per square (board.squares_of
    lists them). `blocked`: the Mission tiles' squares. `surround`: the squares
    to cover. `required`: per square, the colour letter a coloured edge asks
    for there, else None. `trump`: the Trump card's colour for round 1
    ("random": drawn at set-up). `hazards`: campaign tokens, Rock icons and
    Magic tiles (none in missions 1 and 2).
    """

    number: int
    name: str
    trump: str
    tiles: tuple[MissionTile, ...]
    blocked: int
    surround: int
    required: tuple[str | None, ...]
    hazards: Hazards = NO_HAZARDS

    @property
    def goal(self) -> int:
        """Squares Spirit tiles must cover to win: the surround and every Rock icon."""
        return self.surround | self.hazards.rocks

    @property
    def fixed(self) -> int:
        """Squares no Spirit tile may enter at set-up: Mission tiles and Magic tiles."""
        return self.blocked | self.hazards.magic


class EdgeModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    row: int = Field(ge=0)
    col: int = Field(ge=0)
    facing: Facing
    colour: Colour


class TileModel(BaseModel):
    """One Mission tile: its number, drawing, and the coloured edges of both sides."""

    model_config = ConfigDict(extra="forbid")

    number: int = Field(ge=1, le=29)
    shape: list[str]
    day: list[EdgeModel] = []
    night: list[EdgeModel] = []

    @model_validator(mode="after")
    def _check(self) -> TileModel:
        try:
            cells = parse_shape(self.shape)
        except ValueError as exc:
            raise ValueError(f"tile {self.number}: {exc}") from None
        if not is_connected(cells):
            raise ValueError(f"tile {self.number}: the shape's squares are not all joined by their sides")
        for side, edges in (("day", self.day), ("night", self.night)):
            for e in edges:
                _check_edge(self.number, side, e, self.drawn())
        return self

    def drawn(self) -> list[Cell]:
        return [(r, c) for r, row in enumerate(self.shape) for c, ch in enumerate(row) if ch == "#"]


def _check_edge(number: int, side: str, edge: EdgeModel, drawn: list[Cell]) -> None:
    where = f"tile {number} {side} edge ({edge.row}, {edge.col}) {edge.facing}"
    if (edge.row, edge.col) not in drawn:
        raise ValueError(f"{where}: that is not a square of the tile")
    dr, dc = STEP[edge.facing]
    if (edge.row + dr, edge.col + dc) in drawn:
        raise ValueError(f"{where}: it faces another square of the same tile")


class LaidTileModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tile: int
    at: str
    rotation: Literal[0, 90, 180, 270] = 0
    side: Literal["day", "night"] = "day"


class MissionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    number: int = Field(ge=1)
    name: str
    trump: Colour | Literal["random"] = "R"
    tiles: list[LaidTileModel] = Field(min_length=1)
    whirlpools: list[str] = []
    mists: list[MistModel] = []
    rocks: list[str] = []
    magic: list[str] = []
    lianas: list[str] = []


class MissionsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tiles: list[TileModel]
    missions: list[MissionModel]

    @model_validator(mode="after")
    def _unique(self) -> MissionsFile:
        for kind, numbers in (("tile", [t.number for t in self.tiles]), ("mission", [m.number for m in self.missions])):
            doubles = sorted({n for n in numbers if numbers.count(n) > 1})
            if doubles:
                raise ValueError(f"{kind} numbers listed twice: {doubles}")
        return self


def lay_tile(tile: TileModel, laid: LaidTileModel) -> MissionTile:
    """Put a drawn tile on the board; ValueError when it leaves the grid."""
    offsets = _turned(tile.drawn(), laid.rotation)
    squares = cells_at(parse_square(laid.at), tuple(offsets.values()))
    if squares is None:
        raise ValueError(f"tile {tile.number} at {laid.at} goes off the 12×12 board")
    where = dict(zip(offsets, squares))
    edges = tuple(
        Edge(where[(e.row, e.col)], _turn_facing(e.facing, laid.rotation), e.colour)
        for e in (tile.day if laid.side == "day" else tile.night)
    )
    return MissionTile(tile.number, laid.side, tuple(sorted(squares)), edges)


def _turned(drawn: list[Cell], rotation: int) -> dict[Cell, Cell]:
    """Each drawn square's offset from the anchor once the tile is turned clockwise."""
    turned = {cell: cell for cell in drawn}
    for _ in range(rotation // 90):
        turned = {k: (c, -r) for k, (r, c) in turned.items()}
    r0, c0 = min(turned.values())
    return {k: (r - r0, c - c0) for k, (r, c) in turned.items()}


def _turn_facing(facing: str, rotation: int) -> str:
    return FACINGS[(FACINGS.index(facing) + rotation // 90) % 4]


def build_mission(
    number: int, name: str, trump: str, tiles: tuple[MissionTile, ...], hazards: Hazards = NO_HAZARDS
) -> Mission:
    """Masks and the colour table; ValueError on overlap or a square asked two colours."""
    blocked = 0
    for t in tiles:
        mask = mask_of(t.squares)
        if blocked & mask:
            raise ValueError(f"tile {t.number} overlaps another Mission tile")
        blocked |= mask
    required: list[str | None] = [None] * len(SQUARES)
    for t in tiles:
        for e in t.edges:
            target = e.target
            if target is None or blocked >> target & 1:
                continue
            earlier = required[target]
            if earlier is not None and earlier != e.colour:
                raise ValueError(
                    f"square {square_name(target)} would need both {COLOUR_NAMES[earlier]} and {COLOUR_NAMES[e.colour]}"
                )
            required[target] = e.colour
    return Mission(number, name, trump, tiles, blocked, orthogonal_ring(blocked), tuple(required), hazards)


def _mission(model: MissionModel, tiles: dict[int, TileModel], night: bool = False) -> Mission:
    """Lay one mission; `night` turns every Mission tile to its Night side."""
    laid = []
    for entry in model.tiles:
        if entry.tile not in tiles:
            raise ValueError(f"tile {entry.tile} is not described in the file")
        if night:
            entry = entry.model_copy(update={"side": "night"})
        try:
            laid.append(lay_tile(tiles[entry.tile], entry))
        except NotationError as exc:
            raise ValueError(str(exc)) from None
    blocked = mask_of([s for t in laid for s in t.squares])
    hazards = build_hazards(model.whirlpools, model.mists, model.rocks, model.magic, model.lianas, blocked)
    return build_mission(model.number, model.name, model.trump, tuple(laid), hazards)


def lay_missions(
    models: list[MissionModel], tiles: dict[int, TileModel], label: str, night: bool = False
) -> dict[int, Mission]:
    """Lay out every mission; DataError names the file and the mission."""
    out = {}
    for model in models:
        try:
            out[model.number] = _mission(model, tiles, night)
        except ValueError as exc:
            raise DataError(f"{label}: mission {model.number}: {str(exc).rstrip('.')}.") from None
    return out


def missions_from_file(data: MissionsFile, label: str) -> dict[int, Mission]:
    return lay_missions(data.missions, {t.number: t for t in data.tiles}, label)


def missions_from_text(text: str, label: str) -> dict[int, Mission]:
    return missions_from_file(parse_toml(text, MissionsFile, label), label)


@cache
def missions() -> dict[int, Mission]:
    """The shipped missions by number."""
    return missions_from_file(load_data(FILE, MissionsFile), f"data/{FILE}.toml")


def mission(number: int) -> Mission:
    return missions()[number]


class CampaignMissionsFile(BaseModel):
    """Missions 3-22: their Mission tiles are described in yami_missions.toml."""

    model_config = ConfigDict(extra="forbid")

    missions: list[MissionModel]


@cache
def all_missions(night: bool = False) -> dict[int, Mission]:
    """The rulebook's missions and the campaign's, Day sides or (`night`) Night sides."""
    data = load_data(FILE, MissionsFile)
    tiles = {t.number: t for t in data.tiles}
    out = lay_missions(data.missions, tiles, f"data/{FILE}.toml", night)
    extra = load_data(CAMPAIGN_FILE, CampaignMissionsFile).missions
    label = f"data/{CAMPAIGN_FILE}.toml"
    twice = sorted({m.number for m in extra} & set(out))
    if twice:
        raise DataError(f"{label}: missions {twice} are already missions of data/{FILE}.toml.")
    return out | lay_missions(extra, tiles, label, night)


def mission_variant(number: int, night: bool = False) -> Mission:
    """A mission by number, on its Day sides or its Night sides."""
    return all_missions(night)[number]
