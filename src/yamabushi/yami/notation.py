"""Yami action notation, one text form per action (see rules/yami.md).

    R5            play the card R5 (your own, or the automa's river card)
    deck          play the automa's top deck card
    B5@C4/90      place tile B5, anchor on C4, turned 90° clockwise, front side
    G6@L12/270b   the same on the back side (mirrored, then turned)
    -R5           throw R5 face down (a Whirlpool, a Moon tile)
    !beacon:G     use a power: `!` + its name, then `:` + its target if it has one
                  (a colour letter, a square, or a placement: `!drift:B5@C4/90`)

Parsing is case-insensitive and ignores surrounding spaces; formatting always
gives the canonical form, so `parse(format(a)) == a`.
"""

from __future__ import annotations

import re

from yamabushi.core.errors import NotationError
from yamabushi.yami.actions import Action, Discard, Place, Play, PlayDeck, UsePower
from yamabushi.yami.board import parse_square, square_name
from yamabushi.yami.cards import COLOURS, card

_PLACE = re.compile(r"(\w+)@(\w+)/([0-9]+)([FB]?)", re.IGNORECASE)
_POWER = re.compile(r"!([a-z]+)(?::(\S+))?", re.IGNORECASE)


def format_action(action: Action) -> str:
    if isinstance(action, Play):
        return str(action.card)
    if isinstance(action, PlayDeck):
        return "deck"
    if isinstance(action, Discard):
        return f"-{action.card}"
    if isinstance(action, UsePower):
        return f"!{action.power}" + _power_target(action)
    side = "b" if action.flipped else ""
    return f"{action.card}@{square_name(action.anchor)}/{action.rotation}{side}"


def parse_action(text: str) -> Action:
    """Read one action; NotationError says what is wrong with the text."""
    stripped = text.strip()
    if stripped.lower() == "deck":
        return PlayDeck()
    if stripped.startswith("-"):
        return Discard(card(stripped[1:]))
    if stripped.startswith("!"):
        return _parse_power(stripped)
    if "@" not in stripped:
        return Play(card(stripped))
    return _parse_place(text, stripped)


def _parse_place(text: str, stripped: str) -> Place:
    match = _PLACE.fullmatch(stripped)
    if not match:
        raise NotationError(
            f"{text!r} is not a placement: write tile@square/rotation, e.g. B5@C4/90 or B5@C4/90b for the back side."
        )
    rotation = int(match[3])
    if rotation not in (0, 90, 180, 270):
        raise NotationError(f"{text!r}: the rotation must be 0, 90, 180 or 270, not {match[3]}.")
    return Place(card(match[1]), parse_square(match[2]), rotation, match[4].lower() == "b")


def _power_target(action: UsePower) -> str:
    if action.move is not None:
        return f":{format_action(action.move)}"
    if action.square is not None:
        return f":{square_name(action.square)}"
    return f":{action.colour}" if action.colour else ""


def _parse_power(text: str) -> UsePower:
    """`!name`, `!name:G` (a colour), `!name:C4` (a square) or `!name:B5@C4/90` (a move)."""
    match = _POWER.fullmatch(text)
    if not match:
        raise NotationError(f"{text!r} is not a power: write ! and its name, e.g. !hourglass or !beacon:G.")
    name, target = match[1].lower(), match[2]
    if target is None:
        return UsePower(name)
    if "@" in target:
        return UsePower(name, move=_parse_place(text, target))
    if target.upper() in COLOURS:
        return UsePower(name, colour=target.upper())
    return UsePower(name, square=parse_square(target))
