"""A Drift steered by keys as a typed one, Esc cancelling it, the Power tiles dialog starting
the mission from either path with ticks drawn as a glyph, and the mission's end in words."""

from __future__ import annotations

import pytest
from textual.widgets import Button

from tests.tui.screen_text import whole_screen, words_in

from tests.tui.yami.keys import act, shown_text
from yamabushi.app.campaigns import save_profile
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.yami.campaign.map import CampaignMapScreen
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.tui.yami.campaign.over import MissionOverScreen
from yamabushi.tui.yami.campaign.powers import LoadoutScreen, PowerUseScreen, TickList
from yamabushi.yami.actions import Place, Play, PlayDeck, UsePower
from yamabushi.yami.board import cell_of
from yamabushi.yami.campaign.profile import new_profile, record
from yamabushi.yami.board import index_of
from yamabushi.yami.campaign import use_label
from yamabushi.yami.notation import format_action

OPTIONS = {"players": 2, "mission": 3, "first": 0, "powers": ["drift"], "power_tokens": 1}


async def _mission_with_a_tile(app: YamabushiApp, pilot) -> CampaignMissionScreen:
    """A mission with Drift on its Power space, one trick played and its tile placed on the
    session before the screen opens (the mission's end below places its last tile by keys)."""
    session = Session(engine_for("yami"), OPTIONS, 11)
    while session.state.phase == "play":
        session.play(next(a for a in session.legal_actions() if isinstance(a, (Play, PlayDeck))))
    session.play(next(a for a in session.legal_actions() if isinstance(a, Place)))
    screen = CampaignMissionScreen(session, lambda won, rounds: "")
    await app.push_screen(screen)
    await pilot.pause()
    while isinstance(app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()
    assert session.state.placed and session.state.phase == "play"
    return screen


async def _lift(pilot, screen: CampaignMissionScreen) -> None:
    await pilot.press("p")
    await pilot.pause()
    assert isinstance(pilot.app.screen, PowerUseScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert screen.drifting == screen.session.state.placed[0].card


async def test_a_drift_steered_by_keys_onto_its_own_squares_plays_what_typing_it_would():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _mission_with_a_tile(app, pilot)
        session = screen.session
        tile = session.state.placed[0]
        await _lift(pilot, screen)
        step = "left" if cell_of(tile.anchor)[1] > 0 else "right"
        await pilot.press(step)
        await pilot.pause()
        moved = screen.listed_draft()
        assert moved is not None and set(screen.engine.preview(screen.table_view(), moved).squares) & set(tile.squares)
        assert "taken" not in shown_text(app), "the lifted tile's own squares are free for it"
        typed = session.engine.parse_action(session.state, f"!drift:{format_action(moved)}")
        await pilot.press("enter")
        await pilot.pause()
        assert session.steps[-1].action == typed == UsePower("drift", move=moved)
        assert session.state.placed[0].squares != tile.squares


async def test_escape_while_steering_a_drift_cancels_it_and_stays_in_the_mission():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _mission_with_a_tile(app, pilot)
        before = screen.session.state
        await _lift(pilot, screen)
        await pilot.press("left", "escape")
        await pilot.pause()
        assert app.screen is screen and screen.drifting is None and screen.draft is None
        assert screen.session.state == before
        assert "Drift cancelled" in shown_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not screen, "Esc with no Drift going leaves for the map"


def _profile_with_powers():
    profile = new_profile("Powers", 2)
    for mission, rounds in ((1, 6), (2, 6)):
        profile = record(profile, mission, True, rounds)
    save_profile(profile)
    return profile


async def test_the_power_tiles_dialog_opened_with_p_starts_the_mission_and_ticks_show_a_glyph():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(CampaignMapScreen(_profile_with_powers()))
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, LoadoutScreen)
        ticks = app.screen.query_one(TickList)
        assert str(ticks.render_line(0).text)[:3] == "▐ ▌"
        await pilot.press("space")
        await pilot.pause()
        assert str(ticks.render_line(0).text)[:3] == "▐x▌" and str(ticks.render_line(1).text)[:3] == "▐ ▌"
        await pilot.click("#start")
        await pilot.pause()
        mission = app.screen_stack[-1] if not isinstance(app.screen, HandOffScreen) else app.screen_stack[-2]
        assert isinstance(mission, CampaignMissionScreen)
        assert mission.session.options["mission"] == 3 and mission.session.state.campaign.powers == ("drift",)


async def test_a_mission_s_end_says_won_or_lost_and_what_changed_with_map_and_board_buttons():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        short = {**OPTIONS, "powers": [], "power_tokens": 0}
        session = Session(engine_for("yami"), short, 11)
        news: list[tuple[bool, int]] = []
        screen = CampaignMissionScreen(session, lambda won, rounds: news.append((won, rounds)) or "Moon Path box 1.")
        await app.push_screen(screen)
        await pilot.pause()
        def next_action():
            return next(a for a in session.legal_actions() if isinstance(a, (Play, PlayDeck, Place)))

        while session.outcome() is None and len(session.state.tricks) < session.state.campaign.rounds:
            session.play(next_action())
        screen.post_message(SessionChanged())
        await pilot.pause()
        assert session.outcome() is None, "the last trick's tile is still to place"
        while session.outcome() is None:  # the last tile, by keys
            await act(pilot, screen, next_action())
        assert isinstance(app.screen, MissionOverScreen)
        won = session.state.status == "success"
        text = shown_text(app)
        assert ("Mission won" if won else "Mission lost") in text and "Moon Path box 1." in text
        assert [str(b.label) for b in app.screen.query(Button)] == ["Map (m)", "Board (Esc)"]
        assert news == [(won, len(session.state.tricks))]
        await pilot.press("escape")  # the board, then the same end again with g (written once)
        await pilot.pause()
        assert app.screen is screen and "g Result" in whole_screen(app)[-1]
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, MissionOverScreen) and "Moon Path box 1." in shown_text(app)
        assert news == [(won, len(session.state.tricks))]


async def test_the_panel_says_when_a_power_can_be_used_and_p_says_why_not():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _mission_with_a_tile(app, pilot)
        assert "Drift can be used now: p." in shown_text(app), "between rounds, with a tile placed"
        await act(pilot, screen, next(a for a in screen.session.legal_actions() if isinstance(a, (Play, PlayDeck))))
        while isinstance(app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert "can be used now" not in shown_text(app), "a trick under way: not between rounds"
        await pilot.press("p")
        await pilot.pause()
        assert app.screen is screen, "no empty dialog"
        assert "Drift moves a placed tile between rounds" in shown_text(app)


async def test_space_in_the_power_list_uses_the_power_as_enter_does():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _mission_with_a_tile(app, pilot)
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PowerUseScreen)
        await pilot.press("space")
        await pilot.pause()
        assert app.screen is screen and screen.drifting == screen.session.state.placed[0].card


async def test_enter_in_the_power_tiles_dialog_starts_the_mission():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(CampaignMapScreen(_profile_with_powers()))
        await pilot.pause()
        await pilot.press("p", "space", "enter")
        await pilot.pause()
        mission = app.screen_stack[-1] if not isinstance(app.screen, HandOffScreen) else app.screen_stack[-2]
        assert isinstance(mission, CampaignMissionScreen) and mission.session.state.campaign.powers == ("drift",)


async def test_starting_a_done_mission_names_the_open_ones():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(CampaignMapScreen(_profile_with_powers()))
        await pilot.pause()
        await pilot.press("left")
        await pilot.pause()
        assert app.screen.selected == 2
        await pilot.press("p", "s")
        await pilot.pause()
        assert isinstance(app.screen, CampaignMapScreen)
        assert "Mission 2 is done: pick an open one (3" in shown_text(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_power_tiles_list_names_each_tile_whole_and_says_the_highlighted_one_s_effect(size):
    """A list row holds the tile's name and spaces only (its effect sentence was cut with `…` at
    80 columns); the sentence, whole, is under the list for the tile highlighted."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        profile = new_profile("Powers", 2)
        for mission in range(1, 9):
            profile = record(profile, mission, True, 5)
        save_profile(profile)
        await app.push_screen(CampaignMapScreen(profile))
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, LoadoutScreen)
        rows = [str(app.screen.query_one(TickList).get_option_at_index(i).prompt) for i in range(2)]
        assert rows == ["Drift (1 space)", "Beacon (2 spaces)"]
        await pilot.press("down")
        await pilot.pause()
        note = words_in(app, app.screen.query_one("#loadout-note").region)
        assert "Beacon: Before the first card of a trick, its Leader names the trump colour of this trick." in note
        assert "…" not in words_in(app, app.screen.query_one(TickList).region)


def test_a_power_s_use_is_listed_in_words_not_notation():
    assert use_label(UsePower("beacon", colour="G")) == "Beacon: green is this trick's trump"
    assert use_label(UsePower("clear", square=index_of((3, 2)))) == "Clear Water: the token on C4 leaves, no effect"
    assert use_label(UsePower("rain", square=index_of((3, 2)))) == "Cleansing Rain: C4 asks for no colour"
    assert use_label(UsePower("hourglass")) == "Hourglass: the mission lasts one round more"
    assert use_label(UsePower("wild")) == "Wild Step: play any card, not the led colour"


async def test_the_mission_footer_keeps_the_powers_and_legend_keys_at_80_columns():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _mission_with_a_tile(app, pilot)
        footer = whole_screen(app)[-1]
        assert "p Powers" in footer and "l Legend" in footer, footer


async def test_a_drift_under_way_says_once_how_to_steer_and_cancel_it():
    """While the tile is steered: the prompt says how to move it, the panel how to cancel, and
    neither "Drift can be used now" nor a refusal from before the Drift is left standing."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _mission_with_a_tile(app, pilot)
        await pilot.press("enter")  # no card picked yet: refused
        await pilot.pause()
        assert "Pick a card first" in shown_text(app)
        await _lift(pilot, screen)
        shown = " ".join(shown_text(app).split())
        assert "can be used now" not in shown and "Pick a card first" not in shown
        assert "moves R" in shown and "Esc cancels the Drift: no token is laid." in shown
