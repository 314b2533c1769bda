"""Turn Hi Mi Ki actions into the keys a player presses on the board screen."""

from __future__ import annotations

from yamabushi.himiki.actions import ClaimDraw, End, Pass, Place, Rotate, Tilt
from yamabushi.himiki.board import col_row
from yamabushi.himiki.cube import ORIENTATIONS

ARROW = {(0, -1): "up", (0, 1): "down", (-1, 0): "left", (1, 0): "right"}


def walk(frm: int, to: int) -> list[str]:
    """Arrow keys that move the cursor from `frm` to `to`."""
    (c1, r1), (c2, r2) = col_row(frm), col_row(to)
    keys = ["right" if c2 > c1 else "left"] * abs(c2 - c1)
    return keys + ["down" if r2 > r1 else "up"] * abs(r2 - r1)


def keys_for(action, cursor: int) -> tuple[list[str], int]:
    """The keys for `action` with the cursor on `cursor`, and where the cursor ends."""
    if isinstance(action, Place):
        number = ORIENTATIONS.index((action.top, action.ns, action.ew)) + 1
        return walk(cursor, action.square) + ["enter", str(number)], action.square
    if isinstance(action, Tilt):
        (c1, r1), (c2, r2) = col_row(action.frm), col_row(action.to)
        return walk(cursor, action.frm) + ["enter", ARROW[(c2 - c1, r2 - r1)]], action.to
    if isinstance(action, Rotate):
        keys = []
        for sq in action.squares:
            keys += walk(cursor, sq) + ["r"]
            cursor = sq
        return keys + ["enter"], cursor
    if isinstance(action, (End, Pass)):
        return ["e"], cursor
    if isinstance(action, ClaimDraw):
        return ["d"], cursor
    raise TypeError(action)
