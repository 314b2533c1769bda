"""The engine API every game implements (after OpenSpiel's State and python-chess).

States are immutable values; actions are small frozen values with one text
notation per game. `apply` is the checked path used by the session and the CLI;
`next_state` is the unchecked fast path used by bots, solvers and perft.
Legality is said in one place, `refusal`: `apply` and `explain_illegal` are
built on it, so the sentence a refused action raises is the one a screen shows.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Mapping, Sequence, TypeVar

from yamabushi.core.errors import IllegalAction, RulesError

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
class GameEnded(Event):
    """The sentence that says how the game ended (each game's own end event derives from it).
    Every front end says the outcome in its own place for it (a status panel, the game-over
    line, a replay's end), so a step's narration leaves this sentence out (`Step.told`) and
    nobody reads it twice."""


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
    cooperative: ClassVar[bool] = False
    """True when the people play together against the game: no winner means everyone lost."""
    notation_key: ClassVar[str] = ""
    """The notation's letters in words, one or two lines, for every place that shows notation
    (the help of the app and of plain mode, beside a hint)."""

    def hidden_information(self, options: Options) -> bool:
        """True when, with these options, a seat holds what the others may not see (hands, Chaos tiles)."""
        return False

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """Fill defaults and reject unknown or bad options with a RulesError."""
        return dict(options)

    def rematch_options(self, options: Options, opening: S) -> dict[str, Any]:
        """The options of a rematch of the game that began at `opening`: the same by default
        (the seats change hands in the app); a game whose options name who starts passes it on."""
        return self.normalize_options(options)

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

    def referee_actions(self, state: S) -> Sequence[A]:
        """Calls a referee may make now from outside the turn order (Hi Mi Ki's table-talk penalty).

        Never among `legal_actions`, so bots, perft and random games never make them;
        `apply` accepts them, so a session, a save or a replay holding one plays it.
        """
        return ()

    def canonical(self, state: S, action: A) -> A:
        """The listed spelling of an action that can be written several ways (e.g. a tile's
        equivalent orientations), so the checked path accepts every spelling."""
        return action

    def refusal(self, state: S, action: A) -> str | None:
        """None when `action` may be applied now, else one sentence a player understands why not.

        The default accepts what `legal_actions` or `referee_actions` lists; engines
        override it with the rule an action breaks (and may skip the lists for speed).
        """
        if action in self.legal_actions(state) or action in self.referee_actions(state):
            return None
        return f"{self.format_action(state, action)} is not a legal action now."

    def apply(self, state: S, action: A) -> tuple[S, tuple[Event, ...]]:
        """Checked apply: refuses an illegal action with its `refusal`, changing nothing."""
        action = self.canonical(state, action)
        reason = self.refusal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        return self.next_state(state, action)

    def explain_illegal(self, state: S, action: A) -> str:
        """The sentence `apply` would refuse `action` with (or that it is legal), for screens."""
        action = self.canonical(state, action)
        return self.refusal(state, action) or f"{self.format_action(state, action)} is legal now."

    def log_text(self, state: S, action: A, events: Sequence[Event]) -> str:
        """The log line for an action once its events are known (may add marks)."""
        return self.format_action(state, action)

    def narration(self, state: S, action: A, events: Sequence[Event]) -> tuple[str, ...]:
        """The sentences a player reads for `action` played from `state`: one per event,
        automatic consequences included, or the notation when it caused none. Public:
        never a card or tile that some seat may not see."""
        return tuple(event.text for event in events if event.text) or (f"{self.format_action(state, action)}.",)

    def progress_text(self, state: S) -> str:
        """Where an unfinished game stands, for the lists of saves: its score or round and who
        is to play ("White leads 3-1, Black to play"). Public: never a card, tile or seed.
        Once the game is over its outcome's text says how it ended instead."""
        return ""

    def time_out(self, options: Options, seat: int) -> Outcome:
        """The end of a timed game when `seat`'s time runs out: a loss for it, a win for
        every other seat ("White's time ran out: Black wins."). Games with teams say the
        team instead."""
        names = self.seat_names(options)
        winners = tuple(i for i in range(len(names)) if i != seat)
        said = " and ".join(names[i] for i in winners)
        return Outcome(winners, f"{names[seat]}'s time ran out: {said} win{'s' if len(winners) == 1 else ''}.")

    def observation(self, state: S, seat: int) -> Any:
        """What `seat` may see; perfect-information games return the state itself."""
        return state

    def position_text(self, state: S, seat: int) -> str | None:
        """The position in the game's own notation, as `seat` sees it (Hi Mi Ki's HPN, Himizu's
        position line), for a review or a copy: None where the game has none (a set-up, an end)."""
        return None

    def position_options(self, text: str, options: Options) -> dict[str, Any]:
        """The options of a game that starts from the position `text` (the notation of
        `position_text`), `options` holding what the player chose besides (a mode); its
        `new_game` then opens there. RulesError in one sentence when it cannot."""
        raise RulesError(f"{self.title} cannot start from a position.")

    def is_barrier(self, state: S, action: A) -> bool:
        """True when applying `action` reveals hidden or random information (no undo past it)."""
        return False

    def acting_seat(self, state: S) -> int | None:
        """The seat credited with the next action (for undo ownership); usually `to_play`."""
        return self.to_play(state)
