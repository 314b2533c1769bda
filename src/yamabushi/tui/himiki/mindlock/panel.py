"""What the Mindlock screen writes beside and on its board: the side panel's lines, and
the squares an action changes (its frames, for the last action and for a hint)."""

from __future__ import annotations

from textual.content import Content

from yamabushi.himiki.mindlock import MindlockState, needed_influences, TILES
from yamabushi.himiki import FROM, square_name, TO
from yamabushi.tui.kit.text import literal, styled


def changed_squares(before: MindlockState, after: MindlockState) -> dict[int, str]:
    """FROM where a cube left (a Black cube removed, too), TO where one arrived, turned or stood anew."""
    pairs = enumerate(zip(before.board, after.board))
    return {sq: FROM if now is None else TO for sq, (was, now) in pairs if was != now}


def panel_text(state: MindlockState) -> Content:
    """Moves against PAR, the free replay, Influences needed, the tiles in hand (numbered for
    their keys) and on the board, each with what it does in a few words."""
    puzzle, pos = state.puzzle, state.pos
    lines = [styled(f"Moves [b]{state.moves}[/b] / PAR {'no limit' if puzzle.par is None else puzzle.par}")]
    if state.replay is not None:
        lines.append(styled("[reverse] Free replay [/reverse] next action free"))
    if needed := needed_influences(state):
        lines.append(literal("Needs " + ", ".join(needed)))
    lines += [literal(f"{i}. {TILES[code].name}: {TILES[code].brief}") for i, code in enumerate(pos.hand, start=1)]
    if pos.armed:
        lines.append(literal("Major Yokai armed"))
    for sq, code in pos.terrain:
        lines.append(literal(f"{TILES[code].letter} {TILES[code].name} on {square_name(sq)}: {TILES[code].brief}"))
    return Content("\n").join(lines)
