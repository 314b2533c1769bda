"""How each game draws a replayed position: its board widget and its side panel.

The replay viewer is one screen for every game; this module is the small
per-game part: each reuses its game screen's board widget and side panel,
drawn read-only from the replayed state (no cursor, nothing to pick).
A seat's secrets come only from `engine.observation`; `viewer=None` (every
hand) is offered by the viewer only once the game is over.
"""

from __future__ import annotations

from typing import Any, Protocol

from rich.console import RenderableType
from rich.text import Text
from textual.widget import Widget

from yamabushi.core.protocol import Engine
from yamabushi.himiki.cube import COLOUR_NAMES
from yamabushi.tui.himiki.screen import scores_text
from yamabushi.tui.himiki.board import BoardView, HiMiKiBoard
from yamabushi.tui.himiki.expert.chaos import replay_text, terrain_letters
from yamabushi.tui.himizu.board import HimizuBoard, HimizuBoardView, legend
from yamabushi.tui.himizu.status import status_text
from yamabushi.tui.yami.replay_table import YamiReplayTable
from yamabushi.tui.yami.table import table_text


class ReplayBoard(Protocol):
    hidden: bool
    """True when seats hold secrets, so the viewer chooses whose view to replay."""

    def widget(self) -> Widget: ...

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> RenderableType:
        """Draw `state` as `viewer` sees it (None: everything); return the side-panel text."""
        ...


class HiMiKiReplay:
    hidden = False

    def widget(self) -> Widget:
        return HiMiKiBoard(id="replay-board")

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> RenderableType:
        """Expert: terrain on its squares, armed and waiting tiles, the hands only once the game is over."""
        assert isinstance(widget, HiMiKiBoard)
        blocked = state.replay[0] if state.replay else None
        widget.view = BoardView(board=state.board, cursor=-1, blocked=blocked, extra=terrain_letters(state))
        colour = None if engine.to_play(state) is None else state.colour
        scores = scores_text(state, COLOUR_NAMES, colour)
        return scores if state.chaos is None else f"{scores}\n{replay_text(state, state.rules.seat_names)}"


class HimizuReplay:
    hidden = False

    def widget(self) -> Widget:
        return HimizuBoard(id="replay-board")

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> RenderableType:
        assert isinstance(widget, HimizuBoard)
        board = state.board
        widget.view = HimizuBoardView(
            columns=board.columns,
            rows=board.rows,
            tiles=state.tiles,
            figures=state.figures,
            shrines=board.shrines,
            cursor=-1,
        )
        glyphs = legend().split("\n")[:-1]  # its last line is the cursor and targets, never drawn here
        return Text("\n").join([status_text(state), *glyphs])


class YamiReplay:
    hidden = True

    def widget(self) -> Widget:
        return YamiReplayTable(id="replay-board")

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> RenderableType:
        assert isinstance(widget, YamiReplayTable)
        view = engine.observation(state, 0 if viewer is None else viewer)
        names = view.names
        if viewer is None:
            hands = [(f"{names[seat]}'s hand", hand) for seat, hand in enumerate(state.hands)]
        else:
            hands = [(f"{names[viewer]}'s hand", view.hand)]
        widget.show(view, hands)
        return table_text(view)


REPLAY_BOARDS: dict[str, ReplayBoard] = {
    "himiki": HiMiKiReplay(),
    "himizu": HimizuReplay(),
    "yami": YamiReplay(),
}
