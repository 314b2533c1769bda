"""What the Mindlock screen writes beside and on its board: the side panel's lines, and
the squares an action changes (its frames, for the last action and for a hint)."""

from __future__ import annotations

from textual.content import Content

from yamabushi.himiki.mindlock import MindlockState, needed_influences, terrain_names
from yamabushi.himiki import FROM, TO
from yamabushi.tui.kit.text import literal, styled


def changed_squares(before: MindlockState, after: MindlockState) -> dict[int, str]:
    """FROM where a cube left (a Black cube removed, too), TO where one arrived, turned or stood anew."""
    pairs = enumerate(zip(before.board, after.board))
    return {sq: FROM if now is None else TO for sq, (was, now) in pairs if was != now}


def panel_text(state: MindlockState, hand: str = "") -> Content:
    """Moves against PAR, the free replay, Influences needed, tiles in hand (numbered for
    their keys) and on the board."""
    puzzle, pos = state.puzzle, state.pos
    lines = [styled(f"Moves [b]{state.moves}[/b] / PAR {'no limit' if puzzle.par is None else puzzle.par}")]
    if state.replay is not None:
        lines.append(styled("[reverse] Free replay [/reverse] next action free"))
    if needed := needed_influences(state):
        lines.append(literal("Needs " + ", ".join(needed)))
    if hand:
        lines.append(literal("Tiles: " + hand))
    if pos.armed:
        lines.append(literal("Major Yokai armed"))
    if pos.terrain:
        lines.append(literal("Terrain: " + terrain_names(pos)))
    return Content("\n").join(lines)
