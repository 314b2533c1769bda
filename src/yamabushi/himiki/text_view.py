"""Hi Mi Ki as plain text, for screen readers and scripts (`yamabushi play himiki --plain`).

One line per row, squares named as in the notation: `wHMK` is a White cube with
Fire (H) on top, Water (M) on its north/south faces and Wood (K) east/west;
`.` an empty square, a capital letter an Expert terrain tile lying there (the
terrain line also names those under a cube). Built from an observation, so
another seat's Chaos tiles can never be printed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yamabushi.himiki.board import COLUMNS, HEIGHT, square_at, square_name
from yamabushi.himiki.chaos import tile
from yamabushi.himiki.cube import BLACK, ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.state import HiMiKiState
from yamabushi.himiki.variants import chaos as chaos_rules

SIDES = ("White", "Black")


def board_lines(state: Any, cell: Callable[[Any, int], str] | None = None) -> list[str]:
    """The 5×6 board, rows 1-3 the Dark half and 4-6 the Light half, with a median line;
    `cell` writes one square (Mindlock writes its own, with Black cubes by their tops)."""
    cell = cell or _cell
    lines = ["     " + "".join(f"{c:<6}" for c in COLUMNS).rstrip()]
    for row in range(1, HEIGHT + 1):
        cells = [cell(state, square_at(col, row)) for col in range(len(COLUMNS))]
        lines.append(f"{row:>2}   " + "".join(f"{c:<6}" for c in cells).rstrip())
        if row == HEIGHT // 2:
            lines.append("     ---- median: Dark above, Light below ----")
    return lines


def _cell(state: HiMiKiState, square: int) -> str:
    cube = state.board[square]
    if cube is not None:
        return ("b" if cube.owner == BLACK else "w") + cube.faces
    terrain = state.chaos.terrain_at(square) if state.chaos else None
    return tile(terrain).letter or "?" if terrain else "."


def status_lines(state: HiMiKiState, seat: int) -> list[str]:
    """Scores, Influence, and the viewer's own Chaos tiles (others' only counted)."""
    influence = ", ".join(
        f"{ELEMENT_NAMES[element]}: {SIDES[holder] if holder is not None else 'nobody'}"
        for element, holder in zip(ELEMENTS, state.influence)
    )
    lines = [f"Score: White {state.scores[0]}, Black {state.scores[1]}. Influence: {influence}."]
    if state.replay is not None:
        lines.append(f"Replay on offer for the cube on {square_name(state.replay[1])} (or end the turn).")
    if state.chaos is not None:
        lines += chaos_lines(state, seat)
    return lines


def chaos_lines(state: HiMiKiState, seat: int) -> list[str]:
    """Expert: the viewer's own tiles (with the code to type), how many the others hold, the
    terrain, armed Yokai, Confusion, and what the seat to move owes now."""
    chaos, names = state.chaos, state.rules.seat_names
    assert chaos is not None
    lines = []
    if seat >= 0:  # seat -1: a spectator, who holds no tiles
        mine = ", ".join(f"{tile(code).name} ({code})" for code in chaos.hands[seat])
        lines.append(f"Your Chaos tiles: {mine or 'none'}.")
    held = ", ".join(f"{names[s]} {len(hand)}" for s, hand in enumerate(chaos.hands))
    lines.append(f"Chaos tiles held: {held}.")
    if chaos.terrain:
        lines.append("Terrain: " + ", ".join(_terrain(state, sq, code) for sq, code in chaos.terrain) + ".")
    if chaos.armed:
        lines.append("Major Yokai armed: " + ", ".join(names[s] for s in chaos.armed) + ".")
    if chaos.confused:
        lines.append("Confusion: the next turn is forced for " + ", ".join(names[s] for s in chaos.confused) + ".")
    if chaos.forced:
        lines.append("This turn is forced (Confusion): Tilt or Rotate one cube of the other colour.")
    if chaos.pending is not None and not state.over:
        lines.append(f"{names[state.to_move]}, now {chaos_rules().prompt(chaos.pending)}.")
    return lines


def _terrain(state: HiMiKiState, square: int, code: str) -> str:
    under = state.board[square]
    where = f" under {SIDES[under.owner]}'s cube" if under is not None else ""
    return f"{tile(code).name} ({tile(code).letter}) on {square_name(square)}{where}"


def to_text(state: HiMiKiState, seat: int) -> str:
    return "\n".join(board_lines(state) + status_lines(state, seat))
