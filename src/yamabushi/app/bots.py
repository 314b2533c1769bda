"""Bots for any seat of any game: each game's `Kit` from its registration, and bot seats for a session."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from yamabushi.core.bots import DEFAULT_LEVEL, HARD_SECONDS, LEVELS, Kit, LevelBot, bot_rng
from yamabushi.core.errors import RulesError
from yamabushi.app.people import HUMAN, person_name
from yamabushi.app.registry import registered
from yamabushi.session.seats import Bot, Seat

__all__ = ["DEFAULT_LEVEL", "LEVELS", "bot_factory", "has_bots", "kit_for", "make_bot", "seat_players"]


def has_bots(game: str) -> bool:
    """True when the game registers a bot kit (solo puzzles have none)."""
    spec = registered(game)
    return spec is not None and spec.kit is not None


def kit_for(game: str) -> Kit:
    """The game's registered kit; RulesError for a game with no bots, or none of that name."""
    spec = registered(game)
    if spec is None or spec.kit is None:
        raise RulesError(f"There are no bots for {game!r}.")
    return spec.kit()


def make_bot(game: str, level: str, seat: int, seed: int, max_seconds: float | None = HARD_SECONDS) -> Bot:
    return LevelBot(kit_for(game), level, bot_rng(game, seed, seat), max_seconds)


def seat_players(seats: Sequence[Seat], players: Mapping[str, str]) -> tuple[Seat, ...]:
    """The seats as `players` takes them (seat name -> a bot level, "human", or a person's
    name, whose games are rated); RulesError when a name cannot be one, or sits twice."""
    taken = tuple(_taken(seat, players.get(seat.name, HUMAN)) for seat in seats)
    names = [seat.player for seat in taken if seat.player]
    if twice := next((name for name in names if names.count(name) > 1), None):
        raise RulesError(f"{twice} is given for two seats: a person plays one seat of a game.")
    return taken


def _taken(seat: Seat, player: str) -> Seat:
    if player in LEVELS:
        return Seat(seat.name, "bot", player)
    if player == HUMAN or not seat.is_human:
        return seat
    return Seat(seat.name, "human", player=person_name(player))


def bot_factory(game: str, max_seconds: float | None = HARD_SECONDS) -> Callable[[Seat, int, int], Bot]:
    """A `Session` bot factory for `game`: each bot seat at its recorded level."""

    def build(seat: Seat, index: int, seed: int) -> Bot:
        return make_bot(game, seat.level or DEFAULT_LEVEL, index, seed, max_seconds)

    return build
