"""The master's shortlist: the actions that win in the most tables its seat can imagine,
within a budget of positions a move that all its solves share.

Bridge programs play so. The seat deals the cards it cannot see at random, consistently
with what it saw (`informed_world`: the voids each partner showed are kept), and solves each
such table with every card face up. Each table's solve finds one winning first action, the
one its move ordering tries first; counting only those would vote for the ordering, not for
the cards. So every card the seat may play (or, among the hundreds of placements of a tile,
each one a table found) is tried at the tables, a solve of the position after it, and the
actions winning at the most tables make the shortlist. Several often tie (what parts them
is a card no table knows), and the master's search chooses between them. When no table is
proven winnable, there is nothing to count and the search chooses from every legal action.

Trying every card at every table once cost up to 76 solves a move (over 4 CPU seconds on
missions 9 and 22, where a move should take at most 3). The solves now share `MOVE_NODES`
positions and go where they tell most: the tables proven winnable first (an action either
keeps such a table won or loses it), then the undecided ones (where a card's solve is most
often undecided too), never a table proven lost (no card wins there). The tables are tried
one at a time, every action still in the running at each, and the vote counts the tables
tried in full, so the budget cuts tables, never actions: each action is counted on the same
tables. An action that could no longer reach the leader's count at the tables left is tried
no more, which changes no vote. Of a tile's placements, the `PLACES_TRIED` that the most
tables' own solves found are tried (each brings the solver a board to build); one found
alone is the shortlist. The budget is positions (the same choice on every machine); at a
table the move's seconds bound it too.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from yamabushi.yami.actions import Action
from yamabushi.yami.campaign import Yami
from yamabushi.yami.observation import YamiView
from yamabushi.yami.open_hands import Verdict, solve
from yamabushi.yami.state import YamiState

TABLES = 8
"""Tables sampled a move, as many as the master's search spreads its budget over."""
TABLE_NODES = 400
"""Positions one solve may take: a winnable table is most often proven in far fewer."""
MOVE_NODES = 8_000
"""Positions all the solves of a move share: the tables' own solves (at most `TABLES` times
`TABLE_NODES`) and then the actions tried at them, table by table."""
EVERY_ACTION = 16
"""Up to this many legal actions (the cards of a hand, not a tile's placements), each is tried."""
PLACES_TRIED = 2
"""Placements tried at every table, those the most tables' own solves found: a placement's
position has a board of its own (the tile laid), whose tables the solver builds before its
first position, in about what 3,000 positions cost (0.3 to 0.5 CPU s)."""


Deal = Callable[[YamiView, random.Random], YamiState]
"""How the seat imagines a table from its view (`informed_world`)."""


def choose(
    view: YamiView, legal: Sequence[Action], rng: random.Random, max_seconds: float | None, deal: Deal
) -> tuple[Action, ...]:
    """The legal actions winning at the most sampled tables; none when no table was proven winnable."""
    budget = _Budget(max_seconds)
    tables = list(dict.fromkeys(deal(view, rng) for _ in range(TABLES)))
    verdicts = [budget.solve(table) for table in tables]
    firsts = {i: v.line[0] for i, v in enumerate(verdicts) if v.winnable and v.line and v.line[0] in legal}
    if not firsts:
        return ()
    tried = list(legal) if len(legal) <= EVERY_ACTION else _most_found(list(firsts.values()))
    if len(tried) == 1:
        return tuple(tried)
    proven, undecided = ([i for i, v in enumerate(verdicts) if v.winnable is w] for w in (True, None))
    order = proven + undecided
    wins = dict.fromkeys(tried, 0)
    for done, index in enumerate(order):
        lead = max(wins.values())
        tried = [a for a in tried if wins[a] + len(order) - done >= lead]
        won = _won_at(tables[index], tried, firsts.get(index), budget)
        if won is None:
            break
        for action in won:
            wins[action] += 1
    most = max(wins[a] for a in tried)
    return tuple(a for a in tried if wins[a] == most)


def _most_found(found: list[Action]) -> list[Action]:
    """The `PLACES_TRIED` actions found by the most tables, the first found first between equals."""
    return sorted(dict.fromkeys(found), key=lambda a: -found.count(a))[:PLACES_TRIED]


def _won_at(table: YamiState, actions: list[Action], first: Action | None, budget: _Budget) -> set[Action] | None:
    """The actions after which some line wins at `table` (`first`, its own solve's, is known to);
    None when the budget ran out before each was settled, so the table counts for none."""
    engine = Yami()
    won = set()
    for action in actions:
        if action == first:
            won.add(action)
            continue
        child = engine.next_state(table, action)[0]
        if child.status == "success":
            won.add(action)
            continue
        if budget.spent():
            return None
        verdict = budget.solve(child)
        if verdict.winnable:
            won.add(action)
        elif verdict.winnable is None and budget.spent():
            return None
    return won


class _Budget:
    """The positions left for the move's solves, and its seconds (None: positions only)."""

    def __init__(self, max_seconds: float | None) -> None:
        self.nodes = MOVE_NODES
        self.deadline = None if max_seconds is None else time.monotonic() + max_seconds

    def seconds(self) -> float | None:
        return None if self.deadline is None else max(0.0, self.deadline - time.monotonic())

    def spent(self) -> bool:
        return self.nodes <= 0 or self.seconds() == 0.0

    def solve(self, state: YamiState) -> Verdict:
        verdict = solve(state, min(TABLE_NODES, self.nodes), max_seconds=self.seconds())
        self.nodes -= verdict.nodes
        return verdict
