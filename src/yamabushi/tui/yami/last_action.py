"""The last turn on the Yami board: the tile it placed and the tokens that tile took.

Read from the events of `Session.last_turn()`, so the marks go once the next seat
starts its turn. The replay viewer hands a board only the position, so there the
marks are read from it: the tile of the trick just played while no card of the next
trick is out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from yamabushi.core.protocol import Event
from yamabushi.yami import squares_of, TilePlaced, TokenTaken, YamiView

TOKEN_MARKS = {"whirlpool": "@", "mist": "~"}
PLACED = "*"


@dataclass(frozen=True, slots=True)
class LastAction:
    """`placed`: the squares of the tile laid (or moved by a Drift); `taken`: square -> kind of
    the token the tile took there."""

    placed: frozenset[int] = frozenset()
    taken: tuple[tuple[int, str], ...] = ()

    def mark(self, square: int) -> str:
        """The third character of a Spirit-tile square: `*` placed last, `@` / `~` a token taken."""
        kind = next((k for s, k in self.taken if s == square), None)
        if kind is not None:
            return TOKEN_MARKS.get(kind, PLACED)
        return PLACED if square in self.placed else " "


def last_action(events: Iterable[Event]) -> LastAction:
    """The marks for a turn's events (of every step of the turn, in order)."""
    placed: set[int] = set()
    taken: list[tuple[int, str]] = []
    for event in events:
        if isinstance(event, TilePlaced):
            placed |= set(event.squares)
        elif isinstance(event, TokenTaken) and event.square >= 0:
            taken.append((event.square, event.kind))
    return LastAction(frozenset(placed), tuple(taken))


def placed_just_now(view: YamiView) -> LastAction:
    """The marks a position shows by itself: the tile of the last trick, once it is placed and
    before the next trick's first card; the tokens it took unless a Clear Water was used (a
    token it cleared could have lain on one of these squares)."""
    if view.phase not in ("play", "discard", "over") or view.played or not view.placed:
        return LastAction()
    if len(view.placed) != len(view.tricks):
        return LastAction()
    tile = view.placed[-1]
    if "clear" in view.campaign.used:
        return LastAction(frozenset(tile.squares))
    hazards = view.mission.hazards
    taken = [(s, "whirlpool") for s in squares_of(hazards.whirlpools & tile.mask)]
    taken += [(s, "mist") for s, _ in hazards.mists if tile.mask >> s & 1]
    return LastAction(frozenset(tile.squares), tuple(sorted(taken)))
