"""The actions of Muk Yan's table: how each finds its candidate moves and says what the move did.

One entry per action: `find` lists the moves that qualify for it (none: the next action of
the cell is tried) and `explain` names what the chosen move achieves, for the log. The
definitions follow RULINGS ("Muk Yan (solo)"); where they leave room, rules/himiki.md
("Muk Yan") says what we decided. When nothing in the cell is possible, the fallbacks
(`FALLBACKS`) are tried in order: any Tilt, else any Rotate, else pass.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from yamabushi.himiki import rules
from yamabushi.himiki.actions import Pass, Rotate, Tilt
from yamabushi.himiki.board import square_name
from yamabushi.himiki.cube import ELEMENT_NAMES
from yamabushi.himiki.events import ConflictWon, InfluenceTaken, ReplayOffered
from yamabushi.himiki.mukyan.data import mukyan_table
from yamabushi.himiki.mukyan.look import (
    Board,
    Look,
    Move,
    blocked_by,
    blockers_of,
    cube_on,
    moved_square,
    movement_rank,
    origin,
    pressed_element,
    threatened_by,
)


@dataclass(frozen=True, slots=True)
class TableAction:
    """One action of the table: its candidate moves now, and the sentence for the one played."""

    find: Callable[[Look], list[Move]]
    explain: Callable[[Look, Move], str]


# -- finding the candidates -------------------------------------------------------


def _multiple_strike(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, ConflictWon) >= 2]


def _strike(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, ConflictWon) >= 1]


def _threaten(look: Look) -> list[Move]:
    """The moved cube threatens after the move and threatened nothing before it."""
    board = look.state.board
    return [
        m
        for m in look.one_cube_moves()
        if threatened_by(look.board_after(m), moved_square(m)) and not threatened_by(board, origin(m))
    ]


def _influence(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, InfluenceTaken)]


def _block(look: Look) -> list[Move]:
    return [m for m in look.one_cube_moves() if blocked_by(look.board_after(m), moved_square(m))]


def _dodge(look: Look) -> list[Move]:
    """One Rotate of every blocked Muk Yan cube: a quarter turn always breaks a block."""
    blocked = tuple(sq for sq in look.own if blockers_of(look.state.board, sq))
    return [Rotate(blocked)] if blocked and not look.state.must_tilt else []


def _pressure(look: Look) -> list[Move]:
    return [t for t in look.tilts if pressed_element(look, t)]


def _play_again(look: Look) -> list[Move]:
    return [t for t in look.tilts if look.count(t, ReplayOffered)]


def _movement(look: Look, eligible: Callable[[Board, int], bool]) -> list[Move]:
    """For each eligible cube, its Tilts to the best-ranked free neighbours on the value map."""
    value, board = mukyan_table().value, look.state.board
    best: dict[int, tuple[int, int]] = {}
    for t in look.tilts:
        if eligible(board, t.frm):
            rank = movement_rank(value(t.frm), value(t.to))
            best[t.frm] = min(best.get(t.frm, rank), rank)
    return [t for t in look.tilts if best.get(t.frm) == movement_rank(value(t.frm), value(t.to))]


def _offensive_movement(look: Look) -> list[Move]:
    return _movement(look, lambda board, sq: not threatened_by(board, sq))


def _defensive_movement(look: Look) -> list[Move]:
    return _movement(look, lambda board, sq: not blocked_by(board, sq))


def _any_tilt(look: Look) -> list[Move]:
    return list(look.tilts)


def _any_rotate(look: Look) -> list[Move]:
    return [] if look.state.must_tilt else list(rules.rotations(look.own))


def _pass(look: Look) -> list[Move]:
    return [Pass()]


# -- saying what the move did ---------------------------------------------------------


def _said(move: Move) -> str:
    """The move in words (the log beside it keeps the notation): `tilting C3 to C4`."""
    if isinstance(move, Tilt):
        return f"tilting {square_name(move.frm)} to {square_name(move.to)}"
    assert isinstance(move, Rotate)
    return f"turning {_names(move.squares)} a quarter turn"


def _names(squares: Sequence[int]) -> str:
    names = [square_name(sq) for sq in squares]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _strike_detail(look: Look, move: Move) -> str:
    beaten = [e.square for e in look.after(move)[1] if isinstance(e, ConflictWon)]
    return f"{_said(move)} beats {_names(beaten)}"


def _threaten_detail(look: Look, move: Move) -> str:
    assert isinstance(move, (Tilt, Rotate))
    targets = threatened_by(look.board_after(move), moved_square(move))
    return f"after {_said(move)} it threatens {_names(targets)}"


def _influence_detail(look: Look, move: Move) -> str:
    assert isinstance(move, Tilt)
    top = cube_on(look.board_after(move), move.to).top
    return f"{_said(move)} takes the {ELEMENT_NAMES[top]} Influence"


def _block_detail(look: Look, move: Move) -> str:
    assert isinstance(move, (Tilt, Rotate))
    return f"after {_said(move)} it blocks {_names(blocked_by(look.board_after(move), moved_square(move)))}"


def _dodge_detail(look: Look, move: Move) -> str:
    assert isinstance(move, Rotate)
    blockers = sorted({b for sq in move.squares for b in blockers_of(look.state.board, sq)})
    return f"{_said(move)} escapes the block of {_names(blockers)}"


def _pressure_detail(look: Look, move: Move) -> str:
    assert isinstance(move, Tilt)
    element = pressed_element(look, move)
    assert element is not None
    return f"{_said(move)} shows {ELEMENT_NAMES[element]}, whose Influence Muk Yan lacks, twice or more"


def _play_again_detail(look: Look, move: Move) -> str:
    return f"{_said(move)} earns a replay, and Muk Yan rolls again"


def _movement_detail(kind: str) -> Callable[[Look, Move], str]:
    def detail(look: Look, move: Move) -> str:
        assert isinstance(move, Tilt)
        value = mukyan_table().value
        where = f"from {square_name(move.frm)} (value {value(move.frm)}) to {square_name(move.to)} (value {value(move.to)})"
        return f"the cube on {square_name(move.frm)} {kind} nothing, so it goes {where}"

    return detail


def _fallback_detail(kind: str) -> Callable[[Look, Move], str]:
    return lambda look, move: f"nothing in the cell is possible, so any {kind}: {_said(move)}"


ACTIONS: dict[str, TableAction] = {
    "multiple-strike": TableAction(_multiple_strike, _strike_detail),
    "strike": TableAction(_strike, _strike_detail),
    "threaten": TableAction(_threaten, _threaten_detail),
    "influence": TableAction(_influence, _influence_detail),
    "block": TableAction(_block, _block_detail),
    "dodge": TableAction(_dodge, _dodge_detail),
    "pressure": TableAction(_pressure, _pressure_detail),
    "play-again": TableAction(_play_again, _play_again_detail),
    "offensive-movement": TableAction(_offensive_movement, _movement_detail("threatens")),
    "defensive-movement": TableAction(_defensive_movement, _movement_detail("blocks")),
    "any-tilt": TableAction(_any_tilt, _fallback_detail("Tilt")),
    "any-rotate": TableAction(_any_rotate, _fallback_detail("Rotate")),
    "pass": TableAction(_pass, lambda look, move: "Muk Yan must Tilt and has no Tilt"),
}

FALLBACKS = ("any-tilt", "any-rotate", "pass")
"""Tried in this order when nothing in the cell is possible; `pass` always is."""
