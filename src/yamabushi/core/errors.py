"""Typed errors. Every message is one sentence a player can act on."""


class RulesError(ValueError):
    """Base of every error the rules core raises on bad input."""


class IllegalAction(RulesError):
    """A well-formed action that the rules forbid in this position."""


class NotationError(RulesError):
    """Text that is not a valid action or position in the game's notation."""


class DataError(RulesError):
    """A rules data file that is missing, malformed or inconsistent."""
