"""The games the app knows: one registration line per game or variant, looked up by name.

Each game package declares its spec once (core/spec.py) and shows it on its face; this is
the one place that lists them. A variant's line comes after its base's and adds to it
(`Variant`: its modes and lessons). The menu lists the modes in this order. Adding a game
is its package and its line here; removing a variant is its folder and its line. A spec
imports none of its game's rules, so start-up stays fast; each part loads when asked for.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from yamabushi import himiki, himizu, yami
from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine
from yamabushi.core.spec import GameSpec, Variant
from yamabushi.himiki import expert, mindlock, mukyan
from yamabushi.yami import bots as yami_bots
from yamabushi.yami import campaign, open_hands

REGISTERED: tuple[GameSpec | Variant, ...] = (
    himiki.SPEC,
    expert.VARIANT,
    mukyan.VARIANT,
    mindlock.SPEC,
    himizu.SPEC,
    yami.SPEC,
    campaign.VARIANT,
    open_hands.VARIANT,
    yami_bots.VARIANT,
)


def specs() -> tuple[GameSpec, ...]:
    """Every registered game, each with its variants on top, in registration order."""
    return _fold(REGISTERED)


@lru_cache(maxsize=2)
def _fold(registered: tuple[GameSpec | Variant, ...]) -> tuple[GameSpec, ...]:
    games: dict[str, GameSpec] = {}
    for entry in registered:
        if isinstance(entry, Variant):
            games[entry.base] = games[entry.base].with_variant(entry)
        else:
            games[entry.name] = entry
    return tuple(games.values())


def registered(name: str) -> GameSpec | None:
    """The registered game called `name` (an engine's name, as saves and records carry it)."""
    return next((spec for spec in specs() if spec.name == name), None)


def spec_for(name: str) -> GameSpec:
    """`registered(name)`, or RulesError naming the games there are."""
    found = registered(name)
    if found is None:
        own = own_games()
        known = (*own, *(spec.name for spec in specs() if spec.name not in own))
        raise RulesError(f"Unknown game {name!r}; known games: {', '.join(known)}.")
    return found


def engine_for(name: str) -> Engine[Any, Any]:
    return spec_for(name).engine()


def own_games() -> tuple[str, ...]:
    """The games the command line names (`play`, `rules`, `host`, `simulate`): those with menu
    modes, but not those it calls a mode of another (Mindlock: `play himiki --mode mindlock`)."""
    return tuple(spec.name for spec in specs() if spec.modes and spec.family is None)
