"""A game whose save fails says so on the status line at every change (the file, how much of
the game it holds), tries again at each one, and says when it is saved again; escape does not
leave it unsaved without a second press."""

from __future__ import annotations

from textual.widgets import Static

from tests.app.kept_files import FullDisk
from tests.pilots import until
from tests.tui.test_board_in_sight import cut_lines
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import read_record
from yamabushi.app.sessions import close, new_session, save_path
from yamabushi.core.testing import play_random_game
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.screens.game import GameScreen


def status(app: YamabushiApp) -> str:
    return " ".join(str(app.screen.query_one("#message", Static).render()).split())


async def test_a_save_that_fails_is_said_tried_again_and_escape_asks_twice(monkeypatch):
    disk = FullDisk(monkeypatch)
    session = new_session("himizu", {}, 1)
    path = save_path(session)
    assert path is not None
    close(session)
    engine = engine_for("himizu")
    moves = play_random_game(engine, session.options, 1).notations
    app = YamabushiApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.resume_game(path)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.session.free_undo = True  # any action may be taken back, as in a tutorial

        def play(text: str) -> None:
            screen.play(engine.parse_action(screen.session.state, text))

        play(moves[0])
        disk.full = True
        play(moves[1])
        await pilot.pause()
        assert f"could not be saved in {path} (No space left on device): the file holds 1 of its 2 actions" in status(app)
        await pilot.press("u")
        await pilot.pause()
        assert "the file holds 1 of its 1 action, and each action tries again" in status(app)
        play(moves[1])
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and status(app).endswith("Escape again leaves it so.")
        disk.full = False
        play(moves[2])
        await pilot.pause()
        assert status(app).endswith("The game is saved again, whole.")
        assert read_record(path).actions == list(moves[:3])
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, GameScreen)


async def test_s_says_the_save_s_name_whole_at_80x24():
    """The whole path wrapped mid-word in the side panel ("….js" then "on.")."""
    session = new_session("yami", {"players": 2}, 4)
    path = save_path(session)
    assert path is not None
    close(session)
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game(path)
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await pilot.press("enter")  # two people at one keyboard: the first one takes it
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        await pilot.press("s")
        await until(pilot, lambda: status(app) == f"Saved as {path.name}: Resume a saved game lists it.")
        await until(pilot, lambda: cut_lines(app) == [])
