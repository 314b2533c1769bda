"""Try from here: a sandbox on a reviewed or replayed position where every seat is played from the
keyboard, with the coach's chance in the header, the best line on `b`, Escape back to the game's
own line. It never writes a file, its evaluation never holds a key, and in Yami it holds only
what the seat under review saw."""

from __future__ import annotations

import dataclasses
import re
import threading

import pytest

from yamabushi.app import analysis
from yamabushi.app import review as review_module
from yamabushi.app.analysis import sandbox_start
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import save_record, saves_dir
from yamabushi.core.replay import replay
from yamabushi.session.record import GameRecord, SeatRecord
from yamabushi.session.timeline import build_timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens import sandbox as sandbox_module
from yamabushi.tui.screens.game import GameScreen, MoveInput
from yamabushi.tui.screens.replay import ReplayScreen, open_replay
from yamabushi.tui.screens.review import ReviewScreen
from yamabushi.tui.screens.sandbox import Sandbox

from tests.app.coach_games import HIMIKI_4_4, YAMI_BLUNDER, bot_actions, timeline_from, yami_blunder_record

SIZES = [(80, 24), (120, 40)]


@pytest.fixture(autouse=True)
def small_searches(monkeypatch):
    """The evaluation, the best line and the review search a little: the same figures every run."""
    monkeypatch.setattr(analysis, "EVAL_BUDGET", 0.05)
    monkeypatch.setattr(analysis, "LINE_BUDGET", 0.02)
    monkeypatch.setattr(review_module, "REVIEW_BUDGET", 0.3)


async def settle(pilot) -> None:
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


def files_under(home) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*") if p.is_file()}


def himiki_save() -> object:
    """A saved Hi Mi Ki game between two people, a few actions in."""
    engine = engine_for("himiki")
    options = engine.normalize_options({})
    actions = bot_actions("himiki", options, 4, ("normal", "normal"), 12)
    seats = [SeatRecord(name=n, kind="human") for n in engine.seat_names(options)]
    record = GameRecord(game="himiki", options=options, seed=4, seats=seats, actions=actions, created="2026-01-01")
    path = saves_dir() / "himiki-study.json"
    save_record(record, path)
    return path


async def type_move(pilot, screen: GameScreen) -> str:
    """Play the first legal action through the typed-move box; its notation."""
    session = screen.session
    text = session.engine.format_action(session.state, session.legal_actions()[0])
    await pilot.press("colon")
    screen.query_one(MoveInput).value = text
    await pilot.press("enter")
    await pilot.pause()
    return text


@pytest.mark.parametrize("size", SIZES)
async def test_the_sandbox_plays_every_seat_shows_the_chance_and_writes_nothing(size, yamabushi_home):
    path = himiki_save()
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        open_replay(app, path)
        await pilot.pause()
        replay_screen = app.screen
        assert isinstance(replay_screen, ReplayScreen)
        await pilot.press("right", "right", "right")
        before = files_under(yamabushi_home)
        await pilot.press("t")
        await settle(pilot)
        sandbox = app.screen
        assert isinstance(sandbox, Sandbox)
        assert sandbox.session.state == replay_screen.timeline.states[3]
        assert re.search(r"(White|Black) to move: \d+% [█░]{10}", sandbox.sub_title)
        for _ in range(6):  # a turn may hold several actions: on until both seats have played
            await type_move(pilot, sandbox)
            await settle(pilot)
            if {step.actor for step in sandbox.session.steps} == {0, 1}:
                break
        assert {step.actor for step in sandbox.session.steps} == {0, 1}
        assert re.search(r"to move: \d+%", sandbox.sub_title)
        await pilot.press("b")
        await settle(pilot)
        message = str(sandbox.query_one("#message").render())
        assert message.startswith("Best line: ") and len(message) > len("Best line: ") + 5
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is replay_screen and replay_screen.index == 3
    assert files_under(yamabushi_home) == before


async def test_escape_from_the_sandbox_returns_to_the_review_on_the_same_decision():
    timeline = timeline_from("himiki", HIMIKI_4_4, ["B3 BB2"], ("human", "bot"))
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        review = ReviewScreen(timeline, None)
        await app.push_screen(review)
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, Sandbox)
        assert app.screen.session.state == HIMIKI_4_4
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is review and review.cursor == 0


async def test_a_key_plays_while_the_evaluation_is_still_searching(monkeypatch):
    """The evaluation is held until the move has been played: keys never wait for it."""
    played = threading.Event()
    real = sandbox_module.evaluate

    def held(*args, **kwargs):
        played.wait(20)
        return real(*args, **kwargs)

    monkeypatch.setattr(sandbox_module, "evaluate", held)
    path = himiki_save()
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        open_replay(app, path)
        await pilot.pause()
        await pilot.press("right", "t")
        await pilot.pause()
        sandbox = app.screen
        assert isinstance(sandbox, Sandbox)
        try:
            await type_move(pilot, sandbox)
            assert len(sandbox.session.steps) == 1
            assert "looking" in sandbox.sub_title  # no chance yet: the search is still held
        finally:
            played.set()
        await settle(pilot)
        assert re.search(r"to move: \d+%", sandbox.sub_title)


def test_yami_s_sandbox_starts_from_what_the_seat_saw_never_from_a_hidden_card():
    """Two deals that differ only in cards the seat could not see give the same sandbox."""
    record = yami_blunder_record("O6")
    engine = engine_for("yami")
    state = replay(engine, record.options, record.seed, record.actions[:YAMI_BLUNDER]).state
    seat = engine.to_play(state)
    other = 1 - seat if state.players == 2 else (seat + 1) % state.players
    hands = list(state.hands)
    hidden = state.unused or state.deck
    assert hidden, "the deal keeps some card out of sight"
    swapped = dataclasses.replace(state, hands=tuple(
        (hidden[0], *hand[1:]) if i == other else hand for i, hand in enumerate(hands)
    ), **({"unused": (hands[other][0], *state.unused[1:])} if state.unused else {"deck": (hands[other][0], *state.deck[1:])}))
    assert engine.observation(swapped, seat) == engine.observation(state, seat)
    assert sandbox_start(engine, swapped, seat, record.seed) == sandbox_start(engine, state, seat, record.seed)


async def test_yami_s_sandbox_shows_no_hand_before_the_keyboard_is_passed():
    record = yami_blunder_record("O6")
    timeline = build_timeline(record, engine_for("yami"), "The game")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        review = ReviewScreen(timeline, None)
        await app.push_screen(review)
        await settle(pilot)
        while review.decision.index != YAMI_BLUNDER:
            await pilot.press("n")
        await pilot.press("t")
        await pilot.pause()
        assert type(app.screen).__name__ == "HandOffScreen"
        await pilot.press("enter")
        await settle(pilot)
        sandbox = app.screen
        assert isinstance(sandbox, Sandbox)
        seat = timeline.steps[YAMI_BLUNDER].actor
        assert sandbox.viewer == seat
        assert sandbox.session.engine.observation(sandbox.session.state, seat) == timeline.engine.observation(
            timeline.states[YAMI_BLUNDER], seat
        )
