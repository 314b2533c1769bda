"""Why Muk Yan did what it did, in one sentence for the log panel.

The roll and the cell's order already say which action was looked for first;
this sentence names what the chosen move achieves for that action (the cubes it
beats, threatens or blocks, the values of a Movement) and says when a draw from
the generator settled a tie.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from yamabushi.himiki.actions import Rotate, Tilt
from yamabushi.himiki.board import square_name
from yamabushi.himiki.cube import ELEMENT_NAMES
from yamabushi.himiki.events import ConflictWon
from yamabushi.himiki.mukyan.choice import (
    Decision,
    Look,
    Move,
    blocked_by,
    blockers_of,
    cube_on,
    moved_square,
    pressed_element,
    threatened_by,
)
from yamabushi.himiki.mukyan.data import ACTION_TITLES, mukyan_table
from yamabushi.himiki.notation import format_action
from yamabushi.himiki.state import HiMiKiState


def reason(state: HiMiKiState, decision: Decision) -> str:
    look = Look(state)
    detail = _DETAILS[decision.action](look, decision.chosen)
    lot = f" (1 of {decision.ties} equal, by lot)" if decision.ties > 1 else ""
    return f"{ACTION_TITLES[decision.action]}: {detail}{lot}."


def _names(squares: Sequence[int]) -> str:
    names = [square_name(sq) for sq in squares]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _strike(look: Look, move: Move) -> str:
    beaten = [e.square for e in look.after(move)[1] if isinstance(e, ConflictWon)]
    return f"{format_action(move)} beats {_names(beaten)}"


def _threaten(look: Look, move: Move) -> str:
    assert isinstance(move, (Tilt, Rotate))
    targets = threatened_by(look.board_after(move), moved_square(move))
    return f"after {format_action(move)} it threatens {_names(targets)}"


def _influence(look: Look, move: Move) -> str:
    assert isinstance(move, Tilt)
    top = cube_on(look.board_after(move), move.to).top
    return f"{format_action(move)} takes the {ELEMENT_NAMES[top]} Influence"


def _block(look: Look, move: Move) -> str:
    assert isinstance(move, (Tilt, Rotate))
    return f"after {format_action(move)} it blocks {_names(blocked_by(look.board_after(move), moved_square(move)))}"


def _dodge(look: Look, move: Move) -> str:
    assert isinstance(move, Rotate)
    blockers = sorted({b for sq in move.squares for b in blockers_of(look.state.board, sq)})
    return f"{format_action(move)} escapes the block of {_names(blockers)}"


def _pressure(look: Look, move: Move) -> str:
    assert isinstance(move, Tilt)
    element = pressed_element(look, move)
    assert element is not None
    return f"{format_action(move)} shows {ELEMENT_NAMES[element]}, whose Influence Muk Yan lacks, twice or more"


def _play_again(look: Look, move: Move) -> str:
    return f"{format_action(move)} earns a replay, and Muk Yan rolls again"


def _movement(kind: str) -> Callable[[Look, Move], str]:
    def detail(look: Look, move: Move) -> str:
        assert isinstance(move, Tilt)
        value = mukyan_table().value
        return f"{format_action(move)}, a cube that {kind} nothing, goes from value {value(move.frm)} to {value(move.to)}"

    return detail


def _fallback(kind: str) -> Callable[[Look, Move], str]:
    return lambda look, move: f"nothing in the cell is possible, so any {kind}: {format_action(move)}"


_DETAILS: dict[str, Callable[[Look, Move], str]] = {
    "multiple-strike": _strike,
    "strike": _strike,
    "threaten": _threaten,
    "influence": _influence,
    "block": _block,
    "dodge": _dodge,
    "pressure": _pressure,
    "play-again": _play_again,
    "offensive-movement": _movement("threatens"),
    "defensive-movement": _movement("blocks"),
    "any-tilt": _fallback("Tilt"),
    "any-rotate": _fallback("Rotate"),
    "pass": lambda look, move: "Muk Yan must Tilt and has no Tilt",
}
