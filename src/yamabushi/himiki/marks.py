"""Which squares a turn touched, for the board's last-action marks (and a hint's).

Worked out from the positions before and after each action rather than from the action
alone, so every way a cube moves is covered the same way: a Tilt, a Rotate, a placement,
a replay, an Impulse or Teleportation, a Transfer, a Conjuration, Muk Yan's turn. The
squares the action's events name are added where a cube only passed (a Mirror or Gate of
Hell tile it landed on), so the whole path shows. A later action of the turn wins over an
earlier one on the same square: the square a replayed cube left again is a "from".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from yamabushi.core.protocol import Event
from yamabushi.himiki.events import ChaosEffect
from yamabushi.himiki.state import HiMiKiState

FROM, TO = "from", "to"
"""A square a cube left (or only passed over), and a square that changed: a cube arrived,
turned, swapped, was placed or stood anew, or a terrain tile was put down."""


def step_marks(before: HiMiKiState, after: HiMiKiState, events: Iterable[Event]) -> dict[int, str]:
    marks: dict[int, str] = {}
    for sq, (was, now) in enumerate(zip(before.board, after.board)):
        if was is not now:
            marks[sq] = FROM if now is None else TO
    if before.chaos is not None and after.chaos is not None:
        for sq, _ in set(after.chaos.terrain) - set(before.chaos.terrain):
            marks[sq] = TO
    for event in events:
        if isinstance(event, ChaosEffect) and event.square not in marks:
            marks[event.square] = FROM if after.board[event.square] is None else TO
    return marks


def turn_marks(states: Sequence[HiMiKiState], events: Sequence[Iterable[Event]]) -> dict[int, str]:
    """`states[i]` is the position before the turn's action `i` (one more state than actions)."""
    marks: dict[int, str] = {}
    for before, after, caused in zip(states, states[1:], events):
        marks.update(step_marks(before, after, caused))
    return marks
