"""Action notation: `C4 BC3` (Tilt), `D3 PD3` / `B5 PB5+D5 PD5` (Rotate), `end`,
`pass`, `draw`, and `place C5 HMK` (set-up).

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
from yamabushi.himiki.actions import Action, ClaimDraw, End, Pass, Place, Rotate, Tilt
from yamabushi.himiki.board import parse_square, square_name
from yamabushi.himiki.cube import parse_orientation
from yamabushi.himiki.events import ConflictWon, InfluenceTaken

_SQ = r"[A-E][1-6]|[1-6][A-E]"
_MARKS = re.compile(r"(?:\*|\[[HMK]\])+$")
_TILT = re.compile(rf"({_SQ})B({_SQ})")
_ROTATE_PART = re.compile(rf"({_SQ})P({_SQ})")
_PLACE = re.compile(rf"PLACE({_SQ})(.*)")
_WORDS: dict[str, Action] = {"END": End(), "PASS": Pass(), "DRAW": ClaimDraw()}

_HELP = (
    "expected a Tilt like 'C4 BC3', a Rotate like 'D3 PD3' or 'B5 PB5+D5 PD5', 'end', 'pass', 'draw' or 'place C5 HMK'"
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
    raise NotationError(f"Cannot read {shown!r}: {_HELP}.")


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
