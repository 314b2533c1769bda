"""The Mindlock challenge list: group, id, PAR, what it needs, and your best score.

Enter (or a click) starts the challenge on its own puzzle screen; coming back
here refreshes the ✓ marks. A damaged mindlock.json is named above the list
(it is kept, and the challenges still play).
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock.challenges import challenges
from yamabushi.app.bests import ProgressError, best_scores
from yamabushi.tui.shell import while_on_top
from yamabushi.tui.text import literal

INTRO = "Clear every Black cube within PAR moves; earned replays and Chaos tiles are free. Enter plays."


class MindlockPicker(Screen):
    DEFAULT_CSS = """
    MindlockPicker #picker-intro { height: auto; padding: 0 1; color: $text-muted; }
    MindlockPicker #picker-notice { height: auto; padding: 0 1; color: $error; text-style: bold; }
    MindlockPicker DataTable { height: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen", "Menu")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(INTRO, id="picker-intro")
        yield Static("", id="picker-notice")
        yield DataTable(id="challenges", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.title, self.sub_title = "Yamabushi", "Solo: Mindlock"
        table = self.query_one(DataTable)
        table.add_columns("Group", "Id", "PAR", "Needs", "Best")
        self._fill()
        table.focus()

    def on_screen_resume(self) -> None:
        self._fill()

    def _fill(self) -> None:
        table = self.query_one(DataTable)
        row = table.cursor_row
        table.clear()
        try:
            puzzles = challenges()
        except RulesError as exc:
            self.notify(str(exc), severity="error", timeout=10)
            return
        best = self._best_scores()
        for p in puzzles:
            solved = f"✓ {best[p.id]}" if p.id in best else ""
            cells = (p.group, p.id, str(p.par), ", ".join(p.ideas) or "-", solved)
            table.add_row(*map(literal, cells), key=p.id)
        table.move_cursor(row=row)

    def _best_scores(self) -> dict[str, int]:
        """The scores to mark; a damaged file shows its one-sentence report above the list."""
        try:
            best, problem = best_scores(), ""
        except ProgressError as exc:
            best, problem = {}, str(exc)
        notice = self.query_one("#picker-notice", Static)
        notice.update(literal(problem))
        notice.display = bool(problem)
        return best

    @while_on_top
    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.start(event.row_key.value)

    def start(self, challenge_id: str) -> None:
        from yamabushi.app.sessions import new_session
        from yamabushi.tui.himiki.mindlock.screen import MindlockScreen

        try:
            session = new_session("mindlock", {"challenge": challenge_id}, 0, save=False, count=False, free_undo=True)
        except RulesError as exc:
            self.notify(str(exc), severity="error")
            return
        self.app.push_screen(MindlockScreen(session))
