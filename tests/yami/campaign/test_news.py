"""What a mission's result is announced with: won or lost, then every change to the
scorepad with what it changes (Moon Phase, envelopes, Totem, Castle, Holo Liana, Nightfall,
stars, missions opened, the campaign won)."""

from __future__ import annotations

from yamabushi.yami.campaign.profile import Profile, new_profile, record
from yamabushi.yami.campaign.text import result_news


def _after(profile: Profile, mission: int, success: bool, rounds: int) -> tuple[Profile, list[str]]:
    later = record(profile, mission, success, rounds)
    return later, result_news(profile, later, mission, success, rounds)


def _played(*attempts: tuple[int, bool, int]) -> Profile:
    profile = new_profile("News", 2)
    for attempt in attempts:
        profile = record(profile, *attempt)
    return profile


def test_a_quick_win_earns_a_star_and_opens_the_next_missions() -> None:
    _, news = _after(new_profile("News", 2), 1, True, 5)
    assert news == ["Mission 1 won in 5 rounds.", "A star: won in 5 rounds or fewer. Stars: 1.", "Open now: mission 2."]


def test_the_first_envelope_names_its_tiles_tokens_and_space() -> None:
    _, news = _after(_played((1, True, 6)), 2, True, 6)
    assert news[1] == (
        "White envelope A opened: Power tiles Drift, Beacon, 2 Power tokens, 1 Power space; "
        "p on the map lays Power tiles."
    )
    assert news[2] == "Open now: missions 3, 4."


def test_a_loss_on_a_moon_phase_box_announces_the_moon_tile_and_its_disadvantage() -> None:
    profile = _played((1, True, 6), (2, True, 6), (3, False, 7), (3, False, 7), (3, False, 7))
    _, news = _after(profile, 3, False, 7)
    assert news == [
        "Mission 3 lost in 7 rounds.",
        "Moon Path box 6 is a Moon Phase: the Waning Moon rises. From now on: Missions last one round less.",
    ]


def test_castle_totem_and_liana_say_what_they_add_or_take_away() -> None:
    profile = _played((1, True, 6), (2, True, 6))
    profile, castle = _after(profile, 4, True, 6)
    assert castle[1] == "A Castle: one more Power token for the rest of the campaign (3 now)."
    profile, _ = _after(profile, 3, True, 6)
    profile, totem = _after(profile, 5, True, 6)
    assert totem[1] == "A Totem: one more Power space (2 now)."
    _, liana = _after(profile, 7, True, 6)  # the sixth attempt also checks a Moon Phase box
    assert liana[1].startswith("Moon Path box 6 is a Moon Phase")
    assert liana[2] == "A Holo Liana is purified (1/4): the Lyken's Rock on D4 is gone from mission 22."
