"""The Hi Mi Ki board: 5×6 squares, row 1 at the top, the median between rows 3 and 4.

Each square is a cube in the middle and 2-character margins that carry the square's marks
(cursor, selection, legal target, rotate mark), each with a letter as well as a colour.
The inner corners of the margins frame the squares the last turn touched: `┌┐└┘` where a
cube arrived or changed, `· ·` dots where a cube left or only passed; a hinted action
not yet played is framed `╔╗╚╝` / `: :`. So the marks read without colour, and the legend's
second line names each mark drawn at the moment (`marks_legend`).

Two sizes: compact (9×3 squares, the board is 48×20 and fits 80×24 beside the side panel)
and large (13×5 squares with a framed 9×5 cube, 68×32), which the screen picks when the
terminal has room (`fits_large`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.reactive import reactive
from textual.widget import Widget

from yamabushi.himiki import COLUMNS, Cube, FROM, HiMiKiState, square_at, tile, TO
from yamabushi.tui.kit.messages import SquareClicked
from yamabushi.tui.kit.contrast import on
from yamabushi.tui.himiki.cube_art import ELEMENT_STYLE, cube_rows

STEPS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
"""The arrow keys as (column, row) steps, for every screen that moves a cursor on the board."""


def terrain_letters(state: HiMiKiState) -> dict[int, str]:
    """Board square -> the letter of the terrain tile lying there (public information, drawn in
    the middle of its square by every Hi Mi Ki board: play, replay, editor)."""
    if state.chaos is None:
        return {}
    return {sq: tile(code).letter or "?" for sq, code in state.chaos.terrain}


LABEL_W = 3
HALF_BG = {"dark": "grey23", "light": "grey46"}
"""Each half's colour, chosen so black letters read on the light one (tui/kit/contrast.py)."""
MARK_BG = {
    "cursor": "dark_goldenrod",
    "selected": "blue3",
    "target": "green3",
    "rotate": "magenta3",
    "blocked": "grey30",
    "control": "dark_cyan",
}
MARK_LETTER = {"cursor": ">", "selected": "*", "target": "+", "rotate": "R", "blocked": "x", "control": "o"}

HINT_FROM, HINT_TO = "hint-from", "hint-to"
CORNERS = {TO: "┌┐└┘", FROM: "····", HINT_TO: "╔╗╚╝", HINT_FROM: "::::"}
"""Top-left, top-right, bottom-left, bottom-right of a framed square, per kind of trail mark."""
CORNER_COLOUR = {TO: "yellow1", FROM: "yellow1", HINT_TO: "cyan1", HINT_FROM: "cyan1"}


@dataclass(frozen=True)
class Geometry:
    """A square's size in characters; the cube is drawn in its middle, margins of 2 around it."""

    cell_w: int
    cell_h: int

    @property
    def width(self) -> int:
        return LABEL_W + 5 * self.cell_w

    @property
    def height(self) -> int:
        """Column letters, six rows of squares, the median line, the legend and the marks under them."""
        return 1 + 6 * self.cell_h + 1 + len(LEGEND) + 1


COMPACT, LARGE = Geometry(9, 3), Geometry(13, 5)

LEGEND = ("$H Fire beats $K Wood beats $M Water beats Fire.",)
"""Under the board, in every screen that shows one: what the letters on the cubes mean and
which beats which, the two things a newcomer needs before a first Tilt (`$X`: the letter X
in its element's colour). The line under it names the marks on the board (`marks_legend`)."""

MARK_WORDS = {
    "selected": "* chosen",
    "rotate": "R to Rotate",
    "blocked": "x can't go back",
    "control": "o moves now",
    HINT_TO: "╔╗ hint",
    TO: "┌┐ last turn",
    "cursor": "> cursor",
}
"""Each mark in words, in the order the legend names them (the most needed first)."""
PAIRED = {TO: FROM, HINT_TO: HINT_FROM}
"""A frame and the dots (or colons) of the same turn or hint, named together: `┌┐·· last turn`."""


def target_words(view: BoardView) -> str:
    """What a `+` means where it is drawn: where the chosen cube can Tilt, the cubes that can
    Tilt, or the empty squares a cube (or a tile) can be placed on."""
    if view.selected is not None:
        return "+ Tilt it there"
    if view.board and any(view.board[sq] is not None for sq in view.targets):
        return "+ can Tilt"
    return "+ place here"


def marks_legend(view: BoardView, drawn: set[str], width: int) -> str:
    """The marks in `drawn` (kinds of `_marks`, and trail kinds) in words, within `width`
    columns: two spaces apart when they fit, else one, the least needed dropped last."""
    words = [target_words(view)] if "target" in drawn else []
    for kind, said in MARK_WORDS.items():
        if kind in drawn:
            words.append(said.replace(" ", CORNERS[PAIRED[kind]][:2] + " ", 1) if PAIRED.get(kind) in drawn else said)
    words += [f"{CORNERS[kind][:2]} {MARK_WORDS[pair][3:]}" for pair, kind in PAIRED.items() if kind in drawn and pair not in drawn]
    while words and len(" ".join(words)) > width:
        words.pop()
    spaced = "  ".join(words)
    return spaced if len(spaced) <= width else " ".join(words)


def legend_lines() -> list[Text]:
    """The legend's lines, indented like the board's squares, each letter in its colour."""
    lines = []
    for line in LEGEND:
        text = Text(" " * LABEL_W)
        for part in re.split(r"(\$[HMK])", line):
            if part.startswith("$"):
                text.append(part[1], ELEMENT_STYLE[part[1]])
            else:
                text.append(part)
        lines.append(text)
    return lines


def fits_large(width: int, height: int, side: int = 34) -> bool:
    """Room for the large board, a header and a footer, and a side panel `side` columns wide."""
    return width >= LARGE.width + side and height >= LARGE.height + 2


def fit_boards(screen: Widget, width: int, height: int) -> None:
    """Give the boards of `screen` large squares when a terminal of `width` x `height` has room
    (called on mount and on every resize by the screens that show a Hi Mi Ki board)."""
    for board in screen.query(HiMiKiBoard):
        board.large = fits_large(width, height)


@dataclass(frozen=True)
class BoardView:
    """Everything the board draws; the game screen builds it from the session."""

    board: tuple[Cube | None, ...] = ()
    cursor: int | None = 0
    """None: no cursor (a line of play being shown, not played)."""
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
    """Square -> FROM / TO of the last turn, or HINT_FROM / HINT_TO of a hinted action."""


@lru_cache(maxsize=2048)
def _square_rows(half: str, marks: tuple[str, ...], cube: Cube | None, tops_only: bool, extra: str | None, trail: str | None, large: bool) -> tuple[Text, ...]:
    """One square's lines, from all it depends on: a render redraws the two or three squares
    a key changed and reuses the rest (the lines are only ever copied into the board's)."""
    centred = _centre_mark(marks, cube, extra)
    edge = [m for m in marks if m != centred]
    margin = on(MARK_BG[edge[0]] if edge else HALF_BG[half])
    corners = CORNERS[trail] if trail else "    "
    corner = margin + Style(color=CORNER_COLOUR[trail]) if trail else margin
    body = _body(half, centred, cube, tops_only, extra, LARGE if large else COMPACT)
    letters = [MARK_LETTER[m] for m in edge] + [" ", " "]
    last = len(body) - 1
    rows = []
    for i, line in enumerate(body):
        inner_left = corners[0] if i == 0 else corners[2] if i == last else " "
        inner_right = corners[1] if i == 0 else corners[3] if i == last else " "
        left = Text.assemble((letters[0] if i == 0 else " ", margin), (inner_left, corner))
        right = Text.assemble((inner_right, corner), (letters[1] if i == last else " ", margin))
        rows.append(Text.assemble(left, line, right))
    return tuple(rows)


def _centre_mark(marks: tuple[str, ...], cube: Cube | None, extra: str | None) -> str | None:
    """The mark an empty square draws in its middle (a target or a blocked square); it is
    drawn there once, not again in the corner, or every empty choice would show two `+`."""
    last = marks[-1] if marks else None
    return last if cube is None and last in ("target", "blocked") and not extra else None


def _body(half: str, mark: str | None, cube: Cube | None, tops_only: bool, extra: str | None, g: Geometry) -> list[Text]:
    """The cube, or the empty square with its centre glyph (terrain letter, target, dot)."""
    if cube is not None:
        plain = tops_only and cube.owner == 1
        return cube_rows(cube.owner, cube.top, " " if plain else cube.ns, " " if plain else cube.ew, g is LARGE)
    square = on(HALF_BG[half]) + Style(bold=False)
    width, height = g.cell_w - 4, g.cell_h
    pad = " " * ((width - 1) // 2)
    if mark is not None:  # the mark's own colour behind its letter, not bars down the margins
        centre = Text.assemble((pad, square), (MARK_LETTER[mark], on(MARK_BG[mark])), (" " * (width - 1 - len(pad)), square))
    else:
        centre = Text((extra or "·").center(width), style=square)
    return [centre if i == height // 2 else Text(" " * width, style=square) for i in range(height)]


class HiMiKiBoard(Widget, can_focus=True):
    DEFAULT_CSS = f"""
    HiMiKiBoard {{ width: {COMPACT.width}; height: {COMPACT.height}; }}
    HiMiKiBoard.-large {{ width: {LARGE.width}; height: {LARGE.height}; }}
    HiMiKiBoard:focus {{ background: $surface; }}
    """

    view: reactive[BoardView] = reactive(BoardView, always_update=True)
    large: reactive[bool] = reactive(False, layout=True)

    @property
    def geometry(self) -> Geometry:
        return LARGE if self.large else COMPACT

    def watch_large(self, large: bool) -> None:
        self.set_class(large, "-large")

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

    def _cell(self, sq: int, row: int) -> tuple[Text, ...]:
        v = self.view
        cube = v.board[sq] if v.board else None
        trail = v.trail.get(sq)
        return _square_rows("light" if row >= 4 else "dark", tuple(self._marks(sq)), cube, v.tops_only, v.extra.get(sq), trail, self.large)

    def render(self) -> Text:
        """Every line drawn in full, blank ones too: trailing spaces carry the squares' colour."""
        g = self.geometry
        lines = [Text(" " * LABEL_W + "".join(c.center(g.cell_w) for c in COLUMNS), style="bold")]
        rule = 5 * g.cell_w - len(" median ")
        for row in range(1, 7):
            if row == 4:
                lines.append(Text.assemble(" " * LABEL_W, ("─" * (rule // 2), "grey50"), " median ", ("─" * (rule - rule // 2), "grey50")))
            cells = [self._cell(square_at(col, row), row) for col in range(5)]
            for line in range(g.cell_h):
                label = Text(f"{row}  " if line == g.cell_h // 2 else "   ", style="bold")
                lines.append(Text.assemble(label, *(cell[line] for cell in cells)))
        marks = Text(" " * LABEL_W + marks_legend(self.view, self._drawn(), 5 * g.cell_w))
        return Text("\n").join([*lines, *legend_lines(), marks])

    def _drawn(self) -> set[str]:
        """The kinds of mark on the board now (margin marks and trail frames), for the legend."""
        drawn = {kind for sq in range(30) for kind in self._marks(sq)}
        return drawn | set(self.view.trail.values())

    def square_at_offset(self, x: int, y: int) -> int | None:
        """Map a click to a square; the median line and labels map to nothing."""
        g = self.geometry
        col = (x - LABEL_W) // g.cell_w
        line = y - 1
        if line >= 3 * g.cell_h:
            line -= 1
            if line < 3 * g.cell_h:
                return None
        row = line // g.cell_h + 1
        if not (0 <= col < 5 and 1 <= row <= 6) or x < LABEL_W or y < 1:
            return None
        return square_at(col, row)

    def on_click(self, event: Click) -> None:
        sq = self.square_at_offset(event.x, event.y)
        if sq is not None:
            self.post_message(SquareClicked(sq))
