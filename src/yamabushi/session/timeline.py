"""A finished or saved game replayed once into every state, step and turn.

Exporting a record, importing one and the replay viewer all need the same
thing: the game rebuilt action by action through the checked path, with who
acted and what each action caused. Bots play no part in a replay, so this
works from the engine alone and never needs a bot for a bot seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from yamabushi.core.protocol import Engine, Outcome
from yamabushi.core.replay import Step, replay, turns
from yamabushi.session.record import GameRecord


@dataclass(frozen=True, slots=True)
class Timeline:
    """`states[i]` is the position before `steps[i]`; `states[-1]` the last one."""

    engine: Engine[Any, Any]
    record: GameRecord
    states: tuple[Any, ...]
    steps: tuple[Step, ...]

    @property
    def outcome(self) -> Outcome | None:
        return self.engine.outcome(self.states[-1])

    def turns(self) -> list[range]:
        """Step indices grouped into turns: a turn lasts while the same seat acts."""
        return turns(self.steps)

    def seat_name(self, seat: int | None) -> str:
        return "—" if seat is None else self.record.seats[seat].name


def build_timeline(record: GameRecord, engine: Engine[Any, Any], label: str) -> Timeline:
    """Replay `record`; ReplayError names the first unreadable or illegal action and why."""
    played = replay(engine, record.options, record.seed, record.actions, label)
    return Timeline(engine, record, played.states, played.steps)
