"""Seeded random missions: cards and tiles are conserved, saves and undo round-trip,
and no observation ever shows a card hidden from its seat."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.yami.helpers import ENGINE, cards_in
from yamabushi.core.testing import SimGame, random_sim_check
from yamabushi.session.testing import check_session_roundtrip
from yamabushi.yami.actions import Place
from yamabushi.yami.board import SIZE
from yamabushi.yami.cards import FULL_DECK
from yamabushi.yami.deal import DEAL_SIZES
from yamabushi.yami.placement import squares_of_place
from yamabushi.yami.state import ROUNDS, YamiState

GAMES_PER_SETUP = 100
SETUPS = [{"players": p, "mission": m} for p in (2, 3, 4) for m in (1, 2)]


def conserved(state: YamiState) -> None:
    """Every card is in exactly one place; each Decision tile is placed once, where it fits."""
    everywhere = [c for h in state.hands for c in h] + list(state.river + state.deck + state.unused + state.played)
    everywhere += [c for t in state.tricks for c in t.cards]
    assert Counter(everywhere) == Counter(FULL_DECK)
    decisions = [t.decision for t in state.tricks]
    assert [p.card for p in state.placed] + ([state.pending] if state.pending else []) == decisions
    covered = state.mission.blocked
    for p in state.placed:
        assert p.squares == squares_of_place(Place(p.card, p.anchor, p.rotation, p.flipped))
        assert not p.mask & covered and all(0 <= s < SIZE * SIZE for s in p.squares)
        covered |= p.mask
    _hand_sizes(state)
    assert len(state.tricks) <= ROUNDS
    if state.status == "success":
        assert state.mission.surround & ~covered == 0


def _hand_sizes(state: YamiState) -> None:
    """A seat holds what it was dealt minus the cards it has played."""
    played = Counter(t.player_of(i) for t in state.tricks for i in range(len(t.cards)))
    played.update((state.leader + i) % state.table_size for i in range(len(state.played)))
    dealt = sorted(DEAL_SIZES[state.players])
    sizes = [len(h) + played[i] for i, h in enumerate(state.hands)]
    if state.automa is not None:
        sizes.append(len(state.river) + len(state.deck) + played[state.automa])
    assert sorted(sizes) == dealt


def private_views(game: SimGame) -> None:
    """Each seat's view holds no card of another hand, the automa's deck or the unused pile."""
    for state in game.states[::5]:
        for seat in range(state.players):
            hidden = {c for i, h in enumerate(state.hands) if i != seat for c in h}
            hidden |= set(state.deck) | set(state.unused)
            view = ENGINE.observation(state, seat)
            assert not hidden & set(cards_in(view))
            assert view.hand == state.hands[seat]


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: f"{o['players']}p-m{o['mission']}")
def test_random_missions_keep_every_card_and_tile(options: dict) -> None:
    ends: Counter[str] = Counter()

    def check(game: SimGame) -> None:
        private_views(game)
        ends[game.states[-1].status] += 1
        if game.seed % 25 == 0:
            check_session_roundtrip(ENGINE, options, game)

    games = random_sim_check(ENGINE, options, games=GAMES_PER_SETUP, seed=1000, invariant=conserved, on_game=check)
    assert len(games) == GAMES_PER_SETUP and ends["playing"] == 0
    assert ends["failed"] > 0
