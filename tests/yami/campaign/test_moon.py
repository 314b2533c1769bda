"""Moon tiles: each disadvantage at the table, and all of them stacked."""

from __future__ import annotations

import pytest

from tests.yami.helpers import ENGINE, play
from yamabushi.core.errors import IllegalAction
from yamabushi.yami.actions import Discard
from yamabushi.yami.campaign.data import MOON_IDS, campaign
from yamabushi.yami.campaign.moon import MOON_RULES


def _mission(*moon: str, **extra) -> object:
    options = ENGINE.normalize_options({"players": 2, "mission": 3, "first": 0, "moon": list(moon), **extra})
    return ENGINE.new_game(options, 11)


def test_every_moon_tile_of_the_campaign_has_a_rule() -> None:
    assert set(MOON_RULES) == set(MOON_IDS) == {t.id for t in campaign().moon_tiles}


def test_waning_moon_shortens_the_mission_by_a_round() -> None:
    assert _mission().campaign.rounds == 7 and _mission("waning").campaign.rounds == 6


def test_tide_moon_makes_everyone_throw_a_card_before_round_one() -> None:
    plain, state = _mission(), _mission("tide")
    assert state.phase == "discard" and state.campaign.discards == (0, 1)
    assert state.deck == plain.deck[1:] and state.discarded == plain.deck[:1]
    assert ENGINE.to_play(state) == 0
    assert ENGINE.legal_actions(state) == [Discard(c) for c in state.hands[0]]
    first = str(state.hands[0][0])
    state, _ = play(state, f"-{first}")
    second = str(state.hands[1][0])
    state, _ = play(state, f"-{second}")
    assert state.phase == "play" and [len(h) for h in state.hands] == [9, 9]


def test_silent_moon_takes_one_power_token_out_of_each_mission() -> None:
    assert _mission("silent", powers=["beacon"], power_tokens=3).campaign.power_tokens == 2


def test_fog_moon_makes_round_one_be_led_in_the_trump_cards_colour() -> None:
    state = _mission("fog")
    trump = state.mission.trump
    assert state.campaign.lead_colours == (trump,)
    wrong = next(c for c in state.hands[0] if c.colour != trump)
    assert any(c.colour == trump for c in state.hands[0])
    with pytest.raises(IllegalAction, match="must lead blue"):
        play(state, str(wrong))


def test_moon_tiles_stack() -> None:
    state = _mission("waning", "tide", "silent", "fog", powers=["beacon"], power_tokens=2)
    assert (state.campaign.rounds, state.campaign.power_tokens, state.phase, state.campaign.lead_colours) == (6, 1, "discard", ("B",))
