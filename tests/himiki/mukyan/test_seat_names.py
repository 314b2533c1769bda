"""Muk Yan's sentences name Muk Yan, never "Black": the conflicts it wins, the Influence it takes."""

from __future__ import annotations

import re

from yamabushi.app.sessions import new_session


def test_a_whole_solo_game_says_muk_yan_for_the_automa():
    session = new_session("himiki", {"mode": "mukyan", "setup": "random"}, 1, players={"White": "easy"}, save=False, count=False)
    while session.outcome() is None:
        session.play_bot()
    told = [sentence for step in session.steps for sentence in step.told]
    assert not [s for s in told if re.search(r"\bBlack\b(?! die)", s)]
    assert any("Muk Yan scores 1" in s for s in told) and any("Muk Yan takes the" in s for s in told)
