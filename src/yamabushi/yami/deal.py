"""Options and the deal: who plays, which mission, who starts, who gets which cards.

The automa counts as a player for the deal. With 4 players the fourth in turn
order from the first player gets 8 cards; the 5 cards left over with 2 or 3
players stay face down and unused.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from yamabushi.core import rng
from yamabushi.core.errors import RulesError
from yamabushi.core.numbers import whole_number
from yamabushi.yami.automa import RIVER_SIZE
from yamabushi.yami.cards import FULL_DECK, Card
from yamabushi.yami.missions import all_missions

DEAL_SIZES = {2: (10, 10, 10), 3: (10, 10, 10), 4: (9, 9, 9, 8)}
OPTION_KEYS = ("players", "mission", "first")


MAX_WHOLE = 10**9
"""Options are small: anything larger is refused before it is echoed or compared."""


def _whole(value: Any, name: str) -> int:
    """An option read from a file may be any JSON value: only ASCII digits (a `²` passes
    `isdigit` and then fails `int`) or a plain int, and never a huge one."""
    if isinstance(value, str) and (number := whole_number(value)) is not None:
        return number
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < MAX_WHOLE:
        return value
    raise RulesError(f"The option {name} must be a whole number below {MAX_WHOLE:,}, not {_shown(value)}.")


def _shown(value: Any) -> str:
    """A value quoted in a sentence: short and on one line, however long it was."""
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**40 else "a number that long"
    text = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)
    return text if len(text) <= 40 else text[:39] + "…"


def normalize(options: Mapping[str, Any], extra_keys: tuple[str, ...] = ()) -> dict[str, Any]:
    """Defaults: 2 players, mission 1, a random first player (drawn from the seed);
    `extra_keys` are a variant's options, which the variant checks itself (variant.py)."""
    unknown = sorted(set(options) - set(OPTION_KEYS) - set(extra_keys))
    if unknown:
        known = ", ".join(OPTION_KEYS + extra_keys)
        raise RulesError(f"Yami has no option {unknown[0]!r}; its options are {known}.")
    players = _whole(options.get("players", 2), "players")
    if players not in DEAL_SIZES:
        raise RulesError(f"Yami is for 2, 3 or 4 players, not {players}.")
    mission = _whole(options.get("mission", 1), "mission")
    if mission not in all_missions():
        raise RulesError(f"There is no mission {mission}; missions are 1 to {max(all_missions())}.")
    first = options.get("first", "random")
    if first != "random":
        first = _whole(first, "first")
        if not 0 <= first < players:
            raise RulesError(f"The first player must be a seat from 0 to {players - 1}, or random.")
    return {"players": players, "mission": mission, "first": first}


def first_player(first: int | str, players: int, seed: int) -> int:
    """The chosen seat, or one drawn from the seed (never the automa)."""
    if first != "random":
        return int(first)
    return rng.randbelow(rng.seed_state(seed), players)[0]


def deal(players: int, first: int, seed: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Every position's cards (turn order, automa last) and the unused cards."""
    shuffled, _ = rng.shuffle(rng.seed_state(seed + 1), FULL_DECK)
    sizes = DEAL_SIZES[players]
    table = len(sizes)
    hands: list[tuple[Card, ...]] = [()] * table
    start = 0
    for k, size in enumerate(sizes):
        hands[(first + k) % table] = shuffled[start : start + size]
        start += size
    return tuple(hands), shuffled[start:]


def split_automa(cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The automa's first 4 cards face up (the river), the rest its deck, top first."""
    return tuple(sorted(cards[:RIVER_SIZE])), cards[RIVER_SIZE:]
