"""How the replay viewer and the review draw a Himizu position: the board read-only with the
marks of the turn so far, and the status panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.visual import VisualType
from textual.widget import Widget

from yamabushi.core.protocol import Engine
from yamabushi.core.replay import Step
from yamabushi.himizu import Himizu
from yamabushi.tui.himizu.board import HimizuBoard, HimizuBoardView, legend
from yamabushi.tui.himizu.marks import Marks, SquareMark, marks_of
from yamabushi.tui.himizu.status import status_text
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.kit.views import NoEditor


class HimizuReplay(NoEditor):
    hidden = False
    review_key = "On the board: small words the move played, CAPITALS the better one."

    def legend(self) -> None:
        """The status panel beside the board says what its words mean."""
        return None

    def widget(self, seats: int) -> Widget:
        return HimizuBoard(id="replay-board")

    def show(
        self, widget: Widget, engine: Engine[Any, Any], state: Any, seats: tuple[int, ...], turn: Sequence[Step]
    ) -> VisualType:
        """The board with the marks of the turn so far, as live play draws them."""
        assert isinstance(engine, Himizu)
        large = self._draw(widget, state, marks_of(step.events for step in turn))
        assert isinstance(widget, HimizuBoard)
        return Text("\n").join([status_text(engine, state), legend(picking=False, large=large, view=widget.view)])

    def decision(self, widget: Widget, engine: Engine[Any, Any], state: Any, seat: int, played: Any, better: Any | None) -> None:
        """The played action's words as a last turn's, the better action's in capitals over them."""
        marks = marks_of([engine.next_state(state, played)[1]])
        if better is not None:
            for square, mark in marks_of([engine.next_state(state, better)[1]]).items():
                marks[square] = SquareMark(mark.path.upper(), mark.change.upper())
        self._draw(widget, state, marks)

    @staticmethod
    def _draw(widget: Widget, state: Any, marks: Marks) -> bool:
        """The board read-only with `marks`; True when it is drawn large."""
        assert isinstance(widget, HimizuBoard)
        board, large = state.board, isinstance(widget.screen, AppScreen) and widget.screen.large
        widget.view = HimizuBoardView(
            columns=board.columns,
            rows=board.rows,
            tiles=state.tiles,
            figures=state.figures,
            shrines=board.shrines,
            cursor=-1,
            marks=marks,
            large=large,
        )
        return large
