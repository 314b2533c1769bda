"""How each game draws a replayed position: its board widget and its side panel.

The replay viewer is one screen for every game; this module is the small
per-game part: each reuses its game screen's board widget and side panel,
drawn read-only from the replayed state (no cursor, nothing to pick).
A seat's secrets come only from `engine.observation`; the viewer asks for every
hand only once the game is over, and for one only behind that seat's hand-off.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rich.text import Text
from textual.visual import VisualType
from textual.widget import Widget

from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine
from yamabushi.core.replay import Step, turns
from yamabushi.himiki.cube import COLOUR_NAMES
from yamabushi.himiki.marks import TO, step_marks, turn_marks
from yamabushi.himizu.engine import Himizu
from yamabushi.session.timeline import Timeline
from yamabushi.yami.actions import Place
from yamabushi.yami.engine import Yami
from yamabushi.tui.himiki.screen import scores_text
from yamabushi.tui.himiki.board import HINT_FROM, HINT_TO, BoardView, HiMiKiBoard, fits_large
from yamabushi.tui.himiki.expert.chaos import replay_text, terrain_letters
from yamabushi.tui.himizu.board import HimizuBoard, HimizuBoardView, legend
from yamabushi.tui.himizu.marks import Marks, SquareMark, marks_of
from yamabushi.tui.himizu.status import status_text
from yamabushi.tui.yami.replay_table import YamiReplayTable
from yamabushi.tui.shell import AppScreen
from yamabushi.tui.text import literal
from yamabushi.tui.yami.table import table_text


class ReplayBoard(Protocol):
    hidden: bool
    """True when seats hold secrets, so the viewer chooses whose view to replay."""
    edits: bool
    """True when the game has a position editor (`editor`)."""
    review_key: str
    """How `decision` tells the move played from the better one, said under the review's board."""

    def editor(self, text: str) -> AppScreen:
        """The position editor opened on `text`, the position in the game's notation."""
        ...

    def widget(self, seats: int) -> Widget:
        """The board widget of a game with `seats` seats."""
        ...

    def show(
        self, widget: Widget, engine: Engine[Any, Any], state: Any, seats: tuple[int, ...], turn: Sequence[Step]
    ) -> VisualType:
        """Draw `state` with the hands of `seats` (none, one, or every seat once the game is over)
        and the marks of `turn`, the steps of the turn that led to it; return the side-panel text."""
        ...

    def decision(self, widget: Widget, engine: Engine[Any, Any], state: Any, seat: int, played: Any, better: Any | None) -> None:
        """Draw `state` as `seat` saw it before a decision (its hand, never another's), the action
        `played` drawn as the last action is and `better` (if any) as a hint is: the review's board."""
        ...


class ReplayShown(Protocol):
    """What the Hi Mi Ki replay board reads of the viewer around it: the game and the step shown."""

    timeline: Timeline
    index: int


def shown_turn_marks(widget: Widget) -> dict[int, str]:
    """The last-action marks of the position shown: its turn's actions up to the step shown.
    The viewer hands the board only the position, so the rest is read from the viewer."""
    viewer: ReplayShown = widget.screen  # type: ignore[assignment]
    timeline, index = viewer.timeline, viewer.index
    turn = next((t for t in turns(timeline.steps) if index - 1 in t), None)
    if turn is None:
        return {}
    steps = timeline.steps[turn.start : index]
    return turn_marks(timeline.states[turn.start : index + 1], [step.events for step in steps])


class HiMiKiReplay:
    hidden = False
    edits = True
    review_key = "On the board: ┌┐ the move played, ╔╗ the better one."

    def editor(self, text: str) -> AppScreen:
        from yamabushi.tui.himiki.editor import PositionEditor

        return PositionEditor(text)

    def widget(self, seats: int) -> Widget:
        return HiMiKiBoard(id="replay-board")

    def show(
        self, widget: Widget, engine: Engine[Any, Any], state: Any, seats: tuple[int, ...], turn: Sequence[Step]
    ) -> VisualType:
        """Expert: terrain on its squares, armed and waiting tiles, the hands only once the game is over.
        The squares of the turn shown are framed as in play (marks compare positions, so they are
        read from the viewer's timeline); the board is large when it fits."""
        self._draw(widget, state, shown_turn_marks(widget))
        colour = None if engine.to_play(state) is None else state.colour
        scores = scores_text(state, COLOUR_NAMES, colour)
        return scores if state.chaos is None else scores + literal("\n" + replay_text(state, state.rules.seat_names))

    def decision(self, widget: Widget, engine: Engine[Any, Any], state: Any, seat: int, played: Any, better: Any | None) -> None:
        """The squares the played action changed framed as a last turn, the better one's double-framed."""
        trail = step_marks(state, *engine.next_state(state, played))
        if better is not None:
            hinted = step_marks(state, *engine.next_state(state, better))
            trail.update({sq: HINT_TO if kind == TO else HINT_FROM for sq, kind in hinted.items()})
        self._draw(widget, state, trail)

    @staticmethod
    def _draw(widget: Widget, state: Any, trail: dict[int, str]) -> None:
        """The board read-only, large when it fits, with `trail`'s marks."""
        assert isinstance(widget, HiMiKiBoard)
        blocked = state.replay[0] if state.replay else None
        widget.large = fits_large(widget.app.size.width, widget.app.size.height)
        widget.view = BoardView(board=state.board, cursor=-1, blocked=blocked, extra=terrain_letters(state), trail=trail)


class NoEditor:
    """A game without a position editor."""

    edits = False

    def editor(self, text: str) -> AppScreen:
        raise RulesError("This game has no position editor.")


class HimizuReplay(NoEditor):
    hidden = False
    review_key = "On the board: small words the move played, CAPITALS the better one."

    def widget(self, seats: int) -> Widget:
        return HimizuBoard(id="replay-board")

    def show(
        self, widget: Widget, engine: Engine[Any, Any], state: Any, seats: tuple[int, ...], turn: Sequence[Step]
    ) -> VisualType:
        """The board with the marks of the turn so far, as live play draws them."""
        assert isinstance(engine, Himizu)
        large = self._draw(widget, state, marks_of(step.events for step in turn))
        return Text("\n").join([status_text(engine, state), legend(picking=False, large=large)])

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


class YamiReplay(NoEditor):
    hidden = True
    review_key = "On the board: * the tile played, + where the better one would lie."

    def widget(self, seats: int) -> Widget:
        return YamiReplayTable(seats, id="replay-board")

    def show(
        self, widget: Widget, engine: Engine[Any, Any], state: Any, seats: tuple[int, ...], turn: Sequence[Step]
    ) -> VisualType:
        assert isinstance(widget, YamiReplayTable) and isinstance(engine, Yami)
        view = engine.observation(state, seats[0] if seats else 0)
        hands = [(f"{view.names[seat]}'s hand", engine.observation(state, seat).hand) for seat in seats]
        widget.show(view, hands)
        return table_text(view, engine.winning_index(view))

    def decision(self, widget: Widget, engine: Engine[Any, Any], state: Any, seat: int, played: Any, better: Any | None) -> None:
        """The table as `seat` saw it, with its own hand only: a played tile's squares marked as the
        last one laid, a better one shown where it would lie; a card's row names both."""
        assert isinstance(widget, YamiReplayTable) and isinstance(engine, Yami)
        view = engine.observation(state, seat)
        title = f"{view.names[seat]}'s hand: played {engine.format_action(state, played)}"
        if better is not None:
            title += f", better {engine.format_action(state, better)}"
        shown = better if isinstance(better, Place) else None
        widget.show(view, [(title, view.hand)], played=_laid(engine, state, played), better=shown)


def _laid(engine: Yami, state: Any, action: Any) -> frozenset[int]:
    """The squares a placement covers (nothing for a card)."""
    after = engine.next_state(state, action)[0]
    return frozenset(after.placed[-1].squares) if len(after.placed) > len(state.placed) else frozenset()


REPLAY_BOARDS: dict[str, ReplayBoard] = {
    "himiki": HiMiKiReplay(),
    "himizu": HimizuReplay(),
    "yami": YamiReplay(),
}
