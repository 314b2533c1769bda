"""The game-over dialog's Rematch: the same game again, the seats moved on, in one key."""

from __future__ import annotations

import random

from yamabushi.app.sessions import new_session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.screens.game import GameScreen


def played_out(session, seed: int = 3):
    """Random legal actions, scoring ones first, until the game ends."""
    rng = random.Random(seed)
    while session.outcome() is None:
        legal = list(session.engine.legal_actions(session.state))
        scores = sum(session.state.scores)
        scoring = [a for a in legal if sum(session.engine.next_state(session.state, a)[0].scores) > scores]
        session.play(rng.choice(scoring or legal))
    return session


async def test_rematch_on_the_game_over_dialog_swaps_the_person_and_the_bot(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    game = played_out(new_session("himiki", {"mode": "1v1", "setup": "random"}, 7, players={"Black": "easy"}, save=False))
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(VIEWS.screen_for(game))
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "Rematch (a)" in str(app.screen.query_one("#rematch").label)
        await pilot.press("a")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.session is not game
        assert [(s.name, s.kind) for s in screen.session.seats] == [("White", "bot"), ("Black", "human")]
        assert screen.session.outcome() is None and screen.session.options == game.options
