"""What every sub-command shares about its arguments: bounded numbers, one-line errors, safe echoes.

A number typed on the command line is read here, not by `int`: only ASCII
digits (an optional minus sign), at most 19 of them, within bounds the message
states, so a typo is one sentence and a huge value never runs for ever. Every
mistake, argparse's and the commands' own, is said by `report`: one line, the
arguments it repeats cut to 40 characters and their control characters made
visible, so it cannot flood, move the cursor or recolour the terminal.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from yamabushi.core.errors import RulesError
from yamabushi.core.kept import SEED_MAX
from yamabushi.core.numbers import whole_number
from yamabushi.core.text import shortened, visible

if TYPE_CHECKING:
    from yamabushi.app.catalog import ModeEntry
    from yamabushi.session.clock import TimeControl

_MAX_DIGITS = 19


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse `type`: a whole number from `low` to `high`, or an error that says so."""

    def read(text: str) -> int:
        stripped = text.strip()
        size = whole_number(stripped.removeprefix("-"), _MAX_DIGITS)
        if size is not None:
            value = -size if stripped.startswith("-") else size
            if low <= value <= high:
                return value
        raise argparse.ArgumentTypeError(f"must be a whole number from {low} to {high}, not {text!r}")

    read.__name__ = "whole number"
    return read


SEED = whole(0, SEED_MAX)


def add_clock_option(parser: argparse.ArgumentParser) -> None:
    """`--clock M+S`, as `play` and `host` take it: a duel on a clock, read by `TimeControl.parse`."""
    parser.add_argument("--clock", type=_clock, default=None, metavar="M+S",
                        help="a clock: M minutes each, S seconds added every turn (5+3); duels only")


def _clock(text: str) -> TimeControl:
    from yamabushi.session.clock import TimeControl

    try:
        return TimeControl.parse(text)
    except RulesError as exc:
        raise argparse.ArgumentTypeError(str(exc)[0].lower() + str(exc)[1:]) from None


MAX_MESSAGE = 400
"""No honest message is longer; one that quotes a long argument in a form `report` cannot
find (a part of it) is cut here."""


class Mistake(Exception):
    """argparse found the arguments wrong: `main` reports it, as it knows what was typed."""


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line, `yamabushi: ...` on stderr and exit code 2, with no usage block."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("yamabushi").strip()
        where = f"{command}: " if command else ""
        raise Mistake(f"{where}{message}{'' if message.endswith('.') else '.'}")


def report(message: str, argv: Sequence[str]) -> int:
    """Say `message` in one line on stderr, `yamabushi: ...`, and return the exit code 2.
    Each long argument it repeats (whole, quoted, after `=`, or its file name) is cut to
    40 characters, then every control character is made visible."""
    for typed in sorted(set(argv), key=len, reverse=True):
        for part in {typed, typed.partition("=")[2], os.path.basename(typed)}:
            if len(part) > 40:
                message = message.replace(repr(part), repr(shortened(part))).replace(part, shortened(part))
    said = visible(message)
    said = said if len(said) <= MAX_MESSAGE else said[: MAX_MESSAGE - 1] + "…"
    print(f"yamabushi: {said}", file=sys.stderr)
    return 2


def add_bot_option(parser: argparse.ArgumentParser) -> None:
    """`--bot SEAT=LEVEL` and `--name SEAT=NAME`, repeatable, as `play` and `host` take them
    (read by `bot_players`)."""
    parser.add_argument("--bot", action="append", default=[], metavar="SEAT=LEVEL", help="a bot on that seat (repeat for more)")
    parser.add_argument("--name", action="append", default=[], metavar="SEAT=NAME",
                        help="the person on that seat, by name: their games are rated (repeat for more)")


def bot_players(
    pairs: Sequence[str], mode: ModeEntry, options: Mapping[str, Any], names: Sequence[str] = ()
) -> dict[str, str]:
    """`--bot Black=hard` and `--name White=Ann` pairs as seat name -> level or person's name:
    each seat one a person would take in `mode` with `options` (an automa's is not), each level
    a bot's, each name one a person may have, no seat twice; RulesError in one sentence. Seats
    and levels are read whatever their case (`white=Hard` is White's hard bot), as typed at a shell."""
    from yamabushi.app.bots import LEVELS
    from yamabushi.app.catalog import seats_of
    from yamabushi.app.people import person_name
    from yamabushi.app.registry import engine_for

    if not pairs and not names:
        return {}
    engine = engine_for(mode.game)
    seats = tuple(seat.name for seat in seats_of(mode, engine.seat_names(engine.normalize_options(options))) if seat.is_human)
    chosen: dict[str, str] = {}
    for flag, given in (("--bot", pairs), ("--name", names)):
        for pair in given:
            typed, _, value = pair.partition("=")
            seat = next((name for name in seats if name.casefold() == typed.casefold()), typed)
            value = value.casefold() if flag == "--bot" else value
            if seat not in seats:
                raise RulesError(f"{flag} names a seat of this game ({', '.join(seats)}), not {seat!r}.")
            if seat in chosen:
                raise RulesError(f"{seat} is given twice: one --bot or --name a seat.")
            if flag == "--bot" and value not in LEVELS:
                raise RulesError(f"--bot {seat}= takes a level: {', '.join(LEVELS)}.")
            chosen[seat] = value if flag == "--bot" else person_name(value)
    return chosen
