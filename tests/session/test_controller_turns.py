"""The latest turn, which the board marks and the narration read."""

from __future__ import annotations

from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session


def test_last_turn_is_the_previous_seat_until_the_mover_acts() -> None:
    session = Session(engine_for("himiki"), {"mode": "1v1"}, seed=7)
    assert session.last_turn() == ()
    first = session.legal_actions()[0]
    session.play(first)
    mover = session.steps[0].actor
    assert [step.actor for step in session.last_turn()] == [mover]
    while session.to_play() == mover:
        session.play(session.legal_actions()[0])
    turn = session.last_turn()
    assert {step.actor for step in turn} == {mover}
    assert turn == session.steps[-len(turn):]
    session.play(session.legal_actions()[0])
    assert [step.actor for step in session.last_turn()] == [session.steps[-1].actor]
    assert session.steps[-1].actor != mover


def test_hints_are_kept_in_the_save() -> None:
    engine = engine_for("himizu")
    session = Session(engine, {}, seed=3)
    session.play(session.legal_actions()[0])
    session.count_hint()
    session.count_hint()
    session.undo()
    record = session.record()
    assert record.hints == 2
    again = Session.from_record(type(record).from_json(record.to_json()), engine)
    assert again.hints == 2
