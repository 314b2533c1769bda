"""One conformance check for every game and mode, through the shared `random_sim_check`.

At every step of seeded random games: the engine's own invariants (pieces, tiles,
cards and tokens conserved; scores consistent, as each engine's sim test defines
them), legal actions empty exactly when the game is over, every action's notation
round-trips, and the same seed replays the same game. After each game: save ->
load -> save is byte-identical and undo walks back through every earlier state.

The default run plays 20 games per mode (`--sim-games`; each engine's own sim test
adds 500-1000 more with its game-specific checks); the full check is
`python -m pytest tests/test_conformance.py --sim-games 10000`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from tests.himiki.test_mukyan_sim import invariant as mukyan_invariant
from tests.himiki.test_sim import invariant as himiki_1v1_invariant
from tests.himiki.test_sim_modes import invariant as himiki_modes_invariant
from tests.himizu.test_himizu_sim import conserved as himizu_conserved
from tests.yami.test_campaign_sim import _conserved as campaign_conserved
from tests.yami.test_sim import conserved as yami_conserved
from yamabushi.core.testing import random_sim_check
from yamabushi.games import engine_for
from yamabushi.session.testing import check_session_roundtrip
from yamabushi.yami.campaign_data import MOON_IDS, POWER_IDS


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


@pytest.mark.parametrize("name", MODES)
def test_every_game_and_mode_conforms(name: str, sim_games: int) -> None:
    mode = MODES[name]
    engine = engine_for(mode.game)
    options = engine.normalize_options(mode.options)
    games = random_sim_check(
        engine,
        options,
        games=sim_games,
        seed=sum(map(ord, name)) * 1000,
        invariant=mode.invariant,
        on_game=lambda game: check_session_roundtrip(engine, options, game),
    )
    assert all(engine.outcome(g.states[-1]) is not None for g in games), "every random game reaches an end"
