"""Typed errors. Every message is one sentence a player can act on."""

from collections.abc import Mapping, Sequence
from typing import Any


class RulesError(ValueError):
    """Base of every error the rules core raises on bad input."""


class IllegalAction(RulesError):
    """A well-formed action that the rules forbid in this position."""


class NotationError(RulesError):
    """Text that is not a valid action or position in the game's notation."""


class DataError(RulesError):
    """A rules data file that is missing, malformed or inconsistent."""


def first_problem(errors: Sequence[Mapping[str, Any]]) -> str:
    """The first of pydantic's validation errors as `field.path: message`, for one-line reports."""
    first = errors[0]
    where = ".".join(str(p) for p in first["loc"]) or "top level"
    return f"{where}: {first['msg'].removeprefix('Value error, ').rstrip('.')}"
