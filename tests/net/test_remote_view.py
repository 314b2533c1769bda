"""A table's client follows the game by composition: the remote session holds what the table
sent and offers what a screen reads (session/view.py), and nothing of a `Session` of its own."""

from __future__ import annotations

from yamabushi.app.sessions import new_session
from yamabushi.core.replay import replay
from yamabushi.net.host.table import Table
from yamabushi.net.tui_client.remote import RemoteSession
from yamabushi.session.controller import Session
from yamabushi.session.view import GameView


class Quiet:
    """A link to no table: the screen's reads only, nothing arrives."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, str]]] = []

    def send(self, kind: str, **fields: str) -> str:
        self.sent.append((kind, fields))
        return str(len(self.sent))


def following(table: Table) -> RemoteSession:
    return RemoteSession(Quiet(), dict(table.welcome(0)))  # type: ignore[arg-type]


def test_the_remote_session_is_what_a_screen_reads_and_no_session(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 3, save=False))
    remote = following(table)
    assert GameView in type(remote).__mro__ and not isinstance(remote, Session)
    kept = [name for name in ("take_back", "choose_bot_action", "play_bot", "from_record", "_apply", "_bots") if hasattr(remote, name)]
    assert kept == []  # a session's own undo, bots and loading are the table's, not the client's


def test_it_follows_the_table_s_moves_and_undos_position_by_position(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 3, save=False))
    remote = following(table)
    session = table.session
    for _ in range(3):
        table.act(session.to_play(), session.engine.format_action(session.state, session.legal_actions()[0]))
    first_two = [step.notation for step in session.steps[:2]]
    remote.take({"type": "update", **table.update(0, 0)})
    table.session.take_back(1)
    remote.take({"type": "update", **table.update(0, 3)})
    played = replay(session.engine, session.options, 3, first_two, "test")
    assert [s.notation for s in remote.steps] == first_two
    assert remote.states == tuple(played.states) and remote.to_play() == table.session.to_play()
    assert remote.redo() is False and remote.undo() is False  # an undo here is a request to the table
    assert remote.link.sent == [("undo", {})]


def test_a_move_this_client_cannot_follow_closes_it_with_one_sentence(tmp_path, monkeypatch):
    """A table (or something posing as one) sends a move that is no move here: the client says
    so in one sentence and stops following, where it raised out of the app's message loop."""
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 3, save=False))
    remote = following(table)
    bad = {"type": "update", **table.update(0, 0), "actions": 1, "moves": ["fly to the moon"]}
    assert remote.take(bad) is True
    assert remote.closed and remote.last_said.startswith("This client cannot follow what the table sent")
    assert remote.steps == ()
