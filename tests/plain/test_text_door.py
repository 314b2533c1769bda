"""Plain mode and the plain table client print every word through core/text.write: seat names
from a save or a table, typed words, the host's messages all reach the terminal with their
control characters visible. Before, a seat named `ESC ] 0 ; … BEL` renamed the window."""

from __future__ import annotations

import io

import pytest

from tests.hostile import BIDI, CLEAR, NAMES, TITLE, raw_controls
from yamabushi.app.registry import engine_for
from yamabushi.net.plain_client.client import PlainClient
from yamabushi.plain.game import PlainGame
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat

SEEN = ("^[]0;pwned^GWhite^[[2J", "Bl\\x9b31mack^M<U+202A><U+202B>", "Gr^M^@^H^?\\x85<U+200B>")
"""How NAMES are shown, the one whose turn it is in a prompt."""
GAMES = [("himiki", {"mode": "1v1"}, 2), ("himizu", {}, 2), ("yami", {"players": 3}, 3)]


def scripted(lines):
    queue = list(lines)
    return lambda: queue.pop(0) if queue else None


@pytest.mark.parametrize(("game", "options", "seats"), GAMES, ids=[g for g, _, _ in GAMES])
def test_seat_names_and_typed_words_are_printed_visibly(game, options, seats):
    session = Session(engine_for(game), options, 1, [Seat(name) for name in NAMES[:seats]])
    out = io.StringIO()
    typed = ["", "help", "legal", f"{TITLE}{CLEAR}", f"x{BIDI}\r", "undo", "quit"]
    PlainGame(session, scripted(typed), out).run()
    printed = out.getvalue()
    assert not raw_controls(printed), sorted(set(raw_controls(printed)))
    assert "to play> " in printed and any(seen in printed for seen in SEEN), printed[-300:]


def test_the_plain_client_prints_what_the_table_sends_visibly():
    out = io.StringIO()
    client = PlainClient(out)
    client.shown({"type": "joined", "name": NAMES[0], "seat": 0, "game": f"Hi Mi Ki{CLEAR}"})
    client.shown({"type": "refused", "reason": f"{TITLE} no"})
    client.shown({"type": "update", "narration": [f"{NAMES[1]} played."], "view": f"board\r{BIDI}", "your_turn": True})
    client.shown({"type": "undo_asked", "text": NAMES[2], "you_answer": True, "request": 1})
    printed = out.getvalue()
    assert not raw_controls(printed), sorted(set(raw_controls(printed)))
    assert "Refused: ^[]0;pwned^G no" in printed and "^[]0;pwned^GWhite^[[2J to play> " in printed
