"""The list of saves that Resume and Replay both offer: newest first, unreadable ones
listed with the reason (they cannot be picked, and the files are kept)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from yamabushi.app.catalog import game_label
from yamabushi.app.saves import SaveEntry, list_saves
from yamabushi.tui.hidden import seed_is_secret
from yamabushi.tui.shell import AppScreen, while_on_top
from yamabushi.tui.text import literal, styled


def describe(entry: SaveEntry) -> Content:
    """One line of the list; the seat names and the reason a file is unreadable come from the file."""
    when = datetime.fromtimestamp(entry.mtime).strftime("%Y-%m-%d %H:%M")
    if entry.record is None:
        return styled("$when  [red]unreadable[/]: $error", when=when, error=entry.error)
    r = entry.record
    label = game_label(r.game, r.options)
    seats = " vs ".join(s.name for s in r.seats)
    who = "" if seats in label else f"  {seats}"
    seed = "" if seed_is_secret(r.game, r.options) else f", seed {r.seed}"
    return literal(f"{when}  {label}{who}  ({len(r.actions)} actions{seed})")


class SaveListScreen(AppScreen):
    """Enter (or a click) picks the highlighted save: what that does is the subclass's `picked`."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back")]

    def __init__(self) -> None:
        super().__init__()
        self.entries = list_saves()

    def compose(self) -> ComposeResult:
        yield Header()
        if not self.entries:
            yield Static("No saved games yet. Games save themselves after every move.", id="empty")
        options = [Option(describe(e), id=str(i), disabled=e.record is None) for i, e in enumerate(self.entries)]
        yield OptionList(*options, id="saves")
        yield Footer()

    def highlighted_path(self) -> Path | None:
        highlighted = self.query_one("#saves", OptionList).highlighted
        return None if highlighted is None else self.entries[highlighted].path

    @while_on_top
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.picked(self.entries[int(event.option.id or 0)].path)

    def picked(self, path: Path) -> None:
        raise NotImplementedError
