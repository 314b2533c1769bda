"""How the replay viewer and the review draw a Yami position: the table as one seat saw it,
and the hands of the seats shown."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.visual import VisualType
from textual.widget import Widget

from yamabushi.core.protocol import Engine
from yamabushi.core.replay import Step
from yamabushi.yami import Place, UsePower, Yami
from yamabushi.tui.kit.views import NoEditor
from yamabushi.tui.yami.board import YamiBoard
from yamabushi.tui.yami.legend import BoardLegend
from yamabushi.tui.yami.replay_table import YamiReplayTable
from yamabushi.tui.yami.table import table_text


class YamiReplay(NoEditor):
    hidden = True
    review_key = "On the board: * the tile played, + where the better one would lie."

    def __init__(self) -> None:
        self.key: BoardLegend | None = None

    def legend(self) -> BoardLegend:
        """The table's legend, of the marks the replayed board draws."""
        self.key = BoardLegend(playing=False, id="replay-legend")
        return self.key

    def widget(self, seats: int) -> Widget:
        return YamiReplayTable(seats, id="replay-board")

    def show(
        self, widget: Widget, engine: Engine[Any, Any], state: Any, seats: tuple[int, ...], turn: Sequence[Step]
    ) -> VisualType:
        assert isinstance(widget, YamiReplayTable) and isinstance(engine, Yami)
        view = engine.observation(state, seats[0] if seats else 0)
        hands = [(f"{view.names[seat]}'s hand", engine.observation(state, seat).hand) for seat in seats]
        widget.show(view, hands)
        if self.key is not None:
            self.key.show(widget.query_one(YamiBoard).drawn())
        return table_text(view, engine.winning_index(view))

    def decision(self, widget: Widget, engine: Engine[Any, Any], state: Any, seat: int, played: Any, better: Any | None) -> None:
        """The table as `seat` saw it, with its own hand only: a played tile's squares marked as the
        last one laid, a better one shown where it would lie; a card's row names both."""
        assert isinstance(widget, YamiReplayTable) and isinstance(engine, Yami)
        view = engine.observation(state, seat)
        title = f"{view.names[seat]}'s hand"
        if _of_the_hand(played):  # a tile's squares are drawn on the board, and said beside it
            title += f": played {engine.format_action(state, played)}"
            title += f", better {engine.format_action(state, better)}" if better is not None and _of_the_hand(better) else ""
        shown = better if isinstance(better, Place) else None
        widget.show(view, [(title, view.hand)], played=_laid(engine, state, played), better=shown)


def _of_the_hand(action: Any) -> bool:
    """A card played or discarded, which the hand's row can name in a few letters (a tile laid
    or a Power used takes squares, which only the board shows whole)."""
    return not isinstance(action, (Place, UsePower))


def _laid(engine: Yami, state: Any, action: Any) -> frozenset[int]:
    """The squares a placement covers (nothing for a card)."""
    after = engine.next_state(state, action)[0]
    return frozenset(after.placed[-1].squares) if len(after.placed) > len(state.placed) else frozenset()
