"""The end of a game is said once: the engine's end sentence ("Black wins 5-1.", "Fire wins: all
16 terrain tiles are on the board.", "Mission 1 fails: ...") is not narrated beside the
outcome the front end says itself, in the app's side panel, in plain mode or in a replay."""

from __future__ import annotations

import io

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.plain.game import PlainGame
from yamabushi.session.controller import Session
from yamabushi.session.timeline import build_timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.replay import ReplayScreen

GAMES = [
    ("himiki", {"mode": "1v1", "setup": "random"}, ("White", "Black")),
    ("himizu", {}, ("Fire", "Water")),
    ("yami", {"players": 2}, ("Player 1", "Player 2")),
]


def between_bots(game: str, options: dict, seats: tuple[str, ...]) -> Session:
    """A new game between easy bots."""
    return new_session(game, options, 1, players={seat: "easy" for seat in seats}, save=False, count=False)


def played_out(game: str, options: dict, seats: tuple[str, ...]) -> Session:
    """A whole game between easy bots."""
    session = between_bots(game, options, seats)
    while session.outcome() is None:
        session.play_bot()
    return session


def end_words(session: Session) -> str:
    """The outcome's sentence, which every place says in the same words."""
    return session.outcome().text


@pytest.mark.parametrize(("game", "options", "seats"), GAMES, ids=[g[0] for g in GAMES])
def test_plain_mode_says_the_end_once(game, options, seats):
    session, out = between_bots(game, options, seats), io.StringIO()
    PlainGame(session, lambda: None, out).run()  # the bots' every action said, then the end
    assert out.getvalue().count(end_words(session)) == 1


@pytest.mark.parametrize(("game", "options", "seats"), GAMES, ids=[g[0] for g in GAMES])
async def test_the_side_panel_and_the_replay_say_the_end_once(game, options, seats):
    session = played_out(game, options, seats)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = VIEWS.screen_for(session)
        await app.push_screen(screen)
        await pilot.pause()
        panel = " ".join(str(widget.render()) for widget in screen.query("Static") if widget.display)
        assert " ".join(panel.split()).count(end_words(session)) == 1
        replay = ReplayScreen(build_timeline(session.record(), session.engine, "test"))
        await app.push_screen(replay)
        await pilot.press("end")
        await pilot.pause()
        shown = " ".join(str(widget.render()) for widget in replay.query("Static") if widget.display)
        assert " ".join(shown.split()).count(end_words(session)) == 1
