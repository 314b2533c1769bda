"""What a table sends a seat of a game with secrets (Yami, Hi Mi Ki Expert): the seat's own
observation, never the state, so no other hand, no deck and no automa's coming card leaves
the server.

Where nothing is hidden a client replays the moves; here it cannot (it lacks the deal), so
each update carries the seat's observation as it is now, the observations before each
action of the latest turn (a screen marks what that turn moved) and each new action's public
side: who took it, its log line, its sentences and its events, all of which every player at
a physical table sees. The client builds a full state from an observation the way the bots
do (`Kit.world`: the observation itself for Hi Mi Ki, the unseen cards dealt at random for
Yami), so the game's normal screen draws it, and the cards it made up are never drawn: a
screen shows only `observation(state, its seat)`. Once the game is over the seed and the
moves go too, and the client rebuilds the real game.

Spectators get the public observation: Hi Mi Ki's with every Chaos tile face down, Yami's
with no hand at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import cache
from typing import Any

from yamabushi.app.registry import spec_for
from yamabushi.core.protocol import Engine
from yamabushi.core.replay import Step
from yamabushi.net.transport.codec import Allowlist
from yamabushi.net.transport.protocol import Revealed, Update
from yamabushi.session.controller import Session

WITHHELD_INT = "rng"
"""A state's generator: its number follows from the seed, and the seed deals every hand (the
rest of the state is what the seat may see), so it goes as 0. A client never draws from it."""


@dataclass(frozen=True)
class Hidden:
    """How one game's secrets are kept on the way to a client."""

    types: Allowlist
    public: Callable[[Engine[Any, Any], Any], Any]
    """The observation of a spectator, who holds no hand."""
    text: Callable[[Any], str]
    """A spectator's observation as plain text (the plain client's board)."""


@cache
def hidden_for(game: str) -> Hidden:
    """How `game` keeps its secrets on the wire, from what it registers (`GameSpec.secrets`)."""
    secrets = spec_for(game).secrets
    if secrets is None:
        raise LookupError(f"{game} keeps no secrets a table knows how to send")
    kept = secrets()
    return Hidden(Allowlist(kept.kinds), kept.public, kept.text)


def withheld(value: Any) -> Any:
    """`value` with its generator's number replaced by 0 (see WITHHELD_INT)."""
    if any(f.name == WITHHELD_INT for f in fields(value)):
        return replace(value, **{WITHHELD_INT: 0})
    return value


def seen_by(session: Session, position: Any, seat: int | None) -> Any:
    """What `seat` (None: a spectator) may see of `position`, as it may be sent."""
    hidden = hidden_for(session.engine.name)
    seen = hidden.public(session.engine, position) if seat is None else session.engine.observation(position, seat)
    return withheld(seen)


def public_text(session: Session) -> str:
    """The board as a spectator of the game in play reads it in plain text."""
    return hidden_for(session.engine.name).text(seen_by(session, session.state, None))


def public_step(step: Step, types: Allowlist) -> dict[str, Any]:
    """An action as every player sees it taken: its notation stays home, since a face-down
    card's names the card; the log line, the sentences and the events are public by design
    (a hot-seat screen shows them to whoever has the keyboard next)."""
    return {
        "actor": step.actor,
        "log": step.log,
        "told": list(step.told),
        "events": [types.encode(event) for event in step.events],
    }


def add_hidden(fields: Update, session: Session, seat: int | None, since: int) -> None:
    """Add to a seat's update the fields of a game with secrets (see the module's docstring)."""
    hidden = hidden_for(session.engine.name)
    steps, states = session.steps, session.states
    turn = len(session.last_turn())
    fields["observation"] = hidden.types.encode(seen_by(session, session.state, seat))
    fields["turn"] = [hidden.types.encode(seen_by(session, s, seat)) for s in states[len(steps) - turn : -1]]
    fields["steps"] = [public_step(step, hidden.types) for step in steps[since:]]
    if session.outcome() is not None:
        fields["revealed"] = Revealed(seed=session.seed, moves=[step.notation for step in steps])
