"""Expert from the command line into the TUI, and Expert records in Resume and the replay viewer."""

from yamabushi.app.registry import engine_for
from yamabushi.app.saves import list_saves, new_save_path
from yamabushi.app.sessions import SaveFile, save_path
from yamabushi.core.testing import play_random_game
from yamabushi.session.controller import Session
from yamabushi.app.records import load_timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.replay import ReplayScreen
from yamabushi.tui.screens.save_list import describe

EXPERT = {"mode": "1v1", "expert": True}
"""Seed 1 ends with a Transfer on C5 and a Teleportation on D5, and White still holding Wood Mana."""


def _finished_expert_game() -> Session:
    engine = engine_for("himiki")
    session = Session(engine, EXPERT, 1, on_change=SaveFile(new_save_path("himiki")))
    for text in play_random_game(engine, EXPERT, 1).notations:
        session.play_text(text)
    assert session.outcome() is not None
    return session


async def test_play_expert_opens_a_game_with_the_chaos_tiles():
    app = YamabushiApp(start_game="himiki", seed=4, mode="2v2", expert=True, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HiMiKiScreen)
        assert app.screen.session.options["expert"] is True and app.screen.session.state.chaos is not None
        assert app.screen.session.options["mode"] == "2v2"


def test_resume_says_expert():
    session = _finished_expert_game()
    [entry] = [e for e in list_saves() if e.path == save_path(session)]
    assert "Hi Mi Ki: 1 vs 1, Expert" in describe(entry).plain


async def test_the_replay_viewer_draws_terrain_and_the_hands_at_the_end():
    session = _finished_expert_game()
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.push_screen(ReplayScreen(load_timeline(save_path(session))))
        await pilot.pause()
        screen = app.screen
        assert app.screen.title == "Replay of Hi Mi Ki: 1 vs 1, Expert"
        panel = str(screen.query_one("#replay-panel").render())
        assert "Chaos tiles held: White 3, Black 3" in panel and "Wood Mana" not in panel
        await pilot.press("end")
        await pilot.pause()
        assert screen.query_one(HiMiKiBoard).view.extra == {22: "T", 23: "P"}
        panel = str(screen.query_one("#replay-panel").render())
        assert "White: Wood Mana" in panel and "Black: none" in panel
        assert "Terrain: Transfer (T) on C5; Teleportation (P) on D5." in panel
