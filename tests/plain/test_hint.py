"""Plain mode's `hint`: the hard bot's choice in one line, counted in the save and said with the result."""

import io

from yamabushi.app.coach import hint
from yamabushi.app.saves import read_record
from yamabushi.app.sessions import save_path
from yamabushi.plain.game import PlainGame
from yamabushi.plain.play import make_session

from tests.plain.test_play import legal_player


def test_hint_says_the_hard_bots_choice_and_the_result_counts_it():
    session = make_session("himizu", None, 2)
    expected = hint(session, max_seconds=None).why
    rest = legal_player(session, seed=1, limit=3000)
    lines = iter(["hint"])
    out = io.StringIO()
    assert PlainGame(session, lambda: next(lines, None) or rest(), out).run() == 0
    text = out.getvalue()
    assert f"Fire to play> {expected}" in text.splitlines()
    assert read_record(save_path(session)).hints == 1
    assert text.rstrip().splitlines()[-1].startswith("Game over.") and "Hints used: 1." in text.splitlines()[-1]

