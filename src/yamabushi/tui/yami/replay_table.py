"""A replayed Yami table: the board and the hands one view may see, drawn read-only.

The replay viewer has no seat at the table, so nothing here is pickable; it
reuses the game screen's board and card rows so a replay looks like the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import zip_longest

from textual.app import ComposeResult
from textual.containers import Vertical

from yamabushi.tui.yami.board import YamiBoard, YamiBoardView
from yamabushi.tui.yami.hand import Chip, YamiHand, YamiHandView
from yamabushi.yami.cards import Card
from yamabushi.yami.observation import YamiView

HIDDEN = "Hidden: press v to pass the keyboard."


def chips(cards: Sequence[Card]) -> tuple[Chip, ...]:
    return tuple(Chip(str(c), c.colour) for c in cards)


class YamiReplayTable(Vertical):
    DEFAULT_CSS = """
    YamiReplayTable { width: 40; height: auto; }
    YamiReplayTable YamiBoard { margin-bottom: 1; }
    """

    def __init__(self, seats: int, *, id: str | None = None) -> None:
        """Room for one hand per seat, all of which a finished game may show."""
        super().__init__(id=id)
        self.seats = seats

    def compose(self) -> ComposeResult:
        yield YamiBoard()
        for _ in range(self.seats):
            yield YamiHand(classes="replay-hand")
        yield YamiHand(id="replay-river")

    def show(self, view: YamiView, hands: Sequence[tuple[str, Sequence[Card]]]) -> None:
        """Draw the public table from `view` and one row per (title, cards) in `hands`; with no
        hands, one row saying they are hidden."""
        self.query_one(YamiBoard).view = YamiBoardView(
            mission=view.mission, placed=view.placed, whirlpools=view.whirlpools, mists=view.mists
        )
        rows: Sequence[YamiHandView | None] = [YamiHandView(title=t, chips=chips(cards)) for t, cards in hands] or [
            YamiHandView(title="Hands", hidden=HIDDEN)
        ]
        for row, shown in zip_longest(self.query(".replay-hand").results(YamiHand), rows):
            row.display = shown is not None
            if shown is not None:
                row.view = shown
        river = self.query_one("#replay-river", YamiHand)
        river.display = view.automa is not None
        deck = (Chip(f"deck {view.deck_size}"),) if view.deck_size else ()
        river.view = YamiHandView(title="Automa's river and deck", chips=chips(view.river) + deck)
