"""Game-agnostic search for the bots: one-ply greedy choice and Monte Carlo tree search.

Both work over the Engine protocol alone (`to_play`, `legal_actions`,
`next_state`), so every game and mode gets them for the price of an evaluation
function. MCTS was chosen over alpha-beta because it needs no notion of whose
side a seat is on (values are kept per seat, max^n style), copes with turns of
several actions (Hi Mi Ki replays, Himizu's moves and abilities) and with
cooperative games (Yami), and spends an iteration budget, so a seeded game
replays identically; a time cap only guards against a slow machine.

Leaves are scored by the game's evaluation instead of random play-outs: a
random Hi Mi Ki or Himizu game says little about a position. Hidden
information is handled by determinization: the caller samples full states
consistent with the seat's observation and the root visits are summed over them.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

from yamabushi.core.protocol import Engine, Outcome

Values = Sequence[float]
"""One value per seat, from 0 (certain loss) to 1 (certain win)."""

Evaluate = Callable[[Any], Values]
"""Scores a state (finished or not) for every seat."""

Prune = Callable[[Any, Sequence[Any]], Sequence[Any]]
"""The actions worth searching from a state, most promising first."""


def outcome_values(outcome: Outcome, seats: int, draw: float = 0.5) -> tuple[float, ...]:
    """1 for each winner, 0 for the others; `draw` for everyone when nobody won."""
    if not outcome.winners:
        return (draw,) * seats
    return tuple(1.0 if seat in outcome.winners else 0.0 for seat in range(seats))


def greedy(engine: Engine[Any, Any], state: Any, legal: Sequence[Any], evaluate: Evaluate, rng: random.Random) -> Any:
    """The action whose resulting state the mover values most; ties go to the generator."""
    mover = engine.to_play(state)
    assert mover is not None, "greedy needs a seat to move"
    best: list[Any] = []
    best_value = -math.inf
    for action in legal:
        value = evaluate(engine.next_state(state, action)[0])[mover]
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value > best_value - 1e-9:
            best.append(action)
    return rng.choice(best)


class _Node:
    """A searched state.

    `total` sums the leaf values of the seat that chose the way here; `minimax`
    is the subtree's value when every seat picks its best expanded child.
    """

    __slots__ = ("children", "minimax", "mover", "state", "total", "untried", "visits")

    def __init__(self, state: Any, mover: int | None) -> None:
        self.state = state
        self.mover = mover
        self.untried: list[Any] | None = None
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.minimax: Values = ()


UNCAPPED = "YAMABUSHI_SEARCH_UNCAPPED"
"""Set (to anything but an empty string), every search spends its whole iteration budget,
however long that takes: the test suite sets it, so that a bot's move, a hint or a review
is the same on a loaded machine as on an idle one."""


def time_cap(max_seconds: float | None) -> float | None:
    """The seconds a search may take: `max_seconds` (a safety cap on a slow machine, for a
    player waiting), or none under UNCAPPED. Every search's cap is read here, and only here."""
    return None if os.environ.get(UNCAPPED) else max_seconds


class Mcts:
    """UCT with evaluated leaves and implicit minimax backups. Keeps no tree between calls.

    Averages alone mislead where a side has many poor options (Himizu's ability
    targets): a good branch looks bad while its silly siblings are sampled. So
    each child is also judged by the minimax of its expanded subtree, mixed
    into the average with `minimax_weight` (Lanctot et al., "Monte Carlo Tree
    Search with Heuristic Evaluations using Implicit Minimax Backups", 2014).
    """

    def __init__(
        self,
        engine: Engine[Any, Any],
        evaluate: Evaluate,
        *,
        iterations: int,
        max_seconds: float | None = None,
        exploration: float = 0.2,
        minimax_weight: float = 0.5,
        prune: Prune | None = None,
        transpositions: bool = False,
        settle: Callable[[Any], Any] | None = None,
    ) -> None:
        self.engine = engine
        self.evaluate = evaluate
        self.iterations = iterations
        self.max_seconds = max_seconds
        self.exploration = exploration
        self.minimax_weight = minimax_weight
        self.prune = prune
        self.transpositions = transpositions
        self.settle = settle
        """What a state reached in the search stands for, where the game reads more into it than
        its rules end (Hi Mi Ki: a position met a second time as a draw, which the side that
        brought it back can bring back again and claim); never the root."""
        self._roots: list[_Node] = []
        """The roots of the last `values` call, one per world, for `principal_line`."""
        self._table: dict[tuple[int | None, Any], _Node] | None = None
        """With `transpositions`: the nodes of the search under way, by (chooser, state), so a
        position reached by two orders of moves is searched once (a DAG instead of a tree)."""

    def choose(self, worlds: Sequence[Any], legal: Sequence[Any], rng: random.Random) -> Any:
        """The most visited root action over all `worlds` (full states that fit the observation)."""
        if len(legal) == 1:
            return legal[0]
        cap = time_cap(self.max_seconds)
        deadline = None if cap is None else time.perf_counter() + cap
        share = max(1, self.iterations // len(worlds))
        visits = {action: 0.0 for action in legal}
        for world in worlds:
            for action, child in self._search(world, legal, share, deadline).items():
                visits[action] += child.visits + child.total / max(child.visits, 1) * 1e-3
        top = max(visits.values())
        return rng.choice([a for a in legal if visits[a] == top])

    def values(
        self, worlds: Sequence[Any], legal: Sequence[Any], keep: Sequence[Any] = (), max_seconds: float | None = None
    ) -> dict[Any, tuple[int, float]]:
        """Per searched root action: its visits and its value for the mover (average and minimax
        mixed as in selection), summed over `worlds` weighted by visits; for the coach's hint and
        review.

        Each action in `keep` (the one a person played) is searched even if `prune` would drop
        it (expanded after the others), and gets at least a tenth of the budget, so its value is
        looked at nearly as deeply as a good action's and not read off a single leaf. Keeping an
        action the search would expand anyway changes nothing before that last top-up: so the
        values with `keep=(best,)` name the same best action as the values without, and the
        coach's hint (this search's best) is never judged worse than itself by the review.
        `max_seconds` caps the time (core.search.time_cap): the hint's guard on a slow machine.
        """
        cap = time_cap(max_seconds)
        deadline = None if cap is None else time.perf_counter() + cap
        share = max(1, self.iterations // len(worlds))
        sums: dict[Any, list[float]] = {}
        self._roots = []
        for world in worlds:
            root = self._root(world, legal, keep)
            self._roots.append(root)
            for done in range(share):
                if deadline is not None and done % 16 == 0 and time.perf_counter() > deadline:
                    break
                self._iterate(root)
            for action in keep:
                while action not in root.children and root.untried:
                    self._iterate(root)
                child = root.children.get(action)
                while child is not None and child.visits < share // 10:
                    self._iterate(root, child)
            mover = root.mover
            assert mover is not None, "values needs a seat to move"
            for action, child in root.children.items():
                mean = child.total / child.visits
                value = mean + self.minimax_weight * (child.minimax[mover] - mean)
                entry = sums.setdefault(action, [0.0, 0.0])
                entry[0] += child.visits
                entry[1] += value * child.visits
        return {action: (int(n), total / n) for action, (n, total) in sums.items() if n}

    def principal_line(self, action: Any, length: int) -> list[Any]:
        """After `values`: `action`, then the replies the search expects (each node's most
        visited child), from the world that searched `action` most; at most `length` actions.
        In a game with secrets the replies belong to that sampled world: the caller keeps
        only those legal in the real game."""
        roots = [root for root in self._roots if action in root.children]
        if not roots:
            return [action]
        node = max(roots, key=lambda root: root.children[action].visits).children[action]
        line = [action]
        while len(line) < length and node.children:
            action, node = max(node.children.items(), key=lambda item: item[1].visits)
            line.append(action)
        return line

    def _root(self, state: Any, legal: Sequence[Any], keep: Sequence[Any] = ()) -> _Node:
        """A fresh root (and a fresh transposition table); the actions in `keep` that `prune`
        drops are expanded after the searched ones, so keeping a searched action leaves the
        search as it was."""
        root = _Node(state, self.engine.to_play(state))
        self._table = {} if self.transpositions else None
        searched = list(self.prune(state, legal) if self.prune else legal)
        root.untried = searched + [a for a in keep if a in legal and a not in searched]
        return root

    def _search(self, state: Any, legal: Sequence[Any], budget: int, deadline: float | None) -> dict[Any, _Node]:
        root = self._root(state, legal)
        for done in range(budget):
            if deadline is not None and done % 16 == 0 and time.perf_counter() > deadline:
                break
            self._iterate(root)
        return root.children

    def _iterate(self, root: _Node, first: _Node | None = None) -> None:
        """Select down the tree (through `first`, a child of the root, when given), expand one
        child, evaluate it, back its values up.

        With transpositions an expanded action may lead to a node already searched by another
        order of moves: the walk goes on through it. A node already on the path (a position
        repeated, a Tilt and back) ends the walk, backing up that node's minimax value. A node
        visited before (a finished game reached again) is worth its minimax: evaluated once.
        """
        path = [root] if first is None else [root, first]
        node = path[-1]
        while node.mover is not None:
            untried = self._untried(node)
            if untried:
                node = self._expand(node, untried.pop(0))
            elif node.children:
                node = self._select(node)
            else:
                break
            if self._table is not None and node in path:
                self._back_up(path, node.minimax)
                return
            path.append(node)
            if not node.visits:
                break
        self._back_up(path, node.minimax if node.visits else self.evaluate(node.state))

    @staticmethod
    def _back_up(path: list[_Node], values: Values) -> None:
        """Each node on the path adds its chooser's value; minimax values are redone bottom-up.

        Only a leaf (a new node, or a finished game) takes `values` as its minimax; every node
        with children, the last one too when a repetition ended the walk, recomputes its own.
        """
        last = path[-1]
        if not last.children:
            last.minimax = values
        path[0].visits += 1
        for parent in reversed(path if last.children else path[:-1]):
            mover = parent.mover
            assert mover is not None
            parent.minimax = max((c.minimax for c in parent.children.values()), key=lambda v: v[mover])
        for parent, child in pairwise(path):
            child.visits += 1
            child.total += values[parent.mover]  # type: ignore[index]

    def _untried(self, node: _Node) -> list[Any]:
        if node.untried is None:
            legal = self.engine.legal_actions(node.state)
            node.untried = list(self.prune(node.state, legal) if self.prune else legal)
        return node.untried

    def _expand(self, node: _Node, action: Any) -> _Node:
        state = self.engine.next_state(node.state, action)[0]
        if self.settle is not None:
            state = self.settle(state)
        table = self._table
        if table is None:
            child = _Node(state, self.engine.to_play(state))
        else:
            child = table.get((node.mover, state)) or table.setdefault((node.mover, state), _Node(state, self.engine.to_play(state)))
        node.children[action] = child
        return child

    def _select(self, node: _Node) -> _Node:
        """UCB1 on the chooser's own values, average and minimax mixed; a plain loop, being hot."""
        scale = self.exploration * math.sqrt(math.log(node.visits or 1))
        mover, weight = node.mover, self.minimax_weight
        assert mover is not None
        best, best_score = None, -math.inf
        for child in node.children.values():
            mean = child.total / child.visits
            score = mean + weight * (child.minimax[mover] - mean) + scale / math.sqrt(child.visits)
            if score > best_score:
                best, best_score = child, score
        assert best is not None
        return best
