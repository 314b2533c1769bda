"""The Resume and Replay lists say where each saved game stands: its score or round and whose
turn it is, or its result once it is over; never a hand or a secret seed."""

from __future__ import annotations

import random
import re

import pytest

from yamabushi.app.bots import bot_factory
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import new_save_path, standing
from yamabushi.app.sessions import SaveFile
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.replay import ReplayPickScreen
from yamabushi.tui.screens.resume import ResumeScreen

CARD = re.compile(r"(?<![@\w])[RBPGO][1-7](?!\d)")


def saved(game: str, options: dict, seed: int, until) -> Session:
    """A saved game played at random until `until(session)` holds."""
    engine = engine_for(game)
    session = Session(engine, options, seed, on_change=SaveFile(new_save_path(game)))
    rng = random.Random(seed)
    while not until(session):
        session.play(rng.choice(list(session.legal_actions())))
    return session


def scored(session: Session) -> bool:
    state = session.state
    return sum(state.scores) >= 1 and state.scores[0] != state.scores[1]


def test_each_engine_says_where_its_game_stands():
    himiki = saved("himiki", {"mode": "1v1", "setup": "random"}, 4, scored)
    white, black = himiki.state.scores
    ahead = "White" if white > black else "Black"
    mover = himiki.seats[himiki.to_play()].name
    assert himiki.engine.progress_text(himiki.state) == f"{ahead} leads {max(white, black)}-{min(white, black)}, {mover} to play"
    himizu = saved("himizu", {"board": "A"}, 2, lambda s: s.state.round == 2)
    assert himizu.engine.progress_text(himizu.state) == f"Round 2/10, {himizu.seats[himizu.to_play()].name} to play"
    yami = saved("yami", {"players": 3, "mission": 1, "first": 0}, 3, lambda s: len(s.steps) == 4)
    text = yami.engine.progress_text(yami.state)
    assert text.startswith("Mission 1, round 2/7, ") and text.endswith(" to play")
    mukyan = saved("himiki", {"mode": "mukyan", "setup": "random"}, 5, lambda s: len(s.steps) == 0)
    assert mukyan.engine.progress_text(mukyan.state) == f"Tied 0-0, {mukyan.seats[mukyan.to_play()].name} to play"
    over = saved("himiki", {"mode": "1v1", "setup": "random"}, 2, lambda s: s.outcome() is not None)
    assert standing(over.record()) == f"Finished: {over.outcome().text}"


@pytest.mark.parametrize("picker", [ResumeScreen, ReplayPickScreen])
async def test_the_lists_show_score_turn_and_result(picker):
    sessions = [
        saved("himiki", {"mode": "1v1", "setup": "random"}, 4, scored),
        saved("himiki", {"mode": "1v1", "setup": "random"}, 2, lambda s: s.outcome() is not None),
        saved("himizu", {"board": "A"}, 2, lambda s: s.state.round == 2),
        saved("yami", {"players": 3, "mission": 1, "first": 0}, 3, lambda s: len(s.steps) == 4),
    ]
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = picker()
        await app.push_screen(screen)
        await pilot.pause()
        saves = screen.query_one("#saves")
        rows = [" ".join(str(saves.get_option_at_index(i).prompt).split()) for i in range(saves.option_count)]
        assert len(rows) == len(sessions)
        for session in sessions:
            outcome = session.outcome()
            where = f"Finished: {outcome.text}" if outcome else session.engine.progress_text(session.state)
            assert sum(where in row for row in rows) == 1, (where, rows)
        yami = next(row for row in rows if "Mission 1" in row)
        hands = {str(card) for hand in sessions[-1].state.hands for card in hand}
        assert not set(CARD.findall(yami)) & hands
        assert "seed" not in yami and "4 actions" in yami
        assert all(len(line) <= saves.scrollable_content_region.width for line in str(saves.get_option_at_index(0).prompt).splitlines())


async def test_the_resume_list_names_the_bot_and_named_seats_and_no_anonymous_player_names():
    bots = Session(
        engine_for("himiki"), {"mode": "1v1", "setup": "random"}, 1,
        [Seat("White", player="[b]Ann"), Seat("Black", "bot", "hard")], on_change=SaveFile(new_save_path("himiki")), bot_factory=bot_factory("himiki"),
    )
    bots.autosave()
    saved("yami", {"players": 2, "mission": 1, "first": 0}, 3, lambda s: len(s.steps) == 2)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = ResumeScreen()
        await app.push_screen(screen)
        await pilot.pause()
        saves = screen.query_one("#saves")
        rows = [" ".join(str(saves.get_option_at_index(i).prompt).split()) for i in range(saves.option_count)]
        assert any("Hi Mi Ki: 1 vs 1 White: [b]Ann, Black: hard bot" in row for row in rows), rows  # as the game's header says
        assert not any("Player 1 vs Player 2" in row or "White vs Black" in row for row in rows), rows
