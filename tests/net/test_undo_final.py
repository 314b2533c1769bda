"""At a table the end of a game with secrets is final: every seat and spectator has just been
sent the seed and the moves (every hand), so an undo past it would go on with the hands known.
Two or more clients play a game to its end through the server, then each seat asks to undo."""

from __future__ import annotations

import asyncio

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Caller, Player, bounded, codes, serve

CASES = [
    ("yami", {"players": 2}, {}),  # with the automa
    ("yami", {"players": 3}, {"Player 3": "easy"}),
    ("yami", {"players": 4}, {}),
    ("yami", {"players": 2, "mission": 5}, {}),  # a campaign mission
    ("himiki", {"mode": "1v1", "expert": True}, {}),
    ("himiki", {"mode": "2v2", "expert": True}, {}),
]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


@pytest.mark.parametrize("game, options, players", CASES, ids=lambda v: str(v))
async def test_no_seat_can_undo_once_a_game_with_secrets_has_shown_its_deal(game, options, players):
    table = Table.around(new_session(game, options, 7, save=False, players=players))
    _, server, url = await serve(table)
    seats = {seat: code for seat, code in codes(table).items() if seat != SPECTATOR}
    try:
        ends = await bounded(asyncio.gather(*(Player(code, seat).play(url) for seat, code in seats.items())), 120)
        assert all(end["revealed"]["seed"] == 7 for end in ends)  # the deal is out
        played = table.session.steps
        for code in seats.values():
            caller = await Caller.sit(url, code)
            await caller.send("undo")
            refused = await bounded(caller.expect("refused"), 10)
            assert refused["reason"] == "The game is over and every hand was shown: its end stays final."
            await caller.leave()
        assert table.session.steps == played and table.undoes.request is None
    finally:
        server.close()
        await server.wait_closed()
