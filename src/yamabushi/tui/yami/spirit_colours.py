"""The five Spirit colours as terminal styles, shared by the Yami board and card rows.

Every coloured thing also carries its colour letter (R B P G O), so nothing is
told by colour alone; the styles only make the letters easier to scan.
"""

from __future__ import annotations

from rich.style import Style

BACKGROUND = {"R": "red3", "B": "dodger_blue3", "P": "medium_purple3", "G": "green4", "O": "dark_orange"}
FOREGROUND = {"R": "bright_red", "B": "dodger_blue1", "P": "medium_purple1", "G": "green3", "O": "orange1"}
_INK = {"O": "black"}


def tile_style(colour: str) -> Style:
    """A Spirit tile or card face: white (black on orange) letters on the colour."""
    return Style(bgcolor=BACKGROUND[colour], color=_INK.get(colour, "white"), bold=True)


def ink_style(colour: str) -> Style:
    """A colour letter on the board's own background (a coloured edge's demand)."""
    return Style(color=FOREGROUND[colour], bold=True)
