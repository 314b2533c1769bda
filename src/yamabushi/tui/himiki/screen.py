"""The Hi Mi Ki table: board, scores, Influence tiles, status, log; keys and mouse.

In 2 vs 2 the panel shows team scores and the seat to play, whose cubes are
marked `o` on the board. Expert's screen (`expert/screen.py`) is this one with the
Chaos tiles added through the hooks marked below; this screen never imports it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from yamabushi.himiki import (
    Action,
    ClaimDraw,
    col_row,
    COLOUR_NAMES,
    ELEMENT_NAMES,
    End,
    HiMiKi,
    HiMiKiState,
    Pass,
    Place,
    Rotate,
    square_at,
    square_name,
    step_marks,
    Tilt,
    TO,
    turn_marks,
)
from yamabushi.app.bots import DEFAULT_LEVEL
from yamabushi.session.controller import Session
from yamabushi.session.seats import taker
from yamabushi.tui.kit.messages import SessionChanged, SquareClicked
from yamabushi.tui.screens.game import GameScreen, MoveInput
from yamabushi.tui.himiki.orientation import Orientation, OrientationScreen
from yamabushi.tui.himiki.board import HINT_FROM, HINT_TO, STEPS, BoardView, HiMiKiBoard, fit_boards, terrain_letters
from yamabushi.tui.himiki.table_talk import TableTalk, TableTalkCommands
from yamabushi.tui.kit.text import literal, styled
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.game_clock import GameClock
from yamabushi.tui.widgets.header import Header
from yamabushi.tui.widgets.said import Said
from yamabushi.tui.widgets.move_log import MoveLog, log_lines


HELP = """\
[b]Hi Mi Ki[/b]
  arrows   move the cursor; with a cube selected, Tilt it that way
  enter    select your cube / Tilt onto a + square / place a cube
           (with cubes marked R: Rotate them)
  click    the same as moving the cursor there and pressing enter
  r        mark or unmark the cube under the cursor for a Rotate
  e        end your turn (decline a replay) or pass when you must
  l        show or hide legal moves
  d        claim a draw (60 quiet turns, or a third repetition)
  P        show and copy the position as HPN; E edit it in the editor
[b]2 vs 2[/b]  o marks the cubes the seat to play moves now.
  t, then w or b: table-talk penalty (that team talked, the other
  team scores 1), after you confirm it.
[b]Board[/b]  $white White cube, $black Black cube; H Fire, M Water, K Wood.
  The middle letter is the top; the letters above/below and
  left/right are the faces a Tilt that way brings up. A letter on
  an empty square is a terrain tile (see the legend).
  $to frames the squares the last turn changed, $left those a
  cube left or passed over; $hint frames a hinted move.
"""
HELP_GLYPHS = {"white": "[H]", "black": "{H}", "to": "┌ ┐", "left": "· ·", "hint": "╔ ╗"}
"""Filled in literally (tui/kit/text.py), so no glyph is ever read as markup."""

MARK = {0: "[W]", 1: "{B}"}
LEGEND = "┌┐ last turn  ·· left or passed\n╔╗ hint"
"""The board's frames in words, two lines of the 80-column side panel."""


def scores_text(state: HiMiKiState, names: tuple[str, ...], to_play: int | None) -> Content:
    """Scores, whose turn and the Influence holders, all by colour (`names` has one per
    colour, `to_play` is a colour); the replay viewer shows the same panel."""
    lines, width = [], max(6, *map(len, names))  # the scores in one column ("Muk Yan" is 7 letters)
    for colour, name in enumerate(names):
        arrow = "◀ to play" if to_play == colour else ""
        lines.append(styled(f"$mark $name [b]{state.scores[colour]}[/b] / 5  {arrow}", mark=MARK[colour], name=name.ljust(width)))
    return Content("\n").join([*lines, influence_text(state, names)])


def influence_text(state: HiMiKiState, names: Sequence[str], width: int = 31) -> Content:
    """Who holds each Influence tile, in whole words (`names` has one per colour); a tile goes
    on the next line, under the first, rather than past `width` (the side panel at 80 columns),
    so a line never breaks between a tile and its holder."""
    tiles = [f"{ELEMENT_NAMES[e]}: {'—' if h is None else names[h]}" for e, h in zip("HMK", state.influence)]
    lines = ["Influence  " + tiles[0]]
    for tile in tiles[1:]:
        if len(lines[-1]) + 2 + len(tile) > width:
            lines.append(" " * len("Influence"))
        lines[-1] += "  " + tile
    return literal("\n".join(lines))


def team_scores_text(state: HiMiKiState, seat: int | None, who: str = "") -> Content:
    """2 vs 2: the two teams' scores, the seat to play, who plays it (`who`: "master bot", a name;
    the header says it of every seat only where it has room) and its half, the Influence holders."""
    lines = [styled(f"$mark {COLOUR_NAMES[c]} team [b]{state.scores[c]}[/b] / 5", mark=MARK[c]) for c in (0, 1)]
    if seat is not None:
        name, half = state.rules.seat_names[seat], "Light, rows 4-6" if state.rules.seat_light[seat] else "Dark, rows 1-3"
        lines.append(literal(f"▶ {name}: {who}\n  {half}" if who else f"▶ {name} ({half})"))
    return Content("\n").join([*lines, influence_text(state, COLOUR_NAMES)])


class HiMiKiScreen(GameScreen[HiMiKiState, Action]):
    DEFAULT_CSS = """
    HiMiKiScreen #legend { color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "select", "Select"),
        Binding("r", "mark_rotate", "Rotate"),
        Binding("e", "end_turn", "End turn"),
        Binding("l", "toggle_legal", "Legal", show=False),
        Binding("d", "claim_draw", "Draw", show=False),
        Binding("t", "table_talk", "Table talk", show=False),
        Binding("E", "edit_position", "Edit position", show=False),
        Binding("escape", "back", "Menu"),
    ]
    COMMANDS = {TableTalkCommands}
    help_text = HELP

    def __init__(self, session: Session[HiMiKiState, Action]) -> None:
        super().__init__(session)
        self.table_talk_keys = TableTalk(self)
        self.cursor = square_at(2, 5)
        self.selected: int | None = None
        self.rotating: set[int] = set()
        self.marks_on = self.app.settings.highlight_legal
        self.hint: tuple[Any, Any] | None = None
        """A hinted action and the state it was given for: drawn while that state is on the board."""

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield HiMiKiBoard(id="board")
            with Vertical(id="side"):
                yield GameClock(self.session, id="clock")
                yield Static(id="scores")
                yield Static(literal(LEGEND), id="legend")
                yield Static(id="status")
                yield from self.variant_panels()
                yield Said()
                yield MoveLog(id="log")
        yield MoveInput(placeholder="Type an action, e.g. C4 BC3 or D3 PD3 or end; Esc closes")
        yield Footer()

    def focus_board(self) -> None:
        self.query_one(HiMiKiBoard).focus()

    def on_mount(self) -> None:
        """GameScreen's own on_mount runs too: Textual calls the handler of every class in turn."""
        fit_boards(self, self.app.size.width, self.app.size.height)
        self.focus_board()

    def on_resize(self, event: events.Resize) -> None:
        """AppScreen's handler runs too (the `-large` class); the board takes large squares when they fit."""
        fit_boards(self, event.size.width, event.size.height)

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
            extra=terrain_letters(state),
            controlled=self._controlled(),
            trail=self._trail(),
        )
        self.query_one("#scores", Static).update(self._scores_text())
        self.refresh_variant_panels()
        self.query_one("#status", Static).update(self._status_text())
        names = tuple(s.name for s in self.session.seats)
        self.query_one(MoveLog).show(log_lines(self.session.steps, names))

    def _trail(self) -> dict[int, str]:
        """The squares of the latest turn (every action of it), and of a hinted action over them."""
        turn, session = self.session.last_turn(), self.session
        trail = turn_marks(session.states[len(session.steps) - len(turn) :], [step.events for step in turn])
        if self.hint is not None and self.hint[1] is session.state:
            after, caused = self.engine.next_state(session.state, self.hint[0])
            hinted = step_marks(session.state, after, caused)
            trail.update({sq: HINT_TO if kind == TO else HINT_FROM for sq, kind in hinted.items()})
        return trail

    def show_hint(self, action: Any, why: str) -> None:
        """Say why, as every game screen does, and draw the hinted action on the board (double
        frame) for as long as the position it was given for is on the board."""
        self.hint = (action, self.session.state)
        self.say(why)
        self.refresh_view()

    def legal(self) -> list[Action]:
        """What the keyboard may play now: nothing while a bot thinks."""
        return [] if self.bots.thinking else list(self.session.legal_actions())

    @property
    def engine(self) -> HiMiKi:
        """The session's engine, which the screen asks what the rules say."""
        engine = self.session.engine
        assert isinstance(engine, HiMiKi)
        return engine

    def _controlled(self) -> frozenset[int]:
        """2 vs 2: the cubes the seat to play moves now, which the board marks."""
        state = self.session.state
        return self.engine.movable_cubes(state) if state.rules.halves else frozenset()

    def _targets(self) -> frozenset[int]:
        legal = self.legal()
        if (answers := self.decision_targets()) is not None:
            return answers
        if self.session.state.setup:
            return frozenset(a.square for a in legal if isinstance(a, Place))
        if self.selected is None:
            return frozenset(a.frm for a in legal if isinstance(a, Tilt))
        return frozenset(a.to for a in legal if isinstance(a, Tilt) and a.frm == self.selected)

    def _scores_text(self) -> Content:
        if self.session.state.rules.halves:
            seat = self.session.seat_to_play()
            return team_scores_text(self.session.state, self.session.to_play(), taker(seat, DEFAULT_LEVEL) if seat else "")
        return scores_text(self.session.state, tuple(s.name for s in self.session.seats), self.session.to_play())

    def _status_text(self) -> Content:
        state, seat, outcome = self.session.state, self.session.seat_to_play(), self.session.outcome()
        if seat is None:
            return literal(outcome.text if outcome else "")
        if self.seated and self.viewer != self.session.to_play():  # a seat's own screen, at a table
            return literal(f"Waiting for {seat.name}.")
        if bot := self.bot_playing():
            return literal(bot)
        if not state.setup and (asked := self.decision_status(seat.name)):
            return asked
        return literal(self._turn_hint(seat.name))

    def _turn_hint(self, name: str) -> str:
        state, legal = self.session.state, self.legal()
        if state.setup:
            return f"{name}: place a cube on a + square (enter)."
        if legal and all(isinstance(a, Pass) for a in legal):
            return f"{name} has no legal action: press e to pass."
        if state.replay:
            return f"{name} may play again (Tilt or Rotate), or press e to end the turn."
        if state.must_tilt:
            return f"{name} must Tilt: the last turn had a Rotate."
        return f"{name} to play: Tilt (enter, then an arrow) or Rotate (r, then enter)."

    # -- hooks a variant's screen fills (Expert's Chaos decisions) ---------------
    def variant_panels(self) -> Iterable[Widget]:
        """The variant's panels in the side panel, between the status line and the message."""
        return ()

    def refresh_variant_panels(self) -> None:
        """Redraw the variant's panels with the rest of the view."""

    def decision_targets(self) -> frozenset[int] | None:
        """The squares to mark while a decision owed to the variant is answered on the board."""
        return None

    def decision_status(self, seat: str) -> Content | None:
        """The status line while a decision owed to the variant is under way."""
        return None

    def decision_key(self, key: str) -> bool:
        """True when `key` answered a decision owed to the variant (an arrow for a direction)."""
        return False

    def answer_on_board(self, sq: int) -> bool:
        """True when Enter on `sq` answered a decision owed to the variant."""
        return False

    # -- input ---------------------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        if self.table_talk_keys.talk_key(event.key) or self.decision_key(event.key):
            event.stop()
            return
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
            self.clear_refusal()
            self.refresh_view()
        else:
            self._tilt_to(square_at(col, row))

    def on_square_clicked(self, message: SquareClicked) -> None:
        self.cursor = message.square
        self.focus_board()
        self.action_select()

    def action_select(self) -> None:
        state, sq = self.session.state, self.cursor
        if self.session.outcome() or self.bots.thinking:
            return
        if state.setup:
            self._place(sq)
        elif self.answer_on_board(sq):
            return
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
        if sq not in self._movable():
            self.say(f"Choose one of your own cubes ({square_name(sq)} is not yours).", error=True)
            return
        if not any(isinstance(a, Tilt) and a.frm == sq for a in self.legal()):
            self.say(f"The cube on {square_name(sq)} has no legal Tilt now.", error=True)
            return
        self.selected = sq
        self.say(f"{square_name(sq)} selected: an arrow or a + square Tilts it; enter cancels.")
        self.refresh_view()

    def _movable(self) -> frozenset[int]:
        """The cubes the person at the keyboard may act with now (their own, or Confusion's)."""
        return self.engine.movable_cubes(self.session.state)

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

        def chosen(orientation: Orientation | None) -> None:
            if orientation is not None:
                self.play(Place(sq, *orientation))
            self.focus_board()

        self.app.push_screen(OrientationScreen(square_name(sq)), chosen)

    def _rotate(self) -> None:
        if self.play(Rotate(tuple(sorted(self.rotating)))):
            self.rotating.clear()

    def action_edit_position(self) -> None:
        """This position in the editor, to study from (the game itself stays as it is)."""
        from yamabushi.tui.himiki.editor import PositionEditor

        text = self.session.engine.position_text(self.session.state, self.viewer or 0)
        if text is None or self.hides_private_info():
            self.say("The editor takes a position in play with nothing hidden (not the set-up, not Expert hands).", error=True)
            return
        self.app.push_screen(PositionEditor(text))

    def action_mark_rotate(self) -> None:
        sq, state = self.cursor, self.session.state
        if state.setup or sq not in self._movable():
            self.say("Mark one of your own cubes to Rotate it.", error=True)
            return
        self.rotating ^= {sq}
        self.say(f"Marked for Rotate: {', '.join(square_name(s) for s in sorted(self.rotating)) or 'none'}. Enter rotates.")
        self.refresh_view()

    def action_end_turn(self) -> None:
        legal = self.legal()
        action = next((a for a in legal if isinstance(a, (End, Pass))), None)
        if action is None:
            self.say("e ends the turn only to decline a replay or to pass.", error=True)
            return
        self.confirm_end_turn(lambda: self.play(action))

    def action_toggle_legal(self) -> None:
        self.marks_on = not self.marks_on
        self.say(f"Legal moves {'shown' if self.marks_on else 'hidden'}.")
        self.refresh_view()

    def action_claim_draw(self) -> None:
        if ClaimDraw() not in self.legal():
            self.say("A draw is claimed after 60 quiet turns or at a position's third time.", error=True)
            return
        self.play(ClaimDraw())

    def help_values(self) -> dict[str, object]:
        return {**super().help_values(), **HELP_GLYPHS}

    def action_table_talk(self) -> None:
        self.table_talk_keys.table_talk()

    def action_back(self) -> None:
        if self.selected is not None or self.rotating:
            self.selected = None
            self.rotating.clear()
            self.say("Selection cleared.")
            self.refresh_view()
        else:
            self.action_menu()

    def on_session_changed(self, message: SessionChanged) -> None:
        """Runs before GameScreen's handler, which Textual calls next and which redraws."""
        self.rotating &= {sq for sq, c in enumerate(self.session.state.board) if c is not None}
