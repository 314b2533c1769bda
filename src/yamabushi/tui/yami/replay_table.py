"""A replayed Yami table: the board and the hands one view may see, drawn read-only.

The replay viewer has no seat at the table, so nothing here is pickable; it
reuses the game screen's board and card rows so a replay looks like the game.
It sizes itself from the terminal: on a large one the squares are 5 wide (and 2
lines high while at most one hand is shown) and every card shows its tile; on a
small one the hands are chips only, so up to four fit under the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import zip_longest

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen

from yamabushi.tui.kit.shell import is_large
from yamabushi.tui.yami.board import YamiBoard, YamiBoardView
from yamabushi.tui.yami.hand import Chip, YamiHand, YamiHandView, card_chips
from yamabushi.tui.yami.last_action import LastAction, placed_just_now
from yamabushi.yami import Card, Place, YamiView
from yamabushi.yami.campaign import Yami

HIDDEN = "Hidden: press v to pass the keyboard."
Hands = Sequence[tuple[str, Sequence[Card]]]


class YamiReplayTable(Vertical):
    DEFAULT_CSS = """
    YamiReplayTable { width: 41; height: auto; }
    YamiReplayTable YamiBoard { margin-bottom: 1; }
    """

    def __init__(self, seats: int, *, id: str | None = None) -> None:
        """Room for one hand per seat, all of which a finished game may show."""
        super().__init__(id=id)
        self.seats = seats
        self.shown: tuple[YamiView, Hands] | None = None
        self.large = False

    def compose(self) -> ComposeResult:
        yield YamiBoard()
        for _ in range(self.seats):
            yield YamiHand(classes="replay-hand")
        yield YamiHand(id="replay-river")

    def on_mount(self) -> None:
        """The viewer's screen is not told of a switch between the compact and the large layout,
        so the table watches its layout itself."""
        self.screen.screen_layout_refresh_signal.subscribe(self, self._relayout)

    def _relayout(self, _: Screen[object]) -> None:
        if self.shown is not None and is_large(*self.app.size) != self.large:
            self.show(*self.shown)

    def show(self, view: YamiView, hands: Hands, played: frozenset[int] | None = None, better: Place | None = None) -> None:
        """Draw the public table from `view` and one row per (title, cards) in `hands`; with no
        hands, one row saying they are hidden. The review's board passes the squares of the tile
        `played` (marked as the last one laid) and a `better` placement (drawn as a hint is)."""
        self.shown = (view, hands)
        self.large = large = is_large(*self.app.size)
        board = self.query_one(YamiBoard)
        self.styles.width = 64 if large else 41
        board.styles.width, board.styles.height = (63, 25 if len(hands) <= 1 else 13) if large else (39, 13)
        board.view = YamiBoardView(
            mission=view.mission,
            placed=view.placed,
            whirlpools=view.campaign.whirlpools,
            mists=view.campaign.mists,
            last=placed_just_now(view) if played is None else LastAction(played),
            tile=None if better is None else better.card,
            preview=None if better is None else Yami().preview(view, better),
            anchor=None if better is None else better.anchor,
        )
        shapes = "all" if large else "none"
        rows: Sequence[YamiHandView | None] = [
            YamiHandView(title=t, chips=card_chips(cards), shapes=shapes) for t, cards in hands
        ] or [YamiHandView(title="Hands", hidden=HIDDEN)]
        for row, shown in zip_longest(self.query(".replay-hand").results(YamiHand), rows):
            row.display = shown is not None
            if shown is not None:
                row.view = shown
        river = self.query_one("#replay-river", YamiHand)
        river.display = view.automa is not None
        deck = (Chip(f"deck {view.deck_size}"),) if view.deck_size else ()
        river.view = YamiHandView(title="Automa's river and deck", chips=card_chips(view.river) + deck, shapes="all")
