"""The text a player sees on the whole screen, the screens beneath a docked dialog included."""

from __future__ import annotations

import io

from rich.console import Console
from textual.app import App
from textual.geometry import Region


def whole_screen(app: App) -> list[str]:
    """Each row of the terminal as text, as `App.export_screenshot` draws it (background screens too)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, record=True)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text().splitlines()[:height]


def words_in(app: App, region: Region) -> str:
    """The words a player reads in `region` of the screen (a widget's), line by line."""
    return words_at(whole_screen(app), region)


def words_at(rows: list[str], region: Region) -> str:
    """The words in `region` of screen rows already drawn (drawing the screen is the slow part)."""
    return " ".join(" ".join(row[region.x : region.right] for row in rows[region.y : region.bottom]).split())
