"""Whole games between bots, through the session's checked path, for the bot tests."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from yamabushi.app.bots import bot_factory, kit_for
from yamabushi.app.registry import engine_for
from yamabushi.core.bots import LevelBot, bot_rng, master_of
from yamabushi.session.controller import BotFactory, Session
from yamabushi.session.seats import Seat

QUICK_ITERATIONS = 40
"""A hard or master bot's search in tests that check legality, not strength: small, and
counted in iterations (never seconds), so a game is the same on a loaded machine."""


def quick_bots(game: str) -> BotFactory:
    """Bots of every level whose searches stop after QUICK_ITERATIONS."""
    kit = kit_for(game)
    quick = replace(kit, iterations=QUICK_ITERATIONS, master=replace(master_of(kit), iterations=QUICK_ITERATIONS))
    return lambda seat, index, seed: LevelBot(quick, seat.level or "normal", bot_rng(game, seed, index), None)


def bot_session(game: str, options: dict[str, Any], levels: Sequence[str], seed: int, full: bool = False) -> Session:
    """A session where seat i is a bot of level `levels[i % len(levels)]`: quick bots, or
    (`full`) the app's own at their full iteration budgets."""
    engine = engine_for(game)
    names = engine.seat_names(options)
    seats = [Seat(name, "bot", levels[i % len(levels)]) for i, name in enumerate(names)]
    factory = bot_factory(game) if full else quick_bots(game)
    return Session(engine, options, seed, seats, bot_factory=factory)


def play_out(session: Session, limit: int = 3000) -> Session:
    """Let the bots play (checked apply: an illegal choice raises) until the game ends."""
    for _ in range(limit):
        if session.outcome() is not None:
            return session
        session.play_bot()
    raise AssertionError(f"no result after {limit} actions")
