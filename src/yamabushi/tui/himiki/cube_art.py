"""How a Hi Mi Ki cube looks in text: top in the middle, side faces on its edges.

Owner is shown twice, by colour and by the brackets round the top: `[H]` White,
`{H}` Black, so the board reads the same without colour.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

ELEMENT_STYLE = {
    "H": Style(color="red3", bold=True),
    "M": Style(color="dodger_blue2", bold=True),
    "K": Style(color="green4", bold=True),
}
CUBE_BG = {0: "grey93", 1: "grey15"}
CUBE_FG = {0: "black", 1: "white"}
BRACKETS = {0: ("[", "]"), 1: ("{", "}")}


def cube_rows(owner: int, top: str, ns: str, ew: str) -> list[Text]:
    """Three 5-character rows: ns face, `ew[top]ew`, ns face."""
    base = Style(bgcolor=CUBE_BG[owner], color=CUBE_FG[owner])
    left, right = BRACKETS[owner]

    def face(letter: str) -> Text:
        """An element letter in its colour; a blank face (a side that does not matter) stays plain."""
        return Text(letter, style=base + ELEMENT_STYLE[letter] if letter in ELEMENT_STYLE else base)

    edge = Text.assemble(Text("  ", style=base), face(ns), Text("  ", style=base))
    middle = Text.assemble(face(ew), Text(left, style=base), face(top), Text(right, style=base), face(ew))
    return [edge, middle, edge.copy()]


def orientation_label(top: str, ns: str, ew: str) -> str:
    from yamabushi.himiki.cube import ELEMENT_NAMES

    return f"{top}{ns}{ew}: top {ELEMENT_NAMES[top]}, north/south {ELEMENT_NAMES[ns]}, east/west {ELEMENT_NAMES[ew]}"
