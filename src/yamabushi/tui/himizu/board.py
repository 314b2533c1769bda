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

from collections.abc import Sequence
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
LEGEND_TILES = (
    (Tile.BURNING, "burning", "burning"),
    (Tile.CHARRED, "charred", "charred"),
    (Tile.PUDDLE, "puddle", "puddle"),
    (Tile.PUDDLES, "two puddles", "2 puddles"),
    (Tile.MUD, "mud", "mud"),
)
"""(tile, name, short name) in the legend's order."""
CHANGE_WORDS = {
    "burn": ("a burning tile laid", "burning laid"),
    "char": ("turned charred", "charred"),
    "lit": ("fire spread here", "spread"),
    "out": ("put out, back to Fire", "put out"),
    "~new": ("a puddle laid", "puddle laid"),
    "mud": ("puddle on charred: mud", "made mud"),
    "stack": ("two puddles stacked", "stacked"),
}
"""marks.py's bottom-line words and what they say, in full and short, in the legend's order."""
LEGEND_LINES = {False: 6, True: 4}
"""Lines the legend may take under a compact board at 80x24 and under a large one at 100x32."""
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


def legend(
    picking: bool = True,
    large: bool = False,
    view: HimizuBoardView | None = None,
    heading: str = "Last turn:",
    lines: int | None = None,
) -> Text:
    """The key drawn under the board in the board's own colours, in sentences: of `view`, only the
    glyphs and marks on it now (without a view, all of them), then the last turn's words after
    `heading`. Laid out in whole entries to the board's width; when the full sentences take more
    than `lines` (by default LEGEND_LINES), the short ones, then those packed tighter. Without `picking` (a replay) no cursor."""
    width = LABEL_W + 5 * (LARGE_CELL[0] if large else CELL_W)
    room = LEGEND_LINES[large] if lines is None else lines
    for short, dense in ((False, False), (True, False), (True, True)):
        rows = _pack(_key_entries(view, picking, short), width)
        marks = _mark_entries(view, short)
        if marks:
            marks_rows = _pack([Text(heading, style="bold"), *marks], width, rows if dense else [], dense)
            rows = marks_rows if dense else rows + marks_rows
        if len(rows) <= room:
            break
    return Text("\n").join(rows)


def _pack(entries: list[Text], width: int, lines: list[Text] | None = None, first_fit: bool = False) -> list[Text]:
    """Whole entries, two spaces apart, as many to a line of `width` as fit, after `lines`; in
    order, or when `first_fit` (the densest key) each on the first line with room for it."""
    lines = [line.copy() for line in lines or []]
    start = max(len(lines) - 1, 0)
    """The first entry (a heading) may share the line before; the rest stay on its line or after."""
    for index, entry in enumerate(entries):
        if index == 1:
            start = len(lines) - 1
        fits = [line for line in lines[-1:] if line.cell_len + 2 + entry.cell_len <= width]
        if first_fit:
            fits = [line for line in lines[start:] if line.cell_len + 2 + entry.cell_len <= width]
        if fits:
            fits[0].append("  ").append_text(entry)
        else:
            lines.append(entry.copy())
    return lines


def _key_entries(view: HimizuBoardView | None, picking: bool, short: bool) -> list[Text]:
    """The glyphs on the board: the cursor, tiles, the Shrine, figures and the fire preview. The
    selection `*` and targets `+` are the hint's to explain, beside what they are for."""
    tiles = set(view.tiles) if view else set(Tile)
    figures = set(view.figures) if view else set(Figure)
    entries: list[Text] = []
    if picking and (view is None or view.cursor >= 0):
        letter, background = MARK_LOOK["cursor"]
        entries.append(Text.assemble((letter, on(background)), " cursor"))
    entries += [
        Text.assemble((glyph, Style(color=colour, bgcolor=background)), f" {names[short]}")
        for tile, *names in LEGEND_TILES
        if tile in tiles
        for glyph, colour, background in [TILE_LOOK[tile]]
    ]
    if view is None or view.shrines:
        glyph, colour, background = SHRINE_LOOK
        entries.append(Text.assemble((glyph, Style(color=colour, bgcolor=background)), " Shrine" if short else " Shrine, closed"))
    entries += [
        Text.assemble((f" {FIGURE_LETTER[figure]} ", FIGURE_LOOK[figure]), f" {name}")
        for figure, name in ((Figure.FLAME, "flame"), (Figure.WAVE, "wave"))
        if figure in figures
    ]
    if view is None or view.preview:
        fire = " fire next turn" if short else " catches fire next Fire turn"
        entries.append(Text.assemble(("!", Style(bgcolor=PREVIEW_BACKGROUND) + PREVIEW_STYLE), fire))
    return entries


def _mark_entries(view: HimizuBoardView | None, short: bool) -> list[Text]:
    """The last turn's words on the board (marks.py), each with what it says."""
    marks = list(view.marks.values()) if view else []
    paths = {m.path for m in marks} if view else {"from", "1", "2", "new", "~from", "~to"}
    changes = {m.change for m in marks} if view else set(CHANGE_WORDS)
    steps = sorted((p for p in paths if p.isdigit()), key=int)
    if len(steps) > 3:
        steps = [steps[0], "…", steps[-1]]
    moved = [word for word in ("from", "to") if word in paths] + steps
    puddle = [word for word in ("~from", "~to") if word in paths]
    entries: list[Text] = []
    if moved:
        entries.append(_chain(moved, "a move" if "to" in paths else "moves" if short else "moves in order"))
    if "new" in paths:
        entries.append(_chain(["new"], "placed" if short else "a figure placed"))
    if puddle:
        entries.append(_chain(puddle, "puddle moved" if short else "a puddle moved"))
    entries += [_chain([word], words[short]) for word, words in CHANGE_WORDS.items() if word in changes]
    return entries


def _chain(words: Sequence[str], meaning: str) -> Text:
    """Mark words as the board draws them, joined by arrows, then what they say."""
    text = Text()
    for index, word in enumerate(words):
        text.append("→" if index else "")
        text.append(word if word == "…" else f" {word} " if len(word) < 3 else word, style=None if word == "…" else MARK_STYLE)
    return text.append(f": {meaning}")
