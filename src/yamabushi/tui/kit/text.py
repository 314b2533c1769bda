"""The one door through which words from a player, a file or a record reach the screen.

Textual reads a plain string as markup: a seat named `[/]` crashes a Label and
`[@click=app.quit]White[/]` becomes a link that quits. So a screen never hands
such words to a widget as a string: `literal` shows them exactly as written,
and `styled` fills them, just as literally, into our own markup (a bold name,
a dim note). Notifications take the same road (`YamabushiApp.notify`). Both
make control characters visible (core/text.py), as Textual writes them to the
terminal as they are: a seat named `ESC ] 0 ; … BEL` would rename the window.
"""

from __future__ import annotations

from textual.content import Content

from yamabushi.core.text import visible


def literal(text: str) -> Content:
    """`text` as written, brackets and all, its control characters visible (a DataTable
    cell takes it too)."""
    return Content(visible(text, lines=True))


def styled(template: str, **values: object) -> Content:
    """`template` is our own markup; each `$name` in it shows `values[name]` literally."""
    shown = {name: visible(value, lines=True) if isinstance(value, str) else value for name, value in values.items()}
    return Content.from_markup(template, **shown)
