"""Mindlock's moves: what is legal in a position, what costs a move, and applying it.

Shared by the engine and the solver, so both count moves the same way:
a Tilt or a Rotate costs one move, unless it is the action of a replay earned
by the normal rules; any use of a Chaos tile is free. Declining a replay only
matters for Tilting the replayed cube straight back (which the replay forbids),
so that Tilt is offered as a paid move instead of a separate "end" action.
The choices a tile waits for are Expert's, from the geometry both share (`himiki/effects.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yamabushi.himiki.actions import Rotate, Skip, Tilt, UseYokai
from yamabushi.himiki.chaos import MANA
from yamabushi.himiki.cube import ELEMENTS
from yamabushi.himiki.effects import impulse_targets, slide_targets, transfer_targets
from yamabushi.himiki.mindlock.actions import (
    CHAOS_ACTIONS,
    CODE,
    EFFECT,
    MANA_OF,
    ArmYokai,
    ChaosTilt,
    Conjure,
    MindlockAction,
    Teleport,
    Transfer,
)
from yamabushi.himiki.mindlock.position import TOP, Position, board_cubes, occupied
from yamabushi.himiki.mindlock.resolve import (
    Report,
    Work,
    impulse,
    rotate,
    settle,
    slide,
    swap,
    tilt,
    use_yokai,
)
from yamabushi.himiki.rules import TILTS, rotations

_ARM, _USE, _KEEP = ArmYokai(), UseYokai(), Skip()


def legal(pos: Position) -> list[MindlockAction]:
    """Every action, in a fixed order: Tilts, Rotates, then Chaos tiles (Mana, Conjuration, Major Yokai).

    While a tile waits for a choice, only its choices are legal; with no White cube left, nothing is.
    """
    if pos.pending is not None:
        return _choices(pos)
    taken = occupied(pos)
    actions: list[MindlockAction] = [t for c in pos.whites for t in TILTS[c >> 3] if not taken >> t.to & 1]
    actions.extend(rotations(tuple(c >> 3 for c in pos.whites)))
    if pos.hand and pos.whites:
        actions.extend(_events(pos, taken))
    return actions


def _choices(pos: Position) -> list[MindlockAction]:
    """Expert's answers to the tile waiting: where the cube goes, or whether Major Yokai fights."""
    assert pos.pending is not None
    code, sq, origin, _ = pos.pending
    effect = EFFECT[code]
    if effect == "yokai":
        return [_USE, _KEEP]
    board = board_cubes(pos)
    if effect == "impulse":
        return [ChaosTilt(sq, to) for to in impulse_targets(board, origin, sq).values()]
    if effect == "teleport":
        return [Teleport(sq, to) for to in slide_targets(board, sq).values()]
    return [Transfer(sq, to) for to in transfer_targets(board, sq)]


def _events(pos: Position, taken: int) -> list[MindlockAction]:
    hand = pos.hand
    out: list[MindlockAction] = [
        ChaosTilt(t.frm, t.to)
        for c in pos.whites
        if MANA_OF[TOP[c & 7]] in hand
        for t in TILTS[c >> 3]
        if not taken >> t.to & 1
    ]
    if CODE["conjuration"] in hand:
        out.extend(
            Conjure(sq, ELEMENTS[new])
            for element, mask in enumerate(pos.blacks)
            for sq in range(30)
            if mask >> sq & 1
            for new in range(3)
            if new != element
        )
    if CODE["yokai"] in hand and not pos.armed:
        out.append(_ARM)
    return out


def is_free(pos: Position, action: MindlockAction) -> bool:
    """Chaos tile uses, and the action of an earned replay (except the forbidden Tilt back)."""
    if isinstance(action, CHAOS_ACTIONS):
        return True
    if pos.replay is None:
        return False
    frm, to = pos.replay
    return not (type(action) is Tilt and action.frm == to and action.to == frm)


def apply(pos: Position, action: MindlockAction) -> tuple[Position, Report]:
    """Apply a legal action (unchecked: the engine checks first) and say what it did."""
    work = _applied(pos, action)
    return work.freeze(), work.report()


def advance(pos: Position, action: MindlockAction) -> Position:
    """`apply` without the report: the solver's hot path."""
    return _applied(pos, action).freeze()


def _applied(pos: Position, action: MindlockAction) -> Work:
    """A choice owed resumes the move that asked for it, with that move's source."""
    if pos.pending is not None:
        work = Work(pos, pos.pending[3])
        _ANSWER[type(action)](work, pos.pending, action)
    else:
        work = Work(pos)
        _APPLY[type(action)](work, pos, action)
    return work


def _tilt(w: Work, pos: Position, action: Tilt) -> None:
    tilt(w, action.frm, action.to)


def _rotate(w: Work, pos: Position, action: Rotate) -> None:
    rotate(w, action.squares)


def _mana(w: Work, pos: Position, action: ChaosTilt) -> None:
    """A Mana tile's Tilt: it earns no replay, and a replay on offer waits behind it."""
    _spend(w, MANA_OF[TOP[w.whites[w.index_of(action.frm)] & 7]])
    w.source, w.resume = MANA, pos.replay
    tilt(w, action.frm, action.to)


def _conjure(w: Work, pos: Position, action: Conjure) -> None:
    """Stands a Black cube anew: nothing moves or fights, so a replay on offer stays."""
    _spend(w, CODE["conjuration"])
    bit = 1 << action.square
    w.blacks = [mask & ~bit for mask in w.blacks]
    w.blacks[ELEMENTS.index(action.top)] |= bit
    w.replay = pos.replay


def _arm(w: Work, pos: Position, action: ArmYokai) -> None:
    _spend(w, CODE["yokai"])
    w.armed = True
    w.replay = pos.replay


def _spend(w: Work, code: str) -> None:
    assert code in w.hand, f"{code} is not in hand"
    hand = list(w.hand)
    hand.remove(code)
    w.hand = tuple(hand)


def _yokai(w: Work, pending: tuple[str, int, int, str], action: UseYokai | Skip) -> None:
    _, sq, origin, _ = pending
    far = use_yokai(w, sq) if isinstance(action, UseYokai) else 0
    settle(w, origin, sq, TOP[w.whites[w.index_of(sq)] & 7], far)


_APPLY: dict[type, Callable[[Work, Position, Any], None]] = {
    Tilt: _tilt,
    Rotate: _rotate,
    ChaosTilt: _mana,
    Conjure: _conjure,
    ArmYokai: _arm,
}

_ANSWER: dict[type, Callable[[Work, tuple[str, int, int, str], Any], None]] = {
    ChaosTilt: lambda w, pending, a: impulse(w, a.frm, a.to),
    Teleport: lambda w, pending, a: slide(w, a.frm, a.to),
    Transfer: lambda w, pending, a: swap(w, a.frm, a.to),
    UseYokai: _yokai,
    Skip: _yokai,
}


def is_solved(pos: Position, required: int) -> bool:
    """Every Black cube removed and every required Influence earned."""
    return not (pos.blacks[0] or pos.blacks[1] or pos.blacks[2]) and required & ~pos.earned == 0
