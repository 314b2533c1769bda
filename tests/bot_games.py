"""Whole games between bots, through the session's checked path, for the bot tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yamabushi.app.bots import bot_factory
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat

QUICK_HARD = 0.05
"""Seconds a hard bot may think in tests that check legality, not strength."""


def bot_session(game: str, options: dict[str, Any], levels: Sequence[str], seed: int, **kw: Any) -> Session:
    """A session where seat i is a bot of level `levels[i % len(levels)]`."""
    engine = engine_for(game)
    names = engine.seat_names(options)
    seats = [Seat(name, "bot", levels[i % len(levels)]) for i, name in enumerate(names)]
    return Session(engine, options, seed, seats, bot_factory=bot_factory(game, kw.get("max_seconds", QUICK_HARD)))


def play_out(session: Session, limit: int = 3000) -> Session:
    """Let the bots play (checked apply: an illegal choice raises) until the game ends."""
    for _ in range(limit):
        if session.outcome() is not None:
            return session
        session.play_bot()
    raise AssertionError(f"no result after {limit} actions")
