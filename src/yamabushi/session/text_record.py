"""Plain-text game records, for sending a game to a friend and reading it back.

A record is a header of `Key: value` lines, a blank line, then one turn per
line: the turn number, the seat that acted, and its actions in the game's
notation separated by `; `. A turn lasts while the same seat acts, so a Hi Mi
Ki replay or a Himizu turn of several moves stays on one line. `Options`,
`Seed` and the actions define the game; `Mode` and `Result` are there for the
reader, and `Result` is checked on import so a truncated record is noticed: a
record that says its game ended must replay to an end, and one that says it is
unfinished must not (the result's wording may change between versions).
`Id` is the game's id (saves from before ids have none), so a game exported and
imported again still counts once in the statistics.

    Yamabushi game record
    Game: himiki (Hi Mi Ki)
    Mode: 1v1
    Options: {"mode": "1v1", "setup": "choose"}
    Seed: 4711
    Seat 1: White (human)
    Seat 2: Black (bot, level 2)
    Date: 2025-05-01T10:00:00+00:00
    Id: 3f1c0e9a6b2d4c8e9f0a1b2c3d4e5f60
    Result: White wins 5-3.

    1. White: place C5 HMK
    2. Black: place B2 HMK; place D2 KHM
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from yamabushi.core.errors import RulesError, first_problem
from yamabushi.core.protocol import Engine
from yamabushi.core.replay import ReplayError
from yamabushi.session.record import GameRecord, SeatRecord
from yamabushi.session.timeline import Timeline, build_timeline

EngineFor = Callable[[str], Engine[Any, Any]]
"""Finds a game's engine by its name (the app's registry); RulesError for an unknown one."""

MAGIC = "Yamabushi game record"
UNFINISHED = "unfinished"
SEPARATOR = "; "
_SEAT = re.compile(r"^(?P<name>.+) \((?P<kind>human|bot|automa)(?:, level (?P<level>.+))?\)$")
_TURN = re.compile(r"^(?P<number>\d+)\.\s+(?P<name>.+?):\s*(?P<actions>.*)$")


# -- export -------------------------------------------------------------------
def mode_text(options: dict[str, Any]) -> str:
    """The mode as a player names it: the `mode` option, else every option spelled out."""
    if "mode" in options:
        return str(options["mode"]) + (", Expert" if options.get("expert") else "")
    return ", ".join(f"{key} {value}" for key, value in options.items()) or "standard"


def _seat_text(seat: SeatRecord) -> str:
    level = f", level {seat.level}" if seat.level is not None else ""
    return f"{seat.name} ({seat.kind}{level})"


def export_text(timeline: Timeline) -> str:
    """The whole record as text; exporting an imported record gives the same text."""
    record, outcome = timeline.record, timeline.outcome
    lines = [
        MAGIC,
        f"Game: {record.game} ({timeline.engine.title})",
        f"Mode: {mode_text(record.options)}",
        f"Options: {json.dumps(record.options)}",
        f"Seed: {record.seed}",
        *(f"Seat {n}: {_seat_text(seat)}" for n, seat in enumerate(record.seats, start=1)),
        f"Date: {record.created}",
        *([f"Id: {record.game_id}"] if record.game_id else []),
        f"Result: {outcome.text if outcome else UNFINISHED}",
        "",
    ]
    for number, turn in enumerate(timeline.turns(), start=1):
        steps = [timeline.steps[i] for i in turn]
        who = timeline.seat_name(steps[0].actor)
        lines.append(f"{number}. {who}: {SEPARATOR.join(s.notation for s in steps)}")
    return "\n".join(lines) + "\n"


# -- import -------------------------------------------------------------------
def import_text(
    text: str, label: str, engine_for: EngineFor, check: Callable[[GameRecord, str], None] | None = None
) -> Timeline:
    """Read a record and replay it; any problem is one sentence naming `label`. `check`
    refuses, before the replay, a record the app could not set up (its seats, levels)."""
    header, turns = _split(text, label)
    record = _record(header, [a for _, _, actions in turns for a in actions], label)
    if check is not None:
        check(record, label)
    timeline = build_timeline(record, engine_of(record.game, label, engine_for), label)
    _check_seats(timeline, turns, label)
    result = timeline.outcome.text if timeline.outcome else UNFINISHED
    said = header.get("Result", result)
    if (said == UNFINISHED) != (result == UNFINISHED):
        raise ReplayError(f"{label} says the result is {said!r}, but its actions give {result!r}.")
    return timeline


def engine_of(game: str, label: str, engine_for: EngineFor) -> Engine[Any, Any]:
    """The engine of a record's game; an unknown game is a ReplayError naming `label`."""
    try:
        return engine_for(game)
    except RulesError as exc:
        raise ReplayError(f"{label}: {exc}") from None


def _split(text: str, label: str) -> tuple[dict[str, str], list[tuple[int, str, list[str]]]]:
    """Header fields, then (line number, seat name, actions) for each turn line."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != MAGIC:
        raise ReplayError(f"{label} is not a Yamabushi game record (its first line should be {MAGIC!r}).")
    header: dict[str, str] = {}
    body = len(lines)
    for index, line in enumerate(lines[1:], start=1):
        if not line.strip():
            body = index
            break
        key, colon, value = line.partition(":")
        if not colon:
            raise ReplayError(f"{label} line {index + 1}: a header line is 'Key: value', not {line.strip()!r}.")
        header[key.strip()] = value.strip()
    turns = [_turn(line, n + 1, label) for n, line in enumerate(lines) if n > body and line.strip()]
    return header, turns


def _turn(line: str, line_number: int, label: str) -> tuple[int, str, list[str]]:
    match = _TURN.match(line.strip())
    if not match:
        raise ReplayError(f"{label} line {line_number}: a turn is 'N. Seat: action; action', not {line.strip()!r}.")
    actions = [a.strip() for a in match["actions"].split(SEPARATOR.strip())]
    if not all(actions):
        raise ReplayError(f"{label} line {line_number}: an action is missing between two ';'.")
    return line_number, match["name"].strip(), actions


def _record(header: dict[str, str], actions: list[str], label: str) -> GameRecord:
    """The save record the header and actions describe."""
    missing = [key for key in ("Game", "Options", "Seed", "Date") if key not in header]
    if missing:
        raise ReplayError(f"{label} has no {missing[0]!r} line in its header.")
    seats = [_seat(value, key, label) for key, value in header.items() if key.startswith("Seat ")]
    try:
        options = json.loads(header["Options"])
    except (ValueError, RecursionError):  # broken, over-deep, or a number too long to read
        raise ReplayError(f"{label}: Options must be written like {{\"mode\": \"1v1\"}}.") from None
    try:
        return GameRecord.model_validate(
            {
                "game": header["Game"].split()[0] if header["Game"] else "",
                "options": options,
                "seed": header["Seed"],
                "seats": seats,
                "actions": actions,
                "created": header["Date"],
                "game_id": header.get("Id"),
            }
        )
    except ValidationError as exc:
        raise ReplayError(f"{label} header is wrong: {first_problem(exc.errors())}.") from None


def _seat(value: str, key: str, label: str) -> dict[str, str | None]:
    """A seat's fields, validated with the rest of the record (a name with a control
    character is refused there, in the same sentence as any other wrong field)."""
    match = _SEAT.match(value)
    if not match:
        raise ReplayError(f"{label}: {key} should read like 'White (human)' or 'Black (bot, level 2)', not {value!r}.")
    return {"name": match["name"], "kind": match["kind"], "level": match["level"]}


def _check_seats(timeline: Timeline, turns: list[tuple[int, str, list[str]]], label: str) -> None:
    """Each turn line must name the seat that really played its actions."""
    number = 0
    for line_number, name, actions in turns:
        for text in actions:
            actor = timeline.seat_name(timeline.steps[number].actor)
            number += 1
            if actor != name:
                raise ReplayError(
                    f"{label} line {line_number}: action {number} ({text}) is {actor}'s, not {name}'s."
                )
