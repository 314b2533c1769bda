"""Plain mode's `hint`: the coach's move in words and why, counted in the save and said with the result."""

import io

import pytest

from yamabushi.app.coach import hint
from yamabushi.app.saves import read_record
from yamabushi.app.sessions import save_path
from yamabushi.plain.game import PlainGame
from yamabushi.plain.play import make_session

from tests.plain.test_play import legal_player


def test_hint_says_the_coachs_choice_and_the_result_counts_it():
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



ONE_PERSON = {"himiki": {"Black": "hard"}, "himizu": {"Water": "hard"}, "yami": {"Player 2": "hard"}}
"""A bot on every other seat: no hand-off line before the prompt."""


@pytest.mark.parametrize(
    ("game", "mode", "words"),
    [("himiki", None, ("Place a cube on",)), ("himiki", "mukyan", ("Place a cube on",)),
     ("himizu", None, ("Place the flame on",)), ("yami", None, ("Play the ",))],
)
def test_hint_says_the_move_in_words_its_notation_and_why(game, mode, words):
    session = make_session(game, mode, 3, players=ONE_PERSON[game])
    lines = iter(["hint"])
    out = io.StringIO()
    PlainGame(session, lambda: next(lines, None) or "quit", out).run()
    said = next(line.split("> ", 1)[1] for line in out.getvalue().splitlines() if "> " in line and "(" in line)
    move, _, reason = said.partition(" (")
    assert move.startswith(words) and "): " in reason and said.endswith("."), said


@pytest.mark.parametrize("game", ["himiki", "himizu", "yami"])
def test_plain_help_explains_the_notation_letters(game):
    session = make_session(game, None, 3, players=ONE_PERSON[game])
    lines = iter(["help"])
    out = io.StringIO()
    PlainGame(session, lambda: next(lines, None) or "quit", out).run()
    assert f"Notation:\n{session.engine.notation_key}" in out.getvalue()
