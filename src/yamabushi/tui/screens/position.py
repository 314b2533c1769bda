"""The position of a screen as text (HPN, Himizu's line), shown beside the board and copied.

Docked to the right so the board stays in sight; the text goes to the clipboard through
Textual's `copy_to_clipboard` (the terminal's OSC 52, so it works over ssh too) and is shown
literally, so a player whose terminal keeps no clipboard can still select it.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Button, Static

from yamabushi.tui.kit.shell import Dialog
from yamabushi.tui.kit.text import literal


class PositionDialog(Dialog[None]):
    """`text` on show and in the clipboard; any of Esc, Enter or q closes it."""

    BINDINGS = [Binding("escape,enter,q", "dismiss", "Close")]
    CSS = """
    PositionDialog { align: right middle; background: transparent; }
    PositionDialog > Vertical { dock: right; width: 40; height: auto; border: round $accent; background: $surface; padding: 0 1; }
    PositionDialog #position-text { height: auto; }
    """

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(literal("The position, copied:"))
            yield Static(literal(self.text), id="position-text")
            yield Button("Close", id="close")

    def on_mount(self) -> None:
        self.app.copy_to_clipboard(self.text)

    def on_button_pressed(self) -> None:
        self.dismiss(None)
