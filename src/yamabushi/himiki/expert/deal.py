"""Expert mode's deal: three Chaos tiles to each seat from the shuffled set."""

from __future__ import annotations

from yamabushi.core.rng import shuffle
from yamabushi.himiki.chaos import ChaosState, tiles

HAND_SIZE = 3


def deal(rng: int, seats: int) -> tuple[ChaosState, int]:
    """Shuffle the 12 tiles and deal 3 to each seat in turn; the rest stay in the box unseen."""
    order, rng = shuffle(rng, tuple(tiles()))
    hands = tuple(order[seat : seats * HAND_SIZE : seats] for seat in range(seats))
    return ChaosState(hands=hands), rng
