"""The app's dark and light themes: Textual's own, with the colours letters are drawn in moved
until every one reads at WCAG AA (tui/kit/contrast.py) on the backgrounds it lands on.

Textual's light theme draws its orange accent (titles, prompts) on light grey at 1.4:1 and the
footer's keys at 2.9:1; both themes draw a focused list's row and a primary button's label
in near-white on mid blue at 3.8:1.
The page `serve` opens gets the very same colours, so these fix the browser too.
"""

from __future__ import annotations

from dataclasses import replace

from textual.theme import BUILTIN_THEMES, Theme

CURSOR = {"block-cursor-background": "#005a9e", "block-cursor-foreground": "#ffffff"}
"""A focused row: white on a blue dark enough for it (7:1), in both themes."""

DARK = replace(
    BUILTIN_THEMES["textual-dark"],
    name="yamabushi-dark",
    variables={**BUILTIN_THEMES["textual-dark"].variables, **CURSOR, "button-color-foreground": "#ffffff"},
)
"""Textual's dark, a primary button's label in white: 4.5:1 on its blue (app.tcss darkens it when focused)."""
LIGHT = replace(
    BUILTIN_THEMES["textual-light"],
    name="yamabushi-light",
    accent="#8a4500",
    variables={**BUILTIN_THEMES["textual-light"].variables, **CURSOR, "footer-key-foreground": "#004578"},
)
THEMES: tuple[Theme, ...] = (DARK, LIGHT)
