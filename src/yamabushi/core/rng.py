"""A seeded generator whose whole state is one integer kept inside the game state.

Engines thread the integer through pure functions, so a game is fully given by
its options, seed and actions, and undo needs nothing but the earlier state.
The generator is SplitMix64: tiny, fast, and good enough for dice and shuffles.
"""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return a 64-bit value and the next state."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Return a value in range(n) without modulo bias, and the next state."""
    if n <= 0:
        raise ValueError("randbelow needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def choice(state: int, items: Sequence[T]) -> tuple[T, int]:
    """Pick one item uniformly."""
    index, state = randbelow(state, len(items))
    return items[index], state


def shuffle(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """Fisher-Yates shuffle into a new tuple."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = randbelow(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state
