"""A game's one registration: everything the app and the front ends need to know of it.

Each game package declares its `GameSpec` once (`<game>/spec.py`, shown on the package's
face as `SPEC`), and app/registry.py lists the specs. The app and every front end look a
game up there, so adding a game is its package and one registration line, and no module
outside the package spells its name. Every part that costs an import (the engine, the bot
kit, a text view) is a function whose import sits inside it, in the game's own package:
registering a game loads none of it, so start-up stays fast, and every import is one the
layer test can read.

A variant (a mode sitting on top of its base game, as Muk Yan on Hi Mi Ki) declares a
`Variant` naming its base; its registration line comes after its base's, and the registry
folds it into the base's spec (`GameSpec.with_variant`). The base never names the variant.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal, Protocol

from yamabushi.core.protocol import Event

if TYPE_CHECKING:
    from yamabushi.core.bots import Kit
    from yamabushi.core.protocol import Engine

SeatKind = Literal["human", "bot", "automa"]
Chooser = Literal["challenge", "campaign", "daily"]

Advise = Callable[[Any, Any, Any, tuple[Event, ...], int], tuple[str, str]]
"""A game's coach words: (table before, action, table after, its events, seat) -> the move
in words and the reason ("" when nothing public says why)."""
TextView = Callable[["Engine[Any, Any]", Any, int], str]
"""A position as plain text for one seat: (engine, state, seat) -> what plain mode prints
and what a table sends that seat."""
PositionReader = Callable[[str, dict[str, Any]], tuple[Any, dict[str, Any]]]
"""Reads a position in the game's own notation given its options; returns the state and the
options it implies (a Himizu line names its board side)."""
Choices = Callable[[Any, Sequence[Any]], list[tuple[str, Any]]]
"""Numbered choices a position offers in plain mode beside the notation: (state, legal
actions) -> (label, action) pairs (Expert's Chaos tiles on a chance)."""


class OpenHands(Protocol):
    """An open-hands solver's verdict on a deal from its first position with every card shown:
    True or False, None when `max_nodes` positions did not settle it. `progress(positions,
    seconds)` is called now and then while it searches."""

    def __call__(self, first: Any, max_nodes: int, progress: Callable[[int, float], None] | None = None) -> bool | None: ...


@dataclass(frozen=True)
class ModeEntry:
    """One menu line: a game, a mode's options, and who sits where.

    Seats named in `seat_kinds` are played by a bot or a rules automa (Muk Yan, Yami's
    automa), every other seat by a person."""

    key: str
    label: str
    game: str
    options: dict[str, Any]
    description: str = ""
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    seat_kinds: dict[str, SeatKind] = field(default_factory=dict)
    chooser: Chooser | None = None
    """What the mode asks for before a game starts instead of the new-game dialog:
    a Mindlock challenge, a Yami campaign, or one of the day's challenges."""
    timed: bool = False
    """A duel that may be played on a clock (session/clock.py): never a solo game or Yami."""


@dataclass(frozen=True)
class Secrets:
    """How a game with hidden information is sent to a table's clients: the types an
    observation is made of (nothing else is decoded), a spectator's observation (no hand)
    and that observation as plain text."""

    kinds: tuple[type, ...]
    public: Callable[[Engine[Any, Any], Any], Any]
    text: Callable[[Any], str]


@dataclass(frozen=True, eq=False)
class Variant:
    """What a variant adds to its base game: its menu modes and its tutorial lessons, or a
    switch in the base's own modes, and whatever its rules bring to the table."""

    base: str
    modes: tuple[ModeEntry, ...] = ()
    lessons: tuple[tuple[str, str], ...] = ()
    option: str | None = None
    """The option that switches the variant on in a game of its base (Expert: `expert`),
    offered off and on in the new-game dialog of the base's modes `switched` names by key."""
    switched: tuple[str, ...] = ()
    install: Callable[[], None] | None = None
    """Puts the variant's rules into its base's hooks (by importing them): run before the base's
    engine is built, so nothing of the variant loads before a game asks for it."""
    kit: Callable[[], Kit] | None = None
    """The bots, where they sit above the base (Yami's master stands on the open-hands solver)."""
    open_hands: OpenHands | None = None
    """An open-hands solver, where it sits above the base (it plays the campaign's Powers)."""
    choices: Choices | None = None
    secrets: Callable[[], Secrets] | None = None
    """What a table may send, where the variant's rules hide something (Expert's tiles)."""
    split: Callable[[Mapping[str, Any]], str] | None = None

    def on(self, options: Mapping[str, Any]) -> bool:
        """Whether a game of these options plays this variant's switch."""
        return self.option is not None and bool(options.get(self.option))


@dataclass(frozen=True, eq=False)
class GameSpec:
    """One game as the app knows it. `name` is the engine's name (saves and records carry it)."""

    name: str
    title: str
    engine: Callable[[], Engine[Any, Any]]
    text_view: TextView
    modes: tuple[ModeEntry, ...] = ()
    family: str | None = None
    """The game whose mode the command line calls this one (`play himiki --mode mindlock`);
    None for a game of its own, which `play`, `rules`, `host` and `simulate` name."""
    kit: Callable[[], Kit] | None = None
    """The bots' kit; None for a game with no bots (a solo puzzle), which gives no hints."""
    advise: Advise | None = None
    secrets: Callable[[], Secrets] | None = None
    """What a table may send of a game whose seats hold secrets; None: the moves go whole."""
    position: PositionReader | None = None
    """Its position notation, where a tutorial step may set a position up directly."""
    lessons: tuple[tuple[str, str], ...] = ()
    """Its tutorials: (script name in rules/data/tutorial_<name>.toml, title), in list order."""
    choices: Choices | None = None
    split: Callable[[Mapping[str, Any]], str] | None = None
    """The option that splits a mode's statistics row ("Expert", "board B"), or ""."""
    open_hands: OpenHands | None = None
    """An open-hands solver: whether a deal, from its first position with every card shown,
    can be won (None: undecided within the positions given)."""

    def with_variant(self, variant: Variant) -> GameSpec:
        """This game with a variant on top: its switch in the modes it names and its own modes
        and lessons after the base's, its rules installed before the engine is built, and its
        bots, solver, plain-mode choices, secrets or statistics split where it brings them."""
        engine = self.engine if variant.install is None else _after(variant.install, self.engine)
        return replace(
            self,
            engine=engine,
            modes=tuple(_switched(entry, variant) for entry in self.modes) + variant.modes,
            lessons=self.lessons + variant.lessons,
            kit=variant.kit or self.kit,
            open_hands=variant.open_hands or self.open_hands,
            choices=variant.choices or self.choices,
            secrets=variant.secrets or self.secrets,
            split=variant.split or self.split,
        )


def _switched(entry: ModeEntry, variant: Variant) -> ModeEntry:
    if variant.option is None or entry.key not in variant.switched:
        return entry
    return replace(entry, choices={**entry.choices, variant.option: ("off", "on")})


def _after(install: Callable[[], None], build: Callable[[], Engine[Any, Any]]) -> Callable[[], Engine[Any, Any]]:
    def engine() -> Engine[Any, Any]:
        install()
        return build()

    return engine


def event_kinds(module: ModuleType) -> tuple[type, ...]:
    """A game's events module's event types, and the plain Event some actions report:
    what a table may decode of the events it is sent."""
    found = [kind for kind in vars(module).values() if isinstance(kind, type) and issubclass(kind, Event)]
    return (Event, *(kind for kind in found if kind is not Event))
