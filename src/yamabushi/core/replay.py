"""One replay for everyone: options + seed + actions in notation -> every state and step.

A game is fully given by its options, its seed and its actions, so loading a save,
the replay viewer, a text record, the `replay` commands and the tests all rebuild
it the same way: through the checked path, action by action, and the first action
that cannot be read or is not legal stops it with its number, its text and why.
`--moves` on the command line is one syntax for every game: actions separated by
commas (`split_moves`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine, Event, GameEnded


class ReplayError(RulesError):
    """Actions that cannot be replayed; one sentence naming the first bad one."""


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action with everything undo, the log, the narration and a replay need."""

    actor: int | None
    action: Any
    notation: str
    log: str
    events: tuple[Event, ...]
    barrier: bool
    narration: tuple[str, ...]
    """The engine's sentences for the action (`Engine.narration`), read by every front end."""

    @property
    def told(self) -> tuple[str, ...]:
        """The sentences that say more than the notation: what a log shows beside it. The end
        of the game is not among them: every front end says the outcome once, itself."""
        ending = {event.text for event in self.events if isinstance(event, GameEnded)}
        return tuple(text for text in self.narration if text != f"{self.notation}." and text not in ending)


def step_of(engine: Engine[Any, Any], state: Any, action: Any, events: tuple[Event, ...]) -> Step:
    """The step of `action`, applied to `state` with `events`."""
    return Step(
        actor=engine.acting_seat(state),
        action=action,
        notation=engine.format_action(state, action),
        log=engine.log_text(state, action, events),
        events=events,
        barrier=engine.is_barrier(state, action),
        narration=engine.narration(state, action, events),
    )


def turns(steps: Sequence[Step]) -> list[range]:
    """Step indices grouped into turns: a turn lasts while the same seat acts."""
    grouped: list[range] = []
    for index, step in enumerate(steps):
        if grouped and steps[grouped[-1].start].actor == step.actor:
            grouped[-1] = range(grouped[-1].start, index + 1)
        else:
            grouped.append(range(index, index + 1))
    return grouped


def resolve(engine: Engine[Any, Any], state: Any, action: Any) -> tuple[Step, Any]:
    """Checked apply of one action, with the step the log and undo keep."""
    new_state, events = engine.apply(state, action)
    return step_of(engine, state, action, events), new_state


@dataclass(frozen=True)
class Replay:
    """`states[i]` is the position before `actions[i]`; `states[-1]` (`state`) the last one."""

    engine: Engine[Any, Any]
    states: tuple[Any, ...]
    actions: tuple[Any, ...]
    events: tuple[tuple[Event, ...], ...]

    @property
    def state(self) -> Any:
        return self.states[-1]

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """Built on first use: a check of where a replay ends needs none of them."""
        return tuple(step_of(self.engine, *played) for played in zip(self.states, self.actions, self.events))


def replay(
    engine: Engine[Any, Any], options: Mapping[str, Any], seed: int, actions: Sequence[str], label: str = "The game"
) -> Replay:
    """Rebuild a game from its actions; ReplayError says "`label` stops at action 3 ('C4 BC9'): why"."""
    try:
        state = engine.new_game(engine.normalize_options(options), seed)
    except RulesError as exc:
        raise ReplayError(f"{label} cannot be replayed: {exc}") from None
    states, parsed, events = [state], [], []
    for number, text in enumerate(actions, start=1):
        try:
            action = engine.parse_action(state, text)
            state, caused = engine.apply(state, action)
        except RulesError as exc:
            raise ReplayError(f"{label} stops at action {number} ({text!r}): {exc}") from None
        states.append(state)
        parsed.append(action)
        events.append(caused)
    return Replay(engine, tuple(states), tuple(parsed), tuple(events))


_SEPARATORS = re.compile(r"[,;\n]")
MOVES_HELP = "actions in the game's notation separated by commas (semicolons and new lines work too)"
"""What `--moves` takes, for every command that replays actions."""


def split_moves(text: str) -> list[str]:
    """The actions of a `--moves` list: separated by commas (semicolons and new lines work too)."""
    return [part.strip() for part in _SEPARATORS.split(text) if part.strip()]
