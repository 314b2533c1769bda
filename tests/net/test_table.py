"""The table's authority without sockets: who may act, what each seat is told."""

from __future__ import annotations

import random
import re

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.net.transport.protocol import BadMessage, encode, read_message
from yamabushi.net.host.table import SPECTATOR, Table

CARD = re.compile(r"(?<![@\w])[RBPGO][1-7](?!\d)")
SQUARES = re.compile(r"(?:covers|tile on) [A-L0-9, ]+")
"""A placement's squares (B1, G7) are not cards."""  # as tests/tui/yami/keys.py: not a square like @B1


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def seat_code(table: Table, seat: int) -> str:
    return next(code for code, s in table.codes.items() if s == seat)


def test_a_code_per_person_and_one_for_spectators():
    table = Table.around(new_session("himiki", {"mode": "2v2"}, 4, save=False))
    assert sorted(table.codes.values()) == [SPECTATOR, 0, 1, 2, 3]
    assert len(set(table.codes)) == 5
    with pytest.raises(BadMessage, match="No seat"):
        table.seat_of("not-a-code")


def test_only_the_seat_to_play_acts_and_a_refusal_changes_nothing():
    table = Table.around(new_session("himizu", {}, 2, save=False))
    session = table.session
    mover = session.to_play()
    other = 1 - mover
    text = session.engine.format_action(session.state, session.legal_actions()[0])
    with pytest.raises(BadMessage, match="not your turn"):
        table.act(other, text)
    with pytest.raises(BadMessage, match="Spectators"):
        table.act(SPECTATOR, text)
    with pytest.raises(BadMessage):
        table.act(mover, "fly to the moon")
    assert session.steps == ()
    table.act(mover, text)
    assert [step.notation for step in session.steps] == [text]


def test_undo_takes_back_only_your_own_action():
    """Asking across another person's action is net/host/undo.py's (tests/net/test_undo.py)."""
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 9, save=False))
    session = table.session
    first = session.to_play()
    table.act(first, session.engine.format_action(session.state, session.legal_actions()[0]))
    with pytest.raises(BadMessage, match="Nothing of yours"):
        table.undo(1 - first)
    assert len(session.steps) == 1
    table.undo(first)
    assert session.steps == ()


def test_updates_narrate_what_happened_since_the_last_one():
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 9, save=False))
    session = table.session
    seat = session.to_play()
    table.act(seat, "place C5 KHM")
    update = table.update(1 - seat, since=0)
    assert update["narration"] == ["White places a cube on C5: Wood on top, Fire north/south, Water east/west."]
    assert table.update(1 - seat, since=1)["narration"] == []
    assert "wKHM" in update["view"]


def test_no_update_names_a_card_of_another_hand():
    """A 3-player Yami mission played out: every seat's and the spectator's updates hold no card
    of another hand (nor of the face-down deck), until the mission is over."""
    table = Table.around(new_session("yami", {"players": 3}, 11, save=False))
    session, rng, checked = table.session, random.Random(5), 0
    seen = {seat: 0 for seat in (0, 1, 2, SPECTATOR)}
    while session.outcome() is None:
        state = session.state
        for seat in seen:
            fields = table.update(seat, seen[seat])
            seen[seat] = fields["actions"]
            secret = {str(c) for s, hand in enumerate(state.hands) if s != seat for c in hand} | {str(c) for c in state.deck}
            assert not set(CARD.findall(SQUARES.sub("", encode("update", **fields)))) & secret
            checked += 1
        action = rng.choice(session.legal_actions())
        table.act(session.to_play(), session.engine.format_action(state, action))
    assert checked > 30
    assert table.welcome(0)["seed"] == session.seed  # over: the seed may be said now


def test_the_seed_of_a_hidden_game_is_kept_back():
    table = Table.around(new_session("yami", {"players": 4}, 77, save=False))
    assert table.welcome(0)["seed"] is None
    assert Table.around(new_session("himizu", {}, 77, save=False)).welcome(0)["seed"] == 77


@pytest.mark.parametrize(
    "raw, said",
    [
        ("not json", "one JSON object"),
        ("[1, 2]", "one JSON object"),
        ('{"v": 2, "type": "act", "action": "x"}', "version 1"),
        ('{"v": 1, "type": "shout"}', "type is one of"),
        ('{"v": 1, "type": "act"}', "needs action"),
        ('{"v": 1, "type": "act", "action": 5}', "needs action"),
        ('{"v": 1, "type": "act", "action": "x", "seat": 0}', "no field 'seat'"),
        ("[" * 100_000, "at most"),
    ],
)
def test_malformed_messages_are_refused_in_one_sentence(raw, said):
    with pytest.raises(BadMessage, match=said):
        read_message(raw)
