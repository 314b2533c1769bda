"""A Mindlock puzzle: the starting position with its tiles, the Influences it
requires and its PAR, built from the text forms used by options, data files and
the command line. Every check names what is wrong in one sentence."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from yamabushi.core.errors import RulesError
from yamabushi.himiki.board import parse_square, square_name
from yamabushi.himiki.cube import ELEMENT_INDEX, ELEMENTS
from yamabushi.himiki.mindlock.actions import TILES
from yamabushi.himiki.mindlock.position import Position, occupied, read_position

GROUPS = ("Easy", "Medium", "Hard", "Expert")


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A position to solve. `required` is a bitmask of Influence elements (bit 0 Fire);
    `par` None means no limit. Shipped challenges also carry an id, a group, one
    optimal solution and the ideas that solution needs."""

    start: Position
    required: int = 0
    par: int | None = None
    id: str = ""
    group: str = ""
    solution: str = ""
    ideas: tuple[str, ...] = ()

    @property
    def influence_text(self) -> str:
        return influence_letters(self.required)


def influence_letters(mask: int) -> str:
    return "".join(e for i, e in enumerate(ELEMENTS) if mask >> i & 1)


def read_influence(text: str) -> int:
    """`HK` -> the bitmask of Fire and Wood; empty or `-` for none."""
    letters = text.strip().upper().replace("-", "")
    if any(ch not in ELEMENTS for ch in letters) or len(set(letters)) != len(letters):
        raise RulesError(f"Influence {text!r}: give each of H, M, K at most once, like HK.")
    return sum(1 << ELEMENT_INDEX[ch] for ch in letters)


def read_terrain(text: str) -> dict[str, str]:
    """`C3=mirror,D2=gate` (command-line form) -> {"C3": "mirror", "D2": "gate"}."""
    pairs = [p for p in text.replace(" ", ",").split(",") if p]
    if any(p.count("=") != 1 for p in pairs):
        raise RulesError(f"Terrain {text!r}: write square=tile pairs, like C3=mirror,D2=gate.")
    return dict(p.split("=") for p in pairs)


def build_puzzle(
    position: str,
    influence: str = "",
    par: int | None = None,
    terrain: Mapping[str, str] | None = None,
    events: Iterable[str] = (),
) -> Puzzle:
    """Check and assemble a puzzle from its text parts."""
    pos = read_position(position)
    if par is not None and not 0 <= par <= 99:
        raise RulesError(f"PAR {par} is out of range: give 0 to 99 moves.")
    tiles = _terrain(pos, terrain or {})
    hand = _events(events)
    return Puzzle(pos._replace(terrain=tiles, hand=hand), read_influence(influence), par)


def _terrain(pos: Position, terrain: Mapping[str, str]) -> tuple[tuple[int, str], ...]:
    taken, tiles = occupied(pos), list[tuple[int, str]]()
    for name, code in terrain.items():
        sq = parse_square(name)
        if code not in TILES or TILES[code].kind != "terrain":
            raise RulesError(f"{code!r} is not a terrain tile; known: {', '.join(_codes(True))}.")
        if taken >> sq & 1 or any(s == sq for s, _ in tiles):
            raise RulesError(f"A terrain tile goes on an empty square, and {square_name(sq)} is not.")
        if any(c == code for _, c in tiles):
            raise RulesError(f"Each Chaos tile exists once: {TILES[code].name} cannot lie on two squares.")
        tiles.append((sq, code))
    return tuple(sorted(tiles))


def _events(events: Iterable[str]) -> tuple[str, ...]:
    hand = tuple(sorted(events))
    for code in hand:
        if code not in TILES or TILES[code].kind != "event":
            raise RulesError(f"{code!r} is not an event tile; known: {', '.join(_codes(False))}.")
    if len(set(hand)) != len(hand):
        raise RulesError("Each Chaos tile exists once: an event tile cannot be in hand twice.")
    return hand


def _codes(terrain: bool) -> list[str]:
    return [code for code, tile in TILES.items() if (tile.kind == "terrain") == terrain]
