"""What a person's name may be, wherever one is typed (the new-game dialog, `--name`, plain mode).

A name is data shown on every screen and kept in files: trimmed, 1 to MAX_PERSON
characters, no control characters, and not a word a seat choice already means
("human", a bot level), since a seat's choice is a person's name, "human" or a level.
"""

from __future__ import annotations

from yamabushi.core.bots import LEVELS
from yamabushi.core.errors import RulesError
from yamabushi.core.kept import MAX_PERSON
from yamabushi.core.text import without_controls

HUMAN = "human"
"""A seat's choice of a person who gives no name."""


def person_name(text: str) -> str:
    """`text` trimmed, as a person's name; RulesError in one sentence when it cannot be one."""
    name = text.strip()
    if not name:
        raise RulesError("A name needs at least one letter.")
    if len(name) > MAX_PERSON:
        raise RulesError(f"A name is at most {MAX_PERSON} characters, not {len(name)}.")
    try:
        without_controls(name)
    except ValueError as exc:
        raise RulesError(f"A name cannot hold control characters ({exc}).") from None
    if name.casefold() in {HUMAN, *LEVELS}:
        raise RulesError(f"{name} names a kind of seat ({HUMAN}, {', '.join(LEVELS)}): choose another name.")
    return name
