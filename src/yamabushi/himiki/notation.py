"""Action notation: `C4 BC3` (Tilt), `D3 PD3` / `B5 PB5+D5 PD5` (Rotate), `end`,
`pass`, `draw`, and `place C5 HMK` (set-up); `penalty w` (2v2 table talk by
White's team); Expert mode's `chaos mirror` (play a tile), `skip`, `put C3`
(place a terrain tile), `conjure C3 HMK`, `go N` (a direction), `swap C3`
(Transfer) and `yokai` (use Major Yokai).

`B` and `P` are the rulebook's letters for Tilt (basculer) and Rotate
(pivoter). The log adds `*` per conflict won and `[H]`/`[M]`/`[K]` per
Influence taken; the parser accepts and ignores them, so a log line can be
typed back in. Parsing is case-insensitive and ignores spaces.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from yamabushi.core.errors import NotationError
from yamabushi.core.protocol import Event
from yamabushi.himiki.actions import (
    Action,
    ClaimDraw,
    Conjure,
    End,
    Go,
    Pass,
    Penalty,
    Place,
    PlayTile,
    PutTerrain,
    Rotate,
    Skip,
    Swap,
    Tilt,
    UseYokai,
)
from yamabushi.himiki.board import DIRECTIONS, parse_square, square_name
from yamabushi.himiki.chaos import tiles
from yamabushi.himiki.cube import parse_orientation
from yamabushi.himiki.events import ConflictWon, InfluenceTaken

_SQ = r"[A-E][1-6]|[1-6][A-E]"
_MARKS = re.compile(r"(?:\*|\[[HMK]\])+$")
_TILT = re.compile(rf"({_SQ})B({_SQ})")
_ROTATE_PART = re.compile(rf"({_SQ})P({_SQ})")
_PLACE = re.compile(rf"PLACE({_SQ})(.*)")
_CONJURE = re.compile(rf"CONJURE({_SQ})(.*)")
_SQUARE_WORDS: dict[str, type[PutTerrain] | type[Swap]] = {"PUT": PutTerrain, "SWAP": Swap}
_WORDS: dict[str, Action] = {"END": End(), "PASS": Pass(), "DRAW": ClaimDraw(), "SKIP": Skip(), "YOKAI": UseYokai()}

_HELP = (
    "expected a Tilt like 'C4 BC3', a Rotate like 'D3 PD3' or 'B5 PB5+D5 PD5', 'end', 'pass', 'draw' or 'place C5 HMK'"
    " (see the rules' Notation section for the 2 vs 2 and Expert actions)"
)


def format_action(action: Action) -> str:
    """The one canonical spelling of an action."""
    match action:
        case Tilt(frm, to):
            return f"{square_name(frm)} B{square_name(to)}"
        case Rotate(squares):
            return "+".join(f"{square_name(sq)} P{square_name(sq)}" for sq in squares)
        case Place(square, top, ns, ew):
            return f"place {square_name(square)} {top}{ns}{ew}"
        case End():
            return "end"
        case Pass():
            return "pass"
        case ClaimDraw():
            return "draw"
        case Penalty(colour):
            return f"penalty {'wb'[colour]}"
        case PlayTile(code):
            return f"chaos {code}"
        case Skip():
            return "skip"
        case PutTerrain(square):
            return f"put {square_name(square)}"
        case Conjure(square, top, ns, ew):
            return f"conjure {square_name(square)} {top}{ns}{ew}"
        case Go(direction):
            return f"go {direction}"
        case Swap(square):
            return f"swap {square_name(square)}"
        case UseYokai():
            return "yokai"
    raise TypeError(f"not a Hi Mi Ki action: {action!r}")


def parse_action(text: str) -> Action:
    """Read an action; junk raises NotationError with a one-line reason."""
    compact = _MARKS.sub("", "".join(text.split()).upper())
    shown = " ".join(text.split())
    if compact in _WORDS:
        return _WORDS[compact]
    if place := _PLACE.fullmatch(compact):
        return Place(parse_square(place[1]), *parse_orientation(place[2]))
    if tilt := _TILT.fullmatch(compact):
        return Tilt(parse_square(tilt[1]), parse_square(tilt[2]))
    if all(_ROTATE_PART.fullmatch(part) for part in compact.split("+")):
        return _parse_rotate(compact, shown)
    if expert := _parse_expert(compact, shown):
        return expert
    raise NotationError(f"Cannot read {shown!r}: {_HELP}.")


def _parse_expert(compact: str, shown: str) -> Action | None:
    """The 2v2 and Expert forms, each led by its word; None when no word matches."""
    for word, kind in _SQUARE_WORDS.items():
        if compact.startswith(word):
            return kind(parse_square(compact[len(word) :]))
    if conjure := _CONJURE.fullmatch(compact):
        return Conjure(parse_square(conjure[1]), *parse_orientation(conjure[2]))
    if compact.startswith("GO") and compact[2:] in DIRECTIONS:
        return Go(compact[2:])
    if compact.startswith("PENALTY") and compact[7:] in ("W", "B"):
        return Penalty("WB".index(compact[7:]))
    if compact.startswith("CHAOS"):
        code = compact[5:].lower()
        if code not in tiles():
            raise NotationError(f"Cannot read {shown!r}: there is no Chaos tile {code!r}; tiles: {', '.join(tiles())}.")
        return PlayTile(code)
    return None


def _parse_rotate(compact: str, shown: str) -> Rotate:
    squares = []
    for part in compact.split("+"):
        match = _ROTATE_PART.fullmatch(part)
        assert match is not None
        sq = parse_square(match[1])
        if parse_square(match[2]) != sq:
            raise NotationError(f"Cannot read {shown!r}: a Rotate names its square twice, like 'D3 PD3'.")
        squares.append(sq)
    if len(set(squares)) != len(squares):
        raise NotationError(f"Cannot read {shown!r}: each cube is rotated at most once per action.")
    return Rotate(tuple(sorted(squares)))


def log_marks(events: Sequence[Event]) -> str:
    """`*` per conflict won, then `[H]`/`[M]`/`[K]` per Influence taken."""
    stars = "*" * sum(isinstance(e, ConflictWon) for e in events)
    return stars + "".join(f"[{e.element}]" for e in events if isinstance(e, InfluenceTaken))
