"""A hint in every game, on the screen at 80×24: the move in words, its notation and why, whole
(in the status line, or also in a notification where the panel has no room for it)."""

from __future__ import annotations

import textwrap

import pytest

from yamabushi.app.sessions import new_session, save_path
from yamabushi.tui.app import YamabushiApp

SIZE = (80, 24)

GAMES = [
    ("himiki", {"mode": "1v1", "setup": "random"}, {"Black": "hard"}, ("Tilt ", "Rotate ", "Place ")),
    ("himiki", {"mode": "2v2", "setup": "random"}, {"Black 1": "hard", "White 2": "hard", "Black 2": "hard"}, ("Tilt ", "Rotate ", "Place ")),
    ("himiki", {"mode": "1v1", "expert": True, "setup": "random"}, {"Black": "hard"}, ("Tilt ", "Rotate ", "Place ")),
    ("himiki", {"mode": "mukyan", "setup": "random"}, {}, ("Tilt ", "Rotate ", "Place ")),
    ("himizu", {}, {"Water": "hard"}, ("Place the flame", "Move ", "Use ")),
    ("yami", {"players": 2, "mission": 1}, {"Player 2": "hard"}, ("Play the ",)),
    ("yami", {"players": 2, "mission": 3}, {"Player 2": "hard"}, ("Play the ",)),
]


@pytest.mark.parametrize(("game", "options", "bots", "verbs"), GAMES, ids=lambda v: str(v))
async def test_h_shows_the_move_in_words_and_why_whole(game, options, bots, verbs):
    session = new_session(game, options, 21, players=bots, count=False)
    while session.bot_to_play():
        session.play_bot()
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        app.resume_game(save_path(session))
        await pilot.pause()
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.pause()
        message = app.screen.query_one("#message")
        said = str(message.render())
        assert said.startswith(verbs), said
        move, notation_and_reason = said.split(" (", 1)
        assert "): " in notation_and_reason and said.endswith(".")
        fits = len(textwrap.wrap(said, message.size.width)) <= message.size.height
        assert fits or said in [note.message for note in app._notifications], said


@pytest.mark.parametrize(("game", "options", "bots", "letters"), [
    ("himiki", {"mode": "1v1", "setup": "random"}, {"Black": "hard"}, "B Tilts the cube on C4"),
    ("himizu", {}, {"Water": "hard"}, "F a Fire token, W a Water token"),
    ("yami", {"players": 2, "mission": 1}, {"Player 2": "hard"}, "R red, B blue"),
], ids=lambda v: str(v))
async def test_the_help_says_what_the_notation_letters_mean(game, options, bots, letters):
    session = new_session(game, options, 21, players=bots, count=False)
    app = YamabushiApp()
    async with app.run_test(size=SIZE) as pilot:
        app.resume_game(save_path(session))
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        shown = " ".join(str(w.render()) for w in app.screen.query("*"))
        assert letters in " ".join(shown.split())
