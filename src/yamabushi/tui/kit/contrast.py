"""Letters readable on every colour: the contrast of two colours as WCAG measures it, and the
black or white that reads best on a background.

Boards paint marks and cubes on coloured squares; a letter whose colour is too close to its
background (white on a gold cursor, green on a black cube) disappears, most of all in the
browser's palette. Each board picks its letter colour through `on`, and the tests measure
every letter a board draws with `contrast`.
"""

from __future__ import annotations

from functools import lru_cache

from rich.color import Color
from rich.style import Style

LEGIBLE = 4.5
"""WCAG's AA ratio for normal text: what every letter on a board must reach."""


@lru_cache(maxsize=256)
def _luminance(colour: str) -> float:
    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    red, green, blue = Color.parse(colour).get_truecolor()
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast(foreground: str, background: str) -> float:
    """From 1 (the same colour) to 21 (black on white)."""
    light, dark = sorted((_luminance(foreground), _luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


INKS = ("grey0", "grey100")
"""Black and white as fixed colours: the 16 system colours ("white", "red") are the terminal's
own, and Textual's themes redraw them (its "white" is a light grey), so a letter measured
here in one of those would be drawn in another."""


def on(background: str) -> Style:
    """Bold black or white, whichever reads better, on `background`."""
    ink = max(INKS, key=lambda colour: contrast(colour, background))
    return Style(color=ink, bgcolor=background, bold=True)
