"""The Chaos part of the Hi Mi Ki table: the viewer's own tiles, and the terrain legend.

It is drawn from an observation, never from the full state, so another seat's
tiles cannot reach the screen: when nobody has taken the keyboard (`viewer`
is None) or it is not the viewer's turn, no hand is drawn at all.
"""

from __future__ import annotations

from textual.content import Content

from yamabushi.himiki import HiMiKiState, square_name, tile, tiles
from yamabushi.tui.kit.text import literal, styled


def chaos_text(seen: HiMiKiState, viewer: int | None, names: tuple[str, ...], seated: bool = False) -> Content:
    """Tiles of `viewer` numbered for the keys 1-3 (a key never wraps away from its tile's
    name), who holds how many, and the terrain legend.
    On a `seated` screen (one seat's own, at a hosted table) the viewer's tiles stay in view
    on the others' turns too, and a spectator (viewer None) sees only how many each holds."""
    chaos = seen.chaos
    assert chaos is not None
    lines = [_hand_line(seen, viewer, names, seated)]
    if chaos.armed:
        lines.append(literal("Major Yokai armed: " + ", ".join(names[s] for s in chaos.armed)))
    if chaos.confused:
        lines.append(literal("Confusion waits for: " + ", ".join(names[s] for s in chaos.confused)))
    if chaos.terrain:
        lines.append(literal(_legend(seen)))
    return Content("\n").join(lines)


def replay_text(state: HiMiKiState, names: tuple[str, ...]) -> str:
    """The replay viewer's Chaos panel: what lies on the table, and every hand once the game is over."""
    chaos = state.chaos
    assert chaos is not None
    if state.over:
        hands = [f"{names[s]}: {', '.join(tile(code).name for code in hand) or 'none'}" for s, hand in enumerate(chaos.hands)]
        lines = ["Chaos tiles left in hand:", *hands]
    else:
        lines = ["Chaos tiles held: " + _held(names, chaos.hands)]
    if chaos.armed:
        lines.append("Major Yokai armed: " + ", ".join(names[s] for s in chaos.armed))
    if chaos.confused:
        lines.append("Confusion waits for: " + ", ".join(names[s] for s in chaos.confused))
    lines.append(_legend(state))
    return "\n".join(lines)


def tile_guide() -> str:
    """Every Chaos tile and what it does, one line each, for the help screen."""
    kinds = {"event": "event", "terrain": "terrain, placed on an empty square"}
    return "\n".join(f"  {_label(t.code)}, {kinds[t.kind]}: {t.text}" for t in tiles().values())


def _hand_line(seen: HiMiKiState, viewer: int | None, names: tuple[str, ...], seated: bool) -> Content:
    chaos = seen.chaos
    assert chaos is not None
    if seated and viewer is None:
        return literal("Tiles held: " + _held(names, chaos.hands))
    if seen.setup and not seated:
        return literal("Chaos tiles are dealt; each player sees theirs on their turn.")
    if viewer is None or (viewer != seen.to_move and not seated):
        return literal(f"Chaos tiles hidden until {names[seen.to_move]} has the keyboard.")
    mine = chaos.hands[viewer]
    counts = _held(names, chaos.hands, viewer)
    if chaos.pending is not None and chaos.pending.kind == "chance" and viewer == seen.to_move:
        effects = [literal(f"{i}. {tile(code).name}: {tile(code).brief}") for i, code in enumerate(mine, start=1)]
        return Content("\n").join([styled("[b]Your tiles[/b] (? says more)"), *effects])
    shown = ", ".join(f"{i}\N{NO-BREAK SPACE}{_label(code)}" for i, code in enumerate(mine, start=1)) or "none left"
    return styled("[b]Your tiles[/b] $shown\nOthers hold: $counts tiles", shown=shown, counts=counts)


def _held(names: tuple[str, ...], hands: tuple[tuple[str, ...], ...], but: int | None = None) -> str:
    """`Black 3` or `Black-Light 3, White-Dark 3`: each seat (but one) by its whole name, and
    how many tiles it holds."""
    return ", ".join(f"{names[s]} {len(h)}" for s, h in enumerate(hands) if s != but)


def _label(code: str) -> str:
    info = tile(code)
    return f"{info.name} ({info.letter})" if info.letter else info.name


def _legend(seen: HiMiKiState) -> str:
    chaos = seen.chaos
    assert chaos is not None
    if not chaos.terrain:
        return "Terrain: none on the board."
    parts = []
    for sq, code in chaos.terrain:
        covered = ", under a cube" if seen.board[sq] is not None else ""
        parts.append(f"{tile(code).name} ({tile(code).letter}) on {square_name(sq)}{covered}")
    return "Terrain: " + "; ".join(parts) + "."
