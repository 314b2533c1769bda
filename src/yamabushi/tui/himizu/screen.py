"""The Himizu table: board, round track, tokens, abilities, log; keys and mouse.

The screen only turns keys into actions: everything it offers is a slice of
`session.legal_actions()` and every refusal is the engine's own sentence
(`explain_illegal`, `ability_refusal`); the spread preview and what tokens are
worth come from the engine too, so no rule lives here twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.widgets import Static

from yamabushi.core.errors import RulesError
from yamabushi.himizu import (
    Action,
    EndTurn,
    FIRE,
    Himizu,
    HimizuState,
    Move,
    MovePuddle,
    Phase,
    Place,
    PUDDLE_KINDS,
    SEATS,
    SkipPuddle,
    UseAbility,
    WATER,
)
from yamabushi.session.controller import Session
from yamabushi.tui.kit.messages import SquareClicked
from yamabushi.tui.screens.choice import ChoiceScreen
from yamabushi.tui.screens.game import GameScreen, MoveInput
from yamabushi.tui.himizu.abilities import AbilityBar, AbilityLine
from yamabushi.tui.himizu.board import HimizuBoard, HimizuBoardView, legend
from yamabushi.tui.himizu.marks import Marks, marks_of
from yamabushi.tui.himizu.status import HimizuStatus
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.game_clock import GameClock
from yamabushi.tui.widgets.header import Header
from yamabushi.tui.widgets.said import Said
from yamabushi.tui.widgets.move_log import MoveLog, log_lines

STEPS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
ABILITY_SHORT = (
    ("Two more moves", "Lay or char a tile", "Flames on charred", "Place a new flame"),
    ("One more move", "New puddle, move one", "Wave onto a puddle", "Attack next turn"),
)
"""Each ability's effect in the few words its line has room for; the hint says it whole."""
HELP = """\
[b]Himizu[/b]
  arrows   move the cursor, or the selected figure
  enter    place a figure / select yours / move it to a + square /
           pick an ability's square (a click does the same)
  1-4      use that ability (or click its line); when there are
           several ways to pay, a list asks which tokens to give
  e        end the turn          x  after W2: move no puddle
  p        show the squares that catch fire next Fire turn (!)
  escape   drop the selection or the ability first
[b]Board[/b]  ^ burning  ░ charred  ~ puddle  ≈ two puddles  % mud
  # Shrine  F flame  W wave  ! catches fire next Fire turn
  > cursor (beside its square); in the square: * selected,
  + may be picked now
[b]Last turn[/b]: words in the squares, gone when the next turn starts
  (a hint is drawn the same way). Top line: from  where a figure
  started, 1 2 3  the squares it moved to in order (to: one move),
  new  a figure placed, ~from ~to  a puddle moved. Bottom line:
  burn  a burning tile laid, char  turned charred, out  a flame or
  burning tile put out, lit  caught fire by itself, ~new  a puddle
  laid, mud, stack  two puddles. Under the board, the key names
  only what is on it now.
[b]Tokens[/b]  F Fire, W Water: worth 2 to their own spirit and 1 to
  the other; "6 to spend" is what a spirit can pay now.
[b]Round line[/b]  ● round tokens left beside Fire; terrain n/16: Fire's
  tiles on the board (all 16 at once and Fire wins).
"""


class HimizuScreen(GameScreen[HimizuState, Action]):
    DEFAULT_CSS = """
    HimizuScreen #himizu-left { width: auto; margin-right: 1; }
    HimizuScreen #legend { height: auto; color: $text-muted; }
    HimizuScreen #side { padding-left: 1; }
    HimizuScreen #hint { height: auto; color: $accent; }
    HimizuScreen Said { max-height: 3; }
    HimizuScreen.-large Said { max-height: 8; }
    """
    BINDINGS = [
        Binding("enter", "select", "Pick"),
        Binding("1", "ability(1)", "Ability", key_display="1-4"),
        *(Binding(str(n), f"ability({n})", show=False) for n in (2, 3, 4)),
        Binding("e", "end_turn", "End turn"),
        Binding("x", "skip_puddle", "No puddle move", show=False),
        Binding("p", "toggle_preview", "Spread"),
        Binding("escape", "back", "Menu"),
    ]
    help_text = HELP
    move_example = "move C3 C4"

    def __init__(self, session: Session[HimizuState, Action]) -> None:
        super().__init__(session)
        board = session.state.board
        self.cursor = board.size // 2
        self.selected: int | None = None
        """The figure (or, after W2, the puddle) the arrows now move."""
        self.aiming: int | None = None
        """The ability whose square is being chosen on the board."""
        self.preview_on = False
        self._suggested: tuple[int, Marks] | None = None
        """A suggested action's marks, with the number of steps played when it was asked for."""

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            with Vertical(id="himizu-left"):
                yield HimizuBoard(id="board")
                yield Static(id="legend")
            with Vertical(id="side"):
                yield GameClock(self.session, id="clock")
                yield HimizuStatus(id="status")
                yield AbilityBar(id="abilities")
                yield Static(id="hint")
                yield Said()
                yield MoveLog(id="log")
        yield MoveInput(placeholder="Type an action: move C3 C4, ability F2 pay F B2, end... Esc closes")
        yield Footer()

    def focus_board(self) -> None:
        self.query_one(HimizuBoard).focus()

    def on_mount(self) -> None:
        """Textual also runs GameScreen.on_mount (handlers run for each class), so no super() call."""
        self.focus_board()

    @property
    def state(self) -> HimizuState:
        return self.session.state

    @property
    def engine(self) -> Himizu:
        """The session's engine, which the screen asks what the rules say."""
        engine = self.session.engine
        assert isinstance(engine, Himizu)
        return engine

    # -- what may be picked now ---------------------------------------------
    def _legal(self) -> Sequence[Action]:
        """Nothing while a bot thinks or plays its turn (no `+` offered to the person watching)."""
        return () if self._bots_turn() or self.session.outcome() is not None else self.session.legal_actions()

    def _bots_turn(self) -> bool:
        seat = self.session.seat_to_play()
        return self.bots.thinking or (seat is not None and not seat.is_human)

    def _abilities(self, number: int) -> list[UseAbility]:
        return [a for a in self._legal() if isinstance(a, UseAbility) and a.number == number]

    def _steps(self) -> list[Move | MovePuddle]:
        return [a for a in self._legal() if isinstance(a, (Move, MovePuddle))]

    def _targets(self) -> frozenset[int]:
        if self.aiming is not None:
            return frozenset(a.square for a in self._abilities(self.aiming) if a.square is not None)
        if self.state.phase is Phase.SETUP:
            return frozenset(a.square for a in self._legal() if isinstance(a, Place))
        if self.selected is None:
            return frozenset(a.src for a in self._steps())
        return frozenset(a.dst for a in self._steps() if a.src == self.selected)

    # -- view ----------------------------------------------------------------
    def refresh_view(self) -> None:
        """The title follows the state shown, whose board side a tutorial scene may change."""
        state = self.state
        self.title = f"Himizu, board {state.board.side}"
        if self.aiming is not None and not self._abilities(self.aiming):
            self.aiming = None
        if self.selected is not None and not any(a.src == self.selected for a in self._steps()):
            self.selected = None
        board = state.board
        view = HimizuBoardView(
            columns=board.columns,
            rows=board.rows,
            tiles=state.tiles,
            figures=state.figures,
            shrines=board.shrines,
            cursor=self.cursor,
            selected=self.selected,
            targets=self._targets(),
            preview=frozenset(self.engine.spread_preview(state)) if self.preview_on else frozenset(),
            marks=self._marks(),
            large=self.large,
        )
        self.query_one(HimizuBoard).view = view
        below = self.size.height - 3 - board.rows * view.cell[1]  # the header, the column letters, the footer
        self.query_one("#legend", Static).update(
            legend(large=self.large, view=view, heading=self._marks_heading(), lines=below if below > 0 else None)
        )
        self.query_one(HimizuStatus).show(self.engine, state)
        bar = self.query_one(AbilityBar)
        bar.display = not state.over  # four "not now" lines would only push the end's narration down
        letter = SEATS[state.seat][0]
        bar.title = f"{SEATS[state.seat]}'s abilities {letter}1-{letter}4"
        bar.lines = tuple(self._ability_line(n) for n in range(1, 5))
        self.query_one("#hint", Static).update(literal(self._hint()))
        names = tuple(s.name for s in self.session.seats)
        self.query_one(MoveLog).show(log_lines(self.session.steps, names))

    def _marks(self) -> Marks:
        """The hint while no action has been played since it was asked for, else the last turn."""
        if self._suggested is not None and self._suggested[0] == len(self.session.steps):
            return self._suggested[1]
        self._suggested = None
        return marks_of(step.events for step in self.session.last_turn())

    def _marks_heading(self) -> str:
        """Whose actions the words on the board are: the hint's, or the latest turn's (this one once begun)."""
        if self._suggested is not None:
            return "Hint:"
        turn = self.session.last_turn()
        if not turn:
            return ""
        seat = turn[-1].actor
        return "Last turn:" if seat is None else f"{SEATS[seat]} played:"

    def show_hint(self, action: Any, why: str) -> None:
        """Draw the suggested `action` as the last turn is drawn, until the next action is played."""
        try:
            _, events = self.engine.apply(self.state, action)
        except RulesError as exc:
            self.say(str(exc), error=True)
            return
        self._suggested = (len(self.session.steps), marks_of([events]))
        self.say(why)
        self.refresh_view()

    def layout_changed(self) -> None:
        if self.is_mounted:
            self.refresh_view()

    def _ability_line(self, number: int) -> AbilityLine:
        state, seat = self.state, self.state.seat
        if state.phase is Phase.TURN:
            refusal = self.engine.ability_refusal(state, number)
            blocked = refusal[0] if refusal else ""
        else:
            blocked = "not now"
        active = (seat, number) == (FIRE, 3) and state.charred_open or (seat, number) == (WATER, 4) and state.wave_boost
        return AbilityLine(number, state.costs[seat][number - 1], ABILITY_SHORT[seat][number - 1], blocked, active)

    def _hint(self) -> str:
        """What the player to act can do now, in one or two short lines; it says what the selection
        `*` and the targets `+` on the board are for whenever they are drawn."""
        state = self.state
        if state.over:
            return self._over_hint()
        if bot := self.bot_playing():
            return bot
        seat = self.session.seats[state.seat]
        if self.seated and self.viewer != state.seat:  # a seat's own screen, at a table
            return f"Waiting for {seat.name}."
        if self.aiming is not None:
            code, text = self.engine.ability_text(state.seat, self.aiming)
            return f"{code}: {text} Pick a + square; Esc cancels."
        if state.phase is Phase.SETUP:
            what = "a flame" if state.seat == FIRE else "the wave"
            return f"Put {what} on an empty square (+): arrows, then enter."
        if state.phase is Phase.PUDDLE:
            if self.selected is None:
                return "W2: pick a puddle to move (enter on a +), or x to move none."
            return "Move this puddle (*): an arrow, or enter on a + square."
        figure = None if self.selected is None else self.engine.figure_on(state, self.selected)
        if figure is not None:
            return f"Arrows move the {figure[0]} (*) to a + square; enter on it lets go; e ends the turn."
        return "Enter selects a figure marked +, 1-4 use an ability, e ends the turn."

    def _over_hint(self) -> str:
        if not self.at_a_table:
            return "The game is over: u takes back the last action, Esc returns to the menu."
        if self.viewer is None:
            return "The game is over: Esc leaves the table."
        return "The game is over: a asks for a rematch, g shows the result, Esc leaves the table."

    # -- input ---------------------------------------------------------------
    def on_key(self, event: Key) -> None:
        if event.key in STEPS and self.query_one(HimizuBoard).has_focus:
            event.stop()
            self._arrow(*STEPS[event.key])

    def _arrow(self, dc: int, dr: int) -> None:
        board = self.state.board
        origin = self.selected if self.selected is not None else self.cursor
        row, col = divmod(origin, board.columns)
        row, col = row + dr, col + dc
        if not (0 <= col < board.columns and 0 <= row < board.rows):
            return
        square = row * board.columns + col
        if self.selected is None:
            self.cursor = square
            self.clear_refusal()
            self.refresh_view()
        else:
            self._step_to(square)

    def on_square_clicked(self, message: SquareClicked) -> None:
        self.cursor = message.square
        self.focus_board()
        self.action_select()

    def on_ability_bar_picked(self, message: AbilityBar.Picked) -> None:
        self.focus_board()
        self.action_ability(message.number)

    def _locked(self) -> bool:
        """True when no key may act now: it is a bot's turn, or the game is over (then say so)."""
        if self.session.outcome() is not None:
            self.say(self.session.engine.explain_illegal(self.state, EndTurn()), error=True)
        return self._bots_turn() or self.session.outcome() is not None

    def action_select(self) -> None:
        if self._locked():
            return
        if self.state.phase is Phase.SETUP:
            self._place()
        elif self.aiming is not None:
            self._aim_at(self.cursor)
        elif self.selected is None:
            self._select(self.cursor)
        elif self.selected == self.cursor:
            self.selected = None
            self.refresh_view()
        else:
            self._step_to(self.cursor)

    def _place(self) -> None:
        place = next(a for a in self._legal() if isinstance(a, Place))
        self.play(replace(place, square=self.cursor))

    def _select(self, square: int) -> None:
        if any(a.src == square for a in self._steps()):
            self.selected = square
            self.say("")
            self.refresh_view()
            return
        self.say(self._why_not_movable(square), error=True)

    def _why_not_movable(self, square: int) -> str:
        """The engine's reason, asked about a step towards the square's first neighbour."""
        state, board = self.state, self.state.board
        name, neighbours = board.name(square), board.neighbours[square]
        if state.phase is Phase.PUDDLE:
            if state.tiles[square] not in PUDDLE_KINDS or not neighbours:
                return f"{name} holds no puddle: pick a puddle marked +, or press x to move none."
            return self.session.engine.explain_illegal(state, MovePuddle(square, neighbours[0]))
        figure = self.engine.figure_on(state, square)
        if figure is None or figure[1] != state.seat:
            kind = "a flame (F)" if state.seat == FIRE else "the wave (W)"
            return f"{name} holds no figure of {SEATS[state.seat]}'s: select {kind}, or use an ability (1-4)."
        reason = self.session.engine.explain_illegal(state, Move(square, neighbours[0]))
        return f"The {figure[0]} on {name} cannot move now: {reason}"

    def _step_to(self, square: int) -> None:
        assert self.selected is not None
        puddle = self.state.phase is Phase.PUDDLE
        action: Action = MovePuddle(self.selected, square) if puddle else Move(self.selected, square)
        if self.play(action):
            self.cursor = square
            self.selected = None if puddle else square

    # -- abilities -----------------------------------------------------------
    def action_ability(self, number: int) -> None:
        state = self.state
        if self._locked():
            return
        if state.phase is not Phase.TURN:
            self.say(self.session.engine.explain_illegal(state, UseAbility(state.seat, number)), error=True)
            return
        options = self._abilities(number)
        if not options:
            refusal = self.engine.ability_refusal(state, number)
            self.say(refusal[1] if refusal else "That ability cannot be used now.", error=True)
            return
        self.selected = None
        if all(a.square is None for a in options):
            self.aiming = None
            self._pay_and_play(options)
            return
        self.aiming = None if self.aiming == number else number
        self.say("")
        self.refresh_view()

    def _aim_at(self, square: int) -> None:
        assert self.aiming is not None
        options = self._abilities(self.aiming)
        if not options:
            self.aiming = None
            self.refresh_view()
            return
        chosen = [a for a in options if a.square == square]
        if not chosen:
            self.say(self.session.engine.explain_illegal(self.state, replace(options[0], square=square)), error=True)
            return
        self._pay_and_play(chosen)

    def _pay_and_play(self, options: list[UseAbility]) -> None:
        """Play at once when there is one way to pay; otherwise ask which tokens to give."""
        if len(options) == 1:
            self.play(options[0])
            return
        state, first = self.state, options[0]
        code, cost = self.engine.ability_text(first.spirit, first.number)[0], state.costs[first.spirit][first.number - 1]
        worth = self.engine.token_values(first.spirit)
        labels = [payment_label(state, a, worth) for a in options]

        def paid(index: int | None) -> None:
            self.focus_board()
            if index is None:
                self.say("Nothing paid.")
            else:
                self.play(options[index])

        title = f"[b]Pay for {code}[/b] (cost {cost})\nThe tokens go to {SEATS[1 - first.spirit]}."
        self.app.push_screen(ChoiceScreen(title, labels), paid)

    # -- other keys ----------------------------------------------------------
    def action_end_turn(self) -> None:
        self.confirm_end_turn(lambda: self._play_or_explain(EndTurn()))

    def action_skip_puddle(self) -> None:
        self._play_or_explain(SkipPuddle())

    def _play_or_explain(self, action: Action) -> None:
        if self._locked():
            return
        if action in self._legal():
            self.play(action)
        else:
            self.say(self.session.engine.explain_illegal(self.state, action), error=True)

    def action_toggle_preview(self) -> None:
        self.preview_on = not self.preview_on
        self.say(_preview_text(len(self.engine.spread_preview(self.state))) if self.preview_on else "Fire preview off.")
        self.refresh_view()

    def action_back(self) -> None:
        if self.selected is not None or self.aiming is not None:
            self.selected = self.aiming = None
            self.say("Selection dropped.")
            self.refresh_view()
        else:
            self.action_menu()


def payment_label(state: HimizuState, action: UseAbility, values: tuple[int, int]) -> str:
    """'1 Water token (worth 2), 1 left over': what is given and what stays for later this turn;
    `values` is what a (Fire, Water) token is worth to the spirit paying."""
    worth = dict(zip(("Fire", "Water"), values))
    counts = (("Fire", action.fire_tokens), ("Water", action.water_tokens))
    parts = [f"{n} {colour} token{'s' if n > 1 else ''} (worth {n * worth[colour]})" for colour, n in counts if n]
    if state.credit:
        parts.insert(0, f"{state.credit} left over")
    paid = state.credit + sum(n * worth[colour] for colour, n in counts)
    left = paid - state.costs[action.spirit][action.number - 1]
    return f"{' + '.join(parts)}, {left or 'nothing'} left over"


def _preview_text(count: int) -> str:
    if not count:
        return "Fire preview: as things stand, no square catches fire next Fire turn."
    squares = "1 square (!) catches" if count == 1 else f"{count} squares (!) catch"
    return f"Fire preview: {squares} fire next Fire turn."
