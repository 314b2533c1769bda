"""Whether a game's seed may be shown: not while it would give away what a seat hides.

A seed deals every hand (Yami's cards, Expert's Chaos tiles), so with the seed and
`yamabushi ... replay --seed` anyone could list them. A game keeps secrets when a
seat's observation of the opening position is not the whole position; that is
asked of the engine, so a new game with secrets needs nothing here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from yamabushi.app.registry import engine_for
from yamabushi.core.errors import RulesError


def seed_is_secret(game: str, options: Mapping[str, Any]) -> bool:
    """True when seats of `game` with `options` hold what the others may not see (or when the
    options cannot be read, so nothing is given away by mistake)."""
    try:
        engine = engine_for(game)
        state = engine.new_game(engine.normalize_options(options), 0)
    except RulesError:
        return True
    return bool(engine.observation(state, 0) != state)


def seed_text(seed: int, secret: bool, over: bool) -> str:
    """The header's note: the seed, or that it stays hidden until the game is over."""
    return f"seed {seed}" if over or not secret else "seed shown after the game"
