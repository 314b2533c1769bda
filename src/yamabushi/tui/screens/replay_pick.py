"""Replay a game: the saves, as for Resume, plus a box for the path of any record or save.

It sits above both the Resume list it extends and the viewer it opens: the viewer
need not know the Resume list, which itself opens the viewer (`v`).
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.widgets import Input, OptionList

from yamabushi.tui.screens.replay import open_replay
from yamabushi.tui.screens.resume import ResumeScreen


class ReplayPickScreen(ResumeScreen):
    """The saves, as for Resume, plus a box for the path of any record or save file."""

    def compose(self) -> ComposeResult:
        yield from super().compose()
        yield Input(placeholder="…or type the path of a record or save, then Enter", id="replay-path")

    def on_mount(self) -> None:
        self.sub_title = "Replay a game: pick a save"

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.prevent_default()
        open_replay(self.app, self.entries[int(event.option.id or 0)].path)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        open_replay(self.app, Path(event.value.strip()).expanduser())
