"""Yami's review after the reveal: whether the deal could be won with every hand open, and a
winning line step by step on the replay's board; never asked while the mission goes on."""

from __future__ import annotations

import pytest

from yamabushi.app import review as review_module
from yamabushi.app.open_hands import winning_line
from yamabushi.app.registry import engine_for
from yamabushi.session.timeline import build_timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.replay import ReplayScreen
from yamabushi.tui.screens.review import ReviewScreen

from tests.app.coach_games import finished_yami_record, yami_blunder_record


@pytest.fixture(autouse=True)
def small_review(monkeypatch):
    monkeypatch.setattr(review_module, "REVIEW_BUDGET", 0.3)


async def settle(pilot) -> None:
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


def test_a_mission_still_going_on_is_never_solved_with_open_hands():
    timeline = build_timeline(yami_blunder_record("O6"), engine_for("yami"), "The game")
    assert timeline.outcome is None
    with pytest.raises(ValueError):
        winning_line(timeline)


def test_the_failed_mission_s_deal_could_be_won_and_its_line_replays_to_success():
    timeline = build_timeline(finished_yami_record(), engine_for("yami"), "The game")
    verdict, line = winning_line(timeline)
    assert verdict.winnable is True and line is not None
    assert line.states[0] == timeline.states[0]
    assert line.states[-1].status == "success"


async def test_the_review_says_the_deal_was_winnable_and_o_plays_the_line_on_the_board():
    timeline = build_timeline(finished_yami_record(), engine_for("yami"), "The game")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        review = ReviewScreen(timeline, None)
        await app.push_screen(review)
        await settle(pilot)
        where = " ".join(str(review.query_one("#review-where").render()).split())
        assert "With open hands this deal could be won" in where
        await pilot.press("o")
        await pilot.pause()
        line = app.screen
        assert isinstance(line, ReplayScreen) and line.title == "A winning line, every hand open"
        await pilot.press("end")
        assert line.timeline.states[line.index].status == "success"
        assert "End: Mission 1 succeeds" in " ".join(str(line.query_one("#replay-line").render()).split())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is review


async def test_an_unfinished_mission_s_review_offers_no_open_hands():
    timeline = build_timeline(yami_blunder_record("O6"), engine_for("yami"), "The game")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        review = ReviewScreen(timeline, None)
        await app.push_screen(review)
        await settle(pilot)
        await pilot.press("o")
        await pilot.pause()
        assert app.screen is review and review.line is None
        assert "open hands" not in str(review.query_one("#review-where").render())
