"""A campaign mission left midway is resumed, never dealt again for free: a new deal
first gives the one in progress up, and the profile keeps that as a failed attempt."""

from __future__ import annotations

import pytest

from yamabushi.app.missions import give_up, resume_mission, start_mission
from yamabushi.app.campaigns import load_profile, mission_path, profile_path, save_profile
from yamabushi.core.errors import RulesError
from yamabushi.yami.campaign.profile import boxes_checked, new_profile, record


def test_a_mission_in_progress_blocks_a_new_deal_until_it_is_given_up():
    profile = record(new_profile("Dusk", 3), 1, True, 6)
    save_profile(profile)
    first, _ = start_mission(profile, 2, seed=7)
    for _ in range(4):
        first.play(first.legal_actions()[0])
    with pytest.raises(RulesError, match=r"^Mission 2 is in progress: resume it, or give it up first\.$"):
        start_mission(profile, 2, seed=8)
    with pytest.raises(RulesError, match="Mission 2 is in progress"):
        start_mission(profile, 3, seed=8)
    assert resume_mission(profile).record() == first.record()  # the same deal, the same actions

    after, news = give_up(profile, first)
    assert news == "Mission 2 given up in round 2: a failed attempt, one box of the Moon Path."
    assert load_profile(profile_path("Dusk")).attempts[-1].model_dump() == {"mission": 2, "success": False, "rounds": 2}
    assert boxes_checked(after) == boxes_checked(profile) + 1 and not mission_path("Dusk").exists()
    again, _ = start_mission(after, 2, seed=8)
    assert again.steps == () and again.options["mission"] == 2
