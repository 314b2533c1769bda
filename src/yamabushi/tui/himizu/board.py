"""The Himizu board: a 5×5 grid, `A1` top-left, each square 7×3 characters (11×5 in the large layout).

A square is a 1-character margin, a body and another margin. The body is
filled with the tile's glyph (`^` burning, `░` charred, `~` a puddle, `≈` two
puddles, `%` mud, `#` the Shrine) and shows the figure in its middle (`F`
flame, `W` wave), so every colour also has a glyph. The left margin carries
the cursor `>`, pointing into its square; the selection `*` and a legal target
`+` sit inside the square, at the ends of its middle line, on the square's own
background, so no mark reads as the neighbour's. An empty square that will
catch fire at the start of Fire's next turn shows `!` while the preview is on. The last turn's marks (marks.py) are words on the
body's top line (the path) and bottom line (what changed), in black on white.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget

from yamabushi.himizu import Figure, Tile
from yamabushi.tui.kit.contrast import on
from yamabushi.tui.himizu.marks import Marks, SquareMark
from yamabushi.tui.kit.messages import SquareClicked

CELL_W, CELL_H, LABEL_W = 7, 3, 3
"""The compact square; the large one is LARGE_CELL."""
LARGE_CELL = (11, 5)
FIGURE_W = {CELL_H: 3, LARGE_CELL[1]: 5}
"""How wide a figure is drawn on a square of that height."""

BARE_BACKGROUNDS = ("grey19", "grey11")
"""Bare squares alternate like a chequerboard so each square's edges show."""
BARE_BACKGROUND = BARE_BACKGROUNDS[0]
TILE_LOOK: dict[Tile, tuple[str, str, str]] = {
    Tile.NONE: (" ", "grey50", BARE_BACKGROUND),
    Tile.BURNING: ("^", "orange1", "dark_red"),
    Tile.CHARRED: ("░", "grey46", "grey3"),
    Tile.PUDDLE: ("~", "sky_blue1", "dodger_blue3"),
    Tile.PUDDLES: ("≈", "grey100", "blue3"),
    Tile.MUD: ("%", "light_goldenrod3", "orange4"),
}
"""(glyph, colour, background) per tile."""
SHRINE_LOOK = ("#", "gold1", "purple4")
FIGURE_LOOK = {
    Figure.FLAME: Style(color="yellow1", bgcolor="red3", bold=True),
    Figure.WAVE: Style(color="grey3", bgcolor="turquoise2", bold=True),
}
FIGURE_LETTER = {Figure.FLAME: "F", Figure.WAVE: "W"}
MARK_LOOK = {
    "cursor": (">", "dark_goldenrod"),
    "selected": ("*", "blue3"),
    "target": ("+", "green3"),
}
"""(letter, background) per mark; the letter's ink is whichever of black and white reads (tui/kit/contrast.py)."""
MARK_STYLE = Style(color="grey0", bgcolor="grey100", bold=True)
"""A last-action word: the word carries the meaning, the badge only makes it stand out."""
PREVIEW_STYLE = Style(color="orange1", bold=True)
PREVIEW_BACKGROUND = "#3d2200"
LAST_TURN_WORDS = ((("from", "1", "2"), "last turn's path"), (("burn", "char", "out", "lit"), "its changes"))
"""The legend's words of marks.py and what they say: a line each under a compact board, one
line together under a large one."""
LEGEND_TILES = (
    (Tile.BURNING, "burning"),
    (Tile.CHARRED, "charred"),
    (Tile.PUDDLE, "puddle"),
    (Tile.PUDDLES, "two puddles"),
    (Tile.MUD, "mud"),
)


@dataclass(frozen=True)
class HimizuBoardView:
    """Everything the board draws; the game screen builds it from the session."""

    columns: int = 5
    rows: int = 5
    tiles: tuple[Tile, ...] = ()
    figures: tuple[Figure, ...] = ()
    shrines: frozenset[int] = frozenset()
    cursor: int = 0
    selected: int | None = None
    targets: frozenset[int] = frozenset()
    preview: frozenset[int] = frozenset()
    marks: Marks = field(default_factory=dict)
    large: bool = False

    @property
    def cell(self) -> tuple[int, int]:
        """(width, height) of one square in this layout."""
        return LARGE_CELL if self.large else (CELL_W, CELL_H)


class HimizuBoard(Widget, can_focus=True):
    DEFAULT_CSS = """
    HimizuBoard { width: auto; height: auto; }
    """

    view: reactive[HimizuBoardView] = reactive(HimizuBoardView, always_update=True, layout=True)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """Sized by the board side in the data file (5×5 today: 38×16 compact, 58×26 large)."""
        return LABEL_W + self.view.columns * self.view.cell[0]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + self.view.rows * self.view.cell[1]

    def render(self) -> Text:
        v = self.view
        width, height = v.cell
        header = "".join(chr(ord("A") + c).center(width) for c in range(v.columns))
        out = Text(" " * LABEL_W + header + "\n", style="bold")
        for row in range(v.rows):
            cells = [self._cell(row * v.columns + c) for c in range(v.columns)]
            for line in range(height):
                out.append(f"{row + 1:<{LABEL_W}}" if line == height // 2 else " " * LABEL_W, style="bold")
                for cell in cells:
                    out.append_text(cell[line])
                out.append("\n")
        out.right_crop(1)  # the last newline only: the bottom row's lines are blank but coloured
        return out

    def _cell(self, sq: int) -> list[Text]:
        """The lines of one square: margins with marks around the body."""
        left, right = self._margins(sq)
        return [Text.assemble(left[i], body, right[i]) for i, body in enumerate(self._body(sq))]

    def _body(self, sq: int) -> list[Text]:
        """The top line carries the path mark, the bottom line the change mark, the middle the figure."""
        v = self.view
        width, height = v.cell[0] - 2, v.cell[1]
        if not v.tiles:
            return [Text(" " * width)] * height
        glyph, colour, background = SHRINE_LOOK if sq in v.shrines else TILE_LOOK[v.tiles[sq]]
        if sq in v.preview:
            background = PREVIEW_BACKGROUND
        elif background == BARE_BACKGROUND:
            background = BARE_BACKGROUNDS[sum(divmod(sq, v.columns)) % 2]
        style = Style(color=colour, bgcolor=background)
        mark = v.marks.get(sq, SquareMark())
        lines = [_word(mark.path, glyph, width, style)]
        lines += [self._middle(sq, glyph, style, width, line - 1, height - 2) for line in range(1, height - 1)]
        lines[height // 2] = self._inner_marks(sq, lines[height // 2])
        return lines + [_word(mark.change, glyph, width, style)]

    def _inner_marks(self, sq: int, line: Text) -> Text:
        """The selection `*` on the first character of the middle line; a target `+` in place of
        a bare square's dot, or on the last character when a tile or figure fills the middle."""
        v = self.view
        bare = v.tiles[sq] == Tile.NONE and v.figures[sq] == Figure.NONE and sq not in v.shrines | v.preview
        places = {"selected": 0, "target": len(line) // 2 if bare else len(line) - 1}
        for mark in ("selected", "target"):
            if (mark == "selected" and v.selected == sq) or (mark == "target" and sq in v.targets):
                letter, background = MARK_LOOK[mark]
                at = places[mark]
                line = line[:at] + Text(letter, on(background)) + line[at + 1 :]
        return line

    def _middle(self, sq: int, glyph: str, style: Style, width: int, line: int, lines: int) -> Text:
        """Line `line` of the `lines` between the marks: the figure drawn as a block, its letter centred."""
        v = self.view
        figure, centre = v.figures[sq], line == lines // 2
        if figure != Figure.NONE:
            size = FIGURE_W[v.cell[1]]
            side = glyph * ((width - size) // 2)
            body = FIGURE_LETTER[figure].center(size) if centre else " " * size
            return Text.assemble((side, style), (body, FIGURE_LOOK[figure]), (side, style))
        if not centre:
            return Text(glyph * width, style=style)
        if sq in v.preview:
            return Text.assemble(("!".center(width), style + PREVIEW_STYLE))
        if v.tiles[sq] == Tile.NONE and sq not in v.shrines:
            return Text("·".center(width), style=style)
        return Text(glyph * width, style=style)

    def _margins(self, sq: int) -> tuple[list[Text], list[Text]]:
        """Left: the cursor `>` (when focused), pointing into its square. Right: a plain gap."""
        height = self.view.cell[1]
        cursor = sq == self.view.cursor and self.has_focus
        return _margin(["cursor"] if cursor else [], height), _margin([], height)

    def square_at_offset(self, x: int, y: int) -> int | None:
        """Map a click to a square; the labels map to nothing."""
        v = self.view
        if x < LABEL_W or y < 1:
            return None
        width, height = v.cell
        column, row = (x - LABEL_W) // width, (y - 1) // height
        return row * v.columns + column if column < v.columns and row < v.rows else None

    def on_click(self, event: Click) -> None:
        sq = self.square_at_offset(event.x, event.y)
        if sq is not None:
            self.post_message(SquareClicked(sq))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


def _margin(marks: list[str], height: int) -> list[Text]:
    """A margin a square high: coloured by its mark, the mark's letter on the middle line."""
    if not marks:
        return [Text(" ")] * height
    letter, background = MARK_LOOK[marks[0]]
    style = on(background)
    return [Text(letter if i == height // 2 else " ", style=style) for i in range(height)]


def _word(word: str, fill: str, width: int, style: Style) -> Text:
    """A body's edge line: the tile's glyph, with a mark's word in the middle when there is one."""
    if not word:
        return Text(fill * width, style=style)
    word = f" {word} " if len(word) < 3 else word
    before = (width - len(word)) // 2
    return Text.assemble((fill * before, style), (word, MARK_STYLE), (fill * (width - before - len(word)), style))


def legend(picking: bool = True, large: bool = False) -> Text:
    """The glyph key drawn under the board, in the board's own colours: 6 lines of at most 38, or
    under a large board 4 lines of at most 58 (the tiles on one line), so it fits at 100x32 too.
    Without `picking` (a replay) the line of the cursor and targets is left out."""
    looks = [(TILE_LOOK[t], name) for t, name in LEGEND_TILES] + [(SHRINE_LOOK, "Shrine")]
    parts: list[tuple[str, Style] | str] = []
    for index, ((glyph, colour, background), name) in enumerate(looks):
        between = " " if large else "\n" if index == 2 else "  "
        parts += [(glyph, Style(color=colour, bgcolor=background)), f" {name}", between]
    parts[-1] = "\n"
    parts += [(" F ", FIGURE_LOOK[Figure.FLAME]), " flame  ", (" W ", FIGURE_LOOK[Figure.WAVE]), " wave  "]
    parts += [("!", Style(bgcolor=PREVIEW_BACKGROUND) + PREVIEW_STYLE), " fire next turn\n"]
    for index, (words, meaning) in enumerate(LAST_TURN_WORDS):
        parts += [("  " if large else "\n")] if index else []
        for word in words:
            parts += [(word, MARK_STYLE), " "]
        parts[-1] = f": {meaning}"
    if picking:
        parts.append("\n")
        for mark, name in (("cursor", "cursor  "), ("selected", "selected  "), ("target", "may be picked")):
            letter, background = MARK_LOOK[mark]
            parts += [(letter, on(background)), f" {name}"]
    return Text.assemble(*parts)
