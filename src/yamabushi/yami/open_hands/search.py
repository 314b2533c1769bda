"""The open-hands search: with every card known, can the team make the mission?

Depth first over the engine's own legal actions (the engine plays every card,
discard and power), except that a won tile is not laid at once: the search only
chooses which of the tokens on the board it takes (layout.py says why that is
enough), and at each tile asks layout.py whether the tiles won so far can cover
the goal. Four things keep it small:

- pruning: a node is dropped when the tiles won plus the best tiles the coming
  tricks could bring cannot reach the goal's size (each tile counted at the most
  goal squares one spot of it covers), or when the coloured edges ask for more
  colours the won tiles lack than tricks remain to bring them;
- the relaxation: once per won tiles, cards left and tricks to come, whether those
  cards could cover the goal's squares at all, the rest of the board and the time of the
  tiles to come forgotten, each won tile held to the tokens it took and left
  (relaxed.coverable); its "no" proves the position lost, its covers are kept and answer
  later questions, and the sub-questions it proved impossible are shared by the whole solve;
- transpositions: a position already proven lost (same cards everywhere, same
  trick, trump, tokens, powers and won tiles) is not searched twice;
- move ordering: a card is tried by the tile it leaves winning the trick (reaching far
  into the goal, and with one ordering of a colour an edge still lacks), a card that
  loses the trick thrown low first; the orderings are tried in turn, each attempt held
  to a slice of the positions, with seeded shuffled restarts between them (`attempts`).

Once a deal has resisted a while, the root also asks whether any cards to come can be laid
over the goal for real (relaxed.layable): a deal whose tiles cannot lie side by side is lost
however the tricks go.

Drift and Rain (Powers that move a tile or change a coloured edge) are not
searched: with them in play a line found still wins, but "no line" becomes
"undecided".
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from yamabushi.yami.actions import Action, Discard, Place, Play, PlayDeck, UsePower
from yamabushi.yami.campaign import Yami
from yamabushi.yami.campaign.data import campaign
from yamabushi.yami.campaign.powers import power_uses
from yamabushi.yami.cards import Card
from yamabushi.yami.missions import Mission
from yamabushi.yami.open_hands.layout import Board, OutOfNodes, Won, board_of, layout, possible, token_choices
from yamabushi.yami.open_hands.relaxed import Laid, Relaxed, coverable, goal_bits, layable
from yamabushi.yami.open_hands.winners import next_winners
from yamabushi.yami.state import YamiState, evolve
from yamabushi.yami.tokens import cover
from yamabushi.yami.tricks import winning_index

UNSEARCHED_POWERS = ("drift", "rain")
"""Powers whose board effects the layout model does not follow."""
PROGRESS_EVERY = 5_000
"""Nodes between two calls of the progress callback."""
CLOCK_EVERY = 250
"""Nodes between two looks at the clock, where the solve has a time bound."""

WINNERS_NEAR_END = 2
"""Tricks left at most when the relaxation is asked again with the next trick's winners (winners.py)."""

BONUSES = (4, 0)
"""The move orderings the attempts take in turn: the goal squares a won tile is worth more
when its colour is one a coloured edge asks for and no won tile has yet."""
FIRST_SLICE = 5_000
"""Positions the first attempts may spend; each round of attempts (one per ordering) may spend twice the last."""
NOISE = 300.0
"""The most a shuffled attempt adds to a card's promise at random (100 is one goal square)."""
SHUFFLED = 1
"""Shuffled attempts in round r (from the second round on): SHUFFLED * 2**r, of the first slice each."""
LAID_FROM = 4
"""The first round that asks whether cards to come can be laid over the goal for real (`root_laid`):
most deals are won before it, and a real layout can take as long to find as a line."""

WITNESSES = 16
"""Covers found by the relaxation kept to answer later questions without a search."""

Progress = Callable[[int, float], None]


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the search found. `winnable` is None when it could not decide: the node
    budget ran out, or no line was found while a Power it does not search was in play."""

    winnable: bool | None
    line: tuple[Action, ...]
    nodes: int
    seconds: float


@dataclass(frozen=True, slots=True)
class _Deferred:
    """The place of the index-th won tile in the line, filled in once its layout is known."""

    index: int


Step = Action | _Deferred


class _Search:
    """One solve: the board's tables, the node budget shared with layout.py, the positions
    proven lost, the layouts already asked, and the layout of the line found."""

    def __init__(
        self, state: YamiState, max_nodes: int | None, progress: Progress | None, max_seconds: float | None = None
    ) -> None:
        self.engine = Yami()
        self.names = self.engine.position_names(state)
        self.board: Board = board_of(_laid_board(state))
        self.budget = [max_nodes if max_nodes is not None else 1 << 62]
        self.start_budget = self.budget[0]
        self.progress = progress
        self.started = time.monotonic()
        self.deadline = None if max_seconds is None else self.started + max_seconds
        self.next_look, self.next_progress = CLOCK_EVERY, PROGRESS_EVERY
        self.lost: set[tuple[Any, ...]] = set()
        self.layouts: dict[tuple[Won, ...], list[Place] | None] = {}
        self.relaxed = Relaxed(self.board)
        self.bits: dict[int, int] = {}
        self.witnesses: list[frozenset[tuple[int, int, int]]] = []
        """Covers found, each tile as (card's bit, need, avoid): quick to compare."""
        self.hopeless_known: dict[tuple[tuple[tuple[int, int, int], ...], int, int, int | None], bool] = {}
        self.skipped = state.campaign.power_tokens > 0 and any(p in UNSEARCHED_POWERS for p in state.campaign.powers)
        self.found: list[Place] = []
        self.bonus = BONUSES[0]
        self.noise = 0.0
        self.shuffle = random.Random(0)
        """Seeded: a deal gets the same attempts, verdict and line on every run."""

    @property
    def nodes(self) -> int:
        return self.start_budget - self.budget[0]

    def tick(self) -> None:
        self.budget[0] -= 1
        if self.budget[0] < 0:
            raise OutOfNodes
        if self.nodes >= self.next_look:
            self.every_so_often()

    def every_so_often(self) -> None:
        """The clock (every `CLOCK_EVERY` positions) and the progress line (every
        `PROGRESS_EVERY`); the relaxation spends positions too, so these are thresholds."""
        self.next_look = self.nodes + CLOCK_EVERY
        now = time.monotonic()
        if self.deadline is not None and now > self.deadline:
            raise OutOfNodes
        if self.progress is not None and self.nodes >= self.next_progress:
            self.next_progress = (self.nodes // PROGRESS_EVERY + 1) * PROGRESS_EVERY
            self.progress(self.next_progress - PROGRESS_EVERY, now - self.started)

    # -- the search ------------------------------------------------------------------
    def attempts(self, state: YamiState) -> list[Step] | None:
        """Depth first in rounds until an attempt finishes, each attempt bounded by its slice of
        the positions: each ordering in turn with the round's slice (doubled every round), then
        as many shuffled attempts of the first slice as the round has doubled it (`NOISE`
        reorders near choices at random, so each tries other first cards). A deal whose line
        hides behind a slow first choice under one ordering is often found at once under
        another: the search's time is heavy-tailed, and restarts cut the tail. Each attempt is
        a whole search, so its verdict is exact, and what an interrupted one proved (the
        positions lost, the layouts, the relaxation's impossible sub-questions) stays proven
        for the next; the orderings' growing slices are what finish a proof of a loss."""
        round_, root_open, laid_open = 0, True, True
        while True:
            if round_ and root_open:
                # Each round, the root's relaxation resumes too, with twice the slice for its steps.
                covered = self.root_cover(state, 2 * FIRST_SLICE << round_)
                if covered is False:
                    return None
                root_open = covered is None
            if round_ >= LAID_FROM and laid_open:
                # And, once the deal has resisted a while, the question of a real layout, anew
                # with one ordering's slice for its steps (what it proved of the goal's squares
                # alone is kept).
                laid = self.root_laid(state, FIRST_SLICE << round_)
                if laid is False:
                    return None
                laid_open = laid is None
            tries = [(bonus, 0.0, FIRST_SLICE << round_) for bonus in BONUSES]
            tries += [(BONUSES[n % len(BONUSES)], NOISE, FIRST_SLICE) for n in range(SHUFFLED << round_ if round_ else 0)]
            for bonus, noise, slice_ in tries:
                self.bonus, self.noise = bonus, noise
                finished, line = self.attempt(state, slice_)
                if finished:
                    return line
            round_ += 1

    def attempt(self, state: YamiState, slice_: int) -> tuple[bool, list[Step] | None]:
        """One attempt within `slice_` positions (the last one takes what is left of the budget,
        and runs out of it with OutOfNodes): whether it finished, and its line (None when it
        proved that no line wins, or did not finish)."""
        saved = self.budget[0]
        if saved <= slice_:
            return True, self.win(state, ())
        shift = saved - slice_
        self.budget[0] -= shift
        self.start_budget -= shift
        try:
            return True, self.win(state, ())
        except OutOfNodes:
            if self.deadline is not None and time.monotonic() > self.deadline:
                raise
            return False, None
        finally:
            self.budget[0] += shift
            self.start_budget += shift

    def win(self, state: YamiState, won: tuple[Won, ...]) -> list[Step] | None:
        """A line from `state` that succeeds, or None when none does."""
        self.tick()
        if state.phase == "over" or (not state.played and self.hopeless(state, won)):
            return None
        key = _key(state, won)
        if key in self.lost:
            return None
        line = self.place(state, won) if state.phase == "place" else None
        for action in self.ordered(state, won) if line is None else ():
            child = self.engine.next_state(state, action)[0]
            rest = self.win(child, won)
            if rest is not None:
                line = [action, *rest]
                break
        if line is None:
            self.lost.add(key)
        return line

    def place(self, state: YamiState, won: tuple[Won, ...]) -> list[Step] | None:
        """The Decision tile lands on each possible set of tokens in turn (the engine's
        placement, with the layout left for later: success is asked of layout.py)."""
        assert state.pending is not None
        present = state.campaign.whirlpools | _mist_mask(state)
        for taken in token_choices(self.board, state.pending, present):
            now = won + (Won(state.pending, present, taken),)
            if self.covers(now):
                return [_Deferred(len(won))]
            if len(state.tricks) >= state.campaign.rounds:
                continue
            landed, _ = cover(evolve(state, pending=None), taken, self.names, [])
            rest = self.win(landed, now)
            if rest is not None:
                return [_Deferred(len(won)), *rest]
        return None

    def covers(self, won: tuple[Won, ...]) -> bool:
        """Whether one layout of the won tiles covers the goal (asked once per set of tiles);
        when it does, `found` holds its placements in the order the tiles were won."""
        key = tuple(sorted(won))
        if key not in self.layouts:
            self.layouts[key] = layout(self.board, key, self.budget)
        found = self.layouts[key]
        if found is None:
            return False
        order = {tile: place for tile, place in zip(key, found)}
        self.found = [order[t] for t in won]
        return True

    # -- pruning ------------------------------------------------------------------------
    def question(self, state: YamiState, won: tuple[Won, ...]) -> tuple[list[Laid], list[Card], int]:
        """What the relaxation reads of a position: the won tiles held to their tokens, the
        cards still to come (those of the trick under way among them) and the tricks left."""
        laid = [(w.card, self.goal_bits(w.covered), self.goal_bits(w.present & ~w.covered)) for w in won]
        if state.pending:
            laid.append((state.pending, 0, 0))
        coming = max(0, state.campaign.rounds - len(state.tricks)) + _hourglasses(state)
        pool = [*state.played, *state.river, *state.deck, *(c for h in state.hands for c in h)]
        return laid, pool, coming

    def root_cover(self, state: YamiState, steps: int) -> bool | None:
        """The relaxation at the root with `steps` steps, where a question elsewhere has
        `RELAXED_NODES`: False proves the deal lost (the sub-questions proven impossible are
        kept, so each call resumes the last), True is a cover found, None not settled. Asked
        only once the first attempts have failed: the root is where a full trick tree would
        have to be searched to prove a loss, and where winnable deals need none of it."""
        laid, pool, coming = self.question(state, ())
        # A cover found anywhere in the solve is one of the root's: its won tiles were cards
        # to come there, and their shadows held to tokens are some of their shadows.
        mine, left = _mask([c for c, _, _ in laid]), _mask(pool)
        for witness in self.witnesses:
            fresh = [bit for bit, _, _ in witness if not mine >> bit & 1]
            if len(fresh) <= coming and all(left >> bit & 1 for bit in fresh):
                return True
        useful = tuple(sorted(c for c in pool if self.board.reach[c]))
        found = coverable(self.relaxed, tuple(sorted(laid)), useful, coming, self.budget, None, steps)
        return None if found is True else found is not False

    def root_laid(self, state: YamiState, steps: int) -> bool | None:
        """relaxed.layable at the root with `steps` steps: False proves the deal lost, True is a
        real layout of cards to come over the goal, None not settled. True also where a tile
        is won or waits at the root (a solve from the middle of a deal): it reads no won tile."""
        laid, pool, coming = self.question(state, ())
        if laid:
            return True
        return layable(self.relaxed, tuple(sorted(c for c in pool if self.board.reach[c])), coming, self.budget, steps)

    def hopeless(self, state: YamiState, won: tuple[Won, ...]) -> bool:
        """True when no line can cover the goal: too few squares or colours to come, or too
        few tiles for the colours asked. Asked between tricks only (`win`): inside a trick the
        cards played are still counted with the cards to come, so nothing it reads changes."""
        laid, pool, coming = self.question(state, won)
        if state.pending is not None and state.tricks:
            # The cards the trick's losers threw, counted as still to come: the question is
            # then the same whatever they threw, and its "no" holds for every one of them.
            threw = [c for c in state.tricks[-1].cards if c != state.pending]
            if self.known_short(laid, pool + threw, coming):
                return True
        if self.known_short(laid, pool, coming):
            return True
        # Asked again with the next trick's winners only near the end, where the cards to
        # come are few enough for that trick's winner to count (asked at every trick, it
        # would be a new question for each way the hands lie, and settle little more).
        first = next_winners(state) if coming <= WINNERS_NEAR_END else None
        return first is not None and self.known_short(laid, pool, coming, tuple(sorted(first)))

    def known_short(self, laid: list[Laid], pool: list[Card], coming: int, first: tuple[Card, ...] | None = None) -> bool:
        """`short`, asked once per won tiles, cards left, tricks to come and winners of the next trick."""
        key = (
            tuple(sorted((_bit(c), need, avoid) for c, need, avoid in laid)), _mask(pool), coming,
            None if first is None else _mask(list(first)),
        )
        known = self.hopeless_known.get(key)
        if known is None:
            known = self.hopeless_known[key] = self.short(laid, pool, coming, first)
        return known

    def goal_bits(self, mask: int) -> int:
        found = self.bits.get(mask)
        if found is None:
            found = self.bits[mask] = goal_bits(self.board, mask)
        return found

    def short(self, laid: list[Laid], pool: list[Card], coming: int, first: tuple[Card, ...] | None) -> bool:
        tiles = [c for c, _, _ in laid]
        if not possible(self.board, tiles, pool, coming):
            return True
        if sum(1 for c in tiles if self.board.reach[c]) + coming < self.board.needed:
            return True
        if len(self.board.edges.keys() - {c.colour for c in tiles}) > coming:
            return True
        useful = frozenset(c for c in pool if self.board.reach[c])
        return not self.coverable(tuple(sorted(laid)), useful, coming, first)

    def coverable(self, tiles: tuple[Laid, ...], pool: frozenset[Card], coming: int, first: tuple[Card, ...] | None) -> bool:
        """relaxed.coverable, asked once per won tiles, cards left and tricks to come (these
        change only when a trick ends), and not asked at all when a cover found before
        still fits: its won tiles are won still, the cards it takes from the pool are left,
        and those are no more than `coming` (with `first`, one of them a winner of the next
        trick, or fewer than `coming`)."""
        won = {(_bit(c), need, avoid) for c, need, avoid in tiles}
        left = _mask(list(pool))
        leads = 0 if first is None else _mask(list(first))
        for witness in self.witnesses:
            fresh = witness - won
            if (
                len(fresh) <= coming
                and all(need == avoid == 0 and left >> bit & 1 for bit, need, avoid in fresh)
                and (first is None or len(fresh) < coming or any(leads >> bit & 1 for bit, _, _ in fresh))
            ):
                return True
        found = coverable(self.relaxed, tiles, tuple(sorted(pool)), coming, self.budget, first)
        if isinstance(found, frozenset):
            self.witnesses = [frozenset((_bit(c), need, avoid) for c, need, avoid in found), *self.witnesses[: WITNESSES - 1]]
        return found is not False

    # -- ordering -----------------------------------------------------------------------
    def ordered(self, state: YamiState, won: tuple[Won, ...]) -> list[Action]:
        """The engine's legal actions, the most promising first (see the module's words);
        while a tile waits, only the Powers (the tile itself is laid by `place`)."""
        listed = power_uses(state) if state.phase == "place" else self.engine.legal_actions(state)
        legal: list[Action] = [a for a in listed if not self.unsearched(a)]
        lacking = self.board.edges.keys() - {w.card.colour for w in won}
        return sorted(legal, key=lambda a: -self.promise(state, a, lacking))

    def unsearched(self, action: Action) -> bool:
        return isinstance(action, UsePower) and action.power in UNSEARCHED_POWERS

    def promise(self, state: YamiState, action: Action, lacking: set[str]) -> float:
        card = _card_of(state, action)
        if card is None:
            return -10_000.0
        reach = self.board.reach[card]
        if isinstance(action, Discard):
            return -reach
        played = (*state.played, card)
        winner = played[winning_index(played, state.trump)]
        promise = 100.0 * self.worth(winner, lacking) - (0 if winner is card else reach)
        return promise + self.shuffle.random() * self.noise if self.noise else promise

    def worth(self, card: Card, lacking: set[str]) -> int:
        """A won tile's goal squares, and `bonus` more where it brings a colour an edge lacks."""
        edge = self.board.edges.get(card.colour)
        return self.board.reach[card] + (self.bonus if edge is not None and card.colour in lacking and edge[1][card] else 0)


def _card_of(state: YamiState, action: Action) -> Card | None:
    if isinstance(action, (Play, Discard)):
        return action.card
    if isinstance(action, PlayDeck):
        return state.deck[0]
    return None


def _bit(card: Card) -> int:
    return card.colour_rank * 7 + card.value


def _mask(cards: list[Card]) -> int:
    """A set of cards as one number (a bit per card), quick to hash."""
    mask = 0
    for card in cards:
        mask |= 1 << _bit(card)
    return mask


def _laid_board(state: YamiState) -> Mission:
    """The mission with the tiles already laid counted as Mission tiles: their squares are
    covered and no tile lands on them (a solve from the middle of a deal, as the master's)."""
    laid = 0
    for tile in state.placed:
        laid |= tile.mask
    return replace(state.mission, blocked=state.mission.blocked | laid) if laid else state.mission


def _mist_mask(state: YamiState) -> int:
    mask = 0
    for square, _ in state.campaign.mists:
        mask |= 1 << square
    return mask


def _hourglasses(state: YamiState) -> int:
    """Rounds the Hourglass could still add."""
    if "hourglass" not in state.campaign.powers:
        return 0
    return min(state.campaign.power_tokens, campaign().power("hourglass").spaces - state.campaign.used.count("hourglass"))


def _key(state: YamiState, won: tuple[Won, ...]) -> tuple[Any, ...]:
    """What the rest of the mission depends on (the trump stands for the past tricks)."""
    return (
        state.hands, state.river, state.deck, state.leader, state.played, state.kakapo, state.pending,
        len(state.tricks), state.trump, state.campaign.whirlpools, state.campaign.mists, state.campaign.lead_colours, state.campaign.discards,
        state.campaign.rounds, state.campaign.power_tokens, state.campaign.used, state.campaign.called, state.campaign.free, tuple(sorted(won)),
    )


def solve(
    state: YamiState, max_nodes: int | None = None, progress: Progress | None = None, max_seconds: float | None = None
) -> Verdict:
    """Whether some line of play from `state` (every card known) makes the mission, and one such line.

    `max_nodes` bounds the positions searched (the same verdict on every machine); `max_seconds`,
    where given, bounds the wall time too (looked at every `CLOCK_EVERY` positions): past
    either bound the verdict is undecided, never lost."""
    search = _Search(state, max_nodes, progress, max_seconds)
    try:
        steps = search.attempts(state)
    except OutOfNodes:
        return Verdict(None, (), search.nodes, time.monotonic() - search.started)
    seconds = time.monotonic() - search.started
    if steps is None:
        return Verdict(False if not search.skipped else None, (), search.nodes, seconds)
    line = tuple(search.found[s.index] if isinstance(s, _Deferred) else s for s in steps)
    return Verdict(True, line, search.nodes, seconds)
