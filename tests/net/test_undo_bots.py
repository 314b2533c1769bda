"""An undo asked while a bot thinks waits for the bot's one move and takes that back too: the
bot's move is never played on a position that was taken back, and never twice."""

from __future__ import annotations

import asyncio
import threading

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.net.transport.protocol import BadMessage
from yamabushi.net.host.table import Table
from yamabushi.net.host.testing import Caller, bounded, codes, serve

WHITE = 0
WAITS = "Your undo waits for Black to finish its move, then takes that back too."


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def against_a_bot() -> Table:
    """Hi Mi Ki 1v1, Black an easy bot; the set-up's first three placements played and White's
    first of two: White is to place its last cube, then Black is to play."""
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 9, save=False, players={"Black": "easy"}))
    table.act(WHITE, "place C5 KHM")
    while table.session.bot_to_play():
        table.play_bot(table.bot_action())
    table.act(WHITE, "place D5 KHM")
    return table


def test_the_undo_waits_for_the_bot_s_move_and_then_covers_it():
    table = against_a_bot()
    before = [step.notation for step in table.session.steps]
    table.act(WHITE, "place B5 HKM")
    told = table.undo(WHITE)
    assert [(n.seat, n.fields["text"]) for n in told.notices] == [(WHITE, WAITS)]
    assert len(table.session.steps) == 5  # nothing taken back while the bot thinks
    with pytest.raises(BadMessage, match="Your undo request is still open"):
        table.undo(WHITE)  # one request at a time
    turn = table.bot_action()
    reply = table.session.engine.format_action(table.session.state, turn.action)
    done = table.play_bot(turn)
    assert done.everyone == f"White took back place B5 HKM, {reply}."
    assert [step.notation for step in table.session.steps] == before
    assert table.session.to_play() == WHITE and table.undoes.request is None


async def test_at_the_server_the_bot_s_move_lands_once_and_is_taken_back(monkeypatch):
    table = against_a_bot()
    before = [step.notation for step in table.session.steps]
    gate, thinking, chosen = threading.Event(), threading.Event(), []
    decide = Table.bot_action

    def slow(self: Table):
        action = decide(self)
        if action is not None:
            chosen.append(action)
            thinking.set()
            gate.wait(10)  # the bot "thinks" until the test has asked its undo
        return action

    monkeypatch.setattr(Table, "bot_action", slow)
    _, server, url = await serve(table)
    white = await Caller.sit(url, codes(table)[WHITE])
    try:
        await white.send("act", action="place B5 HKM")
        await bounded(white.expect("update"), 10)
        await bounded(asyncio.to_thread(thinking.wait, 10), 15)
        await white.send("undo", id="u1")
        waiting = await bounded(white.expect("undo_asked"), 10)
        assert waiting["reply_to"] == "u1" and waiting["text"] == WAITS
        gate.set()
        said = (await bounded(white.expect("undo_ended"), 10))["text"]
    finally:
        gate.set()
        await white.leave()
        server.close()
        await server.wait_closed()
    assert said.startswith("White took back place B5 HKM, place ") and said.endswith(".")
    assert [step.notation for step in table.session.steps] == before and len(chosen) == 1
    update = next(m for m in reversed(white.seen) if m["type"] == "update")
    assert update["actions"] == len(before) and update["narration"][-1] == said and update["your_turn"]


def test_an_undo_that_waited_for_muk_yan_s_dice_is_refused_in_one_sentence():
    table = Table.around(new_session("himiki", {"mode": "mukyan"}, 9, save=False))
    session = table.session
    while len(session.steps) < 7 or not table.bots_to_play():  # the set-up, then White's first move
        if table.bots_to_play():
            table.play_bot(table.bot_action())
        else:
            table.act(WHITE, session.engine.format_action(session.state, session.legal_actions()[0]))
    played = len(session.steps)
    assert [n.fields["text"] for n in table.undo(WHITE).notices] == [
        "Your undo waits for Muk Yan to finish its move, then takes that back too."
    ]
    while table.bots_to_play():  # Muk Yan may play again
        ended = table.play_bot(table.bot_action())
    assert [(n.seat, n.kind, n.fields["text"]) for n in ended.notices] == [
        (WHITE, "undo_ended", "An undo never crosses dice or a revealed card or tile: those stay final.")
    ]
    assert ended.everyone is None and len(session.steps) > played and table.undoes.request is None
