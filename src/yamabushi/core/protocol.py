"""The engine API every game implements (after OpenSpiel's State and python-chess).

States are immutable values; actions are small frozen values with one text
notation per game. `apply` is the checked path used by the session and the CLI;
`next_state` is the unchecked fast path used by bots, solvers and perft.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Mapping, Sequence, TypeVar

from yamabushi.core.errors import IllegalAction

S = TypeVar("S")
A = TypeVar("A")

Options = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened while an action resolved; `text` is for the log."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game. `winners` holds seat indices; empty means a draw or a loss for all."""

    winners: tuple[int, ...]
    text: str


def options_text(options: Options) -> str:
    """Options as a player reads them in a report: `mode 1v1, setup choose, expert on`."""

    def value(v: Any) -> str:
        if isinstance(v, bool):
            return "on" if v else "off"
        return " ".join(map(str, v)) if isinstance(v, (list, tuple)) else str(v)

    return ", ".join(f"{key} {value(v)}" for key, v in options.items()) or "no options"


class Engine(ABC, Generic[S, A]):
    """One game's rules. Stateless: every method takes the state it works on."""

    name: ClassVar[str]
    title: ClassVar[str]

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """Fill defaults and reject unknown or bad options with a RulesError."""
        return dict(options)

    @abstractmethod
    def seat_names(self, options: Options) -> tuple[str, ...]:
        """Seat labels in turn order, e.g. ("White", "Black")."""

    @abstractmethod
    def new_game(self, options: Options, seed: int) -> S:
        """The opening state; all randomness flows from `seed`."""

    @abstractmethod
    def to_play(self, state: S) -> int | None:
        """Seat index that decides next, or None once the game is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> Sequence[A]:
        """Every legal action, in a fixed order; empty only when the game is over."""

    @abstractmethod
    def next_state(self, state: S, action: A) -> tuple[S, tuple[Event, ...]]:
        """Apply an action known to be legal (no checks: the hot path)."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def format_action(self, state: S, action: A) -> str:
        """The action in the game's notation, as typed by a player."""

    @abstractmethod
    def parse_action(self, state: S, text: str) -> A:
        """Read an action in notation; raise NotationError on malformed text."""

    def apply(self, state: S, action: A) -> tuple[S, tuple[Event, ...]]:
        """Checked apply: refuses an illegal action with a reason, changing nothing."""
        if action not in self.legal_actions(state):
            raise IllegalAction(self.explain_illegal(state, action))
        return self.next_state(state, action)

    def explain_illegal(self, state: S, action: A) -> str:
        """Why `action` is refused; engines override with rule-specific reasons."""
        return f"{self.format_action(state, action)} is not a legal action now."

    def log_text(self, state: S, action: A, events: Sequence[Event]) -> str:
        """The log line for an action once its events are known (may add marks)."""
        return self.format_action(state, action)

    def observation(self, state: S, seat: int) -> Any:
        """What `seat` may see; perfect-information games return the state itself."""
        return state

    def is_barrier(self, state: S, action: A) -> bool:
        """True when applying `action` reveals hidden or random information (no undo past it)."""
        return False

    def acting_seat(self, state: S) -> int | None:
        """The seat credited with the next action (for undo ownership); usually `to_play`."""
        return self.to_play(state)
