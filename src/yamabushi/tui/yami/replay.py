"""How the replay viewer and the review draw a Yami position: the table as one seat saw it,
and the hands of the seats shown."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.visual import VisualType
from textual.widget import Widget

from yamabushi.core.protocol import Engine
from yamabushi.core.replay import Step
from yamabushi.yami import Place, Yami
from yamabushi.tui.kit.views import NoEditor
from yamabushi.tui.yami.replay_table import YamiReplayTable
from yamabushi.tui.yami.table import table_text


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
