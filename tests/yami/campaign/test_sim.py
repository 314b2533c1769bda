"""Random campaign missions with every token, power and Moon tile: the cards stay
conserved and hidden, and saves, notation and undo round-trip."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.yami.helpers import ENGINE, cards_in
from yamabushi.core.testing import random_sim_check
from yamabushi.session.testing import check_session_roundtrip
from yamabushi.yami.campaign.data import MOON_IDS, POWER_IDS
from yamabushi.yami.cards import FULL_DECK
from yamabushi.yami.state import YamiState

SETUPS = [(9, 2), (16, 3), (22, 4), (22, 2)]


def _conserved(state: YamiState) -> None:
    everywhere = [c for h in state.hands for c in h] + list(state.river + state.deck + state.unused + state.played)
    everywhere += [c for t in state.tricks for c in t.cards] + list(state.discarded)
    assert Counter(everywhere) == Counter(FULL_DECK)
    assert len(state.tricks) <= state.campaign.rounds and state.campaign.power_tokens >= 0
    for seat in range(state.players):
        hidden = {c for i, h in enumerate(state.hands) if i != seat for c in h} | set(state.deck + state.discarded)
        assert not hidden & set(cards_in(ENGINE.observation(state, seat)))


@pytest.mark.parametrize(("mission", "players"), SETUPS)
def test_random_campaign_missions_keep_the_rules(mission: int, players: int) -> None:
    options = ENGINE.normalize_options(
        {
            "players": players,
            "mission": mission,
            "night": True,
            "powers": list(POWER_IDS),
            "power_tokens": 6,
            "moon": list(MOON_IDS),
        }
    )
    games = random_sim_check(ENGINE, options, games=8, seed=mission * 7 + players, invariant=_conserved)
    for game in games[:2]:
        check_session_roundtrip(ENGINE, options, game)
