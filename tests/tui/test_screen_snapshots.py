"""80×24 snapshots of the main screens of every game and mode (update with --snapshot-update).

Each screen is reached the way a player reaches it (menu keys, moves by keys,
hand-offs passed) from a fixed seed, into a position worth looking at, with no
clock or date that could change between runs.
"""

from __future__ import annotations

import os
import random
import time

import pytest

from tests.tui.himiki.keys import keys_for
from tests.tui.himiki.test_2v2_screen import ENGINE, decisive_game, expert_keys, open_game, others, shows, tile_names
from tests.tui.himiki.mukyan.test_screen import press_action, settle
from tests.tui.yami.campaign.test_screens import _good_action
from tests.tui.yami.keys import act
from yamabushi.app.sessions import SaveFile, save_path
from yamabushi.app.registry import engine_for
from yamabushi.himiki.actions import Rotate, Tilt
from yamabushi.himiki.mindlock.challenges import challenge, challenges
from yamabushi.himiki.mindlock.notation import parse_solution
from yamabushi.session.controller import Session
from yamabushi.app.saves import new_save_path, saves_dir, write_atomic
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.himiki.mindlock.screen import MindlockScreen
from yamabushi.tui.screens.replay import ReplayScreen
from yamabushi.tui.screens.resume import ResumeScreen
from yamabushi.tui.screens.settings import SettingsScreen
from yamabushi.tui.yami.campaign.map import CampaignMapScreen
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.yami.campaign.profile import Profile, record
from yamabushi.app.campaigns import save_profile

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
"""Every main screen in its compact layout and in its large one."""


@pytest.fixture(params=list(SIZES.values()), ids=list(SIZES))
def size(request):
    return request.param
CREATED = "2026-03-14T09:26:53+00:00"
"""Every game and campaign here begins at this moment, so no date on screen depends on the run."""


async def menu_to(pilot, key: str, *then: str) -> None:
    """Highlight the main-menu entry `key` by arrow keys, as a player would, then press each
    key of `then` (Enter to open it, Enter again for the first of its list), letting the
    screen settle after each."""
    menu = pilot.app.screen.query_one("#menu")
    while menu.get_option_at_index(menu.highlighted or 0).id != key:
        await pilot.press("down")
    for pressed in then:
        await pilot.press(pressed)
        await pilot.pause()


async def play_hi_mi_ki(pilot, screen, actions) -> None:
    """Press the keys of each action, passing the keyboard at every hand-off."""
    for action in actions:
        if isinstance(pilot.app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press(*expert_keys(screen.session, action, screen.cursor))
        await pilot.pause()


def test_main_menu(snap_compare, size):
    """The banner, every mode with its line, and the highlight moved down to Mindlock."""

    async def highlight(pilot):
        await pilot.pause()
        await menu_to(pilot, "mindlock")

    assert snap_compare(YamabushiApp(), terminal_size=size, run_before=highlight)


def test_hi_mi_ki_2v2(snap_compare, size):
    """Four seats 16 actions in, 2-2: team scores, the seat to play, its `o` cubes, the log."""
    options = {"mode": "2v2", "setup": "random"}

    async def mid_game(pilot):
        """The first 15 actions are played before the screen opens (as a resumed game would be);
        the 16th by keys."""
        session = Session(ENGINE, options, 21, created=CREATED)
        actions = decisive_game(options, 21)[:16]
        for action in actions[:-1]:
            session.play(action)
        screen = await open_game(pilot.app, pilot, session)
        await play_hi_mi_ki(pilot, screen, actions[-1:])
        assert screen.session.state.scores == (2, 2)

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=mid_game)


def test_hi_mi_ki_expert(snap_compare, size):
    """1 vs 1 Expert after the hand-off: only the seat to play's Chaos tiles are on screen."""
    options = {"mode": "1v1", "setup": "random", "expert": True}

    async def mid_game(pilot):
        session = Session(ENGINE, options, 5, created=CREATED)
        rng = random.Random(5)
        chosen = []
        for _ in range(12):  # chosen on a copy, played before the screen opens but the last, by keys
            legal = [a for a in session.legal_actions() if isinstance(a, (Tilt, Rotate))] or session.legal_actions()
            chosen.append(rng.choice(legal))
            session.play(chosen[-1])
        session = Session(ENGINE, options, 5, created=CREATED)
        for action in chosen[:-1]:
            session.play(action)
        screen = await open_game(pilot.app, pilot, session)
        await play_hi_mi_ki(pilot, screen, chosen[-1:])
        if isinstance(pilot.app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        seat = session.to_play()
        assert screen.viewer == seat and tile_names(session, [seat])
        assert shows(pilot.app, tile_names(session, [seat])) == tile_names(session, [seat])
        assert not shows(pilot.app, tile_names(session, others(session, seat)) - tile_names(session, [seat]))

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=mid_game)


def test_muk_yan(snap_compare, size):
    """After Muk Yan's reply to the player's third Tilt: its dice, the cell it played and why."""

    async def mid_game(pilot):
        await pilot.pause()
        screen = pilot.app.screen
        for text in ("place C5 HMK", "place B5 KHM", "place D5 MKH"):
            await press_action(pilot, screen, text)
        await settle(pilot, screen)
        rng = random.Random(4)
        for _ in range(3):
            tilts = [a for a in screen.session.legal_actions() if isinstance(a, Tilt)]
            keys, _ = keys_for(rng.choice(tilts), screen.cursor)
            await pilot.press(*keys)
            await pilot.pause()
            if screen.session.state.replay:
                await pilot.press("e")
            await settle(pilot, screen)
        assert screen.last_roll() is not None

    app = YamabushiApp(start_game="himiki", mode="mukyan", seed=4, save_games=False)
    assert snap_compare(app, terminal_size=size, run_before=mid_game)


def test_mindlock_challenge(snap_compare, size):
    """Expert challenge X05 from the challenge list, two moves into its solution."""
    solution = [m.action for m in parse_solution(challenge("X05").solution)]

    async def two_moves(pilot):
        await pilot.pause()
        await menu_to(pilot, "mindlock")
        await pilot.press("enter")
        await pilot.pause()
        row = [p.id for p in challenges()].index("X05")
        await pilot.press(*["down"] * row, "enter")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, MindlockScreen)
        for action in solution[:2]:
            await pilot.press(*keys_for(action, screen.cursor)[0])
            await pilot.pause()
        assert screen.session.state.moves == 2

    assert snap_compare(YamabushiApp(), terminal_size=size, run_before=two_moves)


def campaign_profile() -> Profile:
    """Two players, four missions won and one lost: rewards, Power tiles and stars to show."""
    profile = Profile(name="Evening", players=2, created=CREATED)
    for mission, success, rounds in ((1, True, 5), (2, False, 7), (2, True, 6), (3, True, 7), (4, True, 6)):
        profile = record(profile, mission, success, rounds)
    return profile


def test_yami_campaign_map(snap_compare, size):
    """The map after five attempts, the next open mission selected, with its detail and the scorepad."""
    save_profile(campaign_profile())

    async def open_map(pilot):
        await pilot.pause()
        await menu_to(pilot, "yami-campaign")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, CampaignMapScreen)
        await pilot.press("down")
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=open_map)


def test_yami_campaign_mission(snap_compare, size):
    """Mission 9 with a Whirlpool, the Tide Moon and a Power tile: discards made, a trick under way."""
    options = {"players": 2, "mission": 9, "first": 0, "powers": ["beacon"], "power_tokens": 1, "moon": ["tide"]}

    async def mid_round(pilot):
        session = Session(engine_for("yami"), options, 4, created=CREATED)
        for _ in range(5):  # played before the screen opens, as a resumed mission; the sixth by keys
            session.play(_good_action(session))
        screen = CampaignMissionScreen(session, lambda success, rounds: None)
        await pilot.app.push_screen(screen)
        await pilot.pause()
        await act(pilot, screen, _good_action(session))
        if isinstance(pilot.app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert session.state.discarded and session.outcome() is None
        assert screen.viewer == session.to_play()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=mid_round)


@pytest.fixture
def utc():
    """Save times are shown in local time: pin it to UTC, so the Resume list reads the same everywhere."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    yield
    if before is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = before
    time.tzset()


def test_resume_list(snap_compare, size, utc):
    """One good save (a Himizu game 12 actions in) above one corrupt save, each with a fixed date."""
    engine = engine_for("himizu")
    session = Session(engine, {"board": "A"}, 3, on_change=SaveFile(new_save_path("himizu")), created=CREATED)
    rng = random.Random(3)
    for _ in range(12):
        session.play(rng.choice(session.legal_actions()))
    corrupt = saves_dir() / "yami-damaged.json"
    write_atomic(corrupt, "{ half a save")
    os.utime(save_path(session), (1_773_480_413, 1_773_480_413))
    os.utime(corrupt, (1_773_394_013, 1_773_394_013))

    async def open_resume(pilot):
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ResumeScreen) and len(pilot.app.screen.entries) == 2

    assert snap_compare(YamabushiApp(), terminal_size=size, run_before=open_resume)


def test_replay_viewer(snap_compare, size):
    """A finished Hi Mi Ki game replayed to its 20th action, picked from the menu's Replay entry."""
    options = {"mode": "1v1", "setup": "random"}
    session = Session(ENGINE, options, 9, on_change=SaveFile(new_save_path("himiki")), created=CREATED)
    for action in decisive_game(options, 9):
        session.play(action)

    async def step_in(pilot):
        await pilot.pause()
        await menu_to(pilot, "replay", "enter", "enter")
        assert isinstance(pilot.app.screen, ReplayScreen)
        await pilot.press(*["right"] * 20)
        await pilot.pause()
        assert pilot.app.screen.index == 20

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=step_in)


def test_settings_after_a_change(snap_compare, size):
    """Settings opened from the menu, with Bot speed changed to Fast by keys."""

    async def change_speed(pilot):
        await pilot.pause()
        await menu_to(pilot, "settings")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, SettingsScreen)
        while pilot.app.focused.id != "bot_speed":
            await pilot.press("tab")
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        assert pilot.app.settings.bot_speed == "fast"

    assert snap_compare(YamabushiApp(), terminal_size=size, run_before=change_speed)
