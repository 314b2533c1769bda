"""Resume: every save, newest first; unreadable ones are listed with the reason and kept."""

from __future__ import annotations

from datetime import datetime

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from yamabushi.app.saves import SaveEntry, list_saves
from yamabushi.app.catalog import game_label


def describe(entry: SaveEntry) -> str:
    when = datetime.fromtimestamp(entry.mtime).strftime("%Y-%m-%d %H:%M")
    if entry.record is None:
        return f"{when}  [red]unreadable[/]: {entry.error}"
    r = entry.record
    label = game_label(r.game, r.options)
    seats = " vs ".join(s.name for s in r.seats)
    who = "" if seats in label else f"  {seats}"
    return f"{when}  {label}{who}  ({len(r.actions)} actions, seed {r.seed})"


class ResumeScreen(Screen):
    """Enter resumes the highlighted game; unreadable saves cannot be picked."""

    SUB_TITLE = "Resume a saved game"
    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back"), Binding("v", "replay", "Replay")]

    def __init__(self) -> None:
        super().__init__()
        self.entries = list_saves()

    def compose(self) -> ComposeResult:
        yield Header()
        if not self.entries:
            yield Static("No saved games yet. Games save themselves after every move.", id="empty")
        options = [
            Option(describe(e), id=str(i), disabled=e.record is None) for i, e in enumerate(self.entries)
        ]
        yield OptionList(*options, id="saves")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        entry = self.entries[int(event.option.id or 0)]
        self.app.resume_game(entry.path)

    def action_replay(self) -> None:
        """Watch the highlighted game move by move instead of resuming it."""
        from yamabushi.tui.screens.replay import open_replay

        highlighted = self.query_one("#saves", OptionList).highlighted
        if highlighted is not None:
            open_replay(self.app, self.entries[highlighted].path)
