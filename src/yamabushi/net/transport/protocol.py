"""The table's messages: JSON objects with a version, a type and a few bounded fields.

A client sends `join` (its code) first, then `act` (an action in the game's notation)
or `undo`; the server answers `joined`, then an `update` whenever the game changes, or
`refused` with one sentence. An undo that would take back other people's actions asks them
first (net/host/undo.py): they and the asker get `undo_asked` (the request's number, who waits),
the asked reply `answer` (that number, `agree` or `decline`), and `undo_ended` settles it.
Once the game is over, `rematch` (`agree` asks or agrees, `decline` refuses) is told to every
person as `rematch_asked`, and `rematch_ended` says it was declined, or that the new game
started (each connection then gets a new `joined`, for its new seat, and the new game's update:
net/host/rematch.py). An `act` or `undo` may carry an `id`, which the answer to it
(the sender's next update, or the refusal) carries back as `reply_to`. Everything from the network is data: `read_message`
refuses anything but a small JSON object of the known shape before it is looked at.
"""

from __future__ import annotations

import json
from typing import Any, Literal, NotRequired, TypedDict

VERSION = 1
MAX_MESSAGE = 8_192
"""Bytes: an action or a code is a few dozen; anything longer is refused unread."""
MAX_FIELD = 200
CLIENT_TYPES = {
    "join": ("code",), "act": ("action",), "undo": (), "answer": ("request", "answer"),
    "rematch": ("answer",),
}
OPTIONAL = {"act": ("id",), "undo": ("id",), "answer": ("id",), "rematch": ("id",)}
CHOICES = {"answer": ("agree", "decline")}
"""The fields whose text is one of a few words."""


class CampaignWelcome(TypedDict):
    """The campaign's part of a `joined` message: public, as the map is."""

    name: str
    mission: int
    title: str


class Welcome(TypedDict):
    """The `joined` message's fields: who the connection sits as, and how its client follows the
    game (by the moves, or by the seat's observations where the game keeps secrets)."""

    seat: int | None
    name: str
    game: str
    engine: str
    options: dict[str, Any]
    follows: Literal["moves", "observations"]
    seats: list[str]
    seed: int | None
    campaign: NotRequired[CampaignWelcome]


class Revealed(TypedDict):
    """What the end of a game with secrets shows everyone: the seed and every move."""

    seed: int
    moves: list[str]


class Update(TypedDict):
    """The `update` message's fields for one seat (net/host/table.py says what each holds). The
    last six are there only where they apply: a campaign's result; a timed game's clock; the
    observation, the turn's earlier observations, the public steps and the revealed end of a
    game with secrets."""

    view: str
    to_play: str | None
    your_turn: bool
    legal: list[str]
    narration: list[str]
    actions: int
    moves: list[str]
    outcome: str | None
    result: NotRequired[str]
    clock: NotRequired[dict[str, Any]]
    observation: NotRequired[Any]
    turn: NotRequired[list[Any]]
    steps: NotRequired[list[dict[str, Any]]]
    revealed: NotRequired[Revealed]


class BadMessage(ValueError):
    """A message the server will not act on; `str()` is the sentence sent back, `reply_to`
    the message's `id` when one could be read safely (so the client knows what was refused)."""

    def __init__(self, sentence: str, reply_to: str | None = None) -> None:
        super().__init__(sentence)
        self.reply_to = reply_to


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"v": VERSION, "type": kind, **fields}, ensure_ascii=False)


def read_message(raw: str | bytes) -> dict[str, str]:
    """A client's message as `{"type": ..., field: text}`, or BadMessage saying why not."""
    if len(raw) > MAX_MESSAGE:
        raise BadMessage(f"A message may be at most {MAX_MESSAGE} bytes.")
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        raise BadMessage("A message must be one JSON object.") from None
    if not isinstance(message, dict):
        raise BadMessage("A message must be one JSON object.")
    reply_to = _text(message.get("id"))
    try:
        return _known(message, reply_to)
    except BadMessage as exc:
        raise BadMessage(str(exc), reply_to) from None


def _known(message: dict[str, Any], reply_to: str | None) -> dict[str, str]:
    """The fields of a message of a known type, each checked to be short printable text."""
    version = message.get("v")
    if type(version) is not int or version != VERSION:
        raise BadMessage(f"This table speaks version {VERSION} of the protocol.")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        raise BadMessage(f"A message's type is one of {', '.join(CLIENT_TYPES)}.")
    wanted, optional = CLIENT_TYPES[kind], OPTIONAL.get(kind, ())
    extra = set(message) - {"v", "type", *wanted, *optional}
    if extra:
        odd = sorted(extra)[0]
        named = repr(odd) if len(odd) <= 40 and odd.isprintable() else "of that name"
        raise BadMessage(f"{_an(kind)} message has no field {named}.")
    read = {"type": kind}
    for name in (*wanted, *(name for name in optional if name in message)):
        value = _text(message.get(name))
        if value is None:
            raise BadMessage(f"{_an(kind)} message needs {name} as printable text of 1 to {MAX_FIELD} characters.")
        read[name] = value
        if name in CHOICES and read[name] not in CHOICES[name]:
            raise BadMessage(f"{_an(kind)} message's {name} is {' or '.join(CHOICES[name])}.")
    return read


def _text(value: Any) -> str | None:
    """`value` stripped when it is text a reply may carry back and a sentence may quote: 1 to
    MAX_FIELD printable characters (no control character, no lone surrogate, which could be
    neither sent on as UTF-8 nor shown); None otherwise."""
    if not isinstance(value, str) or len(value) > MAX_FIELD:
        return None
    value = value.strip()
    return value if value and value.isprintable() else None


def _an(kind: str) -> str:
    return f"{'An' if kind[0] in 'aeiou' else 'A'} {kind}"


TEXTS = (str,)
MAYBE_TEXT = (str, type(None))
SERVER_TYPES: dict[str, dict[str, tuple[type, ...]]] = {
    "joined": {"name": TEXTS, "game": TEXTS, "seat": (int, type(None))},
    "refused": {"reason": TEXTS},
    "update": {
        "view": TEXTS, "to_play": MAYBE_TEXT, "your_turn": (bool,), "legal": (list,), "narration": (list,),
        "actions": (int,), "outcome": MAYBE_TEXT,
    },
    "undo_asked": {"request": TEXTS, "text": TEXTS, "you_answer": (bool,)},
    "undo_ended": {"request": TEXTS, "text": TEXTS, "taken_back": (bool,)},
    "rematch_asked": {"text": TEXTS, "you_answer": (bool,)},
    "rematch_ended": {"text": TEXTS, "started": (bool,)},
}
"""What a client reads of each server message: the fields it needs and their JSON kinds (the
lists hold text); other fields a client may ignore."""


class BadServerMessage(ValueError):
    """A server's message a client will not use; `str()` is one sentence saying why."""


def read_server_message(raw: str | bytes) -> dict[str, Any]:
    """A server's message with every field a client reads of it, of the right kind, for a
    client that uses them as they come (BadServerMessage otherwise)."""
    try:
        message = read_update(raw)
    except ValueError as exc:
        raise BadServerMessage(str(exc)) from None
    kind = message["type"]
    if kind not in SERVER_TYPES:
        raise BadServerMessage(f"The table sent a message of a kind this client does not know ({kind[:40]!r}).")
    for name, kinds in SERVER_TYPES[kind].items():
        value = message.get(name)
        if type(value) not in kinds or (isinstance(value, list) and not all(isinstance(item, str) for item in value)):
            raise BadServerMessage(f"The table's {kind} message has no readable {name}.")
    return message


def read_update(raw: str | bytes) -> dict[str, Any]:
    """A server's message, for a client: a JSON object of this version (ValueError otherwise,
    nesting too deep for the parser included: the reader thread must not die of it)."""
    try:
        message = json.loads(raw)
    except RecursionError:
        raise ValueError("The table sent a message nested too deep to read.") from None
    except ValueError:
        raise ValueError("The table sent a message that is not JSON.") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ValueError("The table sent a message this client cannot read.")
    if message.get("v") != VERSION:
        raise ValueError(f"The table speaks another version of the protocol than this client (version {VERSION}).")
    return message
