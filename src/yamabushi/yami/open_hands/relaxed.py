"""The cover relaxation: the open-hands search's quick proofs that a position is lost.

layout.py asks whether the won tiles can be laid for real; here the question is
relaxed so it can be asked at every trick: whether the goal's squares alone can be
covered by the won tiles and at most as many cards to come as tricks remain
(`coverable`), each tile reduced to the shadows its spots cast on the goal and the
time of the tiles forgotten, so its "no" proves the position lost. `layable` asks it
at a deal's start with the board whole again (tiles may not share a square beside
the goal either). `Relaxed` keeps what the questions of one solve share.
"""

from __future__ import annotations

from yamabushi.yami.board import squares_of
from yamabushi.yami.cards import Card
from yamabushi.yami.open_hands.layout import Board, Shade, tick


RELAXED_NODES = 200
"""Steps one `coverable` question may take with at most `NEAR` tricks to come; past them it
answers "maybe" (nothing proven)."""
RELAXED_FAR_NODES = 20
"""Steps with more tricks to come: there a question almost never settles, and its steps are
positions the search does not get (mission 22 seed 48, 100,000 positions: 72 questions with
3 or more tricks to come spent 13,554 steps and proved 3 positions lost, in 175, 1 and 1 steps)."""
NEAR = 2
"""Tricks to come at most for a question to have `RELAXED_NODES` steps."""


Laid = tuple[Card, int, int]
"""A won tile as the relaxation reads it: its card, and the goal squares (numbered as in
`Shade`) it must cover and must not cover, those of the tokens on the board when it landed."""


class Relaxed:
    """What the questions of one solve share: the tiles' kinds, the won tiles' own ones
    (a won tile may only cast the shadows that cover the tokens it took and none it left)
    added as they come, the sub-questions proven impossible, and tables of what a kind
    can still cover of the open squares (asked again and again across questions, so kept)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.shades = list(board.shades)
        self.kinds: dict[Laid, int] = {}
        self.failed: set[tuple[int, tuple[int, ...], tuple[int, ...], int, tuple[int, ...]]] = set()
        self.largest: dict[int, dict[int, int]] = {}
        self.fitting: dict[int, dict[int, tuple[tuple[int, ...], int]]] = {}
        self.spreads: dict[int, int] = {}
        self.ways: dict[tuple[int, tuple[tuple[int, int], ...]], list[tuple[int, int, int]]] = {}
        self.won_active: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
        self.pool_active: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
        self.casting: dict[Card, dict[int, tuple[int, ...]]] = {}
        """Per card, its allowed spots (as board masks) by the shadow each casts on the goal (`layable`)."""

    def kind(self, tile: Laid) -> int:
        card, need, avoid = tile
        base = self.board.shade[card]
        if not need | avoid:
            return base
        found = self.kinds.get(tile)
        if found is None:
            shade = self.shades[base]
            fits = [(m, n) for m, n in shade.largest if m & need == need and not m & avoid]
            through = tuple(tuple(m for m in ms if m & need == need and not m & avoid) for ms in shade.through)
            found = self.kinds[tile] = len(self.shades)
            self.shades.append(Shade(through, tuple(fits)))
        return found

    def sizes(self, open_: int) -> dict[int, int]:
        """Per kind, the largest of its shadows inside the open squares (0: none fits),
        filled in as `_short` asks for each kind."""
        found = self.largest.get(open_)
        if found is None:
            if len(self.largest) > KEPT:
                self.largest.clear()
            found = self.largest[open_] = {}
        return found

    def size(self, kind: int, open_: int, known: dict[int, int]) -> int:
        found = known[kind] = next((n for m, n in self.shades[kind].largest if not m & ~open_), 0)
        return found

    def fits(self, kind: int, open_: int) -> tuple[tuple[int, ...], int]:
        """The shadows of `kind` inside the open squares, largest first, and how many of
        them cover each square: a count per square in a field of `FIELD` bits (so the counts
        of several kinds add up in one addition)."""
        at = self.fitting.get(open_)
        if at is None:
            if len(self.fitting) > KEPT:
                self.fitting.clear()
            at = self.fitting[open_] = {}
        found = at.get(kind)
        if found is None:
            shadows = tuple(m for m, _ in self.shades[kind].largest if not m & ~open_)
            found = at[kind] = (shadows, sum(map(self.spread, shadows)))
        return found

    def spread(self, shadow: int) -> int:
        """The shadow with each square's bit moved to the low bit of its field."""
        found = self.spreads.get(shadow)
        if found is None:
            found = self.spreads[shadow] = sum(1 << FIELD * bit for bit in range(shadow.bit_length()) if shadow >> bit & 1)
        return found

    def active(self, won: tuple[int, ...], left: tuple[int, ...], leads: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
        """The kinds a cover may still use, each with its source: the won ones (once each),
        the pool's still counted, the next trick's winners."""
        mine = self.won_active.get(won)
        if mine is None:
            if len(self.won_active) > KEPT:
                self.won_active.clear()
            mine = self.won_active[won] = tuple((k, WON) for k in dict.fromkeys(won))
        theirs = self.pool_active.get(left)
        if theirs is None:
            if len(self.pool_active) > KEPT:
                self.pool_active.clear()
            theirs = self.pool_active[left] = tuple((k, POOL) for k, n in enumerate(left) if n)
        if leads:
            return mine + theirs + tuple((k, FIRST) for k in leads)
        return mine + theirs

    def options(self, open_: int, active: tuple[tuple[int, int], ...]) -> list[tuple[int, int, int]]:
        """The ways to cover the open square that has the fewest (the first such square; the
        first with at most one way, where one has), each (kind, source, shadow) for the kinds
        `active` (with their source): kept, as questions share most of them."""
        key = (open_, active)
        best = self.ways.get(key)
        if best is not None:
            return best
        fits = [self.fits(k, open_) for k, _ in active]
        counts = sum(c for _, c in fits)
        square, fewest, rest = 0, -1, open_
        while rest:
            bit = rest & -rest
            rest ^= bit
            at = bit.bit_length() - 1
            n = counts >> FIELD * at & FIELD_MASK
            if fewest < 0 or n < fewest:
                square, fewest = bit, n
                if n <= 1:
                    break
        best = [(k, w, m) for (k, w), (shadows, _) in zip(active, fits) for m in shadows if m & square]
        if len(self.ways) > KEPT:
            self.ways.clear()
        self.ways[key] = best
        return best


KEPT = 200_000
"""Entries each of `Relaxed`'s tables of sizes and ways holds before it starts again."""
FIELD = 16
"""Bits per square in `Relaxed.fits`'s counts: room for more shadows than any board has."""
FIELD_MASK = (1 << FIELD) - 1


def goal_bits(board: Board, mask: int) -> int:
    """The goal squares of a board mask, numbered as in `Shade`."""
    return sum(1 << bit for bit, square in enumerate(squares_of(board.target)) if mask >> square & 1)


def coverable(
    relaxed: Relaxed,
    tiles: tuple[Laid, ...],
    pool: tuple[Card, ...],
    coming: int,
    budget: list[int],
    first: tuple[Card, ...] | None = None,
    cap: int | None = None,
) -> frozenset[Laid] | bool:
    """Whether the goal can be covered at all by some of `tiles` (won, each laid once) and at
    most `coming` cards of `pool`, with every square off the goal, every token off it and the
    time of the tiles to come forgotten: a relaxation of `layout`, so False proves the
    position lost. With `first` (the cards that can win the next trick, winners.py), at most
    one card of `first` and `coming - 1` of `pool`: the next trick's tile is one of `first`.
    When it can, one such cover (a witness later questions reuse; a card to come in it is
    written (card, 0, 0)); True when `cap` steps (`RELAXED_NODES` or `RELAXED_FAR_NODES` by
    `coming` unless given; each also
    spent from `budget`, so a bounded solve stays bounded in work) did not settle it.

    Only the goal's squares count, so a tile is its shadow on them (`Shade`), and tiles of
    one kind are counted, not told apart. The open square with the fewest ways is covered
    first; a branch stops when the kinds left, each at the largest shadow that still fits the
    open squares, cannot fill them."""
    if not coming:
        first = None
    board = relaxed.board
    active_of = relaxed.active
    won = tuple(sorted(relaxed.kind(t) for t in tiles if board.reach[t[0]]))
    extra = coming if first is None else coming - 1
    counts = [0] * len(board.shades)
    for card in pool:
        if board.reach[card]:
            counts[board.shade[card]] += 1
    leads = () if first is None else tuple(sorted({board.shade[c] for c in first if board.reach[c]}))
    memo = relaxed.failed
    options_of = relaxed.options
    none = (0,) * len(board.shades)
    steps = [cap if cap is not None else RELAXED_NODES if coming <= NEAR else RELAXED_FAR_NODES]
    chosen: list[tuple[int, int]] = []

    def cover(open_: int, won: tuple[int, ...], left: tuple[int, ...], extra: int, leads: tuple[int, ...]) -> bool:
        """`won` lists the won tiles' kinds (sorted); `left` counts the pool's, none more than
        `extra` times (more could not be used); `leads` the kinds one of which may come first."""
        if not open_:
            return True
        key = (open_, won, left, extra, leads)
        if key in memo:
            return False
        tick(budget)
        steps[0] -= 1
        if steps[0] < 0:
            raise _Unsettled
        active = active_of(won, left, leads)
        if _short(relaxed, active, open_, won, left, extra):
            memo.add(key)
            return False
        best = options_of(open_, active)
        for k, source, m in best:
            chosen.append((k, source))
            if source == WON:
                at = won.index(k)
                found = cover(open_ & ~m, won[:at] + won[at + 1 :], left, extra, leads)
            elif source == FIRST:
                found = cover(open_ & ~m, won, left, extra, ())
            else:
                found = cover(open_ & ~m, won, _fewer(left, k, extra, none), extra - 1, leads)
            if found:
                return True
            chosen.pop()
        memo.add(key)
        return False

    try:
        found = cover(board.shadow_target, won, tuple(min(n, max(extra, 0)) for n in counts), extra, leads)
    except _Unsettled:
        return True
    if not found:
        return False
    by_kind: dict[tuple[int, int], list[Laid]] = {}
    for tile in tiles:
        by_kind.setdefault((relaxed.kind(tile), WON), []).append(tile)
    for card in first or ():
        by_kind.setdefault((board.shade[card], FIRST), []).append((card, 0, 0))
    for card in pool:
        by_kind.setdefault((board.shade[card], POOL), []).append((card, 0, 0))
    cover_: set[Laid] = set()
    for k, source in sorted(chosen, key=lambda c: -c[1]):
        # The next trick's winner is also counted among the cards to come: a cover that
        # lays one card twice is no witness ("maybe", nothing proven either way).
        fresh = next((t for t in by_kind[k, source] if t not in cover_), None)
        if fresh is None:
            return True
        cover_.add(fresh)
    return frozenset(cover_)


def _fewer(left: tuple[int, ...], kind: int, extra: int, none: tuple[int, ...]) -> tuple[int, ...]:
    """The pool's count per kind once a tile of `kind` is taken, none counted more than the
    `extra - 1` tiles still allowed (so two questions that differ only there are one)."""
    if extra == 1:
        return none
    fewer = left[:kind] + (left[kind] - 1,) + left[kind + 1 :]
    return tuple(min(n, extra - 1) for n in fewer) if max(fewer) >= extra else fewer


def layable(relaxed: Relaxed, pool: tuple[Card, ...], coming: int, budget: list[int], cap: int) -> bool | None:
    """Whether at most `coming` cards of `pool` can be laid, for real, over the whole goal (the
    tokens and the time of the tiles forgotten): a relaxation of the whole deal, asked at its
    start, so False proves it lost; None when `cap` steps (each also spent from `budget`) did
    not settle it.

    `coverable` looks at the goal's squares only, so two tiles its cover lays side by side
    may need the same square beside the goal. Here each cover of the goal's squares it would
    find (by kinds of shadows) is checked for distinct cards of those kinds on spots casting
    exactly those shadows and sharing no square anywhere. A subtree holding no cover of the
    goal's squares at all is proven impossible for `coverable` too, and kept in `relaxed.failed`."""
    board = relaxed.board
    counts = [0] * len(board.shades)
    mine: dict[int, list[Card]] = {}
    for card in pool:
        if board.reach[card]:
            counts[board.shade[card]] += 1
            mine.setdefault(board.shade[card], []).append(card)
    memo = relaxed.failed
    none = (0,) * len(board.shades)
    steps = [cap]
    chosen: list[tuple[int, int]] = []
    placed: list[tuple[Card, int]] = []
    """One real layout of `chosen` (card, spot mask), kept while the cover grows."""

    def laid(at: int, used: frozenset[Card], occupied: int) -> list[tuple[Card, int]] | None:
        if at == len(chosen):
            return []
        kind, shadow = chosen[at]
        for card in mine[kind]:
            if card not in used:
                for mask in _casting(relaxed, card).get(shadow, ()):
                    if not mask & occupied:
                        rest = laid(at + 1, used | {card}, occupied | mask)
                        if rest is not None:
                            return [(card, mask), *rest]
        return None

    def lay(kind: int, shadow: int) -> bool:
        """Whether the tiles chosen, this one added, lie side by side: beside the layout kept
        when it has room (mostly), else laid anew."""
        used, occupied = {c for c, _ in placed}, 0
        for _, mask in placed:
            occupied |= mask
        for card in mine[kind]:
            if card not in used:
                for mask in _casting(relaxed, card).get(shadow, ()):
                    if not mask & occupied:
                        placed.append((card, mask))
                        return True
        found = laid(0, frozenset(), 0)
        if found is None:
            return False
        placed[:] = found
        return True

    def cover(open_: int, left: tuple[int, ...], extra: int) -> tuple[bool, bool]:
        """(a real cover found, a cover of the goal's squares met below)."""
        if not open_:
            return True, True
        key = (open_, (), left, extra, ())
        if key in memo:
            return False, False
        tick(budget)
        steps[0] -= 1
        if steps[0] < 0:
            raise _Unsettled
        active = relaxed.active((), left, ())
        met = False
        if not _short(relaxed, active, open_, (), left, extra):
            for kind, _, shadow in relaxed.options(open_, active):
                chosen.append((kind, shadow))
                # The tiles chosen so far must lie side by side already; if not, nothing below can.
                if lay(kind, shadow):
                    found, below = cover(open_ & ~shadow, _fewer(left, kind, extra, none), extra - 1)
                    placed.pop()
                else:
                    found, below = False, True
                chosen.pop()
                if found:
                    return True, True
                met = met or below
        if not met:
            memo.add(key)
        return False, met

    try:
        return cover(board.shadow_target, tuple(min(n, max(coming, 0)) for n in counts), coming)[0]
    except _Unsettled:
        return None


def _casting(relaxed: Relaxed, card: Card) -> dict[int, tuple[int, ...]]:
    found = relaxed.casting.get(card)
    if found is None:
        board, by_shadow = relaxed.board, dict[int, list[int]]()
        for spot in board.allowed[card]:
            by_shadow.setdefault(goal_bits(board, spot.mask), []).append(spot.mask)
        found = relaxed.casting[card] = {m: tuple(masks) for m, masks in by_shadow.items()}
    return found


WON, POOL, FIRST = 0, 1, 2
"""Where a tile of the relaxation's cover comes from: the won tiles, the cards to come, the next trick's winners."""


def _short(
    relaxed: Relaxed, active: tuple[tuple[int, int], ...], open_: int, won: tuple[int, ...], left: tuple[int, ...], extra: int
) -> bool:
    """Whether the kinds left, each at its largest shadow inside the open squares (the won
    ones all, at most `extra` of the others, one of the next trick's winners), fall short of
    the open squares' number."""
    need = open_.bit_count()
    total = 0
    spare: list[int] = []
    lead = 0
    known = relaxed.sizes(open_)
    for k, source in active:
        size = known.get(k)
        if size is None:
            size = relaxed.size(k, open_, known)
        if source == WON:
            total += won.count(k) * size
        elif source == POOL:
            spare.extend([size] * left[k])
        elif size > lead:
            lead = size
    total += lead
    if total >= need:
        return False
    spare.sort(reverse=True)
    return total + sum(spare[:extra]) < need


class _Unsettled(Exception):
    """A `coverable` question ran out of its steps."""
