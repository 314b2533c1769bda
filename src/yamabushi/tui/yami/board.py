"""The Yami board: 12×12 squares, each 3 characters wide and 1 line high, 5 wide when
the screen's layout gives the board 63 columns, and 2 lines high too with 25 lines.

Every square says what it is in letters, colour only helps: `R5` a square of
the red 5 Spirit tile, `#9` a square of Mission tile 9 (on 3-character squares, tile 12
says `12` on its first square and `#` on the rest: a square's third character is a space
or a mark, never a letter or a digit, so neighbours never run together),
`R5*` the tile placed in the last turn (`R5@`, `R5~` where it took a Whirlpool
or a Mist token), `r+` an empty square a
coloured edge wants red, `+` another empty square that must be covered, `·`
the rest. Campaign pieces: `@` a Whirlpool, `~g` a green Mist, `^` a Rock
icon (each followed by `+` when it must be covered), `**` a Magic tile. The tile being placed is drawn on top with a third letter per
square: `+` fits, `!` fits but breaks a coloured edge, `x` square taken
(`-` on the tile's other squares when it cannot go there).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.reactive import reactive
from textual.widget import Widget

from yamabushi.tui.kit.contrast import on
from yamabushi.tui.kit.messages import SquareClicked
from yamabushi.tui.yami.last_action import LastAction
from yamabushi.tui.yami.spirit_colours import ink_style, tile_style
from yamabushi.yami import Card, COLUMNS, Mission, Mist, Placed, Preview, SIZE

CELL_W, BIG_W, LABEL_W = 3, 5, 3
FLOOR = ("grey11", "grey19")
MISSION = on("wheat4")
MARK_STYLE = {"+": on("green4"), "!": on("yellow3"), "x": on("red3"), "-": on("red3")}


@dataclass(frozen=True)
class YamiBoardView:
    """What the board draws; the game screen builds it from a seat's view."""

    mission: Mission | None = None
    placed: tuple[Placed, ...] = ()
    tile: Card | None = None
    preview: Preview | None = None
    anchor: int | None = None
    whirlpools: int = 0
    mists: tuple[Mist, ...] = ()
    last: LastAction = LastAction()


class YamiBoard(Widget, can_focus=True):
    DEFAULT_CSS = """
    YamiBoard { width: 39; height: 13; }
    """

    view: reactive[YamiBoardView] = reactive(YamiBoardView, always_update=True)
    _drawn_for: tuple[YamiBoardView, bool, tuple[tuple[Text, Style], ...]] | None = None

    def _wide(self) -> bool:
        """5-character squares when the screen gives the board room for them."""
        return self.size.width >= LABEL_W + SIZE * BIG_W

    def _tall(self) -> bool:
        """2-line squares when the board has the height as well."""
        return self._wide() and self.size.height >= 1 + SIZE * 2

    def render(self) -> Text:
        wide, tall = self._wide(), self._tall()
        out = Text(" " * LABEL_W + "".join(c.center(BIG_W) if wide else c.ljust(CELL_W) for c in COLUMNS))
        out.stylize("bold")
        squares = self._squares(wide)
        for row in range(SIZE):
            cells = squares[row * SIZE : (row + 1) * SIZE]
            out.append(f"\n{row + 1:>2} ", style="bold")
            for text, fill in cells:
                out.append_text(Text.assemble((" ", fill), text, (" ", fill)) if wide else text)
            if tall:
                out.append("\n" + " " * LABEL_W)
                for _, fill in cells:
                    out.append(" " * BIG_W, style=fill)
        return out

    def drawn(self) -> frozenset[str]:
        """The letters of every square as drawn now (`R5*`, `#9`, `b+`, `·`...): what the legend explains."""
        return frozenset(text.plain.strip() for text, _ in self._squares(self._wide()))

    def _squares(self, wide: bool) -> tuple[tuple[Text, Style], ...]:
        """Every square as drawn for the view now: worked out once per view, since the screen
        asks for them three times a refresh (the board, the legend, the key to its pieces)."""
        view = self.view
        if self._drawn_for is None or self._drawn_for[0] is not view or self._drawn_for[1] != wide:
            spirits = {s: p.card for p in view.placed for s in p.squares}
            numbers = self._mission_numbers(wide)
            squares = tuple(self._square(square, spirits, numbers) for square in range(SIZE * SIZE))
            self._drawn_for = (view, wide, squares)
        return self._drawn_for[2]

    def _mission_numbers(self, wide: bool) -> dict[int, str]:
        """What each Mission-tile square says: `#9`; for tile 10 and up, on 3-character squares,
        `12` on its first square and `#` on the others (`#12` ran into the square beside it)."""
        mission = self.view.mission
        if mission is None:
            return {}
        labels = {}
        for tile in mission.tiles:
            first = min(tile.squares)
            for square in tile.squares:
                if wide or tile.number < 10:
                    labels[square] = f"#{tile.number}"
                else:
                    labels[square] = str(tile.number) if square == first else "#"
        return labels

    def _square(self, square: int, spirits: dict[int, Card], numbers: dict[int, str]) -> tuple[Text, Style]:
        """One square's 3 characters and its fill: the tile being placed first, then the board."""
        view = self.view
        if view.preview is not None and view.tile is not None and square in view.preview.squares:
            return self._preview_square(square, view.tile, view.preview)
        if square in spirits:
            fill = tile_style(spirits[square].colour)
            mark = view.last.mark(square)
            face = fill + Style(underline=True) if mark != " " else fill
            return Text(f"{spirits[square]}{mark}", style=face), fill
        if square in numbers:
            return Text(numbers[square].ljust(CELL_W), style=MISSION), MISSION
        return self._empty_square(square)

    def _empty_square(self, square: int) -> tuple[Text, Style]:
        row, col = divmod(square, SIZE)
        floor = Style(bgcolor=FLOOR[(row + col) % 2], color="grey62")
        mission = self.view.mission
        piece = self._piece(square)
        if piece is not None:
            return Text(piece.ljust(CELL_W), style=floor + Style(color="cyan1", bold=True)), floor
        wanted = mission.required[square] if mission else None
        if wanted is not None:
            return Text(f"{wanted.lower()}+ ", style=floor + ink_style(wanted)), floor
        if mission is not None and mission.surround >> square & 1:
            return Text("+  ", style=floor + Style(color="grey85", bold=True)), floor
        return Text("·  ", style=floor), floor

    def _piece(self, square: int) -> str | None:
        """The campaign piece on an empty square, if any, as the letters drawn for it."""
        view, bit = self.view, 1 << square
        if view.mission is None:
            return None
        hazards = view.mission.hazards
        if hazards.magic & bit:
            return "**"
        mist = next((colour for at, colour in view.mists if at == square), None)
        glyph = "@" if view.whirlpools & bit else "^" if hazards.rocks & bit else None
        glyph = f"~{mist.lower()}" if mist else glyph
        if glyph is None:
            return None
        return glyph + ("+" if view.mission.goal & bit else "")

    def _preview_square(self, square: int, tile: Card, preview: Preview) -> tuple[Text, Style]:
        if square in preview.blocked:
            mark = "x"
        elif not preview.legal:
            mark = "-"
        else:
            mark = "!" if square in preview.clashes else "+"
        fill = tile_style(tile.colour)
        face = fill + Style(underline=square == self.view.anchor)
        return Text.assemble((str(tile), face), (mark, MARK_STYLE[mark])), fill

    def square_at_offset(self, x: int, y: int) -> int | None:
        """The square under a click, or None on the labels."""
        width, height = BIG_W if self._wide() else CELL_W, 2 if self._tall() else 1
        col, row = (x - LABEL_W) // width, (y - 1) // height
        if x < LABEL_W or y < 1 or not (0 <= col < SIZE and 0 <= row < SIZE):
            return None
        return row * SIZE + col

    def on_click(self, event: Click) -> None:
        square = self.square_at_offset(event.x, event.y)
        if square is not None:
            self.post_message(SquareClicked(square))
