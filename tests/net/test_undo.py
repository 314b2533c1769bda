"""Undo at a table without sockets: a seat takes back its own last action, and the people whose
actions that crosses are asked first (net/host/undo.py)."""

from __future__ import annotations

import random

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.net.transport.protocol import BadMessage, read_message
from yamabushi.net.host.table import SPECTATOR, Table

WHITE, BLACK = 0, 1


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def duel(**players: str) -> Table:
    """A Hi Mi Ki 1v1 table where White has placed a cube, then Black two (bots play at once):
    White is to play."""
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 9, save=False, players=players))
    table.act(WHITE, "place C5 KHM")
    for square in ("C2", "D2"):
        if table.session.bot_to_play():
            table.session.play_bot()
        else:
            table.act(BLACK, f"place {square} MKH")
    return table


def notations(table: Table) -> list[str]:
    return [step.notation for step in table.session.steps]


def by_seat(told) -> dict[int, dict]:
    return {notice.seat: {"kind": notice.kind, **notice.fields} for notice in told.notices}


def test_an_undo_across_another_persons_action_asks_them_and_happens_when_they_agree():
    table = duel()
    told = by_seat(table.undo(WHITE))
    assert notations(table) == ["place C5 KHM", "place C2 MKH", "place D2 MKH"]  # nothing yet: Black is asked
    assert told[BLACK]["you_answer"] and told[BLACK]["text"] == "White asks to take back place C5 KHM, place C2 MKH, place D2 MKH."
    assert not told[WHITE]["you_answer"] and told[WHITE]["text"] == "Waiting for Black to agree…"
    done = table.answer(BLACK, told[BLACK]["request"], "agree")
    assert notations(table) == []
    assert table.session.to_play() == WHITE
    assert done.everyone == "White took back place C5 KHM, place C2 MKH, place D2 MKH; Black agreed."
    assert {seat: n["kind"] for seat, n in by_seat(done).items()} == {WHITE: "undo_ended", BLACK: "undo_ended"}


def test_a_decline_keeps_the_game_and_the_asker_is_told():
    table = duel()
    request = by_seat(table.undo(WHITE))[BLACK]["request"]
    ended = by_seat(table.answer(BLACK, request, "decline"))
    assert notations(table) == ["place C5 KHM", "place C2 MKH", "place D2 MKH"]
    assert ended[WHITE] == {
        "kind": "undo_ended",
        "request": request,
        "text": "Black declined; nothing was taken back.",
        "taken_back": False,
    }
    assert table.undoes.request is None
    assert by_seat(table.undo(WHITE))[BLACK]["request"] != request  # a new request, a new number


def test_a_new_action_lapses_the_request():
    table = duel()
    request = by_seat(table.undo(WHITE))[BLACK]["request"]
    lapsed = by_seat(table.act(WHITE, "place D5 KHM"))
    assert lapsed[WHITE]["text"] == "The undo request lapsed: White played on."
    assert lapsed[BLACK]["kind"] == "undo_ended"
    with pytest.raises(BadMessage, match="no longer open"):
        table.answer(BLACK, request, "agree")
    assert notations(table) == ["place C5 KHM", "place C2 MKH", "place D2 MKH", "place D5 KHM"]


def test_a_seat_leaving_lapses_the_request_and_an_absent_person_cannot_be_asked():
    table = duel()
    table.undo(WHITE)
    assert by_seat(table.undoes.left(BLACK))[WHITE]["text"].endswith("lapsed: Black left the table.")
    with pytest.raises(BadMessage, match="Black is not at the table to agree"):
        table.undo(WHITE, present={WHITE})
    assert len(table.session.steps) == 3


def test_only_the_seats_asked_answer_and_each_of_them_must_agree():
    table = Table.around(new_session("himiki", {"mode": "2v2"}, 4, save=False))
    session = table.session
    for _ in range(3):
        table.act(session.to_play(), session.engine.format_action(session.state, session.legal_actions()[0]))
    asker, first, second = (step.actor for step in session.steps)
    bystander = session.to_play()
    request = by_seat(table.undo(asker))[first]["request"]
    with pytest.raises(BadMessage, match="not waiting for your answer"):
        table.answer(bystander, request, "agree")
    with pytest.raises(BadMessage, match="You asked"):
        table.answer(asker, request, "agree")
    with pytest.raises(BadMessage, match="Spectators"):
        table.answer(SPECTATOR, request, "agree")
    with pytest.raises(BadMessage, match="no longer open"):
        table.answer(first, "99", "agree")
    with pytest.raises(BadMessage, match="undo request is still open"):
        table.undo(second)  # one request at a time
    still = by_seat(table.answer(first, request, "agree"))
    assert len(session.steps) == 3
    names = session.seat_names()
    assert still[asker]["text"] == f"Waiting for {names[second]} to agree…"
    assert not still[first]["you_answer"] and still[second]["you_answer"]
    with pytest.raises(BadMessage, match="not waiting for your answer"):
        table.answer(first, request, "agree")  # once is enough
    done = table.answer(second, request, "agree")
    assert session.steps == ()
    assert done.everyone.endswith(f"; {names[first]} and {names[second]} agreed.")


def test_a_spectator_cannot_ask_and_a_seat_with_nothing_played_has_nothing_to_undo():
    table = duel()
    with pytest.raises(BadMessage, match="Spectators"):
        table.undo(SPECTATOR)
    fresh = Table.around(new_session("himiki", {"mode": "1v1"}, 9, save=False))
    fresh.act(WHITE, "place C5 KHM")
    with pytest.raises(BadMessage, match="Nothing of yours"):
        fresh.undo(BLACK)
    assert len(table.session.steps) == 3 and len(fresh.session.steps) == 1


def test_an_undo_of_your_own_action_or_across_bots_only_asks_nobody():
    table = duel(Black="easy")
    bot_moves = ", ".join(step.notation for step in table.session.steps[1:])
    told = table.undo(WHITE)
    assert told.notices == ()
    assert told.everyone == f"White took back place C5 KHM, {bot_moves}."
    assert table.session.steps == ()
    mine = duel()
    mine.act(WHITE, "place D5 KHM")
    assert mine.undo(WHITE).everyone == "White took back place D5 KHM."
    assert notations(mine) == ["place C5 KHM", "place C2 MKH", "place D2 MKH"]


def test_a_revealed_card_stays_final():
    table = Table.around(new_session("yami", {"players": 2}, 9, save=False))
    session = table.session
    for _ in range(2):
        table.act(session.to_play(), session.engine.format_action(session.state, session.legal_actions()[0]))
    assert session.steps[0].barrier
    for seat in (0, 1):
        with pytest.raises(BadMessage, match="never crosses"):
            table.undo(seat)
    assert len(session.steps) == 2


def test_once_over_only_the_last_action_by_whoever_played_it():
    table = Table.around(new_session("himizu", {}, 5, save=False))
    session, rng = table.session, random.Random(1)
    while session.outcome() is None:
        table.act(session.to_play(), session.engine.format_action(session.state, rng.choice(session.legal_actions())))
    last = session.steps[-1].actor
    with pytest.raises(BadMessage, match="game is over"):
        table.undo(1 - last)
    played = len(session.steps)
    assert table.undo(last).notices == ()
    assert len(session.steps) == played - 1 and session.outcome() is None


def test_a_table_undo_leaves_the_one_keyboard_rule_alone():
    """Hot-seat: the seat to play still cannot take back across another person's action."""
    session = duel().session
    assert not session.can_undo() and not session.undo()
    assert len(session.steps) == 3


@pytest.mark.parametrize(
    "raw, said",
    [
        ('{"v": 1, "type": "answer", "request": "1", "answer": "maybe"}', "agree or decline"),
        ('{"v": 1, "type": "answer", "request": "1"}', "needs answer"),
        ('{"v": 1, "type": "answer", "answer": "agree"}', "needs request"),
        ('{"v": 1, "type": "answer", "request": 1, "answer": "agree"}', "needs request"),
        ('{"v": 1, "type": "answer", "request": "1", "answer": "agree", "seat": 1}', "no field 'seat'"),
        ('{"v": 1, "type": "answer", "request": "1", "answer": ["agree"]}', "needs answer"),
    ],
)
def test_malformed_answers_are_refused_in_one_sentence(raw, said):
    with pytest.raises(BadMessage, match=said):
        read_message(raw)
