"""Turn Himizu actions into the keys a player presses on the Himizu screen."""

from __future__ import annotations

from yamabushi.himizu.actions import (
    Action,
    EndTurn,
    Move,
    MovePuddle,
    Place,
    SkipPuddle,
    UseAbility,
)
from yamabushi.tui.himizu.screen import HimizuScreen

ARROW = {(0, -1): "up", (0, 1): "down", (-1, 0): "left", (1, 0): "right"}


def walk(columns: int, frm: int, to: int) -> list[str]:
    """Arrow keys that move the cursor from `frm` to `to`."""
    (r1, c1), (r2, c2) = divmod(frm, columns), divmod(to, columns)
    keys = ["right" if c2 > c1 else "left"] * abs(c2 - c1)
    return keys + ["down" if r2 > r1 else "up"] * abs(r2 - r1)


def keys_for(screen: HimizuScreen, action: Action) -> list[str]:
    """The keys for `action` from the screen's cursor and selection as they are now."""
    columns = screen.state.board.columns
    if isinstance(action, Place):
        return walk(columns, screen.cursor, action.square) + ["enter"]
    if isinstance(action, (Move, MovePuddle)):
        (r1, c1), (r2, c2) = divmod(action.src, columns), divmod(action.dst, columns)
        arrow = ARROW[(c2 - c1, r2 - r1)]
        if screen.selected == action.src:
            return [arrow]
        drop = ["escape"] if screen.selected is not None else []
        return drop + walk(columns, screen.cursor, action.src) + ["enter", arrow]
    if isinstance(action, UseAbility):
        return _ability_keys(screen, action)
    return {EndTurn: ["e"], SkipPuddle: ["x"]}[type(action)]


def _ability_keys(screen: HimizuScreen, action: UseAbility) -> list[str]:
    """The ability's number, its square if it has one, then the payment when a list asks."""
    keys = ["escape"] if screen.selected is not None else []
    keys.append(str(action.number))
    if action.square is not None:
        keys += walk(screen.state.board.columns, screen.cursor, action.square) + ["enter"]
    ways = [a for a in screen.session.legal_actions() if isinstance(a, UseAbility) and a.number == action.number]
    ways = [a for a in ways if a.square == action.square]
    return keys + ([str(ways.index(action) + 1)] if len(ways) > 1 else [])
