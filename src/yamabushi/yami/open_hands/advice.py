"""The master's shortlist: the actions that win in the most tables its seat can imagine.

Bridge programs play so. The seat deals the cards it cannot see at random, consistently
with what it saw (`informed_world`: the voids each partner showed are kept), and solves each
such table with every card face up. Each table's solve finds one winning first action, the
one its move ordering tries first (say a trump that takes the trick); counting only those
would vote for the ordering, not for the cards. So every card the seat may play (or, among
the hundreds of placements of a tile, each one a table found) is tried in every table, a
solve of the position after it, and the actions winning in the most tables make the
shortlist. Several often tie: the tables cannot tell them apart (what parts them is a card
no table knows), and the master's search, which weighs how the hands may lie, chooses
between them. When no table is proven winnable within its positions, there is nothing to
count and the search chooses from every legal action.

The seat never sees a hidden card: the tables come from its observation alone. Every solve
is bounded by positions (the same choice on every machine) and, at a table, by the move's
seconds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from yamabushi.yami.actions import Action
from yamabushi.yami.campaign import Yami
from yamabushi.yami.observation import YamiView
from yamabushi.yami.open_hands.search import solve
from yamabushi.yami.state import YamiState

TABLES = 8
"""Tables sampled a move, as many as the master's search spreads its budget over."""
TABLE_NODES = 400
"""Positions a solve of one table may take: a winnable table is most often proven in far fewer."""
EVERY_ACTION = 16
"""Up to this many legal actions (the cards of a hand, not a tile's placements), each is tried."""


Deal = Callable[[YamiView, random.Random], YamiState]
"""How the seat imagines a table from its view (the bots' `informed_world`, handed in by the
bot kit, so this module does not import the bots that use it)."""


def choose(
    view: YamiView, legal: Sequence[Action], rng: random.Random, max_seconds: float | None, deal: Deal
) -> tuple[Action, ...]:
    """The legal actions winning in the most sampled tables; none when no table was proven winnable."""
    clock = _Clock(max_seconds)
    tables = list(dict.fromkeys(deal(view, rng) for _ in range(TABLES)))
    wins: dict[Action, set[int]] = {}
    for index, table in enumerate(tables):
        first = _winning_first(table, clock)
        if first is not None and first in legal:
            wins.setdefault(first, set()).add(index)
    if not wins:
        return ()
    tried = list(legal) if len(legal) <= EVERY_ACTION else list(wins)
    for action in tried:
        known = wins.setdefault(action, set())
        known |= _tables_won(action, tables, known, clock)
    most = max(len(wins[a]) for a in tried)
    return tuple(a for a in tried if len(wins[a]) == most)


def _winning_first(table: YamiState, clock: _Clock) -> Action | None:
    verdict = solve(table, TABLE_NODES, max_seconds=clock.left())
    return verdict.line[0] if verdict.winnable and verdict.line else None


def _tables_won(action: Action, tables: list[YamiState], known: set[int], clock: _Clock) -> set[int]:
    """The tables (by index, beyond `known`) where some line starting with `action` wins."""
    engine = Yami()
    out = set()
    for index, table in enumerate(tables):
        if index in known or clock.left() == 0.0:
            continue
        child = engine.next_state(table, action)[0]
        if child.status == "success" or solve(child, TABLE_NODES, max_seconds=clock.left()).winnable:
            out.add(index)
    return out


class _Clock:
    """The seconds left for the move (None: bounded by positions only)."""

    def __init__(self, max_seconds: float | None) -> None:
        self.deadline = None if max_seconds is None else time.monotonic() + max_seconds

    def left(self) -> float | None:
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - time.monotonic())
