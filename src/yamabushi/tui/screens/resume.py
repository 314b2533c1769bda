"""Resume: pick a save to play on, or `v` to watch it move by move first."""

from __future__ import annotations

from pathlib import Path

from textual.binding import Binding

from yamabushi.tui.screens.replay import open_replay
from yamabushi.tui.screens.save_list import SaveListScreen


class ResumeScreen(SaveListScreen):
    """Enter resumes the highlighted game; unreadable saves cannot be picked."""

    SUB_TITLE = "Resume a saved game"
    BINDINGS = [Binding("v", "replay", "Replay")]

    def picked(self, path: Path) -> None:
        self.app.resume_game(path)

    def action_replay(self) -> None:
        """Watch the highlighted game move by move instead of resuming it."""
        path = self.highlighted_path()
        if path is not None:
            open_replay(self.app, path)
