"""Random table messages (JSON-ish values in every field, text with lone surrogates and control
characters, frames that are not JSON): each is refused in one sentence on a connection that
stays, the host logs no failure, and the player to move is still answered."""

from __future__ import annotations

import json
import logging
from contextlib import ExitStack

from hypothesis import example, given, settings
from hypothesis import strategies as st
from websockets.sync.client import ClientConnection, connect

from yamabushi.app.sessions import new_session
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import codes, served_in_thread

SECONDS = 5
FIELDS = ("v", "type", "code", "action", "request", "answer", "id")

texts = st.one_of(
    st.text(max_size=12),
    st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=3),
    st.sampled_from(["act", "undo", "answer", "join", "agree", " ", "\x1b]0;x\x07", "\u202e", "\x9b", "x" * 201]),
)
values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), texts),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=6,
)
messages = st.fixed_dictionaries(
    {"v": st.one_of(st.just(1), values), "type": st.one_of(st.sampled_from(["join", "act", "undo", "answer"]), values)},
    optional={name: st.one_of(texts, values) for name in FIELDS[2:]},  # text most often, to reach past the type checks
).flatmap(lambda known: st.dictionaries(st.one_of(st.sampled_from(FIELDS), texts), values, max_size=2).map(lambda odd: {**known, **odd}))
frames = st.one_of(
    messages.map(json.dumps),  # lone surrogates travel as \\ud800 escapes, as an attacker would send them
    values.map(json.dumps),
    st.binary(max_size=40),
    st.text(max_size=40),
)


def sit(stack: ExitStack, url: str, code: str) -> tuple[ClientConnection, dict]:
    ws = stack.enter_context(connect(url))
    ws.send(encode("join", code=code))
    while (message := read_update(ws.recv(SECONDS)))["type"] != "update":
        pass
    return ws, message


def test_random_messages_are_refused_on_a_connection_that_stays(caplog):
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 6))
    code = codes(table)
    with served_in_thread(table) as url, ExitStack() as stack:
        mover, update = sit(stack, url, code[table.session.to_play()])
        waiting, _ = sit(stack, url, code[1 - table.session.to_play()])
        watcher, _ = sit(stack, url, code[SPECTATOR])

        @settings(max_examples=100, deadline=None)
        @given(frame=frames, by_seat=st.booleans())
        @example(frame='{"v": 1, "type": "act", "action": "A1 BA2", "id": "\\ud800"}', by_seat=False)
        @example(frame="{", by_seat=False)  # a brace alone: the test itself once failed to parse it
        def refused(frame: str | bytes, by_seat: bool) -> None:
            ws = waiting if by_seat else watcher
            ws.send(frame)
            while (answer := read_update(ws.recv(SECONDS)))["type"] != "refused":
                pass
            reason = answer["reason"]
            assert reason.endswith(".") and ". " not in reason and reason.isprintable(), reason
            if "reply_to" in answer:  # only a frame that parsed, with an id, gets one back
                sent = json.loads(frame)
                assert isinstance(sent, dict) and answer["reply_to"] == sent["id"].strip()

        refused()
        mover.send(encode("act", action=update["legal"][0], id="honest"))
        while (answer := read_update(mover.recv(SECONDS))).get("reply_to") != "honest":
            pass
        assert answer["type"] == "update" and answer["actions"] == 1
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR]
