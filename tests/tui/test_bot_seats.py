"""Bot seats in the app: chosen on the new-game dialog, kept in saves, playing in a worker."""

import pytest
from textual.widgets import Select

from yamabushi.app.sessions import SaveFile
from yamabushi.app.bots import bot_factory
from yamabushi.app.registry import engine_for
from yamabushi.session.bot_loop import ask_bot
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.app.saves import saves_dir
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.new_game import NewGameScreen


async def wait_for(pilot, done, seconds=10.0):
    """Let the app run (the bot thinks in a worker) until `done()` or the time is up."""
    for _ in range(int(seconds / 0.05)):
        if done():
            return
        await pilot.pause(0.05)
    raise AssertionError("the bot did not move in time")


async def test_the_dialog_offers_each_seat_to_a_person_or_a_bot_and_the_bot_plays():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.ask_new_game("himiki-1v1")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen) and dialog.seat_names() == ("White", "Black")
        dialog.query_one("#seat-1", Select).value = "easy"
        dialog.query_one("#seed").focus()
        await pilot.press(*"7", "enter")
        await pilot.pause()
        session = app.screen.session
        assert [(s.kind, s.level) for s in session.seats] == [("human", None), ("bot", "easy")]
        assert app.screen.play(session.legal_actions()[0])  # White's first placement, as the keys would
        await wait_for(pilot, lambda: any(step.actor == 1 for step in session.steps))


async def test_a_saved_game_with_a_bot_seat_resumes_and_the_bot_moves_first():
    path = saves_dir() / "himizu-bot.json"
    seats = [Seat("Fire", "bot", "normal"), Seat("Water")]
    Session(
        engine_for("himizu"), {"board": "B"}, 3, seats, on_change=SaveFile(path), bot_factory=bot_factory("himizu")
    ).autosave()
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game(path)
        await pilot.pause()
        session = app.screen.session
        assert session.seats[0].level == "normal"
        await wait_for(pilot, lambda: session.to_play() == 1)
        assert session.steps[0].actor == 0


@pytest.mark.bot_pauses
async def test_a_whole_bot_turn_pauses_under_two_seconds_at_the_default_speed(monkeypatch):
    """Himizu's Fire plays up to 8 actions a turn: the pauses the screen schedules before them
    (counted, not timed) add up to under 2 s a turn, and the first still lets its start be seen."""
    from yamabushi.app.sessions import new_session
    from yamabushi.tui.games import VIEWS
    from yamabushi.tui.screens.bot_worker import BotWorker
    from yamabushi.tui.screens.game import GameScreen

    pauses: list[tuple[int | None, float]] = []

    def run(turn: BotWorker, pause: float) -> None:
        session = turn.screen.session
        pauses.append((session.to_play(), pause))
        turn.screen.call_later(turn.done, ask_bot(session))

    monkeypatch.setattr(BotWorker, "run", run)
    session = new_session("himizu", {"board": "A"}, 2, players={"Fire": "easy", "Water": "easy"}, save=False)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(VIEWS.screen_for(session))
        await wait_for(pilot, lambda: session.outcome() is not None, seconds=60)
    turns: list[list[float]] = []
    for index, (seat, pause) in enumerate(pauses):
        if index == 0 or pauses[index - 1][0] != seat:
            turns.append([])
        turns[-1].append(pause)
    assert max(len(turn) for turn in turns) >= 6
    assert all(turn[0] == GameScreen.bot_delay and sum(turn) < 2.0 for turn in turns)
