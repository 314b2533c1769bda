"""The coach in the app: `h` says the hard bot's choice and counts it, the game-over dialog
shows the count and opens the review, whose chart and marks lead to the action in the replay."""

from __future__ import annotations

import threading

import pytest

from yamabushi.app import review as review_module
from yamabushi.app.coach import hint_for
from yamabushi.app.saves import read_record, save_record, saves_dir
from yamabushi.app.sessions import new_session, save_path
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.screens.replay import ReplayScreen, open_replay
from yamabushi.tui.screens import review as review_screen_module
from yamabushi.tui.screens.review import ReviewScreen

from tests.app.coach_games import YAMI_BLUNDER, finished_yami_record

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def small_review(monkeypatch):
    """Reviews search a little here, so the tests stay quick; every run still gives the same review."""
    monkeypatch.setattr(review_module, "REVIEW_BUDGET", 0.3)


def finished_yami_save(hints: int = 0):
    path = saves_dir() / "yami-lost.json"
    save_record(finished_yami_record(hints), path)
    return path


async def settle(pilot) -> None:
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def test_h_says_the_coachs_choice_and_the_save_counts_it():
    session = new_session("himizu", {}, 6, players={"Water": "hard"}, count=False)
    expected = hint_for(session.engine, session.state, 0, 6, 0, None).why
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        app.resume_game(save_path(session))
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("h")
        await settle(pilot)
        assert str(app.screen.query_one("#message").render()) == expected
        assert read_record(save_path(session)).hints == 1


async def test_game_over_says_the_hints_and_r_opens_the_review_with_the_blunder():
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        app.resume_game(finished_yami_save(hints=2))
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "Hints used: 2." in str(app.screen.query_one("#detail").render())
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        for _ in range(len(screen.review.marked())):
            detail = str(screen.query_one("#review-detail").render())
            if detail.startswith(f"{YAMI_BLUNDER + 1}."):
                break
            await pilot.press("n")
        assert detail.startswith(f"{YAMI_BLUNDER + 1}. Player") and "blunder" in detail and "(O1)." in detail
        await pilot.press("escape")
        assert isinstance(app.screen, GameOverScreen)


async def test_leaving_the_review_shows_the_replay_at_the_decision_on_its_board_and_n_steps_to_it():
    path = finished_yami_save()
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=SIZE) as pilot:
        open_replay(app, path)
        await pilot.pause()
        replay_screen = app.screen
        assert isinstance(replay_screen, ReplayScreen)
        await pilot.press("n")
        assert replay_screen.index == 0  # no review yet: n says so and stays
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, ReviewScreen)
        marked = app.screen.review.marked()
        blunder = next(d for d in marked if d.index == YAMI_BLUNDER)
        app.screen.query_one("#review-marks").highlighted = marked.index(blunder)
        await pilot.pause()
        assert app.screen.decision == blunder
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is replay_screen and replay_screen.index == YAMI_BLUNDER + 1
        await pilot.press("home", "n")
        assert replay_screen.index == marked[0].index + 1


def test_the_review_chart_and_marks(snap_compare):
    """The success chance falling to 0 at the card that lost the mission, the blunder picked."""

    async def reviewed(pilot):
        pilot.app.resume_game(finished_yami_save(hints=1))
        await pilot.pause()
        await pilot.press("r")
        await settle(pilot)
        marks = pilot.app.screen.query_one("#review-marks")
        marks.highlighted = [d.index for d in pilot.app.screen.review.marked()].index(YAMI_BLUNDER)
        await pilot.pause()

    assert snap_compare(YamabushiApp(), terminal_size=SIZE, run_before=reviewed)


async def test_the_command_palette_offers_a_hint_in_a_game():
    session = new_session("himizu", {}, 6, players={"Water": "hard"}, count=False)
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        app.resume_game(save_path(session))
        await pilot.pause()
        hint_command = next(c for c in app.get_system_commands(app.screen) if c.title == "Hint")
        hint_command.callback()
        await settle(pilot)
        assert "): " in str(app.screen.query_one("#message").render())


async def test_closing_the_review_while_it_runs_stops_it_and_keeps_nothing(monkeypatch):
    """The review is held at its first decision until the screen has closed, so the test
    does not depend on how fast this machine reviews."""
    closed = threading.Event()
    real = review_screen_module.review_of

    def held(timeline, keep, budget, progress, found):
        def slow(done, total):
            closed.wait(10)
            progress(done, total)

        return real(timeline, keep, budget, slow, found)

    monkeypatch.setattr(review_screen_module, "review_of", held)
    path = finished_yami_save()
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=SIZE) as pilot:
        open_replay(app, path)
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("escape")
        await pilot.pause()
        closed.set()
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
    assert not review_module.kept_path(path).exists()
