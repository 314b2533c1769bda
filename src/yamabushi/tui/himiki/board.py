"""The Hi Mi Ki board: 5×6 squares, row 1 at the top, the median between rows 3 and 4.

Each square is 9×3 characters: a 5×3 cube in the middle and 2-character margins
that carry the square's marks (cursor, selection, legal target, rotate mark),
each with a letter as well as a colour. The inner corners of the margins frame the squares
of the last action (`┌┐└┘` where a cube arrived or changed, `· ·` where one left) and of
a hinted action not yet played (`╔╗╚╝`, `: :`), so the marks read without colour.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.reactive import reactive
from textual.widget import Widget

from yamabushi.himiki.board import COLUMNS, square_at
from yamabushi.tui.messages import SquareClicked
from yamabushi.tui.himiki.cube_art import cube_rows

CELL_W, CELL_H, LABEL_W = 9, 3, 3
HALF_BG = {"dark": "grey23", "light": "grey42"}
MARK_BG = {
    "cursor": "dark_goldenrod",
    "selected": "dodger_blue3",
    "target": "green4",
    "rotate": "magenta",
    "blocked": "grey30",
    "control": "dark_cyan",
}
MARK_LETTER = {"cursor": ">", "selected": "*", "target": "+", "rotate": "R", "blocked": "x", "control": "o"}

FROM, TO, HINT_FROM, HINT_TO = "from", "to", "hint-from", "hint-to"
"""Trail marks: a square a cube left, a square that changed, and the same for a hinted action."""
CORNERS = {TO: "┌┐└┘", FROM: "····", HINT_TO: "╔╗╚╝", HINT_FROM: "::::"}
"""Top-left, top-right, bottom-left, bottom-right of a framed square, per kind of trail mark."""
CORNER_COLOUR = {TO: "yellow1", FROM: "yellow1", HINT_TO: "bright_cyan", HINT_FROM: "bright_cyan"}


@dataclass(frozen=True)
class BoardView:
    """Everything the board draws; the game screen builds it from the session."""

    board: tuple = ()
    cursor: int = 0
    selected: int | None = None
    targets: frozenset[int] = frozenset()
    rotating: frozenset[int] = frozenset()
    blocked: int | None = None
    marks_on: bool = True
    extra: dict[int, str] = field(default_factory=dict)
    """A letter to draw in the middle of an empty square (a terrain tile lying there)."""
    tops_only: bool = False
    """Draw Black cubes by their top alone (Mindlock, where their sides never matter)."""
    controlled: frozenset[int] = frozenset()
    """Cubes the seat to move plays right now (2v2: its colour on its half, or carried across)."""
    trail: dict[int, str] = field(default_factory=dict)
    """Square -> FROM / TO of the last action, or HINT_FROM / HINT_TO of a hinted action."""


class HiMiKiBoard(Widget, can_focus=True):
    DEFAULT_CSS = """
    HiMiKiBoard { width: 48; height: 20; }
    HiMiKiBoard:focus { background: $surface; }
    """

    view: reactive[BoardView] = reactive(BoardView, always_update=True)

    def _marks(self, sq: int) -> list[str]:
        v = self.view
        marks = []
        if sq == v.cursor and self.has_focus:
            marks.append("cursor")
        if sq == v.selected:
            marks.append("selected")
        if sq in v.rotating:
            marks.append("rotate")
        if v.marks_on and sq in v.targets:
            marks.append("target")
        if sq == v.blocked:
            marks.append("blocked")
        if sq in v.controlled:
            marks.append("control")
        return marks

    def _cell(self, sq: int, row: int) -> list[Text]:
        half = "light" if row >= 4 else "dark"
        cube = self.view.board[sq] if self.view.board else None
        marks = self._marks(sq)
        margin_bg = MARK_BG[marks[0]] if marks else HALF_BG[half]
        margin = Style(bgcolor=margin_bg, color="white", bold=True)
        square = Style(bgcolor=HALF_BG[half], color="grey70")
        if cube is not None:
            plain = self.view.tops_only and cube.owner == 1
            body = cube_rows(cube.owner, cube.top, " " if plain else cube.ns, " " if plain else cube.ew)
        else:
            centre = self.view.extra.get(sq) or (
                MARK_LETTER[marks[-1]] if marks and marks[-1] in ("target", "blocked") else "·"
            )
            body = [Text("     ", style=square), Text(f"  {centre}  ", style=square), Text("     ", style=square)]
        letters = [MARK_LETTER[m] for m in marks] + [" ", " "]
        trail = self.view.trail.get(sq)
        rows = []
        for i, line in enumerate(body):
            left, right = letters[0] if i == 0 else " ", letters[1] if i == 2 else " "
            if trail is None:
                rows.append(Text.assemble((left + " ", margin), line, (" " + right, margin)))
                continue
            corners, corner = CORNERS[trail], margin + Style(color=CORNER_COLOUR[trail])
            inner_left, inner_right = (corners[0], corners[1]) if i == 0 else (corners[2], corners[3]) if i == 2 else (" ", " ")
            rows.append(Text.assemble((left, margin), (inner_left, corner), line, (inner_right, corner), (right, margin)))
        return rows

    def render(self) -> Text:
        out = Text("   " + "".join(c.center(CELL_W) for c in COLUMNS) + "\n", style="bold")
        for row in range(1, 7):
            if row == 4:
                out.append("   " + "─" * 16 + " median " + "─" * 21 + "\n", style="grey50")
            cells = [self._cell(square_at(col, row), row) for col in range(5)]
            for line in range(CELL_H):
                label = f"{row}  " if line == 1 else "   "
                out.append(label, style="bold")
                for cell in cells:
                    out.append_text(cell[line])
                out.append("\n")
        out.rstrip()
        return out

    def square_at_offset(self, x: int, y: int) -> int | None:
        """Map a click to a square; the median line and labels map to nothing."""
        col = (x - LABEL_W) // CELL_W
        line = y - 1
        if line >= 3 * CELL_H:
            line -= 1
            if line < 3 * CELL_H:
                return None
        row = line // CELL_H + 1
        if not (0 <= col < 5 and 1 <= row <= 6) or x < LABEL_W or y < 1:
            return None
        return square_at(col, row)

    def on_click(self, event: Click) -> None:
        sq = self.square_at_offset(event.x, event.y)
        if sq is not None:
            self.post_message(SquareClicked(sq))
