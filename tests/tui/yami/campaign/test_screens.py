"""The Yami campaign screens driven headless: new campaign, map, Power tiles, a mission
played to its end and written into the profile, discards, powers, resuming, a bad file."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Label

from tests.tui.screen_text import words_in
from tests.tui.yami.keys import act, shown_text
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.app.stats import load_games
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.screens.choice import ChoiceScreen
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.yami.campaign.over import MissionOverScreen
from yamabushi.tui.yami.campaign.picker import CampaignListScreen, NewCampaignScreen
from yamabushi.tui.yami.campaign.map import CampaignMapScreen
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.tui.yami.campaign.powers import LoadoutScreen, PowerUseScreen
from yamabushi.yami.actions import Discard, Place, Play, PlayDeck
from yamabushi.yami.campaign.profile import new_profile, record
from yamabushi.app.campaigns import list_profiles, load_profile, mission_path, profile_path, save_profile
from yamabushi.yami.placement import preview


SEED = 11
"""The deal a mission started from the map gets here (a player's comes from `secrets`)."""


async def _open_map(app: YamabushiApp, pilot, profile) -> CampaignMapScreen:
    save_profile(profile)
    screen = CampaignMapScreen(profile)
    await app.push_screen(screen)
    await pilot.pause()
    return screen


def _good_action(session: Session):
    """A card, or a placement that breaks no coloured edge when there is one."""
    legal = session.legal_actions()
    places = [a for a in legal if isinstance(a, Place)]
    state = session.state
    fine = [p for p in places if not preview(p, state.mission, state.occupied).clashes]
    return (fine or places or [a for a in legal if isinstance(a, (Play, PlayDeck, Discard))])[0]


async def test_the_menu_opens_the_campaigns_and_a_new_one_is_named_and_saved():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.ask_new_game("yami-campaign")
        await pilot.pause()
        assert isinstance(app.screen, CampaignListScreen)
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Kakapo club", "enter")
        await pilot.pause()
        assert isinstance(app.screen, CampaignMapScreen)
        assert "Mission 1: Training: first encirclement" in shown_text(app)
        assert "Moon Path ....." in shown_text(app)
        assert load_profile(profile_path("Kakapo club")).players == 2


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_a_refused_campaign_name_is_said_whole_in_the_dialog(size):
    """Before, the reason ran past the dialog's right edge, cut after "letters, digits, sp"."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        app.ask_new_game("yami-campaign")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewCampaignScreen)
        note = app.screen.query_one("#note", Label)
        said = " ".join(str(note.render()).split())
        assert said.startswith("'' cannot name a campaign") and words_in(app, note.region) == said
        assert app.screen.query_one(".dialog").region.contains_region(note.region)


async def test_a_mission_played_to_its_end_goes_into_the_profile(monkeypatch):
    monkeypatch.setattr("yamabushi.tui.yami.campaign.map.secrets.randbelow", lambda _: SEED)  # the map deals at random
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open_map(app, pilot, new_profile("Evening", 2))
        await pilot.press("enter")
        await pilot.pause()
        mission = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen))
        assert mission_path("Evening").exists()
        session = mission.session
        while session.outcome() is None and len(session.state.tricks) < session.state.campaign.rounds:
            session.play(_good_action(session))  # on the session, to the last trick's tile
        mission.post_message(SessionChanged())
        await pilot.pause()
        assert session.outcome() is None, "the last trick's tile is still to place"
        while session.outcome() is None:  # the last tile, by keys
            played = len(session.steps)
            await act(pilot, mission, _good_action(session))
            assert len(session.steps) > played, f"the keys for {_good_action(session)} played nothing"
        assert isinstance(app.screen, MissionOverScreen)
        won = mission.session.state.status == "success"
        assert ("Mission won" if won else "Mission lost") in shown_text(app)
        assert [str(b.label) for b in app.screen.query(Button)] == ["Map (m)", "Board (Esc)"]
        await pilot.press("m")
        await pilot.pause()
        assert app.screen is screen
        saved = load_profile(profile_path("Evening"))
        assert [(a.mission, a.success) for a in saved.attempts] == [(1, mission.session.state.status == "success")]
        assert not mission_path("Evening").exists()
        assert "Moon Path x" in shown_text(app) and "Mission 1 " in shown_text(app)
        [counted] = load_games().values()
        assert (counted.mode, counted.result) == ("yami-campaign", "won" if saved.attempts[0].success else "lost")


async def test_leaving_a_mission_midway_resumes_it_with_the_campaign():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        profile = new_profile("Later", 3)
        await _open_map(app, pilot, profile)
        await pilot.press("enter")
        await pilot.pause()
        mission = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen))
        await act(pilot, mission, _good_action(mission.session))
        played = mission.session.record().actions
        await pilot.press("escape")
        await pilot.pause()
        app.pop_screen()
        await pilot.pause()
        await _open_map(app, pilot, profile)
        again = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen) and s is not mission)
        assert again.session.record().actions == played


async def test_a_mission_left_midway_is_resumed_from_the_map_or_given_up_never_dealt_again_for_free():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        profile = new_profile("Owls", 3)
        screen = await _open_map(app, pilot, profile)
        await pilot.press("enter")
        await pilot.pause()
        mission = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen))
        await act(pilot, mission, _good_action(mission.session))
        played = mission.session.record()
        await pilot.press("escape")  # a hand-off, then the board
        await pilot.pause()
        while app.screen is not screen:
            app.pop_screen()
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen) and "Mission 1 was left midway" in shown_text(app)
        await pilot.press("1")
        await pilot.pause()
        again = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen))
        assert again.session.record() == played  # the same deal, the same actions
        while app.screen is not screen:
            app.pop_screen()
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("2")  # restart: the attempt in progress counts
        await pilot.pause()
        fresh = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen))
        assert fresh is not again and fresh.session.steps == ()
        [attempt] = load_profile(profile_path("Owls")).attempts
        assert (attempt.mission, attempt.success, attempt.rounds) == (1, False, 1)
        assert screen.profile.attempts == (attempt,)


async def test_power_tiles_are_laid_on_the_spaces_before_a_mission():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        profile = record(record(new_profile("Powers", 2), 1, True, 5), 2, True, 5)
        await _open_map(app, pilot, profile)
        await pilot.press("enter")  # mission 3, the first open one
        await pilot.pause()
        assert isinstance(app.screen, LoadoutScreen)
        await pilot.press("down", "space", "s")  # tick Beacon (the second tile), start
        await pilot.pause()
        mission = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen))
        assert mission.session.state.campaign.powers == ("beacon",) and mission.session.state.campaign.power_tokens == 2
        assert load_profile(profile_path("Powers")).loadout == ("beacon",)


async def test_a_power_is_used_from_its_menu_and_discards_are_picked_by_keys():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        options = {"players": 2, "mission": 9, "first": 0, "powers": ["beacon"], "power_tokens": 1, "moon": ["tide"]}
        session = Session(engine_for("yami"), options, 4)
        results: list[tuple[bool, int]] = []
        screen = CampaignMissionScreen(session, lambda success, rounds: results.append((success, rounds)))
        await app.push_screen(screen)
        await pilot.pause()
        assert session.state.phase == "discard"
        await act(pilot, screen, Discard(session.state.hands[0][0]))
        assert session.state.campaign.discards == (1,) and isinstance(app.screen, HandOffScreen)
        await act(pilot, screen, Discard(session.state.hands[1][0]))
        assert session.state.phase == "play"
        while isinstance(app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PowerUseScreen)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert session.state.campaign.called is not None and session.state.campaign.power_tokens == 0
        assert "Power tokens 0" in shown_text(app)


async def test_a_corrupt_campaign_is_listed_with_its_reason_and_kept():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        path = profile_path("Broken")
        path.parent.mkdir(parents=True)
        path.write_text("{oops", encoding="utf-8")
        await app.push_screen(CampaignListScreen())
        await pilot.pause()
        assert "Broken.json is not a readable campaign" in shown_text(app)
        assert path.read_text(encoding="utf-8") == "{oops"
        assert [e.error is not None for e in list_profiles()] == [True]


async def test_a_damaged_mission_save_is_kept_aside_when_the_next_mission_starts():
    damaged = b'{"schema_version": 1, "game": "yami", "actions": [[[[['
    mission_path("Broken").parent.mkdir(parents=True)
    mission_path("Broken").write_bytes(damaged)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_map(app, pilot, new_profile("Broken", 2))
        assert "The mission in progress cannot be resumed: Broken.json is not a readable save" in shown_text(app)
        assert mission_path("Broken").read_bytes() == damaged
        await pilot.press("enter")
        await pilot.pause()
        assert any(isinstance(s, CampaignMissionScreen) for s in app.screen_stack)
        [aside] = mission_path("Broken").parent.glob("Broken.damaged-*.json")
        assert aside.read_bytes() == damaged
        assert any(aside.name in n.message for n in app._notifications)
