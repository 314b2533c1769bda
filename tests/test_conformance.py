"""One conformance check for every game and mode, through the shared `random_sim_check`.

At every step of seeded random games: the engine's own invariants (pieces, tiles,
cards and tokens conserved; scores consistent, as each engine's sim test defines
them), legal actions empty exactly when the game is over, every action's notation
round-trips, and the same seed replays the same game. Every 25th game also goes
through a session: save -> load -> save is byte-identical and undo walks back
through every earlier state.

Each engine plays `--sim-games` games (default 750: about 40 s of one core, a fair
share of the suite's few minutes), shared out evenly over its modes and cut into chunks
of at most 500 so parallel workers (`-n`) can split them. The long run, before a release
or after a change to a rule: `python -m pytest tests/test_conformance.py -n auto --sim-games 100000`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from tests.himiki.mukyan.test_sim import invariant as mukyan_invariant
from tests.himiki.test_sim import invariant as himiki_1v1_invariant
from tests.himiki.test_sim_modes import invariant as himiki_modes_invariant
from tests.himizu.test_sim import conserved as himizu_conserved
from tests.yami.campaign.test_sim import _conserved as campaign_conserved
from tests.yami.test_sim import conserved as yami_conserved
from yamabushi.core.testing import SimGame, random_sim_check
from yamabushi.app.registry import engine_for
from yamabushi.session.testing import check_session_roundtrip
from yamabushi.yami.campaign.data import MOON_IDS, POWER_IDS


class Mode(NamedTuple):
    game: str
    options: dict[str, Any]
    invariant: Callable[[Any], None] | None = None


CAMPAIGN = {"players": 2, "mission": 9, "night": True, "powers": list(POWER_IDS), "power_tokens": 6, "moon": list(MOON_IDS)}

MODES: dict[str, Mode] = {
    "himiki-1v1": Mode("himiki", {"mode": "1v1"}, himiki_1v1_invariant),
    "himiki-1v1-random": Mode("himiki", {"mode": "1v1", "setup": "random"}, himiki_1v1_invariant),
    "himiki-2v2": Mode("himiki", {"mode": "2v2"}, himiki_modes_invariant),
    "himiki-1v1-expert": Mode("himiki", {"mode": "1v1", "expert": True}, himiki_modes_invariant),
    "himiki-2v2-expert": Mode("himiki", {"mode": "2v2", "expert": True}, himiki_modes_invariant),
    "himiki-mukyan": Mode("himiki", {"mode": "mukyan"}, mukyan_invariant),
    "mindlock-easy": Mode("mindlock", {"challenge": "E01"}),
    "mindlock-expert": Mode("mindlock", {"challenge": "X01"}),
    "himizu-A": Mode("himizu", {"board": "A"}, himizu_conserved),
    "himizu-B": Mode("himizu", {"board": "B"}, himizu_conserved),
    **{f"yami-{p}p": Mode("yami", {"players": p, "mission": 1 + p % 2}, yami_conserved) for p in (2, 3, 4)},
    "yami-campaign": Mode("yami", CAMPAIGN, campaign_conserved),
}


CHUNK = 500
SESSION_EVERY = 25


def chunks(games_per_engine: int) -> list[tuple[str, int, int]]:
    """(mode, first game, games) for every chunk: each engine's games shared out over its modes."""
    planned = []
    for game in dict.fromkeys(mode.game for mode in MODES.values()):
        names = [name for name, mode in MODES.items() if mode.game == game]
        for index, name in enumerate(names):
            share = games_per_engine // len(names) + (index < games_per_engine % len(names))
            planned += [(name, first, min(CHUNK, share - first)) for first in range(0, share, CHUNK)]
    return planned


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "chunk" in metafunc.fixturenames:
        planned = chunks(metafunc.config.getoption("--sim-games"))
        metafunc.parametrize("chunk", planned, ids=[f"{name}-{first}" for name, first, _ in planned])


def test_chunks_share_out_every_engines_games():
    planned = chunks(10_000)
    for game in ("himiki", "himizu", "yami", "mindlock"):
        assert sum(n for name, _, n in planned if MODES[name].game == game) == 10_000
    assert {name for name, _, _ in planned} == set(MODES)
    assert max(n for _, _, n in planned) <= CHUNK


def test_every_game_and_mode_conforms(chunk: tuple[str, int, int]) -> None:
    name, first, games = chunk
    mode = MODES[name]
    engine = engine_for(mode.game)
    options = engine.normalize_options(mode.options)
    base = sum(map(ord, name)) * 100_000

    def through_a_session(game: SimGame) -> None:
        if (game.seed - base) % SESSION_EVERY == 0:
            check_session_roundtrip(engine, options, game)

    played = random_sim_check(
        engine, options, games=games, seed=base + first, invariant=mode.invariant, on_game=through_a_session
    )
    assert all(engine.outcome(g.states[-1]) is not None for g in played), "every random game reaches an end"
