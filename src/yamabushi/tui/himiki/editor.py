"""The Hi Mi Ki position editor: any position set up by keys, checked as it changes, then
played (hot-seat or against bots), counted (perft), solved or played as a Mindlock puzzle
(White to clear the board of Black cubes), or copied as HPN.

The position is kept as a play-phase state and every change is checked through the engine's
`position_options`, the one door `play --position` goes through, so the editor refuses what
the command line refuses, in the same sentence. Keys set up the board, the seat to move, the
scores and the Influence tiles; a 2 vs 2 or Expert line (with its Chaos fields) is typed or
pasted whole with `:`, and edited from there.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations
from typing import Any

from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Static

from yamabushi.app.registry import engine_for
from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine
from yamabushi.himiki import (
    BLACK,
    col_row,
    ELEMENT_NAMES,
    ELEMENTS,
    from_hpn,
    HiMiKiState,
    state_hpn as hpn,
    make_cube,
    square_at,
    square_name,
    START_HPN,
    WHITE,
)
from yamabushi.himiki import SPEC as HI_MI_KI
from yamabushi.himiki.mindlock import SPEC as MINDLOCK
from yamabushi.himiki.mindlock import puzzle_hint as hint, Mindlock
from yamabushi.tui.himiki.board import STEPS, BoardView, HiMiKiBoard, fit_boards, terrain_letters
from yamabushi.tui.screens.position import PositionDialog
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header


def _engine() -> Engine[Any, Any]:
    """Hi Mi Ki as the app builds it, its variants installed: an Expert position reads its tiles."""
    return engine_for(HI_MI_KI.name)

ORIENTATIONS = tuple("".join(p) for p in permutations(ELEMENTS))
"""The six ways a cube can lie (top, north/south, east/west), in the order `r` turns through."""
PERFT_DEPTH = 3
"""Counted in a worker: 2,470 lines from the opening, a few seconds at most from any position."""
HOLDERS = (None, WHITE, BLACK)


def position_problem(text: str) -> str | None:
    """Why `text` cannot start a game, in the sentence `play --position` says, or None."""
    try:
        _engine().position_options(text, {})
    except RulesError as exc:
        return str(exc)
    return None


class PositionEditor(AppScreen):
    """Keys edit the position under the cursor; the side panel says at once whether it can be played."""

    BINDINGS = [
        Binding("w", "place(0)", "White cube"),
        Binding("b", "place(1)", "Black cube"),
        Binding("x,delete", "remove", "Remove"),
        Binding("r", "turn", "Turn"),
        Binding("m", "to_move", "To move"),
        Binding("1", "score(0)", "White +1", show=False),
        Binding("2", "score(1)", "Black +1", show=False),
        Binding("4", "influence(0)", "Fire", show=False),
        Binding("5", "influence(1)", "Water", show=False),
        Binding("6", "influence(2)", "Wood", show=False),
        Binding("colon", "type_hpn", "Type HPN"),
        Binding("enter", "play", "Play"),
        Binding("B", "play_bots", "vs bots"),
        Binding("c", "count", "Count"),
        Binding("s", "solve", "Solve"),
        Binding("M", "play_mindlock", "Mindlock", show=False),
        Binding("P", "copy_position", "HPN", show=False),
        Binding("escape", "app.pop_screen", "Close"),
    ]

    def __init__(self, text: str = START_HPN) -> None:
        super().__init__()
        self.state: HiMiKiState = from_hpn(text)
        self.cursor = square_at(2, 4)
        self.counted = ""

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield HiMiKiBoard()
            with Vertical(id="editor-panel"):
                yield Static(id="editor-position")
                yield Static(id="editor-check")
                yield Static(id="editor-keys")
        yield Input(placeholder="HPN, then Enter (Esc: back)", id="editor-hpn")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Position editor: Hi Mi Ki"
        self.query_one("#editor-hpn", Input).display = False
        self.query_one("#editor-keys", Static).update(literal(
            "arrows move, w/b place a cube, x removes, r turns it, m who moves, 1/2 scores, "
            "4/5/6 Fire/Water/Wood Influence, : type an HPN, Enter play, B play bots, c count, "
            "s solve as a Mindlock puzzle (White clears the Black cubes), M play it so, P copy HPN"
        ))
        self.query_one(HiMiKiBoard).focus()
        fit_boards(self, self.app.size.width, self.app.size.height)
        self.refresh_view()

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        fit_boards(self, event.size.width, event.size.height)

    @property
    def text(self) -> str:
        return hpn(self.state)

    def refresh_view(self) -> None:
        state = self.state
        self.query_one(HiMiKiBoard).view = BoardView(board=state.board, cursor=self.cursor, extra=terrain_letters(state))
        holders = ", ".join(f"{ELEMENT_NAMES[e]} {'-' if h is None else 'wb'[h]}" for e, h in zip(ELEMENTS, state.influence))
        seat = state.rules.seat_names[state.to_move]
        self.query_one("#editor-position", Static).update(literal(
            f"{seat} to move. Score {state.scores[0]}-{state.scores[1]}. Influence: {holders}.\n"
            f"Cursor on {square_name(self.cursor)}."
        ))
        problem = position_problem(self.text)
        verdict = f"Not playable: {problem}" if problem else "Playable."
        self.query_one("#editor-check", Static).update(literal(f"{verdict}\n{self.text}\n{self.counted}".rstrip()))

    def _change(self, state: HiMiKiState) -> None:
        self.state, self.counted = state, ""
        self.refresh_view()

    # -- keys ------------------------------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        if event.key in STEPS and self.query_one(HiMiKiBoard).has_focus:
            event.stop()
            col, row = col_row(self.cursor)
            dc, dr = STEPS[event.key]
            if 0 <= col + dc < 5 and 1 <= row + dr <= 6:
                self.cursor = square_at(col + dc, row + dr)
                self.refresh_view()

    def _board_with(self, cube: Any) -> tuple[Any, ...]:
        board = list(self.state.board)
        board[self.cursor] = cube
        return tuple(board)

    def action_place(self, colour: int) -> None:
        self._change(replace(self.state, board=self._board_with(make_cube(colour, "H", "M", "K"))))

    def action_remove(self) -> None:
        self._change(replace(self.state, board=self._board_with(None)))

    def action_turn(self) -> None:
        cube = self.state.board[self.cursor]
        if cube is None:
            self.notify("There is no cube on this square to turn.", severity="warning")
            return
        turned = ORIENTATIONS[(ORIENTATIONS.index(cube.faces) + 1) % len(ORIENTATIONS)]
        self._change(replace(self.state, board=self._board_with(make_cube(cube.owner, *turned))))

    def action_to_move(self) -> None:
        self._change(replace(self.state, to_move=(self.state.to_move + 1) % len(self.state.rules.seat_names), carried=()))

    def action_score(self, colour: int) -> None:
        scores = list(self.state.scores)
        scores[colour] = (scores[colour] + 1) % self.state.rules.win_score
        self._change(replace(self.state, scores=(scores[0], scores[1])))

    def action_influence(self, element: int) -> None:
        holders = list(self.state.influence)
        holders[element] = HOLDERS[(HOLDERS.index(holders[element]) + 1) % len(HOLDERS)]
        self._change(replace(self.state, influence=(holders[0], holders[1], holders[2])))

    def action_type_hpn(self) -> None:
        box = self.query_one("#editor-hpn", Input)
        box.display, box.value = True, self.text
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            state = from_hpn(event.value, any_count=True)  # a Mindlock puzzle has any number of cubes
        except RulesError as exc:
            self.notify(str(exc), severity="error")
            return
        event.input.display = False
        self.query_one(HiMiKiBoard).focus()
        self._change(state)

    def action_copy_position(self) -> None:
        self.app.push_screen(PositionDialog(self.text))

    def action_play(self) -> None:
        self._start({})

    def action_play_bots(self) -> None:
        """Bots on every seat but the one to move: the person plays the side they set up to move."""
        names = self.state.rules.seat_names
        self._start({name: "hard" for index, name in enumerate(names) if index != self.state.to_move})

    def _start(self, players: dict[str, str]) -> None:
        try:
            options = _engine().position_options(self.text, {})
        except RulesError as exc:
            self.notify(str(exc), severity="error")
            return
        self.app.start_session(HI_MI_KI.name, options, None, players)

    def action_count(self) -> None:
        problem = position_problem(self.text)
        if problem:
            self.notify(problem, severity="error")
            return
        self.counted = f"Counting lines to depth {PERFT_DEPTH}..."
        self.refresh_view()
        self._count(self.state)

    def mindlock_options(self) -> dict[str, Any]:
        """The position as a Mindlock puzzle: White to move clears the board of Black cubes (the
        Influence tiles marked w are already earned); RulesError says why it is no such puzzle."""
        return Mindlock().normalize_options({"position": self.text})

    def action_play_mindlock(self) -> None:
        try:
            options = self.mindlock_options()
        except RulesError as exc:
            self.notify(str(exc), severity="error")
            return
        self.app.start_session(MINDLOCK.name, options, None)

    def action_solve(self) -> None:
        try:
            options = self.mindlock_options()
        except RulesError as exc:
            self.notify(str(exc), severity="error")
            return
        self.counted = "Solving as a Mindlock puzzle..."
        self.refresh_view()
        self._solve(self.state, options)

    @work(thread=True, exclusive=True)
    def _solve(self, state: HiMiKiState, options: dict[str, Any]) -> None:
        found = hint(Mindlock().new_game(options, 0))
        self.app.call_from_thread(self._report, state, f"Mindlock: {found.text}")

    @work(thread=True, exclusive=True)
    def _count(self, state: HiMiKiState) -> None:
        from yamabushi.core.testing import perft

        counts = [perft(_engine(), state, depth) for depth in range(1, PERFT_DEPTH + 1)]
        lines = "Lines: " + ", ".join(f"depth {d}: {n:,}" for d, n in enumerate(counts, start=1)) + "."
        self.app.call_from_thread(self._report, state, lines)

    def _report(self, state: HiMiKiState, text: str) -> None:
        """A worker's finding, shown unless the position changed (or the screen closed) meanwhile."""
        if self.state != state or not self.still_shown:
            return
        self.counted = text
        self.refresh_view()
