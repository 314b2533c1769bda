"""The review on the board: each decision's position with the move played and the better one
drawn on it, at 80x24 and 120x40; marks shown while the review still searches; leaving goes
back to the screen the review came from. Reviews search a little here (budget 0.3): the
constructed blunders are plain at any depth."""

from __future__ import annotations

import threading
from functools import cache

import pytest

from yamabushi.app import review as review_module
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import save_record, saves_dir
from yamabushi.session.timeline import build_timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.board import HINT_FROM, HINT_TO
from yamabushi.tui.screens import review as review_screen_module
from yamabushi.tui.screens.replay import ReplayScreen, open_replay
from yamabushi.tui.screens.review import ReviewScreen
from yamabushi.himiki.marks import FROM, TO, step_marks
from yamabushi.session.record import GameRecord, SeatRecord
from yamabushi.himiki.board import parse_square as square_index

from tests.app.coach_games import (
    HIMIKI_4_4, HIMIZU_LAST_TURN, YAMI_BLUNDER, bot_actions, finished_yami_record, timeline_from, yami_blunder_record,
)
from tests.pilots import until

SIZES = [(80, 24), (120, 40)]
BUDGET = 0.3


@pytest.fixture(autouse=True)
def small_review(monkeypatch):
    monkeypatch.setattr(review_module, "REVIEW_BUDGET", BUDGET)


def screen_text(app) -> str:
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


def side_text(screen: ReviewScreen) -> str:
    """The side panel's words as the screen shows them (a wrapped sentence joined again)."""
    parts = (screen.query_one(part).render() for part in ("#review-where", "#review-detail"))
    return " ".join(" ".join(str(part).split()) for part in parts)


async def settle(pilot) -> None:
    """The workers done, what they posted drawn, and the layout it changed refreshed."""
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


async def reviewed(pilot, timeline, keep=None) -> ReviewScreen:
    screen = ReviewScreen(timeline, keep, BUDGET)
    await pilot.app.push_screen(screen)
    await settle(pilot)
    return screen


def board_in_sight(app, screen: ReviewScreen) -> None:
    """The whole board lies inside the terminal."""
    region = screen.query_one("#replay-board").region
    assert region.width and region.height
    assert region.right <= app.size.width and region.bottom <= app.size.height - 1  # above the footer


@pytest.mark.parametrize("size", SIZES)
async def test_a_hi_mi_ki_blunder_shows_the_move_played_and_the_winning_move_on_the_board(size):
    timeline = timeline_from("himiki", HIMIKI_4_4, ["B3 BB2"], ("human", "bot"))
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await reviewed(pilot, timeline)
        trail = screen.query_one("#replay-board").view.trail
        assert trail[square_index("B3")] == FROM and trail[square_index("B2")] == TO
        assert trail[square_index("A6")] == HINT_FROM and trail[square_index("A5")] == HINT_TO
        text = screen_text(app)
        assert "╔" in text and "┌" in text  # the better move double-framed, the played one framed
        side = side_text(screen)
        assert "1. White: Tilt the cube on B3 north (B3 BB2), a blunder" in side and "(A6 BA5)" in side
        assert "Decision 1 of 1" in side
        assert screen.query_one("#review-marks").highlighted == 0
        board_in_sight(app, screen)


@pytest.mark.parametrize("size", SIZES)
async def test_a_himizu_blunder_shows_the_wave_that_would_have_held_in_capitals(size):
    timeline = timeline_from("himizu", HIMIZU_LAST_TURN, ["end"], ("bot", "human"))
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await reviewed(pilot, timeline)
        marks = screen.query_one("#replay-board").view.marks
        words = {(m.path, m.change) for m in marks.values()}
        assert ("TO", "") in words or ("TO", "OUT") in words  # the wave's move E3 E2, in capitals
        assert any(m.change == "OUT" for m in marks.values())  # and the tile it puts out
        side = side_text(screen)
        assert "(end), a blunder" in side and "(move E3 E2)" in side
        assert "CAPITALS the better one" in side
        assert "TO" in screen_text(app) and "OUT" in screen_text(app)
        board_in_sight(app, screen)


@pytest.mark.parametrize("size", SIZES)
async def test_the_yami_card_that_lost_the_mission_is_shown_in_its_hand_with_the_better_card(size):
    timeline = build_timeline(finished_yami_record(), engine_for("yami"), "The game")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await reviewed(pilot, timeline)
        while screen.decision.index != YAMI_BLUNDER:
            await pilot.press("n")
        assert "played O6, better O1" in screen_text(app)
        side = side_text(screen)
        assert f"{YAMI_BLUNDER + 1}. Player" in side and "a blunder: the success chance fell" in side
        hands = [h.view.title for h in screen.query(".replay-hand") if h.display]
        assert len(hands) == 1  # the seat under review's own hand, no other
        board_in_sight(app, screen)


async def test_arrows_step_through_every_decision_and_n_p_jump_between_marks():
    timeline = build_timeline(finished_yami_record(), engine_for("yami"), "The game")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reviewed(pilot, timeline)
        marked = [i for i, d in enumerate(screen.review.decisions) if d.mark]
        assert len(marked) >= 2 and len(screen.review.decisions) > len(marked)
        assert screen.cursor == marked[0]
        await pilot.press("n")
        assert screen.cursor == marked[1]
        await pilot.press("p")
        assert screen.cursor == marked[0]
        await pilot.press("right")
        assert screen.cursor == marked[0] + 1
        total = len(screen.review.decisions)
        assert f"Decision {marked[0] + 2} of {total}" in side_text(screen)


async def test_the_first_mark_is_on_the_board_while_the_review_still_searches(monkeypatch):
    """The review is held after its first judged decision until the test has looked."""
    looked = threading.Event()
    real = review_screen_module.review_of

    def held(timeline, keep, budget, progress, found):
        def hold(done, total):
            progress(done, total)
            if done == 1:
                looked.wait(20)

        return real(timeline, keep, budget, hold, found)

    monkeypatch.setattr(review_screen_module, "review_of", held)
    timeline = build_timeline(yami_blunder_record("O6"), engine_for("yami"), "The game")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = ReviewScreen(timeline, None, BUDGET)
        await app.push_screen(screen)
        await until(pilot, lambda: bool(screen.review.decisions))
        try:
            assert not screen.done
            assert "Decision 1 of 1 so far" in side_text(screen)
            assert screen.query_one("#replay-board").display
        finally:
            looked.set()
        await settle(pilot)
        assert screen.done and len(screen.review.decisions) > 1


async def test_leaving_returns_to_the_replay_it_came_from_and_escape_never_goes_further():
    path = saves_dir() / "yami-lost.json"
    save_record(finished_yami_record(), path)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        open_replay(app, path)
        await pilot.pause()
        replay_screen = app.screen
        assert isinstance(replay_screen, ReplayScreen)
        await pilot.press("c")
        await settle(pilot)
        review_screen = app.screen
        assert isinstance(review_screen, ReviewScreen)
        await pilot.press("n", "escape")
        await pilot.pause()
        assert app.screen is replay_screen
        assert replay_screen.index == review_screen.decision.index + 1


@cache
def variant_game(options: tuple[tuple[str, object], ...]):
    """Thirty actions of a Hi Mi Ki variant where an easy bot's moves stand for a person's (seat 0)
    against normal bots: seed 0 of each gives the review a mark with a better move."""
    engine = engine_for("himiki")
    chosen = engine.normalize_options(dict(options))
    names = engine.seat_names(chosen)
    levels = tuple("easy" if i == 0 else "normal" for i in range(len(names)))
    actions = bot_actions("himiki", chosen, 0, levels, 30)
    seats = [SeatRecord(name=n, kind="human" if i == 0 else "bot", level=None if i == 0 else "normal") for i, n in enumerate(names)]
    record = GameRecord(game="himiki", options=chosen, seed=0, seats=seats, actions=actions, created="2026-01-01")
    return build_timeline(record, engine, "The game")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("options", [(("mode", "2v2"),), (("expert", True),), (("mode", "mukyan"),)], ids=["2v2", "expert", "mukyan"])
async def test_a_variant_s_marked_move_and_its_better_one_are_drawn_on_its_board(options, size, monkeypatch):
    monkeypatch.setattr(review_module, "REVIEW_BUDGET", 0.1)
    timeline = variant_game(options)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = ReviewScreen(timeline, None)
        await app.push_screen(screen)
        await settle(pilot)
        decision = screen.decision
        assert decision.mark and decision.better
        state, engine = timeline.states[decision.index], timeline.engine
        better = step_marks(state, *engine.next_state(state, engine.parse_action(state, decision.better)))
        played = step_marks(state, *engine.next_state(state, timeline.steps[decision.index].action))
        trail = screen.query_one("#replay-board").view.trail
        assert {sq: kind for sq, kind in trail.items() if kind in (HINT_FROM, HINT_TO)} == {
            sq: HINT_TO if kind == TO else HINT_FROM for sq, kind in better.items()
        }
        assert all(trail[sq] == kind for sq, kind in played.items() if sq not in better)
        assert f"({decision.better})." in side_text(screen)
        board_in_sight(app, screen)
