"""The master's move: the action that wins in most of the tables its seat can imagine.

Bridge programs play so. The seat deals the cards it cannot see at random, consistently
with what it saw (`informed_world`: the voids each partner showed are kept), solves each
such table with every card face up, and plays the action that wins in most of them. Each
table's solve finds one winning first action; the few actions found so are then tried in
the other tables too, so an action that wins almost everywhere beats one the solver
happened to try first. When no table is proven winnable within its positions, there is
nothing to count and the master's search chooses instead.

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
CANDIDATES = 2
"""First actions found winning that are tried in every other table."""


Deal = Callable[[YamiView, random.Random], YamiState]
"""How the seat imagines a table from its view (the bots' `informed_world`, handed in by the
bot kit, so this module does not import the bots that use it)."""


def choose(
    view: YamiView, legal: Sequence[Action], rng: random.Random, max_seconds: float | None, deal: Deal
) -> Action | None:
    """The legal action winning in most sampled tables; None when none was proven to win."""
    clock = _Clock(max_seconds)
    tables = list(dict.fromkeys(deal(view, rng) for _ in range(TABLES)))
    wins: dict[Action, set[int]] = {}
    for index, table in enumerate(tables):
        first = _winning_first(table, clock)
        if first is not None and first in legal:
            wins.setdefault(first, set()).add(index)
    ranked = sorted(wins, key=lambda a: -len(wins[a]))[:CANDIDATES]
    if len(ranked) > 1:
        for action in ranked:
            wins[action] |= _tables_won(action, tables, wins[action], clock)
    return max(ranked, key=lambda a: len(wins[a]), default=None)


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
