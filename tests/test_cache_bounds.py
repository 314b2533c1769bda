"""Every cache is bounded, so a long run (simulate, generate, a day at the TUI) keeps its
memory flat: a cache keyed by positions, masks, purses or characters has a maxsize, and
only caches keyed by the shipped data (a card, a shape, a board side, a player count, or
nothing) may go without one, as the data itself bounds them."""

from __future__ import annotations

import importlib
import pkgutil
import random
from typing import Any

import yamabushi
from yamabushi.core.testing import play_random_game
from yamabushi.himiki.engine import HiMiKi
from yamabushi.himiki.mindlock import solver
from yamabushi.himiki.mukyan.choice import decide

DATA_KEYED = {
    "yamabushi.data.rules_dir", "yamabushi.himiki.bots.kit", "yamabushi.himiki.chaos.tiles",
    "yamabushi.himiki.mindlock.challenges.challenges", "yamabushi.himiki.mukyan.data.mukyan_table",
    "yamabushi.himizu.board.himizu_data", "yamabushi.himizu.board.board_for", "yamabushi.himizu.bots.kit",
    "yamabushi.yami.board.spots", "yamabushi.yami.bots.kit.kit", "yamabushi.yami.bots.forecast.spot_masks",
    "yamabushi.yami.bots.forecast.spots_at",
    "yamabushi.yami.campaign.data.campaign", "yamabushi.yami.engine._position_names",
    "yamabushi.yami.missions.all_missions", "yamabushi.yami.missions.missions",
    "yamabushi.yami.placement._table", "yamabushi.yami.polyomino.canonical_orientation",
    "yamabushi.yami.polyomino.orientations", "yamabushi.yami.spirits.spirit_shapes",
    "yamabushi.himizu.rules._move", "yamabushi.himizu.abilities._puddle_move", "yamabushi.himizu.abilities._uses",
    "yamabushi.himiki.bots._master_evaluate_for", "yamabushi.himizu.bots._partners", "yamabushi.net.transport.observation.hidden_for",
    "yamabushi.app.rated_modes.rated_modes",
}
"""Unbounded caches whose keys come from the shipped data only (cards, their shapes, board
sides, player counts, a seat's number, a game's name) or that take no argument, and Himizu's shared action objects, one per
pair of squares of the board (or per spirit, ability and payment a purse can make)."""


def cached_functions() -> dict[str, Any]:
    """Every functools cache in the package, named after the module it was made in (or, for
    a cached class, the module holding it), not the modules that import it."""
    found: dict[int, str] = {}
    caches: dict[int, Any] = {}
    for info in pkgutil.walk_packages(yamabushi.__path__, "yamabushi."):
        if info.name.endswith("__main__"):
            continue
        for name, value in vars(importlib.import_module(info.name)).items():
            if hasattr(value, "cache_parameters") and (id(value) not in found or value.__module__ == info.name):
                found[id(value)], caches[id(value)] = f"{info.name}.{name}", value
    return {found[key]: caches[key] for key in found}


def test_every_cache_keyed_by_play_has_a_bound():
    found = dict(cached_functions())
    unbounded = {name for name, f in found.items() if f.cache_parameters()["maxsize"] is None}
    assert unbounded - DATA_KEYED == set()
    assert DATA_KEYED <= set(found)  # the list names functions that are there


def test_muk_yan_keeps_its_decisions_within_the_bound_over_many_games():
    decide.cache_clear()
    for seed in range(500):
        play_random_game(HiMiKi(), {"mode": "mukyan"}, seed)
    info = decide.cache_info()
    assert info.maxsize == 4096 and info.misses > info.maxsize and info.currsize <= info.maxsize


def test_mindlock_bounds_keep_within_the_bound_over_many_positions():
    """As a long `mindlock generate` would: Black cubes on ever new squares."""
    solver.covers_needed.cache_clear()
    rng = random.Random(1)
    for _ in range(3000):
        solver.covers_needed(sum(1 << s for s in rng.sample(range(len(solver.NEAR)), 6)))
    info = solver.covers_needed.cache_info()
    assert info.maxsize == 4096 and info.misses > info.maxsize and info.currsize <= info.maxsize
