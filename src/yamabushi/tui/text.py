"""The one door through which words from a player, a file or a record reach the screen.

Textual reads a plain string as markup: a seat named `[/]` crashes a Label and
`[@click=app.quit]White[/]` becomes a link that quits. So a screen never hands
such words to a widget as a string: `literal` shows them exactly as written,
and `styled` fills them, just as literally, into our own markup (a bold name,
a dim note). Notifications take the same road (`YamabushiApp.notify`).
"""

from __future__ import annotations

from textual.content import Content


def literal(text: str) -> Content:
    """`text` exactly as written, brackets and all (a DataTable cell takes it too)."""
    return Content(text)


def styled(template: str, **values: object) -> Content:
    """`template` is our own markup; each `$name` in it shows `values[name]` literally."""
    return Content.from_markup(template, **values)
