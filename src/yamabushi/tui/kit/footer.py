"""The app's footer: Textual's, rebuilt only when the keys it shows change.

Textual's footer takes all its keys down and mounts new ones whenever the screen says its
bindings may have changed, which is after nearly every key a player presses; each new key is
styled three times as it mounts. Most keys change nothing the footer shows (a cursor move, a
selection), and that rebuild was a fifth of a game screen's work per key. This footer
remembers what it showed and keeps its keys when that is still what it would show.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter


class Footer(TextualFooter):
    _shown: Hashable = None
    """What the last compose showed: every shown binding, whether it was enabled and its tooltip."""

    def _showing(self) -> Hashable:
        if not self._bindings_ready:
            return None
        return (
            self.show_command_palette,
            tuple(
                (key, active.binding, active.enabled, active.tooltip)
                for key, active in self.screen.active_bindings.items()
                if active.binding.show or key == self.app.COMMAND_PALETTE_BINDING
            ),
        )

    def compose(self) -> ComposeResult:
        self._shown = self._showing()
        yield from super().compose()

    async def recompose(self) -> None:
        if self._shown is not None and self.is_attached and self._showing() == self._shown:
            return
        await super().recompose()
