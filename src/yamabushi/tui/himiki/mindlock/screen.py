"""A Mindlock puzzle on the Hi Mi Ki board widget: the cursor and keys of the Hi Mi Ki
table, plus moves used against PAR, the free replay, the Influences needed and the
Chaos tiles.

Undo is free (the session is built with free_undo); restart undoes everything,
so redo can step forward again. A solve is kept as a best score unless the
solution was shown first or mindlock.json is damaged (then the dialog says so).
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.events import Key
from textual.widgets import Button, Footer, Header, Label, Static

from yamabushi.himiki.actions import Rotate, Tilt
from yamabushi.himiki.board import col_row, is_adjacent, square_at, square_name
from yamabushi.himiki.cube import WHITE
from yamabushi.himiki.mindlock.state import MindlockState
from yamabushi.himiki.mindlock.actions import TILES, ChaosTilt, Teleport, Transfer
from yamabushi.himiki.mindlock.events import choice_text
from yamabushi.app.bests import keep_solve
from yamabushi.himiki.mindlock.text import hand_names, needed_influences, terrain_names
from yamabushi.session.controller import Session
from yamabushi.tui.messages import SessionChanged, SquareClicked
from yamabushi.tui.screens.dialogs import GameOverScreen, HelpScreen
from yamabushi.tui.screens.game import GameScreen, MoveInput
from yamabushi.tui.himiki.board import BoardView, HiMiKiBoard
from yamabushi.tui.text import literal, styled
from yamabushi.tui.widgets.move_log import MoveLog, log_lines
from yamabushi.tui.shell import Dialog

CHOICES = (ChaosTilt, Teleport, Transfer)
"""The answers that send a cube to a square: Impulse, Teleportation, Transfer."""

ARROWS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}

HELP = """\
[b]Mindlock[/b]  Remove every Black cube (and earn the Influences asked for)
within PAR moves. A Tilt or a Rotate is one move; the action of a replay you
earn is free, and so is every Chaos tile.
  arrows / enter  select one of your cubes, then Tilt it (+ squares)
  r, then enter   mark cubes and Rotate them      click  same as enter there
  x  restart      v  show the solution (asks first)   l  legal marks on/off
  Chaos tiles are typed after ':' : C-C4 BC3 (Mana), C-D4 =M (Conjuration),
  C-Y (Major Yokai; when it is asked for, C-Y+ uses it, C-Y- keeps it);
  a tile that asks where its cube goes marks + squares.
[b]Board[/b]  \\[H] White cube, {H} Black cube (only its top matters);
  a letter on an empty square is a terrain tile (see the panel).
"""


class ConfirmScreen(Dialog[bool]):
    """A yes/no question; Enter or y says yes, Escape or n says no."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "dismiss(True)", "Yes"),
        Binding("n,escape", "dismiss(False)", "No"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(literal(self.question))
            with Horizontal(classes="buttons"):
                yield Button("Yes (y)", variant="primary", id="yes")
                yield Button("No (n)", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class MindlockScreen(GameScreen):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Select"),
        Binding("r", "mark_rotate", "Rotate"),
        Binding("x", "restart", "Restart"),
        Binding("v", "show_solution", "Solution"),
        Binding("l", "toggle_legal", "Legal", show=False),
        Binding("escape", "back", "Menu"),
    ]
    help_text = HELP

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.cursor = square_at(2, 5)
        self.selected: int | None = None
        self.rotating: set[int] = set()
        self.marks_on = self.app.settings.highlight_legal
        self.solution_shown = False

    @property
    def state(self) -> MindlockState:
        return self.session.state

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield HiMiKiBoard(id="board")
            with Vertical(id="side"):
                yield Static(id="scores")
                yield Static(id="status")
                yield Static(id="message")
                yield MoveLog(id="log")
        yield MoveInput(placeholder="Type a move, e.g. C4 BC3, D3 PD3 or C-Y; Esc closes")
        yield Footer()

    def focus_board(self) -> None:
        self.query_one(HiMiKiBoard).focus()

    def on_mount(self) -> None:
        """GameScreen's own on_mount runs too (Textual calls each class's handler)."""
        self.focus_board()

    # -- view ----------------------------------------------------------------
    def refresh_view(self) -> None:
        puzzle = self.state.puzzle
        self.sub_title = f"Mindlock {puzzle.id} ({puzzle.group})" if puzzle.id else "Mindlock"
        self.query_one(HiMiKiBoard).view = BoardView(
            board=self.state.board,
            cursor=self.cursor,
            selected=self.selected,
            targets=self._targets(),
            rotating=frozenset(self.rotating),
            marks_on=self.marks_on,
            extra={sq: TILES[code].letter or "?" for sq, code in self.state.pos.terrain},
            tops_only=True,
        )
        self.query_one("#scores", Static).update(panel_text(self.state))
        self.query_one("#status", Static).update(literal(self._status_text()))
        self.query_one(MoveLog).show(log_lines(self.session.steps, ("White",)))

    def _targets(self) -> frozenset[int]:
        legal = list(self.session.legal_actions())
        if self.state.pos.pending is not None:
            return frozenset(a.to for a in legal if isinstance(a, CHOICES))
        if self.selected is None:
            return frozenset(a.frm for a in legal if isinstance(a, Tilt))
        return frozenset(a.to for a in legal if isinstance(a, Tilt) and a.frm == self.selected)

    def _status_text(self) -> str:
        outcome = self.session.outcome()
        if outcome is not None:
            return outcome.text
        pending = self.state.pos.pending
        if pending is not None and pending[0] == "yokai":
            return f"{choice_text(pending)} Type it after ':'."
        if pending is not None:
            return f"{TILES[pending[0]].name}: move the cube to a + square (enter), or type it."
        if self.state.moves_left == 0:
            return "PAR reached: only a free replay or a Chaos tile can still help."
        return "Tilt (enter, then an arrow) or Rotate (r, then enter)."

    # -- input ---------------------------------------------------------------
    def on_key(self, event: Key) -> None:
        if event.key in ARROWS and self.query_one(HiMiKiBoard).has_focus:
            event.stop()
            self._arrow(*ARROWS[event.key])

    def _arrow(self, dc: int, dr: int) -> None:
        """Moves the cursor; with a cube selected, Tilts it that way."""
        col, row = col_row(self.selected if self.selected is not None else self.cursor)
        if not (0 <= col + dc < 5 and 1 <= row + dr <= 6):
            return
        if self.selected is None:
            self.cursor = square_at(col + dc, row + dr)
            self.refresh_view()
        else:
            self._tilt(self.selected, square_at(col + dc, row + dr))

    def on_square_clicked(self, message: SquareClicked) -> None:
        self.cursor = message.square
        self.focus_board()
        self.action_select()

    def action_select(self) -> None:
        """Enter on the cursor: a tile's square, a Rotate, a Tilt target, or (de)select a cube."""
        if self.session.outcome() is not None:
            return
        if self.state.pos.pending is not None:
            self._choose(self.cursor)
        elif self.rotating and self.selected is None:
            if self.play(Rotate(tuple(sorted(self.rotating)))):
                self.rotating.clear()
        elif self.selected is not None and self.cursor != self.selected:
            self._tilt(self.selected, self.cursor)
        else:
            self._toggle_selection(self.cursor)

    def _toggle_selection(self, sq: int) -> None:
        if self.selected == sq:
            self.selected = None
        elif not any(isinstance(a, Tilt) and a.frm == sq for a in self.session.legal_actions()):
            self.say(f"{square_name(sq)} holds no cube of yours that can Tilt now.", error=True)
            return
        else:
            self.selected = sq
            self.say(f"{square_name(sq)} selected: an arrow or a + square Tilts it; enter again cancels.")
        self.refresh_view()

    def _tilt(self, frm: int, to: int) -> None:
        if not is_adjacent(frm, to):
            self.say(f"Tilt onto a square next to {square_name(frm)} (a + square).", error=True)
        elif self.play(Tilt(frm, to)):
            self.selected, self.cursor = None, to

    def _choose(self, sq: int) -> None:
        pending = self.state.pos.pending
        assert pending is not None, "called only while a tile waits"
        choice = next((a for a in self.session.legal_actions() if isinstance(a, CHOICES) and a.to == sq), None)
        if pending[0] == "yokai":
            self.say(choice_text(pending) + " Type it after ':'.", error=True)
        elif choice is None:
            self.say("Pick one of the + squares for the tile's move.", error=True)
        else:
            self.play(choice)

    def action_mark_rotate(self) -> None:
        cube = self.state.board[self.cursor]
        if cube is None or cube.owner != WHITE:
            self.say("Mark one of your own cubes to Rotate it.", error=True)
            return
        self.rotating ^= {self.cursor}
        marked = ", ".join(square_name(s) for s in sorted(self.rotating)) or "none"
        self.say(f"Marked for Rotate: {marked}. Enter rotates them (one move).")
        self.refresh_view()

    def action_toggle_legal(self) -> None:
        self.marks_on = not self.marks_on
        self.refresh_view()

    def action_back(self) -> None:
        """Escape first drops a selection, then leaves for the challenge list."""
        if self.selected is not None or self.rotating:
            self.selected = None
            self.rotating.clear()
            self.refresh_view()
        else:
            self.action_menu()

    def on_session_changed(self, message: SessionChanged) -> None:
        self.rotating &= {c >> 3 for c in self.state.pos.whites}
        super().on_session_changed(message)

    # -- puzzle commands -------------------------------------------------------
    def action_restart(self) -> None:
        while self.session.undo():
            pass
        self.selected = None
        self.rotating.clear()
        self.say("Restarted. Redo (U) steps forward again.")
        self.post_message(SessionChanged())

    def action_show_solution(self) -> None:
        if not self.state.puzzle.solution:
            self.say("This position has no stored solution: `yamabushi mindlock solve` finds one.", error=True)
            return
        question = "Show the solution?\nA solve after that is not kept as a best score."
        self.app.push_screen(ConfirmScreen(question), self._solution_answer)

    def _solution_answer(self, yes: bool | None) -> None:
        if yes:
            self.solution_shown = True
            puzzle = self.state.puzzle
            solution = styled("[b]$id[/b], PAR $par:\n\n$moves", id=puzzle.id, par=puzzle.par, moves=puzzle.solution)
            self.app.push_screen(HelpScreen(solution))

    # -- the end -------------------------------------------------------------
    def _after_change(self) -> None:
        """Win or fail: record a best score and offer the next step (no bots, no secrets)."""
        outcome = self.session.outcome()
        if outcome is None:
            self._over_shown = False
            return
        if self._over_shown:
            return
        self._over_shown = True
        detail = self._record() if outcome.winners else "Undo (u) or restart (x) to try another line."
        self.app.push_screen(GameOverScreen(outcome.text, detail), self._game_over_choice)

    def _record(self) -> str:
        puzzle = self.state.puzzle
        if not puzzle.id:
            return ""
        if self.solution_shown:
            return "The solution was shown, so this solve is not kept."
        return keep_solve(puzzle.id, self.state.moves)

    def _game_over_choice(self, choice: Any) -> None:
        """"New" goes back to the challenge list; "menu" to the main menu."""
        if choice in ("new", "menu"):
            self.app.pop_screen()
        if choice == "menu":
            self.app.pop_screen()


def panel_text(state: MindlockState) -> Content:
    """Moves against PAR, the free replay, Influences needed, tiles in hand and on the board."""
    puzzle, pos = state.puzzle, state.pos
    lines = [styled(f"Moves [b]{state.moves}[/b] / PAR {'no limit' if puzzle.par is None else puzzle.par}")]
    if state.replay is not None:
        lines.append(styled("[reverse] Free replay [/reverse] next action costs nothing"))
    if needed := needed_influences(state):
        lines.append(literal("Needs " + ", ".join(needed)))
    if pos.hand:
        lines.append(literal("Hand: " + hand_names(pos)))
    if pos.armed:
        lines.append(literal("Major Yokai armed"))
    if pos.terrain:
        lines.append(literal("Terrain: " + terrain_names(pos)))
    return Content("\n").join(lines)
