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
