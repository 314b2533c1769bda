"""The end of a game with secrets is final at one keyboard: it showed every hand (the seed is
said, a table sends the moves), so no undo reopens it, as no undo crosses a revealed card.
Games that hide nothing keep the usual rule: the last action may still be taken back."""

from __future__ import annotations

import random

import pytest

from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session

SECRETS = [
    ("yami", {"players": 2}),
    ("yami", {"players": 3}),
    ("yami", {"players": 4}),
    ("yami", {"players": 2, "mission": 5}),
    ("yami", {"players": 3, "mission": 12}),
    ("himiki", {"mode": "1v1", "expert": True}),
    ("himiki", {"mode": "2v2", "expert": True}),
]


def played_out(game: str, options: dict, seed: int) -> Session:
    """Every seat a person at one keyboard, random legal actions until the game is over."""
    session = Session(engine_for(game), options, seed)
    rng = random.Random(seed)
    while session.outcome() is None:
        session.play(rng.choice(session.legal_actions()))
    return session


@pytest.mark.parametrize("game, options", SECRETS, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_undo_reopens_a_game_with_secrets_once_it_is_over(game, options, seed):
    session = played_out(game, options, seed)
    played = session.steps
    assert session.end_is_final()
    assert not session.can_undo() and not session.undo()
    assert session.steps == played and session.outcome() is not None


@pytest.mark.parametrize("game, options", [("himizu", {}), ("himiki", {"mode": "1v1"})])
def test_a_game_that_hides_nothing_still_takes_back_its_last_action(game, options):
    session = played_out(game, options, 4)
    assert not session.end_is_final()
    if session.steps[-1].barrier:
        pytest.skip("this game ended on dice, an undo barrier of its own")
    assert session.undo() and session.outcome() is None


def test_an_undo_refused_after_the_end_says_why_at_one_keyboard():
    """Not "Nothing of yours to undo here.": the person is told the end stays final, in plain mode."""
    import io

    from yamabushi.plain.game import PlainGame

    session = played_out("yami", {"players": 2}, 1)
    lines = iter(["undo"])
    out = io.StringIO()
    game = PlainGame(session, lambda: next(lines, None), out)
    game._command("undo")
    assert "The game is over and every hand was shown: its end stays final." in out.getvalue()
    unfinished = Session(engine_for("himizu"), {}, 1)
    assert unfinished.no_undo() == "Nothing of yours to undo here."


@pytest.mark.parametrize("game, options, final", [("himiki", {"mode": "1v1", "expert": True}, True), ("himiki", {"mode": "1v1"}, False)])
async def test_u_on_the_board_after_the_end_says_the_end_stays_final(tmp_path, monkeypatch, game, options, final):
    """The footer offers Undo only where it can still take something back (a game that hid nothing)."""
    from tests.tui.screen_text import whole_screen
    from yamabushi.tui.app import YamabushiApp
    from yamabushi.tui.games import VIEWS
    from yamabushi.tui.screens.dialogs import GameOverScreen

    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    session = played_out(game, options, 2)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(VIEWS.screen_for(session))
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("escape")
        await pilot.pause()
        footer = whole_screen(app)[-1]
        assert ("Undo" in footer) != final and "g Result" in footer and "Select" not in footer, footer
        await pilot.press("g")  # the result again
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        said = str(app.screen.query_one("#message").render())
        assert ("its end stays final" in said) == final, said
        assert (session.outcome() is None) != final  # the undo took the last action back
