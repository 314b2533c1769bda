"""The Yami game, campaign mission and campaign map screens at 80×24 (compact: nothing cut) and at 120×40
(large: 5-wide squares, every hand card's tile shape), in the moments a player looks longest:
a card picked, a trick won with its tile to place, a campaign board full of pieces."""

from __future__ import annotations

import pytest

from tests.tui.yami.keys import act, new_session, open_table
from yamabushi.app.campaigns import save_profile
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.yami.campaign.map import CampaignMapScreen
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.yami.actions import Play, PlayDeck
from yamabushi.yami.campaign.profile import new_profile, record

SIZES = [(80, 24), (120, 40)]


async def _take_keyboard(pilot) -> None:
    while isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=["compact", "large"])
def test_a_card_picked(snap_compare, size):
    async def picked(pilot):
        session = new_session(2, 5, first=0)
        screen = await open_table(pilot.app, pilot, session)
        await act(pilot, screen, next(a for a in session.legal_actions() if isinstance(a, Play)))
        await _take_keyboard(pilot)
        await pilot.press("right")
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=picked)


@pytest.mark.parametrize("size", SIZES, ids=["compact", "large"])
def test_a_trick_won_and_its_tile_to_place(snap_compare, size):
    async def won(pilot):
        session = new_session(3, 5, first=0)
        screen = await open_table(pilot.app, pilot, session)
        while session.state.phase == "play":
            await act(pilot, screen, next(a for a in session.legal_actions() if isinstance(a, (Play, PlayDeck))))
        await _take_keyboard(pilot)
        await pilot.press("left")
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=won)


@pytest.mark.parametrize("size", SIZES, ids=["compact", "large"])
def test_the_lyken_s_mission(snap_compare, size):
    async def lair(pilot):
        options = {"players": 2, "mission": 22, "first": 0, "powers": ["drift", "beacon"], "power_tokens": 2}
        screen = CampaignMissionScreen(Session(engine_for("yami"), options, 7), lambda won, rounds: "")
        await pilot.app.push_screen(screen)
        await pilot.pause()
        await _take_keyboard(pilot)
        await pilot.press("3")
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=lair)


@pytest.mark.parametrize("size", SIZES, ids=["compact", "large"])
def test_the_campaign_map(snap_compare, size):
    """A group three missions in: stars, open and locked missions, Power tiles; named when large."""

    async def mapped(pilot):
        profile = new_profile("Tuesday", 2)
        for mission, rounds in ((1, 5), (2, 6), (4, 4)):
            profile = record(profile, mission, True, rounds)
        save_profile(profile)
        await pilot.app.push_screen(CampaignMapScreen(profile))
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=mapped)
