"""Mindlock's solution notation, as RULINGS gives it: `C4 BC3* R-C3 BD3* C-D3 BD4[K]`.

A solution is moves separated by spaces. A move is an optional prefix (`R-` a
free replay, `C-` the use of a Chaos tile), the action, then one `*` per Black
cube it removed and `[H]`/`[M]`/`[K]` per Influence it earned. Tilts (`B`) and
Rotates (`P`) are written as in Hi Mi Ki. Chaos tiles add (our own letters,
RULINGS being silent): `C-C3 TC5` Teleportation slide, `C-C3 XD4` Transfer
swap, `C-D4 =M` Conjuration (the Black cube on D4 now shows Water), `C-Y` arm
the Major Yokai, and when it is asked for, `C-Y+` use it or `C-Y-` keep it; a
Mana tile's Tilt and an Impulse's extra square are `C-C3 BC2`. Reading is
case-insensitive, and squares may be row-first (`3C`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from yamabushi.core.errors import NotationError
from yamabushi.himiki.actions import Rotate, Skip, Tilt, UseYokai
from yamabushi.himiki.board import parse_square, square_name
from yamabushi.himiki.mindlock.actions import (
    CHAOS_ACTIONS,
    ArmYokai,
    ChaosTilt,
    Conjure,
    MindlockAction,
    Transfer,
    Teleport,
)
from yamabushi.himiki.mindlock.position import Position
from yamabushi.himiki.mindlock.rules import is_free
from yamabushi.himiki.notation import format_action as format_hi_mi_ki

_SQ = r"(?:[A-E][1-6]|[1-6][A-E])"
_MOVE = re.compile(
    rf"""(?P<prefix>[RC]-)?\s*
    (?: (?P<yokai>Y(?P<answer>[+-])?)
      | (?P<frm>{_SQ})\s*
        (?: B\s*(?P<tilt>{_SQ})
          | P\s*(?P<rot>{_SQ})(?P<more>(?:\s*\+\s*{_SQ}\s*P\s*{_SQ})*)
          | T\s*(?P<tele>{_SQ})
          | X\s*(?P<swap>{_SQ})
          | =\s*(?P<top>[HMK]) ) )
    (?P<marks>(?:\s*(?:\*|\[[HMK]\]))*)""",
    re.IGNORECASE | re.VERBOSE,
)
_YOKAI: dict[str, MindlockAction] = {"": ArmYokai(), "+": UseYokai(), "-": Skip()}
_ROTATE_PART = re.compile(rf"({_SQ})\s*P\s*({_SQ})", re.IGNORECASE)
_EXAMPLE = "expected moves like 'C4 BC3*', 'R-C3 BD3', 'D3 PD3' or 'C-D4 =M'"


@dataclass(frozen=True, slots=True)
class SolutionMove:
    """One move of a written solution: the action, whether it was a free replay
    (Chaos tile uses are always free), and the marks written after it."""

    action: MindlockAction
    replay: bool = False
    removed: int = 0
    earned: str = ""


def format_body(action: MindlockAction) -> str:
    """The action without prefix or marks: `C4 BC3`, `D3 PD3`, `C3 TC5`, `D4 =M`, `Y`."""
    match action:
        case Tilt() | Rotate():
            return format_hi_mi_ki(action)
        case ChaosTilt(frm, to):
            return f"{square_name(frm)} B{square_name(to)}"
        case Teleport(frm, to):
            return f"{square_name(frm)} T{square_name(to)}"
        case Transfer(frm, to):
            return f"{square_name(frm)} X{square_name(to)}"
        case Conjure(square, top):
            return f"{square_name(square)} ={top}"
        case ArmYokai():
            return "Y"
        case UseYokai():
            return "Y+"
        case Skip():
            return "Y-"
    raise TypeError(f"not a Mindlock action: {action!r}")


def prefix(action: MindlockAction, replay: bool) -> str:
    if isinstance(action, CHAOS_ACTIONS):
        return "C-"
    return "R-" if replay else ""


def written(pos: Position, action: MindlockAction) -> str:
    """The action as the log writes it in `pos`: its prefix (free or not there) and body, no marks."""
    return prefix(action, is_free(pos, action)) + format_body(action)


def format_move(move: SolutionMove) -> str:
    marks = "*" * move.removed + "".join(f"[{e}]" for e in move.earned)
    return prefix(move.action, move.replay) + format_body(move.action) + marks


def format_solution(moves: tuple[SolutionMove, ...] | list[SolutionMove]) -> str:
    return " ".join(format_move(m) for m in moves)


def parse_solution(text: str) -> tuple[SolutionMove, ...]:
    """Read a whole solution; malformed text raises NotationError naming where it breaks."""
    moves, at, shown = [], 0, " ".join(text.split())
    while at < len(text):
        gap = re.compile(r"\s*").match(text, at)
        at = gap.end() if gap else at
        if at == len(text):
            break
        match = _MOVE.match(text, at)
        if match is None or (match.end() < len(text) and not text[match.end()].isspace()):
            raise NotationError(f"Cannot read the solution {shown!r} at {text[at:at + 12].strip()!r}: {_EXAMPLE}.")
        moves.append(_move(match, shown))
        at = match.end()
    return tuple(moves)


def parse_move(text: str) -> SolutionMove:
    """Read exactly one move (what a player types during a puzzle)."""
    match = _MOVE.fullmatch(text.strip())
    if match is None:
        raise NotationError(f"Cannot read {' '.join(text.split())!r}: {_EXAMPLE}.")
    return _move(match, text.strip())


def _move(match: re.Match[str], shown: str) -> SolutionMove:
    mark = (match["prefix"] or "").upper()
    action = _action(match, mark == "C-", shown)
    if isinstance(action, CHAOS_ACTIONS) != (mark == "C-"):
        raise NotationError(f"In {shown!r}: C- marks exactly the uses of Chaos tiles (B with C- is a tile's Tilt).")
    marks = match["marks"].upper()
    return SolutionMove(action, mark == "R-", marks.count("*"), "".join(re.findall(r"\[([HMK])\]", marks)))


def _action(match: re.Match[str], chaos: bool, shown: str) -> MindlockAction:
    if match["yokai"]:
        return _YOKAI[match["answer"] or ""]
    frm = parse_square(match["frm"])
    if match["tilt"]:
        to = parse_square(match["tilt"])
        return ChaosTilt(frm, to) if chaos else Tilt(frm, to)
    if match["tele"]:
        return Teleport(frm, parse_square(match["tele"]))
    if match["swap"]:
        return Transfer(frm, parse_square(match["swap"]))
    if match["top"]:
        return Conjure(frm, match["top"].upper())
    return _rotate(match, shown)


def _rotate(match: re.Match[str], shown: str) -> Rotate:
    parts = [(match["frm"], match["rot"])] + _ROTATE_PART.findall(match["more"] or "")
    squares = []
    for first, second in parts:
        sq = parse_square(first)
        if parse_square(second) != sq:
            raise NotationError(f"Cannot read {shown!r}: a Rotate names its square twice, like 'D3 PD3'.")
        squares.append(sq)
    if len(set(squares)) != len(squares):
        raise NotationError(f"Cannot read {shown!r}: each cube is rotated at most once per action.")
    return Rotate(tuple(sorted(squares)))
