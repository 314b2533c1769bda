"""Campaign profiles on disk: named, saved atomically, resumed; a corrupt one reported and kept."""

from __future__ import annotations

import pytest

from yamabushi.yami.campaign.profile import new_profile, record
from yamabushi.app.campaigns import (
    CampaignError,
    campaigns_dir,
    list_profiles,
    load_profile,
    profile_path,
    save_profile,
)


def test_a_profile_survives_save_and_load(yamabushi_home) -> None:
    profile = record(record(new_profile("Tuesday group", 3), 1, False, 7), 1, True, 4)
    path = save_profile(profile)
    assert path == yamabushi_home / "campaigns" / "Tuesday group.json"
    assert load_profile(path) == profile
    assert [e.profile for e in list_profiles()] == [profile]


def test_saving_again_replaces_the_file_whole() -> None:
    profile = new_profile("Solo", 2)
    save_profile(profile)
    save_profile(record(profile, 1, True, 5))
    assert len(load_profile(profile_path("Solo")).attempts) == 1
    assert [p.name for p in campaigns_dir().iterdir() if not p.name.startswith(".")] == ["Solo.json"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "Broken.json is not a readable campaign \\(broken JSON at line 1\\)\\."),
        ("[1, 2]", "Broken.json is not a Yami campaign\\."),
        ('{"schema_version": 9}', "Broken.json uses campaign format 9, which this version of Yamabushi cannot read\\."),
        (
            '{"schema_version": 1, "name": "Broken", "players": 7, "created": "x"}',
            "Broken.json is damaged: players: ",
        ),
    ],
)
def test_a_corrupt_profile_is_reported_in_one_sentence_and_kept(text: str, message: str) -> None:
    path = profile_path("Broken")
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CampaignError, match=message) as caught:
        load_profile(path)
    assert "\n" not in str(caught.value)
    assert path.read_text(encoding="utf-8") == text
    [entry] = list_profiles()
    assert entry.profile is None and entry.error == str(caught.value)


def test_a_name_that_cannot_be_a_file_name_is_refused() -> None:
    with pytest.raises(CampaignError, match="cannot name a campaign"):
        profile_path("../escape")
    with pytest.raises(CampaignError, match="cannot name a campaign"):
        save_profile(new_profile("", 2))
