"""Bounded field types for the models of kept files (saves, records, reviews, statistics,
campaign profiles): a file may hold anything, so every field says what it may be, and a value
out of range is refused when the file is read, in the store's one sentence, never used."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, StringConstraints

from yamabushi.core.text import without_controls

SEED_MAX = 2**63 - 1
"""Seeds are 0 to 2^63 - 1: the generator takes any integer, but a bound keeps them storable."""

MAX_NAME = 100
"""The longest seat name a kept file may hold: the games' own are a few words."""
MAX_PERSON = 24
"""The longest name a person plays under: it fits a leaderboard's column at 80 columns."""
MAX_ACTION = 200
"""The longest action's notation a kept file may hold: the games' own are under 40 characters."""


def _when(text: str) -> str:
    """A moment as `isoformat` writes it (a file may say when a game began, not anything)."""
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise ValueError("it should be a date and time like 2025-05-01T10:00:00+00:00") from None
    return text


def _game_id(text: str) -> str:
    """A uuid4's hex, or for an older save `game:created:seed`: never a path, a space or a quote."""
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.:+-]{0,99}", text):
        raise ValueError("it should be up to 100 letters, digits and _ . : + -, starting with a letter or digit")
    return text


def _seed(value: int) -> int:
    if not 0 <= value <= SEED_MAX:
        raise ValueError(f"a seed is a whole number from 0 to {SEED_MAX}")
    return value


Seed = Annotated[int, AfterValidator(_seed)]
Moment = Annotated[str, StringConstraints(max_length=40), AfterValidator(_when)]
"""`created` and `finished` in every kept file."""
SeatName = Annotated[str, StringConstraints(min_length=1, max_length=MAX_NAME), AfterValidator(without_controls)]
PersonName = Annotated[str, StringConstraints(min_length=1, max_length=MAX_PERSON), AfterValidator(without_controls)]
"""A named person at a seat (saves, statistics, ratings)."""
Notation = Annotated[str, StringConstraints(min_length=1, max_length=MAX_ACTION)]
GameId = Annotated[str, AfterValidator(_game_id)]
