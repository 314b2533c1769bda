"""Muk Yan's choice: the roll, the first action of its cell that is possible now, and the move.

Muk Yan is an automa, not a bot: it never weighs the position, it goes down the
cell of the table its dice picked and plays the first action that has at least
one candidate move (`actions.py` says what each action looks for).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from yamabushi.core.rng import choice, randbelow
from yamabushi.himiki.cube import ELEMENTS
from yamabushi.himiki.mukyan.actions import ACTIONS, FALLBACKS
from yamabushi.himiki.mukyan.data import mukyan_table
from yamabushi.himiki.mukyan.look import Look, Move
from yamabushi.himiki.state import HiMiKiState


@dataclass(frozen=True, slots=True)
class Decision:
    """One Muk Yan turn: the roll, the cell's order, the action found and the move played.

    `candidates` are every move that qualifies for `action`; `ties` is how many
    of them scored as much as the one played (more than 1: drawn by lot);
    `rng` is the generator after the two dice and the tie-break.
    """

    black: str
    white: str
    order: tuple[str, ...]
    action: str
    candidates: tuple[Move, ...]
    chosen: Move
    ties: int
    rng: int


def first_possible(look: Look, order: Sequence[str]) -> tuple[str, list[Move]]:
    """The first action of `order`, then of the fallbacks, with a candidate, and its candidates."""
    for name in (*order, *FALLBACKS):
        if candidates := ACTIONS[name].find(look):
            return name, candidates
    raise AssertionError("a pass is always possible")


def _best(look: Look, candidates: list[Move]) -> list[Move]:
    """The candidates that score most: the first tie-break."""
    most = max(look.gained(m) for m in candidates)
    return [m for m in candidates if look.gained(m) == most]


def choose(state: HiMiKiState, black: str, white: str, rng: int) -> Decision:
    """Muk Yan's move for a given roll; `rng` only serves the tie-break."""
    look = Look(state)
    order = mukyan_table().order(black, white)
    name, candidates = first_possible(look, order)
    best = _best(look, candidates)
    chosen, rng = (best[0], rng) if len(best) == 1 else choice(rng, best)
    return Decision(black, white, order, name, tuple(candidates), chosen, len(best), rng)


@lru_cache(maxsize=4096)
def decide(state: HiMiKiState) -> Decision:
    """Roll the Black then the White die from the state's generator, and choose.

    Cached because the checked apply asks for the one legal action and then
    applies it: the same decision is needed twice for every Muk Yan turn.
    """
    black, rng = randbelow(state.rng, len(ELEMENTS))
    white, rng = randbelow(rng, len(ELEMENTS))
    return choose(state, ELEMENTS[black], ELEMENTS[white], rng)
