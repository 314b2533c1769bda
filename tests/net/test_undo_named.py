"""In a game with secrets the undo's sentences name the actions as every seat saw them played
(a Tilt, a tile placed), never a count, and never a tile or card nobody else has seen."""

from __future__ import annotations

import random

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.net.host.table import Table

WHITE, BLACK = 0, 1
SETUP = ((WHITE, "place C5 KHM"), (BLACK, "place C2 MKH"), (BLACK, "place D2 MKH"), (WHITE, "place B5 HKM"))
SETUP += ((WHITE, "place D5 HKM"), (BLACK, "place B2 MKH"))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def test_an_expert_undo_names_the_tilts_it_crosses_and_no_chaos_tile():
    table = Table.around(new_session("himiki", {"mode": "1v1", "expert": True}, 9, save=False))
    for seat, action in (*SETUP, (WHITE, "C5 BC4"), (BLACK, "C2 BC3")):
        table.act(seat, action)
    told = {notice.seat: notice.fields["text"] for notice in table.undo(WHITE).notices}
    assert told[BLACK] == "White asks to take back C5 BC4, C2 BC3."
    hands = table.session.state.chaos.hands
    assert all(hands[seat]) and not any(tile in told[BLACK].lower() for hand in hands for tile in hand)


def test_a_yami_seat_takes_back_its_tile_by_name():
    table = Table.around(new_session("yami", {"players": 2}, 9, save=False))
    session, rng = table.session, random.Random(3)
    while not (session.steps and session.steps[-1].log.count("@")):
        seat = session.to_play()
        table.act(seat, session.engine.format_action(session.state, rng.choice(list(session.legal_actions()))))
    placed = session.steps[-1]
    name = session.seats[placed.actor].name
    assert table.undo(placed.actor).everyone == f"{name} took back {placed.notation}."
