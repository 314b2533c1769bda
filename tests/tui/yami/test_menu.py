"""Yami from the menu and the command line: the three table sizes, mission and first player."""

from __future__ import annotations

from textual.widgets import Select

from yamabushi.app.sessions import save_path
from yamabushi.tui.app import YamabushiApp
from yamabushi.app.catalog import entry_for, mode_for
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.screens.new_game import NewGameScreen
from yamabushi.tui.yami.screen import YamiScreen


def test_play_yami_picks_two_players_and_mode_names_the_others():
    assert mode_for("yami", None).options == {"players": 2}
    assert mode_for("yami", "3p").options == {"players": 3}
    assert mode_for("yami", "4p").label == "Yami: 4 players"


async def test_play_yami_with_a_seed_opens_the_table_behind_a_hand_off():
    app = YamabushiApp(start_game="yami", seed=3, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        table = next(s for s in app.screen_stack if isinstance(s, YamiScreen))
        assert table.session.seed == 3 and table.session.state.players == 2


async def test_the_new_game_dialog_sets_mission_and_first_player():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.ask_new_game("yami-3p")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        dialog.query_one("#opt-mission", Select).value = "2"
        dialog.query_one("#opt-first", Select).value = "1"
        dialog.query_one("#seed").focus()
        await pilot.press("enter")
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, YamiScreen))
        state = table.session.state
        assert (state.players, state.mission.number, state.leader) == (3, 2, 1)


def test_new_game_after_a_mission_offers_the_same_table_size():
    assert entry_for("yami", {"players": 3, "mission": 2, "first": "random"}).key == "yami-3p"
    assert entry_for("himiki", {"mode": "1v1", "setup": "random"}).key == "himiki-1v1"


async def test_a_saved_mission_resumes_behind_a_hand_off_in_the_same_position():
    app = YamabushiApp(start_game="yami", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = next(s for s in app.screen_stack if isinstance(s, YamiScreen)).session
        for _ in range(3):
            session.play(session.legal_actions()[0])
        expected, path = session.state, save_path(session)
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.resume_game(path)
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        table = next(s for s in app.screen_stack if isinstance(s, YamiScreen))
        assert table.session.state == expected and table.viewer is None
