"""The Hi Mi Ki table: board, scores, Influence tiles, status, log; keys and mouse."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Header, Static

from yamabushi.himiki.actions import End, Pass, Place, Rotate, Tilt
from yamabushi.himiki.board import col_row, square_at, square_name
from yamabushi.himiki.cube import ELEMENT_NAMES
from yamabushi.himiki.state import HiMiKiState
from yamabushi.tui.messages import SessionChanged, SquareClicked
from yamabushi.tui.screens.game import GameScreen, MoveInput
from yamabushi.tui.screens.orientation import OrientationScreen
from yamabushi.tui.widgets.himiki_board import BoardView, HiMiKiBoard
from yamabushi.tui.widgets.move_log import MoveLog, log_lines

STEPS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
MARK = {0: "\\[W]", 1: "{B}"}

HELP = """\
[b]Hi Mi Ki[/b]
  arrows      move the cursor; with a cube selected, Tilt it that way
  enter       select your cube / Tilt onto a green + square / place a cube
              (with cubes marked R: Rotate them)
  click       the same as moving the cursor there and pressing enter
  r           mark or unmark the cube under the cursor for a Rotate
  e           end your turn (decline a replay) or pass when you must
  l           show or hide legal moves     d  claim a draw (after 60 quiet turns)
[b]Board[/b]  [H] White cube, {H} Black cube; H Fire, M Water, K Wood.
  The middle letter is the top; the letters above/below and left/right are the
  side faces a Tilt that way would bring up.
"""


def scores_text(state: HiMiKiState, names: tuple[str, ...], to_play: int | None) -> str:
    """Scores, whose turn and the Influence holders, all by colour (`names` has one per
    colour, `to_play` is a colour); the replay viewer shows the same panel."""
    lines = []
    for colour, name in enumerate(names):
        arrow = "◀ to play" if to_play == colour else ""
        lines.append(f"{MARK[colour]} {name:<6} [b]{state.scores[colour]}[/b] / 5  {arrow}")
    tiles = []
    for element, holder in zip("HMK", state.influence):
        tiles.append(f"{ELEMENT_NAMES[element]}: {'—' if holder is None else names[holder]}")
    return "\n".join(lines) + "\nInfluence  " + "  ".join(tiles)


class HiMiKiScreen(GameScreen):
    BINDINGS = [
        Binding("enter", "select", "Select"),
        Binding("r", "mark_rotate", "Rotate"),
        Binding("e", "end_turn", "End turn"),
        Binding("l", "toggle_legal", "Legal", show=False),
        Binding("d", "claim_draw", "Draw", show=False),
        Binding("escape", "back", "Menu"),
    ]
    help_text = HELP

    def __init__(self, session) -> None:
        super().__init__(session)
        self.cursor = square_at(2, 5)
        self.selected: int | None = None
        self.rotating: set[int] = set()
        self.marks_on = True

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield HiMiKiBoard(id="board")
            with Vertical(id="side"):
                yield Static(id="scores")
                yield Static(id="status")
                yield Static(id="message")
                yield MoveLog(id="log")
        yield MoveInput(placeholder="Type an action, e.g. C4 BC3 or D3 PD3 or end; Esc closes")
        yield Footer()

    def focus_board(self) -> None:
        self.query_one(HiMiKiBoard).focus()

    def on_mount(self) -> None:
        super().on_mount()
        self.focus_board()

    # -- view ----------------------------------------------------------------
    def refresh_view(self) -> None:
        state = self.session.state
        if state.setup and self._targets() and self.cursor not in self._targets():
            self.cursor = min(self._targets())
        self.query_one(HiMiKiBoard).view = BoardView(
            board=state.board,
            cursor=self.cursor,
            selected=self.selected,
            targets=self._targets(),
            rotating=frozenset(self.rotating),
            blocked=state.replay[0] if state.replay else None,
            marks_on=self.marks_on,
        )
        self.query_one("#scores", Static).update(self._scores_text())
        self.query_one("#status", Static).update(self._status_text())
        names = tuple(s.name for s in self.session.seats)
        self.query_one(MoveLog).show(log_lines(self.session.steps, names))

    def _legal(self) -> list:
        return [] if self.bot_thinking else list(self.session.legal_actions())

    def _targets(self) -> frozenset[int]:
        legal = self._legal()
        if self.session.state.setup:
            return frozenset(a.square for a in legal if isinstance(a, Place))
        if self.selected is None:
            return frozenset(a.frm for a in legal if isinstance(a, Tilt))
        return frozenset(a.to for a in legal if isinstance(a, Tilt) and a.frm == self.selected)

    def _scores_text(self) -> str:
        return scores_text(self.session.state, tuple(s.name for s in self.session.seats), self.session.to_play())

    def _status_text(self) -> str:
        state, seat = self.session.state, self.session.seat_to_play()
        if seat is None:
            return self.session.outcome().text
        legal = self._legal()
        if state.setup:
            return f"{seat.name}: place a cube on a + square (enter)."
        if legal and all(isinstance(a, Pass) for a in legal):
            return f"{seat.name} has no legal action: press e to pass."
        if state.replay:
            return f"{seat.name} may play again (Tilt or Rotate), or press e to end the turn."
        if state.must_tilt:
            return f"{seat.name} must Tilt: the last turn had a Rotate."
        return f"{seat.name} to play: Tilt (enter, then an arrow) or Rotate (r, then enter)."

    # -- input ---------------------------------------------------------------
    def on_key(self, event) -> None:
        if event.key in STEPS and self.query_one(HiMiKiBoard).has_focus:
            event.stop()
            self._arrow(*STEPS[event.key])

    def _arrow(self, dc: int, dr: int) -> None:
        col, row = col_row(self.selected if self.selected is not None else self.cursor)
        col, row = col + dc, row + dr
        if not (0 <= col < 5 and 1 <= row <= 6):
            return
        if self.selected is None:
            self.cursor = square_at(col, row)
            self.refresh_view()
        else:
            self._tilt_to(square_at(col, row))

    def on_square_clicked(self, message: SquareClicked) -> None:
        self.cursor = message.square
        self.focus_board()
        self.action_select()

    def action_select(self) -> None:
        state, sq = self.session.state, self.cursor
        if self.session.outcome() or self.bot_thinking:
            return
        if state.setup:
            self._place(sq)
        elif self.rotating and self.selected is None:
            self._rotate()
        elif self.selected is not None and sq != self.selected:
            self._tilt_to(sq)
        elif self.selected == sq:
            self.selected = None
            self.refresh_view()
        else:
            self._select(sq)

    def _select(self, sq: int) -> None:
        cube = self.session.state.board[sq]
        if cube is None or cube.owner != self.session.to_play():
            self.say(f"Choose one of your own cubes ({square_name(sq)} is not yours).", error=True)
            return
        if not any(isinstance(a, Tilt) and a.frm == sq for a in self._legal()):
            self.say(f"The cube on {square_name(sq)} has no legal Tilt now.", error=True)
            return
        self.selected = sq
        self.say(f"{square_name(sq)} selected: an arrow or a + square Tilts it; enter again cancels.")
        self.refresh_view()

    def _tilt_to(self, to: int) -> None:
        assert self.selected is not None
        frm = self.selected
        if self.play(Tilt(frm, to)):
            self.selected = None
            self.cursor = to

    def _place(self, sq: int) -> None:
        if sq not in self._targets():
            self.say(f"You cannot place a cube on {square_name(sq)} now.", error=True)
            return

        def chosen(orientation) -> None:
            if orientation is not None:
                self.play(Place(sq, *orientation))
            self.focus_board()

        self.app.push_screen(OrientationScreen(square_name(sq)), chosen)

    def _rotate(self) -> None:
        if self.play(Rotate(tuple(sorted(self.rotating)))):
            self.rotating.clear()

    def action_mark_rotate(self) -> None:
        sq, state = self.cursor, self.session.state
        cube = state.board[sq]
        if state.setup or cube is None or cube.owner != self.session.to_play():
            self.say("Mark one of your own cubes to Rotate it.", error=True)
            return
        self.rotating ^= {sq}
        self.say(f"Marked for Rotate: {', '.join(square_name(s) for s in sorted(self.rotating)) or 'none'}. Enter rotates.")
        self.refresh_view()

    def action_end_turn(self) -> None:
        legal = self._legal()
        action = next((a for a in legal if isinstance(a, (End, Pass))), None)
        if action is None:
            self.say("You can only end your turn when a replay is on offer or you must pass.", error=True)
            return
        self.play(action)

    def action_toggle_legal(self) -> None:
        self.marks_on = not self.marks_on
        self.say(f"Legal moves {'shown' if self.marks_on else 'hidden'}.")
        self.refresh_view()

    def action_claim_draw(self) -> None:
        from yamabushi.himiki.actions import ClaimDraw

        if ClaimDraw() not in self._legal():
            self.say("A draw can be claimed only after 60 turns without a point.", error=True)
            return
        self.play(ClaimDraw())

    def action_back(self) -> None:
        if self.selected is not None or self.rotating:
            self.selected = None
            self.rotating.clear()
            self.say("Selection cleared.")
            self.refresh_view()
        else:
            self.action_menu()

    def on_session_changed(self, message: SessionChanged) -> None:
        self.rotating &= {sq for sq, c in enumerate(self.session.state.board) if c is not None}
        super().on_session_changed(message)
