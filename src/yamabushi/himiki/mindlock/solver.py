"""Mindlock's solver: the fewest moves that solve a position, proved by exhaustive search.

Free actions (replays, Chaos tiles) cost 0 and the rest 1. The search is A*:
a position's estimate is the moves spent on it plus `fights_needed`, a lower
bound on the moves still to come, and positions are taken out lowest estimate
first (ties: fewest actions, so shown solutions have no idle replays). The
first solved position taken out is optimal. The bound is consistent (no step
lowers it by more than it costs), so a position taken out is never reached
more cheaply later. Positions are the compact
tuples of mindlock_position, kept in one dictionary that records how each was
reached, so the optimal line is read back from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from heapq import heappop, heappush
from itertools import count

from yamabushi.core.errors import RulesError
from yamabushi.himiki.actions import Rotate
from yamabushi.himiki.board import NEIGHBOURS
from yamabushi.himiki.mindlock.actions import (
    CHAOS_ACTIONS,
    CODE,
    EFFECT,
    MindlockAction,
)
from yamabushi.himiki.mindlock.position import NEAR, Position
from yamabushi.himiki.mindlock.rules import advance, is_free, is_solved, legal

IDEAS = ("replay", "rotate")
"""Ideas the search can be told to do without, to tell whether a puzzle needs them."""


class SearchTooLarge(RulesError):
    """The search visited more positions than its limit allowed."""


@dataclass(frozen=True, slots=True)
class Solution:
    """An optimal line: `par` paid moves, and every action in order (free ones included)."""

    par: int
    actions: tuple[MindlockAction, ...]
    explored: int


@lru_cache(maxsize=4096)
def covers_needed(mask: int) -> int:
    """The fewest squares whose neighbours include every square of `mask`.

    Bounded: a solve meets a few dozen masks, but a long `mindlock generate` meets new
    random positions for ever."""
    if not mask:
        return 0
    low = (mask & -mask).bit_length() - 1
    return 1 + min(covers_needed(mask & ~NEAR[s]) for s in NEIGHBOURS[low])


def fights_needed(pos: Position) -> int:
    """A lower bound on the moves left, from the Black cubes left.

    Without Chaos help, a move allows one fighting Tilt at most (a fight ends
    the replays), and that Tilt removes only cubes of the one element it beats,
    all next to one square. Free fights lower the count: a replay on offer, a
    terrain choice waiting, each Mana tile; a Conjuration can merge one cube
    into another element's group. Major Yokai and Transfer reach further, so
    with either about the bound is 0.
    """
    hand = pos.hand
    if pos.armed or CODE["yokai"] in hand or _transfer_about(pos):
        return 0
    needed = covers_needed(pos.blacks[0]) + covers_needed(pos.blacks[1]) + covers_needed(pos.blacks[2])
    needed -= (pos.replay is not None) + (pos.pending is not None) + len(hand)
    return max(needed, 0)


def _transfer_about(pos: Position) -> bool:
    """A Transfer on the board or waiting for its choice: one move may then hold two fights."""
    if pos.pending is not None and EFFECT[pos.pending[0]] == "transfer":
        return True
    return bool(pos.terrain) and any(EFFECT[code] == "transfer" for _, code in pos.terrain)


@dataclass(slots=True)
class _Search:
    required: int
    max_moves: int
    no_replay: bool
    no_rotate: bool
    limit: int | None
    cost: dict[Position, tuple[int, int]] = field(default_factory=dict)
    came_from: dict[Position, tuple[Position, MindlockAction] | None] = field(default_factory=dict)

    def steps(self, pos: Position, paid_allowed: bool) -> list[tuple[Position, MindlockAction, bool]]:
        """(next position, action, free) for each action this search allows."""
        out = []
        for action in legal(pos):
            if self.no_rotate and type(action) is Rotate:
                continue
            free = is_free(pos, action) and (not self.no_replay or isinstance(action, CHAOS_ACTIONS))
            if free or paid_allowed:
                out.append((advance(pos, action), action, free))
        return out

    def line(self, pos: Position) -> tuple[MindlockAction, ...]:
        actions = []
        while (step := self.came_from[pos]) is not None:
            pos, action = step
            actions.append(action)
        return tuple(reversed(actions))

    def run(self, start: Position) -> Position | None:
        """A* on (moves, actions): fewest moves first, then fewest actions in all."""
        self.cost[start], self.came_from[start] = (0, 0), None
        queue = [(fights_needed(start), 0, 0, start)]
        done: set[Position] = set()
        order = count(1)
        while queue:
            _, _, _, pos = heappop(queue)
            if pos in done:
                continue
            if is_solved(pos, self.required):
                return pos
            done.add(pos)
            for guess, nxt in self._expand(pos):
                heappush(queue, (guess, self.cost[nxt][1], next(order), nxt))
            if self.limit is not None and len(self.cost) > self.limit:
                raise SearchTooLarge(f"The search passed {self.limit} positions without an answer.")
        return None

    def _expand(self, pos: Position) -> list[tuple[int, Position]]:
        """The positions `pos` reaches more cheaply than known so far, with their estimates."""
        moves, actions = self.cost[pos]
        cost, came_from, out = self.cost, self.came_from, []
        for nxt, action, free in self.steps(pos, moves < self.max_moves):
            spent = (moves if free else moves + 1, actions + 1)
            if cost.get(nxt, (spent[0] + 1, 0)) <= spent:
                continue
            guess = spent[0] + fights_needed(nxt)
            if guess > self.max_moves:
                continue
            cost[nxt] = spent
            came_from[nxt] = (pos, action)
            out.append((guess, nxt))
        return out


def solve(
    start: Position,
    required: int,
    max_moves: int,
    *,
    without: frozenset[str] = frozenset(),
    limit: int | None = None,
) -> Solution | None:
    """The optimal solution within `max_moves` paid moves, or None if there is none.

    `without` names IDEAS to forbid: "rotate" drops every Rotate; "replay" makes
    the action of a replay cost a move like any other. Past `limit` positions
    the search gives up with SearchTooLarge.
    """
    search = _Search(required, max_moves, "replay" in without, "rotate" in without, limit)
    goal = search.run(start)
    if goal is None:
        return None
    return Solution(search.cost[goal][0], search.line(goal), len(search.cost))
