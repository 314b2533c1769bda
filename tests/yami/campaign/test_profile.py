"""The campaign from a fresh profile to the Lyken, with scripted mission results."""

from __future__ import annotations

import pytest

from yamabushi.core.errors import DataError, RulesError
from yamabushi.data import rules_dir
from yamabushi.yami.campaign.profile import (
    choose_loadout,
    mission_options,
    new_profile,
    powers_owned,
    record,
    scorepad,
    standing,
)
from yamabushi.yami.campaign.data import campaign, campaign_from_text
from yamabushi.yami.engine import Yami

# Mission 1 failed once, then every mission in map order; 4 and 9 took 6 rounds.
SCRIPT = [(1, False, 7)] + [(m, True, 6 if m in (4, 9) else 5) for m in range(1, 23)]


def _play(script: list[tuple[int, bool, int]]):
    profile = new_profile("Kakapo friends", 2)
    for mission, success, rounds in script:
        profile = record(profile, mission, success, rounds)
    return profile


def test_a_fresh_campaign_opens_only_the_first_mission() -> None:
    profile = new_profile("New", 3)
    assert [m for m in range(1, 23) if standing(profile, m) == "open"] == [1]
    pad = scorepad(profile)
    assert (pad.boxes, pad.spaces, pad.tokens, pad.powers, pad.stars, pad.moon_tiles) == (0, 0, 0, (), 0, ())


def test_a_success_opens_the_neighbours_on_the_map() -> None:
    profile = _play(SCRIPT[:3])
    assert standing(profile, 2) == "done"
    assert [m for m in range(1, 23) if standing(profile, m) == "open"] == [3, 4]
    assert standing(profile, 22) == "locked"


def test_envelope_a_after_mission_two_gives_tokens_a_space_and_two_powers() -> None:
    pad = scorepad(_play(SCRIPT[:3]))
    assert (pad.tokens, pad.spaces, pad.powers) == (2, 1, ("drift", "beacon"))


def test_totems_castles_envelopes_and_lianas_add_up_over_the_campaign() -> None:
    pad = scorepad(_play(SCRIPT[:16]))  # up to mission 15
    assert (pad.spaces, pad.tokens, pad.lianas, pad.night) == (3, 5, 2, True)
    assert pad.powers == ("drift", "beacon", "wild", "hourglass", "clear")
    end = scorepad(_play(SCRIPT))
    assert (end.spaces, end.lianas) == (4, 4) and set(end.powers) == {p.id for p in campaign().powers}


def test_a_locked_or_finished_mission_cannot_be_recorded() -> None:
    profile = _play(SCRIPT[:3])
    with pytest.raises(RulesError, match="Mission 5 is not open yet"):
        record(profile, 5, True, 4)
    with pytest.raises(RulesError, match="Mission 2 is already done"):
        record(profile, 2, True, 4)
    with pytest.raises(RulesError, match="The campaign is over"):
        record(_play(SCRIPT), 1, True, 4)


def test_every_attempt_checks_a_moon_box_and_moon_phases_bring_stacking_moon_tiles() -> None:
    assert scorepad(_play(SCRIPT[:5])).moon_tiles == ()
    assert scorepad(_play(SCRIPT[:6])).moon_tiles == ("waning",)
    assert scorepad(_play(SCRIPT[:12])).moon_tiles == ("waning", "tide")
    profile = _play(SCRIPT[:18])
    assert scorepad(profile).boxes == 18
    assert mission_options(profile, 16)["moon"] == ["waning", "tide", "silent"]


def test_stars_for_quick_successes_and_for_the_moon_boxes_left_when_the_lyken_falls() -> None:
    profile = _play(SCRIPT)
    pad = scorepad(profile)
    assert pad.finished and set(pad.mission_stars) == set(range(1, 23)) - {4, 9}
    assert pad.boxes == 23
    assert pad.stars == 20 + 2 * (28 - 23)


def test_the_mission_options_carry_night_mode_powers_moon_tiles_and_lianas() -> None:
    profile = choose_loadout(_play(SCRIPT[:22]), ("hourglass", "drift", "clear"))
    options = mission_options(profile, 22, first=1)
    assert options == {
        "players": 2,
        "mission": 22,
        "first": 1,
        "night": True,
        "powers": ["hourglass", "drift", "clear"],
        "power_tokens": 5,
        "moon": ["waning", "tide", "silent"],
        "lianas": 4,
    }
    state = Yami().new_game(options, 3)
    assert state.mission.hazards.rocks == 0 and state.campaign.whirlpools == 0  # the lianas purified them
    assert (state.campaign.rounds, state.campaign.power_tokens) == (6, 4)


def test_before_nightfall_missions_show_their_printed_side() -> None:
    profile = _play(SCRIPT[:11])
    assert mission_options(profile, 10)["night"] is False


def test_the_loadout_takes_owned_power_tiles_up_to_the_unlocked_spaces() -> None:
    profile = _play(SCRIPT[:3])
    assert choose_loadout(profile, ("beacon",)).loadout == ("beacon",)
    with pytest.raises(RulesError, match="unlocked 1 Power space, not 2"):
        choose_loadout(profile, ("drift", "beacon"))
    with pytest.raises(RulesError, match="no Power tile 'rain' yet"):
        choose_loadout(profile, ("rain",))
    assert powers_owned(new_profile("x", 2)) == ()


def _campaign_text() -> str:
    return (rules_dir() / "data" / "yami_campaign.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("opens = [20, 21]", "opens = [20]", "missions \\[21\\] can never be opened"),
        ('rewards = ["envelope:E"]', 'rewards = ["envelope:Z"]', "envelope:Z, which is not among the envelopes"),
        ('rewards = ["castle"]', 'rewards = ["crown"]', "unknown reward 'crown'"),
        ('tile = "fog"', 'tile = "storm"', "moon_phases.3.tile"),
        ("mission = 22\n", "mission = 23\n", "missions 1 to 22 once each"),
    ],
)
def test_a_broken_campaign_file_is_refused_naming_the_file(old: str, new: str, message: str) -> None:
    text = _campaign_text()
    assert old in text
    with pytest.raises(DataError, match=f"campaign.toml: .*{message}"):
        campaign_from_text(text.replace(old, new, 1), "campaign.toml")
