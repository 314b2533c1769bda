"""Clocks at a table, on the wire: the host keeps time, every client shows it.

The host's session holds the one clock that counts. It runs once every person has sat down
(net/host/table.py `seated`; nobody at a table opens a dialog for everyone), a watcher reads
it ten times a second so a flag falls even while nobody acts, and every update carries each
seat's time; a client's copy only shows those times ticking down until the next update says
otherwise, and never decides a flag itself. The host's watcher is net/host/flags.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yamabushi.session.clock import MAX_MINUTES, Clock, TimeControl, times_text
from yamabushi.session.controller import Session

MOST_MS = MAX_MINUTES * 60_000 * 100


def clock_field(session: Session) -> dict[str, Any] | None:
    """The `clock` field of an update (None for an untimed game): the control, each seat's time
    left in milliseconds, whose time runs, whose ran out, and the line plain mode says."""
    clock = session.clock
    if clock is None:
        return None
    return {
        "control": str(clock.control),
        "left": [clock.left(seat) for seat in range(len(session.seats))],
        "mover": clock.mover,
        "running": clock.running,
        "flagged": clock.flagged,
        "text": times_text(session.seat_names(), clock),
    }


def followed_clock(fields: Any, seats: int, now: Callable[[], float], kept: Clock | None) -> Clock | None:
    """A client's copy of the host's clock from an update's `clock` field (`kept`, the copy it
    has, when the field is missing or not one a table would send: it is only shown)."""
    if not isinstance(fields, dict):
        return kept
    left, mover, flagged = fields.get("left"), fields.get("mover"), fields.get("flagged")
    def seat_or_none(value: object) -> bool:
        return value is None or (type(value) is int and 0 <= value < seats)

    if not (isinstance(left, list) and len(left) == seats and all(type(ms) is int and 0 <= ms <= MOST_MS for ms in left)):
        return kept
    if not (seat_or_none(mover) and seat_or_none(flagged) and isinstance(fields.get("control"), str)):
        return kept
    try:
        control = TimeControl.parse(fields["control"])
    except ValueError:
        return kept
    clock = Clock(control, seats, now)
    clock.follow(left, mover, fields.get("running") is True, flagged)
    return clock
