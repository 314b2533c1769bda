"""Session-level checks for every engine's tests: saves round-trip, undo reaches every state."""

from __future__ import annotations

from typing import Any, Mapping

from yamabushi.core.protocol import Engine
from yamabushi.core.testing import SimGame
from yamabushi.session.controller import Session
from yamabushi.session.record import GameRecord


def check_session_roundtrip(engine: Engine[Any, Any], options: Mapping[str, Any], game: SimGame) -> None:
    """Save -> load -> save is byte-identical, and free undo walks back through every state."""
    session = Session(engine, dict(options), game.seed, free_undo=True)
    for text in game.notations:
        session.play_text(text)
    assert session.state == game.states[-1]
    saved = session.record().to_json()
    loaded = Session.from_record(GameRecord.from_json(saved), engine, free_undo=True)
    assert loaded.record().to_json() == saved
    assert loaded.state == session.state
    for expected in reversed(game.states[:-1]):
        assert session.undo()
        assert session.state == expected
    assert not session.can_undo()
