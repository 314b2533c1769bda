"""Join codes: long enough that guessing one is hopeless, easy to read aloud and type, and
the same every time a saved game is hosted again.

A code is 80 random bits in Crockford's base 32 (digits and capitals without I, L, O and U),
in four groups of four: `7KQ2-M9XD-4HTB-0ZRA`. A typed code is read leniently (any case,
dashes or spaces anywhere or none, I and L for 1, O for 0), so a code copied by hand still
opens its seat. A hosted game's codes are kept beside its save, in a file of their own that
no reader of saves opens (`.<save>.codes`, written by the store, readable by its owner
only), so `host --resume` prints the codes the players already have.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from yamabushi.app.store import StoreError, keep_aside, locked, read_model, write_atomic

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
GROUPS, GROUP = 4, 4
BITS = GROUPS * GROUP * 5
"""80: a guess in a million per second would need ten billion years on average."""
_READ_AS = {"I": "1", "L": "1", "O": "0"}
SCHEMA_VERSION = 1


def new_code() -> str:
    letters = "".join(secrets.choice(ALPHABET) for _ in range(GROUPS * GROUP))
    return "-".join(letters[i : i + GROUP] for i in range(0, len(letters), GROUP))


def canonical(typed: str) -> str | None:
    """The code `typed` stands for, as `new_code` writes it, or None when it cannot be one."""
    letters = "".join(_READ_AS.get(c, c) for c in typed.upper() if c not in "- ")
    if len(letters) != GROUPS * GROUP or any(c not in ALPHABET for c in letters):
        return None
    return "-".join(letters[i : i + GROUP] for i in range(0, len(letters), GROUP))


class CodesError(StoreError):
    noun = "file of join codes"


class KeptCodes(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    schema_version: int
    seats: dict[str, str]
    """Seat index (as text) -> its code; the spectators' under "spectators"."""


def codes_path(save: Path) -> Path:
    """Beside the save, hidden, and not named `*.json`: the saves list and Resume never see it."""
    return save.with_name(f".{save.name}.codes")


def kept_codes(save: Path | None, seats: Iterable[str]) -> dict[str, str]:
    """A code for each of `seats` (seat indices as text, and "spectators"): the ones kept for
    `save` where there are any, new ones for the rest, all kept for the next `host --resume`.
    A damaged file is put aside (never written over) and new codes are made; no save (a game
    that is not kept), or a folder that cannot be written, gives codes for this hosting only."""
    wanted = list(seats)
    if save is None:
        return {seat: new_code() for seat in wanted}
    path = codes_path(save)
    try:
        with locked(path):
            kept = _read(path)
            codes: dict[str, str] = {}
            for seat in wanted:  # a hand-edited file may give two seats one code: one keeps it
                code = kept.get(seat)
                codes[seat] = code if code and code not in codes.values() else new_code()
            if codes != kept:
                write_atomic(path, KeptCodes(schema_version=SCHEMA_VERSION, seats=codes).model_dump_json(indent=1))
            return codes
    except OSError:
        return {seat: new_code() for seat in wanted}


def _read(path: Path) -> dict[str, str]:
    """The well-formed codes of the file (empty when there is none, or it was put aside)."""
    try:
        kept = read_model(path, KeptCodes, CodesError, version=SCHEMA_VERSION, kind="file of join codes")
    except CodesError:
        keep_aside(path)
        return {}
    if kept is None:
        return {}
    return {seat: code for seat, code in kept.seats.items() if canonical(code) == code}
