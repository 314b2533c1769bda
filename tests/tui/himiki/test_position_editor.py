"""The position editor builds a position by keys, checks it live, plays it; any game screen
shows and copies its position as HPN."""

from __future__ import annotations

from textual.widgets import Static

from yamabushi.himiki.hpn import hpn
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.editor import PositionEditor
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.position import PositionDialog

PUZZLE = "C1HMK/E1KHM,E3KHM w 0-0 --- - -"
"""Mindlock's first challenge (E01, PAR 2) as HPN."""


def _check(app: YamabushiApp) -> str:
    return str(app.screen.query_one("#editor-check", Static).render())


async def test_the_editor_builds_a_position_by_keys_and_plays_it():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(PositionEditor())
        await pilot.pause()
        await pilot.press("up", "w")  # a fourth White cube on C3
        assert "Not playable: HPN cubes" in _check(app) and "each side has 3 cubes in 1v1." in _check(app)
        await pilot.press("r", "r", "x", "up", "b", "m", "1", "4")  # turned, taken off; C2 Black again
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, PositionEditor)
        assert editor.text == "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK b 1-0 w-- - -"
        assert "Playable." in _check(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HiMiKiScreen)
        assert hpn(app.screen.session.state) == editor.text and app.screen.session.options["position"] == editor.text


async def test_the_editor_counts_lines_in_a_worker():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(PositionEditor())
        await pilot.pause()
        await pilot.press("c")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "Lines: depth 1: 15, depth 2: 176, depth 3: 2,470." in _check(app)


async def test_copy_as_hpn_of_a_mid_game_screen_is_the_states_hpn(monkeypatch):
    copied: list[str] = []
    app = YamabushiApp(start_game="himiki", seed=3, save_games=False)
    monkeypatch.setattr(app, "copy_to_clipboard", copied.append)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = app.screen.session
        while len(session.steps) < 10:  # the set-up and a few turns
            session.play(session.legal_actions()[-1])
        app.screen.refresh_view()
        await pilot.press("P")
        await pilot.pause()
        assert isinstance(app.screen, PositionDialog)
        assert copied == [hpn(session.state)]
        assert hpn(session.state) in str(app.screen.query_one("#position-text", Static).render()).replace("\n", " ")
        await pilot.press("escape", "E")
        await pilot.pause()
        assert isinstance(app.screen, PositionEditor) and app.screen.text == hpn(session.state)


async def test_the_replay_of_a_game_from_a_position_starts_there_and_copies_and_edits_it(monkeypatch):
    from yamabushi.app.records import load_timeline
    from yamabushi.app.sessions import close, new_session, save_path
    from yamabushi.himiki.engine import HiMiKi
    from yamabushi.tui.screens.replay import ReplayScreen

    start = "B5MKH,C5MHK,D5KHM/B2HKM,C2KHM,D2KHM b 0-0 --- - D3>D2"
    session = new_session("himiki", HiMiKi().position_options(start, {}), 7)
    session.play(session.legal_actions()[0])
    path = save_path(session)
    close(session)
    copied: list[str] = []
    app = YamabushiApp(save_games=False)
    monkeypatch.setattr(app, "copy_to_clipboard", copied.append)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReplayScreen(load_timeline(path), path))
        await pilot.pause()
        assert "Start: the game began from a set position." in str(app.screen.query_one("#replay-line", Static).render())
        await pilot.press("P")
        await pilot.pause()
        assert copied == [start]
        await pilot.press("escape", "right", "E")
        await pilot.pause()
        assert isinstance(app.screen, PositionEditor) and app.screen.text == hpn(session.state)


async def test_a_typed_mindlock_position_is_solved_in_a_worker_and_played_as_a_puzzle():
    from textual.widgets import Input

    from yamabushi.tui.himiki.mindlock.screen import MindlockScreen

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(PositionEditor())
        await pilot.pause()
        await pilot.press("colon")
        app.screen.query_one("#editor-hpn", Input).value = PUZZLE
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.text == PUZZLE and "Not playable" in _check(app)  # as a duel: one cube a side
        await pilot.press("s")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "Mindlock: Hint " in _check(app) and "2 moves solve it from here." in _check(app)
        await pilot.press("M")
        await pilot.pause()
        assert isinstance(app.screen, MindlockScreen)
