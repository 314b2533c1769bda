"""A Mindlock puzzle on the Hi Mi Ki board widget: the cursor and keys of the Hi Mi Ki
table, plus moves used against PAR, the free replay, the Influences needed, the Chaos
tiles by key (tiles.py) and hints.

Undo is free (the session is built with free_undo); restart undoes everything,
so redo can step forward again. A hint is the next action of an optimal line
from the position on the board, found by the solver in a worker so the screen
never waits; it is counted in the session (and its save) and named with the
result. A solve is kept as a best score (apart when hints helped) unless the
solution was shown first or mindlock.json is damaged (then the dialog says so).
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.widgets import Static

from yamabushi.app.bests import keep_solve
from yamabushi.app.sessions import new_session
from yamabushi.himiki import col_row, is_adjacent, Rotate, square_at, square_name, Tilt, TO, WHITE
from yamabushi.himiki.mindlock import (
    SPEC,
    following,
    goal_text,
    Hint,
    puzzle_hint as hint,
    MindlockAction,
    MindlockState,
    result_text,
    solution_walk,
    terrain_letters,
)
from yamabushi.session.controller import Session
from yamabushi.tui.himiki.board import HINT_FROM, HINT_TO, BoardView, HiMiKiBoard, fit_boards
from yamabushi.tui.himiki.mindlock.dialogs import ConfirmScreen, PuzzleOverScreen
from yamabushi.tui.himiki.mindlock.panel import changed_squares, panel_text
from yamabushi.tui.himiki.mindlock.solution import SolutionScreen
from yamabushi.tui.himiki.mindlock.tiles import TileKeys
from yamabushi.tui.kit.messages import SessionChanged, SquareClicked
from yamabushi.tui.screens.game import GameScreen, MoveInput
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header
from yamabushi.tui.widgets.said import Said
from yamabushi.tui.widgets.move_log import MoveLog, log_lines

ARROWS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}

HELP = """\
[b]Mindlock[/b]  Remove every Black cube (and earn the Influences
asked for) within PAR moves. A Tilt or a Rotate is one move; the
action of a replay you earn is free, and so is every Chaos tile.
  arrows, enter  select one of your cubes, then Tilt it (+ squares)
  r, then enter  mark cubes and Rotate them
  click          the same as enter there
  h              hint: the next move of a best line from here
                 (counted, and named with the result)
  x  restart     v  show the solution (asks first)
  l  legal marks on/off    n  next puzzle, once this one is solved
[b]Chaos tiles[/b]  1-3 play a tile of your hand. A Mana tile then
  Tilts one of your cubes showing its element (arrow or + square);
  Conjuration asks for a Black cube (enter) and its new top; Major
  Yokai is armed at once, and when it asks, y uses it, 0 keeps it.
  Arrows send an Impulse or a Teleportation on; enter on a + square
  picks a Transfer. Typed after ':' they read C-C4 BC3, C-D4 =M,
  C-Y, C-Y+ and C-Y-.
[b]Board[/b]  \\[H] White cube, {H} Black cube (only its top matters);
  a letter on an empty square is a terrain tile (see the panel).
  ┌┐└┘ frame where the last action put a cube, dots where one left;
  ╔╗╚╝ and colons show a hint the same way.
"""


def challenge_screen(challenge_id: str) -> MindlockScreen:
    """A shipped challenge on its own screen; RulesError when it cannot be built."""
    session = new_session(SPEC.name, {"challenge": challenge_id}, 0, save=False, count=False, free_undo=True)
    return MindlockScreen(session)


class MindlockScreen(GameScreen[MindlockState, MindlockAction]):
    CSS = """
    MindlockScreen #side { padding-left: 1; }
    MindlockScreen #goal { height: auto; color: $text-muted; }
    MindlockScreen.-large #goal { margin-bottom: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Select"),
        Binding("r", "mark_rotate", "Rotate"),
        Binding("h", "hint", "Hint"),
        Binding("x", "restart", "Restart"),
        Binding("n", "next_puzzle", "Next puzzle"),
        Binding("v", "show_solution", "Solution", show=False),
        Binding("l", "toggle_legal", "Legal", show=False),
        Binding("y", "yokai", "Yokai", show=False),
        *(Binding(str(n), f"pick_tile({n})", show=False) for n in range(4)),
        Binding("escape", "back", "Menu"),
    ]
    help_text = HELP

    def __init__(self, session: Session[MindlockState, MindlockAction]) -> None:
        super().__init__(session)
        self.cursor = self.state.pos.whites[0] >> 3 if self.state.pos.whites else square_at(2, 5)
        self.selected: int | None = None
        self.rotating: set[int] = set()
        self.marks_on = self.app.settings.highlight_legal
        self.solution_shown = False
        self.tiles = TileKeys(self)
        self.hinted: tuple[MindlockState, Hint] | None = None
        """The hint on show, with the position it was found for."""
        self.preview: tuple[MindlockState, MindlockState | None] | None = None
        """A position of the stored solution drawn instead of the game's, and the one before
        its move (None at the start), while the solution is walked through (solution.py)."""

    @property
    def state(self) -> MindlockState:
        return self.session.state

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield HiMiKiBoard(id="board")
            with Vertical(id="side"):
                yield Static(literal(self._goal()), id="goal")
                yield Static(id="scores")
                yield Static(id="status")
                yield Said()
                yield MoveLog(id="log")
        yield MoveInput(placeholder="Type a move, e.g. C4 BC3, D3 PD3 or C-Y; Esc closes")
        yield Footer()

    def _goal(self) -> str:
        """The side panel's first lines: what solving the puzzle means, in sight at every size (the
        header above names the puzzle)."""
        return goal_text(self.state.puzzle)

    def focus_board(self) -> None:
        self.query_one(HiMiKiBoard).focus()

    def on_mount(self) -> None:
        """GameScreen's own on_mount runs too (Textual calls each class's handler)."""
        fit_boards(self, self.app.size.width, self.app.size.height)
        self.focus_board()

    def on_resize(self, event: events.Resize) -> None:
        """AppScreen's handler runs too (the `-large` class); the board takes large squares when they fit."""
        fit_boards(self, event.size.width, event.size.height)

    def legal(self) -> list[Any]:
        return list(self.session.legal_actions())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer offers "Next puzzle" only once the puzzle is solved."""
        if action == "next_puzzle":
            return self.state.solved and self._next_id() is not None
        return super().check_action(action, parameters)

    # -- view ----------------------------------------------------------------
    def refresh_view(self) -> None:
        puzzle = self.state.puzzle
        self.sub_title = f"Mindlock {puzzle.id} ({puzzle.group})" if puzzle.id else "Mindlock"
        shown = self.preview[0] if self.preview else self.state
        playing = self.preview is None  # a solution on show: only its move is marked, no cursor or choice
        self.query_one(HiMiKiBoard).view = BoardView(
            board=shown.board,
            cursor=self.cursor if playing else None,
            selected=self.selected if playing else None,
            targets=self._targets(),
            rotating=frozenset(self.rotating if playing else ()),
            marks_on=self.marks_on and playing,
            extra=terrain_letters(shown.pos),
            tops_only=True,
            trail=self._trail(),
        )
        self.query_one("#scores", Static).update(panel_text(shown))
        self.query_one("#status", Static).update(literal(self._status_text()))
        self.query_one(MoveLog).show(log_lines(self.session.steps, ("White",)))

    def _trail(self) -> dict[int, str]:
        """The squares of the last action, and over them those of a hinted action not yet played;
        while the solution is walked through, the squares of its move on show."""
        if self.preview is not None:
            shown, before = self.preview
            return {} if before is None else changed_squares(before, shown)
        trail = changed_squares(self.session.states[-2], self.state) if self.session.steps else {}
        if self.hinted is not None and self.hinted[1].action is not None:
            after, _ = self.session.engine.next_state(self.state, self.hinted[1].action)
            hinted = changed_squares(self.state, after)
            trail |= {sq: HINT_TO if kind == TO else HINT_FROM for sq, kind in hinted.items()}
        return trail

    def _targets(self) -> frozenset[int]:
        if (answers := self.tiles.targets()) is not None:
            return answers
        legal = self.legal()
        if self.selected is None:
            return frozenset(a.frm for a in legal if isinstance(a, Tilt))
        return frozenset(a.to for a in legal if isinstance(a, Tilt) and a.frm == self.selected)

    def _status_text(self) -> str:
        if (outcome := self.session.outcome()) is not None:
            return result_text(outcome.text, self.session.hints)
        if (asked := self.tiles.status()) is not None:
            return asked
        if self.state.moves_left == 0:
            return "PAR reached: only a free replay or a Chaos tile can still help."
        if hand := self.state.pos.hand:
            keys = "1" if len(hand) == 1 else f"1-{len(hand)}"
            return f"Tilt (enter, then an arrow), Rotate (r, then enter) or play a tile ({keys}); h for a hint."
        return "Tilt (enter, then an arrow) or Rotate (r, then enter); h for a hint."

    # -- input ---------------------------------------------------------------
    def on_key(self, event: Key) -> None:
        if event.key in ARROWS and self.query_one(HiMiKiBoard).has_focus:
            event.stop()
            if not self.tiles.arrow(event.key):
                self._arrow(*ARROWS[event.key])

    def _arrow(self, dc: int, dr: int) -> None:
        """Moves the cursor; with a cube selected, Tilts it that way."""
        col, row = col_row(self.selected if self.selected is not None else self.cursor)
        if not (0 <= col + dc < 5 and 1 <= row + dr <= 6):
            return
        if self.selected is None:
            self.cursor = square_at(col + dc, row + dr)
            self.clear_refusal()
            self.refresh_view()
        else:
            self._tilt(self.selected, square_at(col + dc, row + dr))

    def on_square_clicked(self, message: SquareClicked) -> None:
        self.cursor = message.square
        self.focus_board()
        self.action_select()

    def action_select(self) -> None:
        """Enter on the cursor: a tile's square, a Rotate, a Tilt target, or (de)select a cube."""
        if self.session.outcome() is not None or self.tiles.enter(self.cursor):
            return
        if self.rotating and self.selected is None:
            if self.play(Rotate(tuple(sorted(self.rotating)))):
                self.rotating.clear()
        elif self.selected is not None and self.cursor != self.selected:
            self._tilt(self.selected, self.cursor)
        else:
            self._toggle_selection(self.cursor)

    def _toggle_selection(self, sq: int) -> None:
        if self.selected == sq:
            self.selected = None
        elif sq not in self._targets():
            self.say(f"{square_name(sq)} holds no cube of yours that can Tilt now.", error=True)
            return
        else:
            self.selected = sq
            self.say(f"{square_name(sq)} selected: an arrow or a + square Tilts it; enter again cancels.")
        self.refresh_view()

    def _tilt(self, frm: int, to: int) -> None:
        if not is_adjacent(frm, to):
            self.say(f"Tilt onto a square next to {square_name(frm)} (a + square).", error=True)
        elif self.play(self.tiles.tilt_action(frm, to) or Tilt(frm, to)):
            self.selected, self.cursor = None, to

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

    def action_pick_tile(self, number: int) -> None:
        self.tiles.pick(number)

    def action_yokai(self) -> None:
        self.tiles.yokai()

    def action_back(self) -> None:
        """Escape first puts back a tile or drops a selection, then leaves for the challenge list."""
        if self.tiles.cancel() or self.selected is not None or self.rotating:
            self.selected = None
            self.rotating.clear()
            self.refresh_view()
        else:
            self.action_menu()

    def on_session_changed(self, message: SessionChanged) -> None:
        self.rotating &= {c >> 3 for c in self.state.pos.whites}
        self.tiles.reset()
        if self.hinted is not None and self.hinted[0] is not self.state:
            self.hinted = None
        super().on_session_changed(message)

    # -- hints -------------------------------------------------------------
    def action_hint(self) -> None:
        """The solver looks in a worker; the hint shows (and counts) if the position is still the same."""
        if self.hinted is not None and self.hinted[0] is self.state:
            self.say(self.hinted[1].text)
            return
        self.say("Looking for the best move from here…")
        self.hints.think()

    def find_hint(self) -> tuple[Any, str]:
        """The solver's next move of a best line from here (GameScreen runs it in a worker)."""
        found = hint(self.state)
        return found.action, found.text

    def show_hint(self, action: Any, why: str) -> None:
        """Draw the hinted action on the board (double frames) and say it in a sentence."""
        self.hinted = (self.state, Hint(action, why))
        self.selected = None
        self.rotating.clear()
        self.say(why, error=action is None)
        self.refresh_view()

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
            title = f"{puzzle.id or 'Mindlock'}, PAR {'no limit' if puzzle.par is None else puzzle.par}"
            self.app.push_screen(SolutionScreen(title, solution_walk(puzzle), self._show_preview), self._end_preview)

    def _show_preview(self, shown: MindlockState, before: MindlockState | None) -> None:
        self.preview = (shown, before)
        self.refresh_view()

    def _end_preview(self, _: None) -> None:
        """The game's own position again, as the player left it."""
        self.preview = None
        self.refresh_view()

    def _next_id(self) -> str | None:
        after = following(self.state.puzzle.id) if self.state.puzzle.id else None
        return None if after is None else after.id

    def action_next_puzzle(self) -> None:
        """The next challenge of the list takes this screen's place."""
        next_id = self._next_id()
        if not self.state.solved or next_id is None:
            self.say("The next puzzle opens once this one is solved." if next_id else "This is the last challenge.",
                     error=True)
            return
        self.app.switch_screen(challenge_screen(next_id))

    # -- the end -------------------------------------------------------------
    def _after_change(self) -> None:
        """Win or fail: record a best score and offer the next step (no bots, no secrets)."""
        self.refresh_bindings()
        outcome = self.session.outcome()
        if outcome is None:
            self._over_shown = False
            return
        if self._over_shown:
            return
        self._over_shown = True
        solved = bool(outcome.winners)
        detail = self._record() if solved else "Undo or restart to try another line."
        text = result_text(outcome.text, self.session.hints)
        self.app.push_screen(PuzzleOverScreen(text, detail, solved, self._next_id()), self._game_over_choice)

    def _record(self) -> str:
        puzzle = self.state.puzzle
        if not puzzle.id:
            return ""
        if self.solution_shown:
            return "The solution was shown, so this solve is not kept."
        return keep_solve(puzzle.id, self.state.moves, puzzle.par, self.session.hints)

    def _game_over_choice(self, choice: Any) -> None:
        """Each key of the end dialog does its step at once."""
        if choice == "next":
            self.action_next_puzzle()
        elif choice == "list":
            self.app.pop_screen()
        elif choice == "undo":
            self.action_undo()
        elif choice == "restart":
            self.action_restart()

