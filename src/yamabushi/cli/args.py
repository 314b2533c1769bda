"""What every sub-command shares about its arguments: bounded numbers, one-line errors, safe echoes.

A number typed on the command line is read here, not by `int`: only ASCII
digits (an optional minus sign), at most 19 of them, within bounds the message
states, so a typo is one sentence and a huge value never runs for ever. Any
text of the player's that a message repeats has its control characters
written as escapes, so it cannot move the cursor or recolour the terminal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from yamabushi.core.errors import RulesError
from yamabushi.core.numbers import whole_number

if TYPE_CHECKING:
    from yamabushi.app.catalog import ModeEntry

SEED_MAX = 2**63 - 1
"""Seeds are 0 to 2^63 - 1: the generator takes any integer, but a bound keeps them storable."""

_MAX_DIGITS = 19


def shown(text: str) -> str:
    """`text` with every control character as an escape (`\\x1b`, `\\n`), the rest as typed."""
    return "".join(ch if ch.isprintable() or ch == " " else ascii(ch)[1:-1] for ch in text)


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse `type`: a whole number from `low` to `high`, or an error that says so."""

    def read(text: str) -> int:
        stripped = text.strip()
        size = whole_number(stripped.removeprefix("-"), _MAX_DIGITS)
        if size is not None:
            value = -size if stripped.startswith("-") else size
            if low <= value <= high:
                return value
        typed = text if len(text) <= 24 else text[:21] + "..."
        raise argparse.ArgumentTypeError(f"must be a whole number from {low} to {high}, not {typed!r}")

    read.__name__ = "whole number"
    return read


SEED = whole(0, SEED_MAX)


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line, `yamabushi: ...` on stderr and exit code 2, with no usage block."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("yamabushi").strip()
        where = f"{command}: " if command else ""
        said = shown(message)
        print(f"yamabushi: {where}{said}{'' if said.endswith('.') else '.'}", file=sys.stderr)
        sys.exit(2)


def add_bot_option(parser: argparse.ArgumentParser) -> None:
    """`--bot SEAT=LEVEL`, repeatable, as `play` and `host` take it (read by `bot_players`)."""
    parser.add_argument("--bot", action="append", default=[], metavar="SEAT=LEVEL", help="a bot on that seat (repeat for more)")


def bot_players(pairs: Sequence[str], mode: ModeEntry, options: Mapping[str, Any]) -> dict[str, str]:
    """`--bot Black=hard` pairs as seat name -> level: each seat one a person would take in
    `mode` with `options` (an automa's is not), each level a bot's; RulesError in one sentence."""
    from yamabushi.app.bots import LEVELS
    from yamabushi.app.registry import engine_for

    if not pairs:
        return {}
    engine = engine_for(mode.game)
    names = engine.seat_names(engine.normalize_options(options))
    seats = tuple(seat.name for seat in mode.seats(names) if seat.is_human)
    chosen = {}
    for pair in pairs:
        seat, _, level = pair.partition("=")
        if seat not in seats:
            raise RulesError(f"--bot names a seat of this game ({', '.join(seats)}), not {seat!r}.")
        if level not in LEVELS:
            raise RulesError(f"--bot {seat}= takes a level: {', '.join(LEVELS)}.")
        chosen[seat] = level
    return chosen
