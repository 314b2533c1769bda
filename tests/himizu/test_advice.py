"""The coach's reason for a Himizu action, in words a newcomer reads without the rules open."""

from __future__ import annotations

from yamabushi.app.registry import engine_for
from yamabushi.himizu.advice import advise
from yamabushi.himizu.notation import parse_action
from yamabushi.session.controller import Session


def test_a_fire_move_that_lays_nothing_yet_says_what_it_brings_nearer():
    session = Session(engine_for("himizu"), {"board": "A"}, 5)
    for text in ("flame C3", "flame D3", "wave B3"):
        session.play_text(text)
    before = session.state
    action = parse_action(before.board, "ability F1 pay F")
    after, events = session.engine.apply(before, action)
    words, why = advise(before, action, after, tuple(events), 0)
    assert words.startswith("Use Fire's ability 1, paid with 1 Fire token, for two more moves")
    assert why == "it brings Fire about 1 tile nearer to all 16 on the board"
