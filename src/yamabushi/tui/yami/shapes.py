"""A Spirit tile's shape drawn small, so a card's tile can be planned before it is played.

Half blocks put two rows of squares in one line of text: a terminal cell is about
twice as tall as it is wide, so each square comes out square, and the biggest
tile (3 rows) takes 2 lines. The shape is the tile's front side as the data file
draws it; the chip above it names the card, so colour is never needed to read it.
"""

from __future__ import annotations

from yamabushi.yami import Cells

GLYPHS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}
LINES = 2
"""Lines a shape takes: any tile of up to 7 squares has at most 4 rows once laid on its long side."""


def upright(cells: Cells) -> Cells:
    """The shape as drawn: as the data file has it, or turned a quarter when it is too tall
    for `LINES` (a tile corrected to a long column, say)."""
    rows = max(r for r, _ in cells) + 1
    if rows <= 2 * LINES:
        return cells
    left = min(c for _, c in cells)
    return tuple(sorted((c - left, rows - 1 - r) for r, c in cells))


def width(cells: Cells) -> int:
    cols = [c for _, c in upright(cells)]
    return max(cols) - min(cols) + 1


def shape_lines(cells: Cells) -> list[str]:
    """`LINES` strings of `width(cells)` characters; line k holds rows 2k (upper half) and 2k+1."""
    cells = upright(cells)
    left = min(c for _, c in cells)
    squares = {(r, c - left) for r, c in cells}
    cols = range(width(cells))
    return ["".join(GLYPHS[(2 * k, c) in squares, (2 * k + 1, c) in squares] for c in cols) for k in range(LINES)]
