"""The repetition draw: a position's third occurrence may be claimed, its fifth ends the game.

A position is everything HPN writes (cubes, seat to move, scores, Influence,
must-tilt, replay, carried cubes, the Chaos state), so two states share a key
exactly when they would share an HPN line. The engine calls `record` after
every action, so this is the hot path: a key is a flat tuple of the state's
own fields led by the board's hash (cubes are unique objects, so that hash and
comparing two boards run in C), and the history is a chain of links, one per
position, that a new position extends without copying. Each link also holds a
512-bit mask with one bit set per key hash in the chain: a position whose bit
is not set yet is new, and only the others (true repeats and a few strays)
walk the chain to count.

Only positions since the last change that can never be undone are kept: the
sum of the scores never falls (a stolen Influence moves a point, it does not
remove one) and Chaos tiles only ever leave a hand, so a position from before
either change cannot come back.
"""

from __future__ import annotations

from dataclasses import replace

from yamabushi.core.protocol import Event
from yamabushi.himiki import texts
from yamabushi.himiki.events import GameOver
from yamabushi.himiki.state import HiMiKiState, History

CLAIM_AT = 3
"""The occurrence of a position at which the player to move may claim a draw."""
DRAWN_AT = 5
"""The occurrence at which the game is drawn at once."""

Key = tuple[object, ...]


def position_key(state: HiMiKiState) -> Key:
    """The position as a hashable value, equal exactly when the HPN lines are.

    The board's hash comes first, so that counting a key among many mostly
    compares one int with each. The hands are left out: within one stretch of
    `seen` they never change.
    """
    board, chaos = state.board, state.chaos
    if chaos is None:
        return (hash(board), state.to_move, state.scores, state.influence, state.must_tilt, state.replay, state.carried, board)
    tiles = (chaos.terrain, chaos.armed, chaos.confused, chaos.forced, chaos.pending, chaos.chances, chaos.resume)
    return (hash(board), state.to_move, state.scores, state.influence, state.must_tilt, state.replay, state.carried, board, tiles)


_SET_SEEN = vars(HiMiKiState)["seen"].__set__
"""The slot's own setter: `record` fills in a state nobody else holds yet."""


def record(before: HiMiKiState, after: HiMiKiState, events: tuple[Event, ...]) -> tuple[HiMiKiState, tuple[Event, ...]]:
    """Count `after` among the positions seen; at its fifth occurrence the game is drawn.

    `after` was just built by the action's resolution and nothing else holds it
    yet, so its history is filled in place rather than by copying the whole
    state again.
    """
    if after.setup or after.winner is not None or after.draw:
        return after, events
    key = position_key(after)
    bit = _bit(key)
    chain: History | None = before.seen
    scores, earlier = after.scores, before.scores
    if before.seen[1] is None:
        chain = None if before.setup else _link(before)
    elif scores is not earlier and scores[0] + scores[1] != earlier[0] + earlier[1]:
        chain = None
    elif after.chaos is not None and after.chaos.hands != before.chaos.hands:  # type: ignore[union-attr]
        chain = None
    if chain is None:
        seen: History = (1, key, bit, None)
    else:
        repeats = _count(key, chain) + 1 if chain[2] & bit else 1
        seen = (repeats, key, chain[2] | bit, chain)
    if after is before:
        after = replace(after)
    _SET_SEEN(after, seen)
    if seen[0] < DRAWN_AT:
        return after, events
    return _drawn(after), (*events, GameOver(texts.repetition_draw(seen[0], claimed=False), None))


def _bit(key: Key) -> int:
    return 1 << (key[0] & 511)  # type: ignore[operator]


def _link(state: HiMiKiState) -> History:
    """The first link of a chain: a state read from HPN, or a new game, counts its own position once."""
    key = position_key(state)
    return (1, key, _bit(key), None)


def _count(key: Key, chain: History | None) -> int:
    """How often `key` is in the chain: walked only when its bit says it may be."""
    found = 0
    while chain is not None:
        found += chain[1] == key
        chain = chain[3]
    return found


def _drawn(state: HiMiKiState) -> HiMiKiState:
    done = replace(state, draw=True, replay=None, must_tilt=False, carried=())
    if done.chaos is not None:
        done = replace(done, chaos=replace(done.chaos, pending=None, chances=0, resume=None))
    return done
