"""How each game draws a replayed position: its board widget and its side panel.

The replay viewer is one screen for every game; this module is the small
per-game part. Hi Mi Ki reuses the board widget and score panel of its game
screen. Himizu and Yami show the text boards of their command-line tools
until their game screens' widgets can draw a given position read-only.
A seat's secrets come only from `engine.observation`; `viewer=None` (every
hand) is offered by the viewer only once the game is over.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual.widget import Widget
from textual.widgets import Static

from yamabushi.core.protocol import Engine
from yamabushi.himiki.cube import COLOUR_NAMES
from yamabushi.himizu.render import to_text
from yamabushi.tui.screens.himiki_game import scores_text
from yamabushi.tui.widgets.himiki_board import BoardView, HiMiKiBoard
from yamabushi.yami.report import board_rows


class ReplayBoard(Protocol):
    hidden: bool
    """True when seats hold secrets, so the viewer chooses whose view to replay."""

    def widget(self) -> Widget: ...

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> str:
        """Draw `state` as `viewer` sees it (None: everything); return the side-panel text."""
        ...


class HiMiKiReplay:
    hidden = False

    def widget(self) -> Widget:
        return HiMiKiBoard(id="replay-board")

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> str:
        widget.view = BoardView(board=state.board, cursor=-1, blocked=state.replay[0] if state.replay else None)
        colour = None if engine.to_play(state) is None else state.colour
        return scores_text(state, COLOUR_NAMES, colour)


class HimizuReplay:
    hidden = False

    def widget(self) -> Widget:
        return Static(id="replay-board", markup=False)

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> str:
        lines = to_text(state).splitlines()
        board_end = state.board.rows + 2
        widget.update("\n".join(lines[:board_end]))
        return "\n".join(lines[board_end:])


class YamiReplay:
    hidden = True

    def widget(self) -> Widget:
        return Static(id="replay-board", markup=False)

    def show(self, widget: Widget, engine: Engine, state: Any, viewer: int | None) -> str:
        widget.update("\n".join(["   ABCDEFGHIJKL"] + [f"{r:>2} {row}" for r, row in enumerate(board_rows(state), 1)]))
        return "\n".join(_yami_panel(engine, state, viewer))


YAMI_LEGEND = "# Mission tile, + to cover, r b p g o: edge wants that colour, R B P G O: Spirit tiles"


def _cards(cards: Any) -> str:
    return " ".join(str(c) for c in cards) or "—"


def _yami_panel(engine: Any, state: Any, viewer: int | None) -> list[str]:
    """Round, trump and the trick, then the hands this view may see."""
    names = engine.position_names(state)
    view = engine.observation(state, 0 if viewer is None else viewer)
    lines = [YAMI_LEGEND, f"Round {view.round}, trump {view.trump}", f"Trick: {_cards(view.played)}"]
    if viewer is None:
        lines += [f"{names[seat]}: {_cards(hand)}" for seat, hand in enumerate(state.hands)]
    else:
        lines.append(f"{names[viewer]}'s hand: {_cards(view.hand)}")
    if view.automa is not None:
        lines.append(f"Automa river: {_cards(view.river)}, deck {view.deck_size}")
    if view.reason:
        lines.append(view.reason)
    return lines


REPLAY_BOARDS: dict[str, ReplayBoard] = {
    "himiki": HiMiKiReplay(),
    "himizu": HimizuReplay(),
    "yami": YamiReplay(),
}
