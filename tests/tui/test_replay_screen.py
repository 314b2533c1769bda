"""The replay viewer, driven by keys: the board always matches the engine's replay."""

from textual.widgets import Input, OptionList

from yamabushi.app.sessions import SaveFile, save_path
from yamabushi.core.replay import replay
from yamabushi.core.testing import play_random_game
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.app.saves import new_save_path
from yamabushi.app.records import load_timeline
from yamabushi.session.text_record import export_text
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.screens.replay import ReplayScreen
from yamabushi.tui.screens.replay import ReplayPickScreen
from yamabushi.tui.screens.resume import ResumeScreen
from yamabushi.tui.himiki.board import HiMiKiBoard
from yamabushi.tui.himizu.board import LEGEND_TILES, TILE_LOOK, HimizuBoard
from yamabushi.tui.yami.board import YamiBoard
from yamabushi.tui.yami.hand import YamiHand


def _saved_game(game: str, options: dict, seed: int = 5) -> Session:
    engine = engine_for(game)
    session = Session(engine, options, seed, on_change=SaveFile(new_save_path(game)))
    for text in play_random_game(engine, options, seed).notations:
        session.play_text(text)
    return session


def _text(screen: ReplayScreen, widget_id: str) -> str:
    return str(screen.query_one(widget_id).render())


async def _open_from_menu(pilot) -> ReplayPickScreen:
    menu = pilot.app.screen.query_one("#menu", OptionList)
    menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "replay")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ReplayPickScreen)
    return pilot.app.screen


async def test_stepping_back_and_forth_shows_the_engine_position_each_time():
    session = _saved_game("himiki", {"mode": "1v1"})
    engine, notations = session.engine, [s.notation for s in session.steps]
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _open_from_menu(pilot)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        board = screen.query_one(HiMiKiBoard)
        moves = ["right"] * 12 + ["left"] * 5 + ["down"] * 3 + ["up"] + ["end", "left", "home", "right"]
        for key in moves:
            await pilot.press(key)
            await pilot.pause()
            expected = replay(engine, session.options, session.seed, notations[: screen.index]).state
            assert board.view.board == expected.board
        assert screen.index == 1
        step = session.steps[0]
        assert _text(screen, "#replay-line") == f"{step.told[0]}\nNotation: {notations[0]}"


async def test_turn_keys_stop_at_turn_starts_and_the_end_shows_the_result():
    session = _saved_game("himiki", {"mode": "1v1"})
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReplayScreen(load_timeline(save_path(session))))
        await pilot.pause()
        screen = app.screen
        await pilot.press("down", "down")
        assert screen.index == 3, "the set-up's second turn is Black placing two cubes"
        assert "Action 3/" in _text(screen, "#replay-where") and "turn 2/" in _text(screen, "#replay-where")
        await pilot.press("end")
        assert f"End: {session.outcome().text}" in _text(screen, "#replay-line")


def _hand_rows(screen: ReplayScreen) -> list[str]:
    return [str(row.render()) for row in screen.query(".replay-hand").results(YamiHand) if row.display]


async def test_yami_replays_one_seat_then_every_hand_after_the_game():
    session = _saved_game("yami", {"players": 2})
    first, second = (tuple(str(c) for c in hand) for hand in session.engine.new_game(session.options, 5).hands)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReplayScreen(load_timeline(save_path(session))))
        await pilot.pause()
        screen = app.screen
        rows = _hand_rows(screen)
        assert len(rows) == 1 and all(card in rows[0] for card in first)
        await pilot.press("v")
        rows = _hand_rows(screen)
        assert len(rows) == 1 and all(card in rows[0] for card in second)
        await pilot.press("v")
        assert "all hands" in _text(screen, "#replay-where")
        rows = _hand_rows(screen)
        assert len(rows) == 2 and all(c in rows[0] for c in first) and all(c in rows[1] for c in second)


KEYS = ["right"] * 8 + ["left"] * 3 + ["down"] * 3 + ["up"] + ["end", "left", "home", "right"]


async def _step_and_check(pilot, screen: ReplayScreen, session: Session, check) -> None:
    """Press every key of KEYS; after each, `check(shown widget, engine state)` must hold."""
    notations = [s.notation for s in session.steps]
    for key in KEYS:
        await pilot.press(key)
        await pilot.pause()
        check(screen, replay(session.engine, session.options, session.seed, notations[: screen.index]).state)
    assert screen.index == 1


async def test_himizu_steps_back_and_forth_on_its_game_board():
    session = _saved_game("himizu", {"board": "A"})

    def check(screen: ReplayScreen, state) -> None:
        view = screen.query_one(HimizuBoard).view
        assert (view.tiles, view.figures) == (state.tiles, state.figures)
        panel = _text(screen, "#replay-panel")
        assert f"Round {state.round} of 10" in panel
        for tile, *names in LEGEND_TILES:  # the key names the tiles on the board, and only those
            glyph = TILE_LOOK[tile][0]
            assert any(f"{glyph} {name}" in panel for name in names) == (tile in view.tiles), (tile, panel)

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReplayScreen(load_timeline(save_path(session))))
        await pilot.pause()
        await _step_and_check(pilot, app.screen, session, check)


async def test_yami_steps_back_and_forth_with_the_seat_view_of_the_engine():
    session = _saved_game("yami", {"players": 2})

    def check(screen: ReplayScreen, state) -> None:
        view = session.engine.observation(state, 0)
        assert screen.query_one(YamiBoard).view.placed == view.placed
        assert " ".join(_hand_rows(screen)[0].splitlines()[1:]).split() == [str(c) for c in view.hand]
        assert f"Round {view.round}/" in _text(screen, "#replay-panel")

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReplayScreen(load_timeline(save_path(session))))
        await pilot.pause()
        await _step_and_check(pilot, app.screen, session, check)


async def test_a_text_record_opens_by_path_and_a_bad_file_is_one_notification(tmp_path):
    session = _saved_game("himizu", {"board": "A"})
    record = tmp_path / "game.txt"
    record.write_text(export_text(load_timeline(save_path(session))))
    (tmp_path / "bad.txt").write_text("not a record\n")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        picker = await _open_from_menu(pilot)
        picker.query_one(Input).value = str(tmp_path / "bad.txt")
        picker.query_one(Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is picker
        assert any("bad.txt is not a Yamabushi game record" in n.message for n in app._notifications)
        picker.query_one(Input).value = str(record)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.timeline.record == session.record()


async def test_resume_screen_opens_the_highlighted_save_in_the_viewer():
    session = _saved_game("himiki", {"mode": "1v1"})
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.timeline.record == session.record()
