"""How the replay viewer and the review draw a Hi Mi Ki position: the board read-only, and the
scores panel; a game with Chaos tiles adds the panel Expert's views plug in (tui/games.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from textual.visual import VisualType
from textual.widget import Widget

from yamabushi.core.protocol import Engine
from yamabushi.core.replay import Step, turns
from yamabushi.himiki import COLOUR_NAMES, HiMiKiState, step_marks, TO, turn_marks
from yamabushi.session.timeline import Timeline
from yamabushi.tui.himiki.board import HINT_FROM, HINT_TO, BoardView, HiMiKiBoard, fits_large, terrain_letters
from yamabushi.tui.himiki.screen import scores_text
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.kit.text import literal

ChaosPanel = Callable[[HiMiKiState, tuple[str, ...]], str]
"""The side panel's lines for the Chaos tiles of a state that has them, given the seats' names."""


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

    def __init__(self, chaos_panel: ChaosPanel | None = None) -> None:
        self.chaos_panel = chaos_panel

    def editor(self, text: str) -> AppScreen:
        from yamabushi.tui.himiki.editor import PositionEditor

        return PositionEditor(text)

    def legend(self) -> None:
        """The board's own legend is drawn under it."""
        return None

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
        if state.chaos is None or self.chaos_panel is None:
            return scores
        return scores + literal("\n" + self.chaos_panel(state, state.rules.seat_names))

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
