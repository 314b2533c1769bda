"""How a Hi Mi Ki cube looks in text: top in the middle, side faces on its edges.

Owner is shown twice, by colour and by the brackets round the top: `[H]` White,
`{H}` Black, so the board reads the same without colour.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

ELEMENT_ON_CUBE = {
    0: {"H": "red3", "M": "blue3", "K": "dark_green"},
    1: {"H": "indian_red1", "M": "deep_sky_blue1", "K": "green3"},
}
"""The elements' colours, darker on a White cube and lighter on a Black one, so every face
letter reads (tui/kit/contrast.py) in the terminal and in the browser."""
CUBE_BG = {0: "grey93", 1: "grey15"}
CUBE_FG = {0: "grey0", 1: "grey100"}
ELEMENT_STYLE = {e: Style(color=ink, bgcolor=CUBE_BG[0], bold=True) for e, ink in ELEMENT_ON_CUBE[0].items()}
"""An element's letter where the background is the theme's (legends, dialogs): as a White cube
shows it, since no one colour of it reads on both the dark and the light theme."""
BRACKETS = {0: ("[", "]"), 1: ("{", "}")}


def cube_rows(owner: int, top: str, ns: str, ew: str, large: bool = False) -> list[Text]:
    """Compact: three 5-character rows, ns face, `ew[top]ew`, ns face. Large: the same faces
    spread on a 9×5 block (no outline: the board frames the squares of the last turn)."""
    base = Style(bgcolor=CUBE_BG[owner], color=CUBE_FG[owner])
    left, right = BRACKETS[owner]

    def face(letter: str) -> Text:
        """An element letter in its colour; a blank face (a side that does not matter) stays plain."""
        colour = ELEMENT_ON_CUBE[owner].get(letter)
        return Text(letter, style=base + Style(color=colour, bold=True) if colour else base)

    def plain(text: str) -> Text:
        return Text(text, style=base)

    if not large:
        edge = Text.assemble(plain("  "), face(ns), plain("  "))
        middle = Text.assemble(face(ew), plain(left), face(top), plain(right), face(ew))
        return [edge, middle, edge.copy()]
    edge = Text.assemble(plain("    "), face(ns), plain("    "))
    middle = Text.assemble(plain(" "), face(ew), plain(f" {left}"), face(top), plain(f"{right} "), face(ew), plain(" "))
    return [plain(" " * 9), edge, middle, edge.copy(), plain(" " * 9)]


def orientation_label(top: str, ns: str, ew: str) -> str:
    from yamabushi.himiki import ELEMENT_NAMES

    return f"{top}{ns}{ew}: top {ELEMENT_NAMES[top]}, north/south {ELEMENT_NAMES[ns]}, east/west {ELEMENT_NAMES[ew]}"
