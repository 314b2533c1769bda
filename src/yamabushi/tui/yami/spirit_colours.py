"""The five Spirit colours as terminal styles, shared by the Yami board and card rows.

Every coloured thing also carries its colour letter (R B P G O), so nothing is
told by colour alone; the styles only make the letters easier to scan.
"""

from __future__ import annotations

from rich.style import Style

from yamabushi.tui.kit.contrast import on

BACKGROUND = {"R": "red3", "B": "dodger_blue3", "P": "medium_purple3", "G": "green4", "O": "dark_orange"}
FOREGROUND = {"R": "indian_red1", "B": "sky_blue2", "P": "medium_purple1", "G": "green3", "O": "orange1"}
PLATE = "grey15"
"""The board's dark floor, under a colour letter drawn off the board: no one ink of each
colour reads on both the dark and the light theme's background."""


def tile_style(colour: str) -> Style:
    """A Spirit tile or card face: black or white letters on the colour, whichever reads."""
    return on(BACKGROUND[colour])


def ink_style(colour: str, plate: bool = False) -> Style:
    """A colour letter on the board's own background (a coloured edge's demand), or on a
    plate of it where the background is the theme's."""
    return Style(color=FOREGROUND[colour], bgcolor=PLATE if plate else None, bold=True)
