"""What a game's save or record may show before the end: nothing that deals a hidden hand.

A seed deals every hand (Yami's cards, Expert's Chaos tiles): with it `yamabushi yami replay
--seed` lists them all. And a move's notation may name a card thrown face down. So while a
game with secrets is unfinished, every output of its save or record asks here and holds its
seed (and its moves, where they go whole) back: the app's header and replay viewer, the
Resume list, plain mode, `record export`, `review`, a table's messages. The end of such a
game is final (no undo reopens it: `Session.end_is_final`), so from then on all may be
shown. Whether a game keeps secrets is the engine's word (`Engine.hidden_information`), so
a new game with secrets needs nothing here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from yamabushi.app.registry import engine_for
from yamabushi.core.errors import RulesError


def keeps_secrets(game: str, options: Mapping[str, Any]) -> bool:
    """True when seats of `game` with `options` hold what the others may not see (and when the
    options cannot be read, so nothing is given away by mistake)."""
    try:
        return engine_for(game).hidden_information(options)
    except RulesError:
        return True


def withheld(game: str, options: Mapping[str, Any], over: bool) -> bool:
    """True while the seed and the moves of this game may not be shown: it keeps secrets and
    is not over."""
    return not over and keeps_secrets(game, options)


def seed_text(seed: int, held: bool) -> str:
    """A header's note: the seed, or that it is shown once the game is over."""
    return "seed shown after the game" if held else f"seed {seed}"
