"""Each tutorial played by keys on its game's real screen, from the menu to the end; wrong moves get the
hint, refused ones the reason, and every prompt, hint, reason and result reads whole at 80x24."""

from textual.widgets import OptionList

from tests.tui.himiki.keys import keys_for
from tests.tui.himizu.keys import keys_for as himizu_keys
from tests.tui.test_tutorial_lessons import _whole, try_what_the_step_does_not_ask
from tests.tui.yami.keys import act
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.himiki.tutorial import HiMiKiTutorialScreen
from yamabushi.tui.himizu.tutorial import HimizuTutorialScreen
from yamabushi.tui.screens.tutorial import SceneOverScreen, TutorialPickScreen
from yamabushi.tui.yami.tutorial import YamiTutorialScreen
from yamabushi.tui.himizu.board import HimizuBoard
from yamabushi.yami import square_name
from yamabushi.yami.placement import canonical


async def _open_tutorial(pilot) -> HiMiKiTutorialScreen:
    screen = await _open_game_tutorial(pilot, "himiki")
    assert isinstance(screen, HiMiKiTutorialScreen)
    return screen


def _status(screen) -> str:
    return str(screen.query_one("#status").render())


def _message(screen) -> str:
    return str(screen.query_one("#message").render())


async def test_the_whole_tutorial_by_keys_ends_in_a_win():
    """Each step by keys, after what it does not ask is refused with its reason or hint; at the
    first step a different move by keys gets the hint and `u` says the lesson only moves forward."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open_tutorial(pilot)
        run = screen.run
        keys, _ = keys_for(run.engine.parse_action(screen.session.state, "place B5 HMK"), screen.cursor)
        await pilot.press(*keys)
        await pilot.pause()
        assert run.index == 0 and not screen.session.steps
        assert _message(screen).replace("\n", " ") == run.step.hint
        await pilot.press("u")
        assert "only moves forward" in _message(screen)
        while not run.finished:
            step = run.step
            assert step.prompt[:20] in _status(screen).replace("\n", " ")
            await try_what_the_step_does_not_ask(pilot, screen)
            action = run.engine.parse_action(run.session.state, step.expect[0])
            keys, _ = keys_for(action, screen.cursor)
            await pilot.press(*keys)
            await pilot.pause()
            assert _message(screen).replace("\n", " ").startswith(step.done[:20])
            assert _whole(screen.query_one("#message")) and _whole(screen.query_one("#status")), "the result is cut"
            await _next_step(pilot, screen, "#status")
        assert isinstance(app.screen, GameOverScreen)
        assert "White wins" in str(app.screen.query_one("#result").render())


async def _next_step(pilot, screen, prompt_line: str) -> None:
    """When the step just done waits to show its result, the prompt says so and Enter goes on."""
    if screen.run.waiting and pilot.app.screen is screen:
        assert "Enter: step" in str(screen.query_one(prompt_line).render())
        await pilot.press("enter")
        await pilot.pause()
        assert not screen.run.waiting and screen.session is screen.run.session


async def _open_game_tutorial(pilot, game: str):
    """From the menu, the tutorial list, then `game`'s tutorial."""
    menu = pilot.app.screen.query_one("#menu", OptionList)
    menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "tutorials")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, TutorialPickScreen)
    picker = pilot.app.screen.query_one("#saves", OptionList)
    picker.highlighted = next(i for i in range(picker.option_count) if picker.get_option_at_index(i).id == game)
    await pilot.press("enter")
    await pilot.pause()
    return pilot.app.screen


async def test_the_himizu_tutorial_by_keys_shows_each_ending_then_goes_on():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open_game_tutorial(pilot, "himizu")
        assert isinstance(screen, HimizuTutorialScreen)
        await a_different_himizu_move_gets_the_hint(pilot, screen)
        run, endings, shrine_steps = screen.run, [], 0
        while not run.finished:
            index, step = run.index, run.step
            assert step.prompt[:20] in str(screen.query_one("#hint").render()).replace("\n", " ")
            shrine_steps += await _side_shown_and_shrine_refusals_tried(pilot, screen)
            await try_what_the_step_does_not_ask(pilot, screen)
            await pilot.press(*himizu_keys(screen, run.engine.parse_action(run.session.state, step.expect[0])))
            await pilot.pause()
            assert run.index == index + 1, f"step {index + 1} not done: {_message(screen)}"
            assert _message(screen).replace("\n", " ").startswith(step.done[:20])
            assert _whole(screen.query_one("#message")) and _whole(screen.query_one("#hint")), "the result is cut"
            if isinstance(app.screen, SceneOverScreen):
                endings.append(str(app.screen.query_one("#result").render()))
                assert screen.session.outcome() is not None, "the ended game stays on the board behind the result"
                await pilot.press("enter")
                await pilot.pause()
                assert app.screen is screen and screen.session is run.session and run.step.position
            await _next_step(pilot, screen, "#hint")
        assert isinstance(app.screen, GameOverScreen)
        assert shrine_steps == 2, "the last scene is played on side B"
        endings.append(str(app.screen.query_one("#result").render()))
        assert [e.split("\n")[2] for e in endings] == [
            "Water wins: Water ended its turn with no flame on the board.",
            "Fire wins: all 16 terrain tiles are on the board.",
            "Water wins: Fire returned its last round token.",
        ]


async def _side_shown_and_shrine_refusals_tried(pilot, screen: HimizuTutorialScreen) -> int:
    """The title names the board side and only side B draws the Shrine (#); there, what the step
    invites onto the Shrine is tried by keys and refused with the rules' reason. 1 on side B, else 0."""
    run = screen.run
    side = run.session.state.board.side
    assert str(screen.query_one("HeaderTitle").render()).startswith(f"Himizu, board {side}")
    assert ("#####" in str(screen.query_one(HimizuBoard).render())) == (side == "B")
    if side == "A":
        return 0
    for text in run.step.refused:
        await pilot.press(*himizu_keys(screen, run.engine.parse_action(run.session.state, text)))
        await pilot.pause()
        assert _message(screen) == "C3 is the Shrine: no figure or tile may go there."
    return 1


async def a_different_himizu_move_gets_the_hint(pilot, screen: HimizuTutorialScreen) -> None:
    state = screen.session.state
    await pilot.press(*himizu_keys(screen, screen.run.engine.parse_action(state, "flame C3")))
    await pilot.pause()
    assert screen.run.index == 0 and screen.session.state == state
    assert _message(screen).replace("\n", " ") == screen.run.step.hint
    assert "flame B2" in str(screen.query_one("#hint").render())


async def test_the_yami_tutorial_by_keys_ends_in_success_showing_the_acting_hand():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open_game_tutorial(pilot, "yami")
        assert isinstance(screen, YamiTutorialScreen)
        run = screen.run
        state = screen.session.state
        await act(pilot, screen, run.engine.parse_action(state, "R7"))  # a different card: the hint, nothing changed
        assert run.index == 0 and screen.session.state == state
        assert _message(screen).replace("\n", " ") == run.step.hint
        while not run.finished:
            index, step, state = run.index, run.step, run.session.state
            assert step.prompt[:20] in str(screen.query_one("#prompt").render()).replace("\n", " ")
            seat = run.engine.to_play(state)
            assert screen.table_view().hand == state.hands[seat], "the acting seat's hand, with no hand-off"
            if screen.draft is not None:
                standing = canonical(screen.draft)
                assert f"fits at {square_name(standing.anchor)}" in str(screen.query_one("#prompt").render()), "the tile's verdict"
            await try_what_the_step_does_not_ask(pilot, screen)
            await act(pilot, screen, run.engine.parse_action(state, step.expect[0]))
            assert run.index == index + 1, f"step {index + 1} not done: {_message(screen)}"
            assert _message(screen).replace("\n", " ").startswith(step.done[:20])
            assert _whole(screen.query_one("#message")) and _whole(screen.query_one("#prompt")), "the result is cut"
            await _next_step(pilot, screen, "#prompt")
        assert isinstance(app.screen, GameOverScreen)
        assert "succeeds" in str(app.screen.query_one("#result").render())
