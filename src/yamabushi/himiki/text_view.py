"""Hi Mi Ki as plain text, for screen readers and scripts (`yamabushi play himiki --plain`).

One line per row, squares named as in the notation: `wHMK` is a White cube with
Fire (H) on top, Water (M) on its north/south faces and Wood (K) east/west;
`.` an empty square. Built from an observation, so another seat's Chaos tiles
can never be printed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yamabushi.himiki.board import COLUMNS, HEIGHT, square_at, square_name
from yamabushi.himiki.cube import BLACK, ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.state import HiMiKiState

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
    terrain = state.chaos.terrain_at(square) if state.chaos else None
    text = "." if cube is None else ("b" if cube.owner == BLACK else "w") + cube.faces
    return f"{text}/{terrain}" if terrain else text


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
        lines.append(f"Your Chaos tiles: {', '.join(state.chaos.hands[seat]) or 'none'}.")
        counts = ", ".join(str(len(h)) for h in state.chaos.hands)
        lines.append(f"Chaos tiles held by each seat: {counts}.")
    return lines


def to_text(state: HiMiKiState, seat: int) -> str:
    return "\n".join(board_lines(state) + status_lines(state, seat))
