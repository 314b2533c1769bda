"""The 2 vs 2, Expert and Muk Yan lessons, played by keys from the tutorial list to the end.

Each step's expected action is pressed as a player would; before it, what the step
invites to try and another legal action are typed and refused with the rules' reason
or the step's hint; a step whose successor sets up a new position waits on Enter with
its result still on the board.
"""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from tests.tui.himiki.test_2v2_screen import expert_keys
from yamabushi.app.tutorials import LESSONS
from yamabushi.himiki.actions import ClaimDraw, Penalty
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.mukyan.dice import MukYanDice
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.himiki.mukyan.tutorial import MukYanTutorialScreen
from yamabushi.tui.himiki.tutorial import HiMiKiTutorialScreen
from yamabushi.tui.screens.tutorial import SceneOverScreen, TutorialPickScreen

NEW_LESSONS = ["himiki_2v2", "himiki_expert", "himiki_mukyan"]


def _text(screen, selector: str) -> str:
    return str(screen.query_one(selector).render()).replace("\n", " ")


async def open_lesson(pilot, lesson: str) -> HiMiKiTutorialScreen:
    """From the main menu, the tutorial list, then `lesson`, by arrow keys and Enter."""
    menu = pilot.app.screen.query_one("#menu", OptionList)
    while menu.get_option_at_index(menu.highlighted or 0).id != "tutorials":
        await pilot.press("down")
    await pilot.press("enter")
    await pilot.pause()
    picker = pilot.app.screen.query_one("#saves", OptionList)
    while picker.get_option_at_index(picker.highlighted or 0).id != lesson:
        await pilot.press("down")
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, HiMiKiTutorialScreen)
    return screen


async def type_action(pilot, screen, text: str) -> None:
    """`:` then the notation and Enter; Escape closes the box if the action was refused."""
    await pilot.press("colon", *text, "enter")
    await pilot.pause()
    if screen.focused is not None and screen.focused.id != "board":
        await pilot.press("escape")
        await pilot.pause()


async def press_action(pilot, screen, action) -> None:
    keys = expert_keys(screen.session, action, screen.cursor)
    await pilot.press(*keys)
    await pilot.pause()


async def test_the_tutorial_list_offers_the_three_new_lessons():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "tutorials")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TutorialPickScreen)
        picker = app.screen.query_one("#saves", OptionList)
        shown = {picker.get_option_at_index(i).id: str(picker.get_option_at_index(i).prompt) for i in range(picker.option_count)}
        assert list(shown) == list(LESSONS)
        assert "2 vs 2" in shown["himiki_2v2"] and "Expert" in shown["himiki_expert"] and "Muk Yan" in shown["himiki_mukyan"]


@pytest.mark.parametrize("lesson", NEW_LESSONS)
async def test_a_new_lesson_plays_to_its_end_by_keys_and_refuses_what_the_step_does_not_ask(lesson: str):
    """Each step's expected action by keys; before it, what the step invites to try (the lesson's
    first one typed after `:`, the others played as the keys would) gets the rules' reason, and
    another legal action the hint; every prompt, reason, hint and result whole at 80x24."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_lesson(pilot, lesson)
        run, hints, reasons, team_point, typed = screen.run, 0, 0, False, False
        prompt, message = screen.query_one(screen.prompt_line), screen.query_one("#message")
        while not run.finished:
            index, step, engine = run.index, run.step, run.engine
            state = screen.session.state
            assert step.prompt[:20] in _text(screen, "#status")
            if step.prompt.startswith("You now sit as White-Dark"):  # the 2v2 lesson's team point, before the next seat plays
                scores = _text(screen, "#scores")
                assert "White team 1 / 5" in scores and "White-Dark" in scores and "rows 1-3" in scores
                team_point = True
            if step.refused and not typed:  # once a lesson, typed after `:` as a player would
                await type_action(pilot, screen, step.refused[0])
                assert _text(screen, "#message") == engine.explain_illegal(state, engine.parse_action(state, step.refused[0]))
                typed = True
            hints += await try_what_the_step_does_not_ask(pilot, screen)
            reasons += len(step.refused)
            action = engine.parse_action(state, step.expect[0])
            if isinstance(action, Penalty):
                await type_action(pilot, screen, step.expect[0])
            else:
                await press_action(pilot, screen, action)
            assert run.index == index + 1, f"step {index + 1} not done: {_text(screen, '#message')}"
            assert _text(screen, "#message").startswith(step.done[:30])
            assert _whole(message) and _whole(prompt), f"{lesson} step {index + 1}: the result is cut"
            if lesson == "himiki_mukyan" and index == 1:
                await check_the_muk_yan_roll_stays_until_enter(pilot, screen)
            elif isinstance(app.screen, SceneOverScreen):
                assert "White wins" in _text(app.screen, "#result") and run.waiting
                await pilot.press("enter")
                await pilot.pause()
            elif run.waiting:
                assert "Enter: step" in _text(screen, "#status") and screen.session.outcome() is None
                await pilot.press("enter")
                await pilot.pause()
                assert not run.waiting and screen.session is run.session
        assert hints >= len(run.tutorial.steps) // 2 and reasons > 0
        assert team_point == (lesson == "himiki_2v2")
        if screen.session.outcome() is None:
            assert app.screen is screen and _text(screen, "#status").startswith("Done  Lesson complete!")
        else:
            assert isinstance(app.screen, GameOverScreen) and "White" in _text(app.screen, "#result")


async def check_the_muk_yan_roll_stays_until_enter(pilot, screen) -> None:
    """After `B5 BB4`, the Muk Yan lesson leaves its roll and reason on screen until Enter."""
    assert isinstance(screen, MukYanTutorialScreen)
    run = screen.run
    assert run.waiting and screen.session.state.scores == (0, 1)
    dice = screen.query_one(MukYanDice)
    assert "Water M" in str(dice.border_title) and "Fire H" in str(dice.border_title)
    assert ">Strike" in str(dice.render()) and "tilting B2 to B3 beats B4" in " ".join(str(dice.render()).split())
    assert "Muk Yan 1 / 5" in _text(screen, "#scores")
    await pilot.press("enter")
    await pilot.pause()
    assert not run.waiting and screen.session.state.scores == (0, 0)


def _whole(widget) -> bool:
    """The widget is not clipped by its container and is tall enough for its wrapped text."""
    geometry = widget.screen.find_widget(widget)
    needed = widget.get_content_height(widget.parent.content_region.size, widget.app.size, widget.content_region.width)
    return geometry.visible_region.height == geometry.region.height and needed <= widget.content_region.height


async def try_what_the_step_does_not_ask(pilot, screen) -> int:
    """What the step invites to try and one other legal action, played as the keys would: each
    refused with the rules' reason or the step's hint, the prompt and the message whole at 80x24.
    1 when another action was tried (and hinted), else 0."""
    run = screen.run
    number, state, engine = run.index + 1, run.session.state, run.engine
    prompt, message = screen.query_one(screen.prompt_line), screen.query_one("#message")
    assert _whole(prompt), f"step {number}: the prompt is cut"
    expected = {engine.parse_action(state, text) for text in run.step.expect}
    tried = [engine.parse_action(state, text) for text in run.step.refused]
    other = next((a for a in run.session.legal_actions() if a not in expected and a != ClaimDraw()), None)
    for action in tried + ([other] if other is not None else []):
        screen.play(action)
        await pilot.pause()
        assert run.index == number - 1 and run.session.state is state, f"step {number}: {action} was played"
        said = engine.explain_illegal(state, action) if action in tried else run.step.hint
        assert _text(screen, "#message") == said, f"step {number}: {action}"
        assert _whole(message) and _whole(prompt), f"step {number}: {message.render()} is cut"
    return int(other is not None)
