"""The list of saves that Resume and Replay both offer: newest first, unreadable ones
listed with the reason (they cannot be picked, and the files are kept)."""

from __future__ import annotations

import textwrap
from datetime import datetime
from pathlib import Path

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from yamabushi.app.bots import DEFAULT_LEVEL
from yamabushi.app.catalog import game_label
from yamabushi.app.saves import SaveEntry, list_saves, standing
from yamabushi.app.disclosure import keeps_secrets
from yamabushi.session.seats import who_plays
from yamabushi.tui.kit.shell import AppScreen, while_on_top
from yamabushi.tui.kit.text import literal, styled
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header


def describe(entry: SaveEntry, where: str | None = None, width: int = 0) -> Content:
    """A save as the list shows it: when, the game and its bot seats; below, where it stands
    (score or round and whose turn, or its result; `standing` unless given) and its length;
    wrapped to `width` under the text after the date. The seat names and the reason a file
    is unreadable come from the file."""
    when = datetime.fromtimestamp(entry.mtime).strftime("%Y-%m-%d %H:%M")
    indent = " " * (len(when) + 2)
    if entry.record is None:
        error = _wrapped([f"{indent}unreadable: {entry.error}"], width, indent)[len(indent) + len("unreadable: ") :]
        return styled("$when  [red]unreadable[/]: $error", when=when, error=error)
    r = entry.record
    label = game_label(r.game, r.options)
    takers = who_plays(r.seats, DEFAULT_LEVEL)
    who = f"  {takers}" if takers else ""  # the mode names a game of unnamed people ("Hi Mi Ki: 1 vs 1")
    seed = "" if keeps_secrets(r.game, r.options) else f", seed {r.seed}"
    count = f"{len(r.actions)} action{'' if len(r.actions) == 1 else 's'}{seed}"
    where = standing(r, entry.path.name) if where is None else where
    return literal(_wrapped([f"{when}  {label}{who}", f"{indent}{where + ' · ' if where else ''}{count}"], width, indent))


def _wrapped(lines: list[str], width: int, indent: str) -> str:
    """`lines` wrapped to `width` (as they are when it is unknown or too narrow), going on at `indent`."""
    if width > len(indent) + 10:
        lines = [part for line in lines for part in textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False)]
    return "\n".join(lines)


class SaveListScreen(AppScreen):
    """Enter (or a click) picks the highlighted save: what that does is the subclass's `picked`."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back")]

    def __init__(self) -> None:
        super().__init__()
        self.entries = list_saves()
        self.standings = [standing(e.record, e.path.name) if e.record else "" for e in self.entries]
        """Each save replayed once, when the list opens."""

    def compose(self) -> ComposeResult:
        yield Header()
        if not self.entries:
            yield Static("No saved games yet. Games save themselves after every move.", id="empty")
        yield OptionList(*self._options(), id="saves")
        yield Footer()

    def _options(self, width: int = 0) -> list[Option]:
        return [
            Option(describe(e, where, width), id=str(i), disabled=e.record is None)
            for i, (e, where) in enumerate(zip(self.entries, self.standings))
        ]

    def on_resize(self, event: events.Resize) -> None:
        """Textual runs AppScreen's handler as well."""
        self.call_after_refresh(self._rewrap)

    def _rewrap(self) -> None:
        """Each row wrapped to the list's width, so a long result goes on under its own text
        (nothing to wrap when the resize came before the list was built or after it closed)."""
        found = self.query("#saves")
        if not found:
            return
        saves = found.first(OptionList)
        highlighted = saves.highlighted
        saves.clear_options()
        saves.add_options(self._options(saves.scrollable_content_region.width - saves.styles.scrollbar_size_vertical))
        saves.highlighted = highlighted

    def highlighted_path(self) -> Path | None:
        highlighted = self.query_one("#saves", OptionList).highlighted
        return None if highlighted is None else self.entries[highlighted].path

    @while_on_top
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.picked(self.entries[int(event.option.id or 0)].path)

    def picked(self, path: Path) -> None:
        raise NotImplementedError
