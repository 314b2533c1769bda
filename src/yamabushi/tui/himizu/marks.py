"""Last-action marks: what a turn (or one suggested action) did, square by square, read from its events.

Each square gets at most two short words, drawn in the square itself so no colour is needed:
`path` on its top line (where a figure came `from`, the order `1`, `2`, … of the squares it
moved to, or `to` for a turn of one move; `new` for a figure placed; `~from`/`~to` for a
puddle moved) and `change` on its bottom line (`burn` a burning tile laid, `char` turned
charred, `out` a flame or burning tile put out, `lit` caught fire by proliferation, `~new` a
puddle laid, `mud`, `stack`): no word means two things, so the legend names each once. The
same function draws a hint: the events of the action applied to the position now.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from yamabushi.core.protocol import Event
from yamabushi.himizu import (
    FigureMoved,
    FigurePlaced,
    FlameReturned,
    PuddleMoved,
    Tile,
    TileFlipped,
    TileLaid,
    TileProliferated,
    TileReturned,
)


@dataclass(frozen=True)
class SquareMark:
    path: str = ""
    change: str = ""


Marks = dict[int, SquareMark]

LAND = {Tile.MUD: "mud", Tile.PUDDLES: "stack"}
"""What a moved puddle made of the square it landed on, when more than a puddle."""


def marks_of(steps: Iterable[Sequence[Event]]) -> Marks:
    """The marks of a turn, given each of its steps' events in order: later events win a square."""
    events = [event for step in steps for event in step]
    moves = sum(1 for e in events if isinstance(e, FigureMoved))
    marks: Marks = {}

    def mark(square: int, **words: str) -> None:
        marks[square] = replace(marks.get(square, SquareMark()), **words)

    number = 0
    for event in events:
        match event:
            case FigureMoved(src=src, dst=dst):
                number += 1
                if not marks.get(src, SquareMark()).path:
                    mark(src, path="from")
                mark(dst, path="to" if moves == 1 else str(number))
            case FigurePlaced(square=square):
                mark(square, path="new")
            case PuddleMoved(src=src, dst=dst, result=result):
                laid_here = marks.get(src, SquareMark()).change == "~new"
                mark(src, path="~from", **({"change": ""} if laid_here else {}))
                mark(dst, path="~to", change=LAND.get(result, ""))
            case TileLaid(square=square, tile=tile):
                mark(square, change="burn" if tile == Tile.BURNING else "~new")
            case TileFlipped(square=square):
                mark(square, change="char")
            case TileReturned(square=square) | FlameReturned(square=square):
                if marks.get(square, SquareMark()).change != "mud":
                    mark(square, change="out")
            case TileProliferated(square=square):
                mark(square, change="lit")
    return marks
