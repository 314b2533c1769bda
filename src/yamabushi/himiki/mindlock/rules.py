"""Mindlock's moves: what is legal in a position, what costs a move, and applying it.

Shared by the engine and the solver, so both count moves the same way:
a Tilt or a Rotate costs one move, unless it is the action of a replay earned
by the normal rules; any use of a Chaos tile is free. Declining a replay only
matters for Tilting the replayed cube straight back (which the replay forbids),
so that Tilt is offered as a paid move instead of a separate "end" action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yamabushi.himiki.actions import Rotate, Tilt
from yamabushi.himiki.cube import ELEMENTS
from yamabushi.himiki.mindlock.actions import (
    CHAOS_ACTIONS,
    CODE,
    EFFECT,
    MANA_OF,
    ArmYokai,
    ChaosTilt,
    Conjure,
    MindlockAction,
    Transfer,
    Teleport,
)
from yamabushi.himiki.mindlock.position import TOP, Position, occupied
from yamabushi.himiki.mindlock.resolve import (
    Report,
    Work,
    landing_squares,
    resume_replay,
    rotate,
    slide,
    swap,
    tilt,
)
from yamabushi.himiki.rules import TILTS, rotations

_ARM = ArmYokai()
_CHOICE_ACTION: dict[str, Callable[[int, int], MindlockAction]] = {
    "impulse": ChaosTilt,
    "teleport": Teleport,
    "transfer": Transfer,
}


def legal(pos: Position) -> list[MindlockAction]:
    """Every action, in a fixed order: Tilts, Rotates, then Chaos tiles (Mana, Conjuration, Major Yokai).

    While a terrain tile waits for a choice, only its choices are legal.
    """
    if pos.pending is not None:
        code, sq, _ = pos.pending
        effect = EFFECT[code]
        make = _CHOICE_ACTION[effect]
        return [make(sq, to) for to in landing_squares(occupied(pos), effect, sq)]
    taken = occupied(pos)
    actions: list[MindlockAction] = [t for c in pos.whites for t in TILTS[c >> 3] if not taken >> t.to & 1]
    actions.extend(rotations(tuple(c >> 3 for c in pos.whites)))
    if pos.hand:
        actions.extend(_events(pos, taken))
    return actions


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
    work = Work(pos)
    _APPLY[type(action)](work, pos, action)
    return work.freeze(), work.report()


def advance(pos: Position, action: MindlockAction) -> Position:
    """`apply` without the report: the solver's hot path."""
    work = Work(pos)
    _APPLY[type(action)](work, pos, action)
    return work.freeze()


def _tilt(w: Work, pos: Position, action: Tilt) -> None:
    tilt(w, action.frm, action.to)


def _rotate(w: Work, pos: Position, action: Rotate) -> None:
    rotate(w, action.squares)


def _chaos_tilt(w: Work, pos: Position, action: ChaosTilt) -> None:
    """An Impulse's extra square when one is pending, otherwise a Mana tile's Tilt."""
    if pos.pending is None:
        _spend(w, MANA_OF[TOP[w.whites[w.index_of(action.frm)] & 7]])
        w.mana, w.resume = True, pos.replay
    _after_choice(w, pos, tilt, action.frm, action.to)


def _after_choice(w: Work, pos: Position, move: Callable[[Work, int, int], None], frm: int, to: int) -> None:
    """Moves made for a Mana tile (the Tilt, or a terrain choice it led to) keep the replay."""
    if pos.pending is not None:
        w.mana, w.resume = pos.pending[2], pos.replay
    move(w, frm, to)
    if w.mana:
        resume_replay(w, pos)


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


_APPLY: dict[type, Callable[[Work, Position, Any], None]] = {
    Tilt: _tilt,
    Rotate: _rotate,
    ChaosTilt: _chaos_tilt,
    Teleport: lambda w, pos, a: _after_choice(w, pos, slide, a.frm, a.to),
    Transfer: lambda w, pos, a: _after_choice(w, pos, swap, a.frm, a.to),
    Conjure: _conjure,
    ArmYokai: _arm,
}


def is_solved(pos: Position, required: int) -> bool:
    """Every Black cube removed and every required Influence earned."""
    return not (pos.blacks[0] or pos.blacks[1] or pos.blacks[2]) and required & ~pos.earned == 0
