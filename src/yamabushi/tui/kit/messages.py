"""Messages that travel up the widget tree: widgets ask, the game screen decides."""

from __future__ import annotations

from textual.message import Message


class SquareClicked(Message):
    """A board square was clicked (index in the game's own square numbering)."""

    def __init__(self, square: int) -> None:
        self.square = square
        super().__init__()


class SessionChanged(Message):
    """The session moved on (action, undo, redo, load): views must re-render."""
