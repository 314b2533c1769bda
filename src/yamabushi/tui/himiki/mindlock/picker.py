"""The Mindlock challenge list: group, id, PAR, what it needs, and your best score.

Enter (or a click) starts the challenge on its own puzzle screen; coming back
here refreshes the ✓ marks. "Needs" names the ideas a challenge's PAR needs,
which gives the idea away, so it stays `?` until the challenge is solved
(unless the Settings say to show it). A damaged mindlock.json is named above
the list (it is kept, and the challenges still play). The large layout draws
the highlighted challenge's board beside the list.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Static

from yamabushi.app.bests import ProgressError, ProgressFile, best_text, progress, solved
from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock import (
    board_cubes,
    challenge,
    every_challenge as challenges,
    goal_text,
    hand_names,
    Puzzle,
    terrain_letters,
    terrain_names,
)
from yamabushi.tui.himiki.board import BoardView, HiMiKiBoard
from yamabushi.tui.kit.shell import AppScreen, while_on_top
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header

INTRO = ("Clear every Black cube within PAR moves; replays and Chaos tiles are free.\n"
         "Needs shows once solved (or always: Settings). Enter plays.")
COLUMNS = ("Group", "Id", "PAR", "Needs", "Best")
HIDDEN = "?"


class MindlockPicker(AppScreen):
    DEFAULT_CSS = """
    MindlockPicker #picker-intro { height: auto; padding: 0 1; color: $text-muted; }
    MindlockPicker #picker-notice { height: auto; padding: 0 1; color: $error; text-style: bold; }
    MindlockPicker #picker-body { height: 1fr; }
    MindlockPicker DataTable { height: 1fr; width: auto; max-width: 1fr; }
    MindlockPicker #preview { display: none; width: 1fr; padding: 0 2; }
    MindlockPicker.-large #preview { display: block; }
    MindlockPicker #preview-text { height: auto; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen", "Menu")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(INTRO, id="picker-intro")
        yield Static("", id="picker-notice")
        with Horizontal(id="picker-body"):
            yield DataTable(id="challenges", cursor_type="row", zebra_stripes=True)
            with Vertical(id="preview"):
                board = HiMiKiBoard(id="preview-board")
                board.can_focus = False
                yield board
                yield Static(id="preview-text")
        yield Footer()

    def on_mount(self) -> None:
        self.title, self.sub_title = "Yamabushi", "Solo: Mindlock"
        self._fill()
        self.query_one(DataTable).focus()

    def on_screen_resume(self) -> None:
        self._fill()

    def _fill(self) -> None:
        table = self.query_one(DataTable)
        row = table.cursor_row
        table.clear(columns=True)
        try:
            puzzles = challenges()
        except RulesError as exc:
            self.notify(str(exc), severity="error", timeout=10)
            return
        kept = self._progress()
        rows = {p.id: self._cells(p, kept) for p in puzzles}
        for index, name in enumerate(COLUMNS):
            table.add_column(name, width=max(len(name), *(len(cells[index]) for cells in rows.values())))
        for key, cells in rows.items():
            table.add_row(*map(literal, cells), key=key)
        table.move_cursor(row=row)

    def _cells(self, p: Puzzle, kept: ProgressFile) -> tuple[str, ...]:
        shown = self.app.settings.show_needs or solved(kept, p.id)
        needs = (", ".join(p.ideas) or "-") if shown else HIDDEN
        return (p.group, p.id, str(p.par), needs, best_text(kept, p.id, p.par))

    def _progress(self) -> ProgressFile:
        """The scores to mark; a damaged file shows its one-sentence report above the list."""
        try:
            kept, problem = progress(), ""
        except ProgressError as exc:
            kept, problem = ProgressFile(), str(exc)
        notice = self.query_one("#picker-notice", Static)
        notice.update(literal(problem))
        notice.display = bool(problem)
        return kept

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        """The large layout's preview follows the highlighted row."""
        if event.row_key.value is None:
            return
        puzzle = challenge(event.row_key.value)
        pos = puzzle.start
        self.query_one("#preview-board", HiMiKiBoard).view = BoardView(
            board=board_cubes(pos), marks_on=False, tops_only=True, extra=terrain_letters(pos)
        )
        lines = [f"{puzzle.id} ({puzzle.group}), PAR {puzzle.par}", goal_text(puzzle)]
        if pos.hand:
            lines.append("Tiles in hand: " + hand_names(pos))
        if pos.terrain:
            lines.append("Terrain: " + terrain_names(pos))
        self.query_one("#preview-text", Static).update(literal("\n".join(lines)))

    @while_on_top
    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.start(event.row_key.value)

    def start(self, challenge_id: str) -> None:
        from yamabushi.tui.himiki.mindlock.screen import challenge_screen

        try:
            screen = challenge_screen(challenge_id)
        except RulesError as exc:
            self.notify(str(exc), severity="error")
            return
        self.app.push_screen(screen)

