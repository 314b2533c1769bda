"""Who sits at each seat: a person at the keyboard, a bot, or a rules automa.

A bot is anything with `choose(observation, legal) -> action`; it sees only its
seat's observation. An automa (Muk Yan, the Yami automa) is part of the rules:
the engine offers it exactly the action the rules dictate, so the seat just
takes the first legal action.
"""

from __future__ import annotations

from collections import Counter

from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from yamabushi.core.spec import SeatKind


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    kind: SeatKind = "human"
    level: str | None = None
    player: str | None = None
    """The name of the person at a human seat, when they gave one: their games are rated."""

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


class Taken(Protocol):
    """A seat as a game has it (`Seat`) or as a save keeps it (its record)."""

    @property
    def name(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def level(self) -> str | None: ...
    @property
    def player(self) -> str | None: ...


def who_plays(seats: Sequence[Taken], default_level: str) -> str:
    """Who takes the seats a bot or a named person plays, for a game's header and the saves list ("White: Ann,
    Black: easy bot"; seats with the same bot level together: "Player 2, Player 3: normal bots");
    "" when every seat is an unnamed person or an automa."""
    return who_plays_forms(seats, default_level)[0]


def taker(seat: Taken, default_level: str) -> str:
    """Who plays one seat, when a header or a panel says it: the person's name, "master bot", or
    "" for an unnamed person or an automa."""
    if seat.player:
        return seat.player
    return f"{seat.level or default_level} bot" if seat.kind == "bot" else ""


def choosing(seat: Taken, default_level: str) -> str:
    """What a screen says while a bot or an automa takes its turn, in place of keys that do nothing
    then: "White (hard bot) is playing (space hurries it)." (Space skips the pauses between its
    actions, in every game.)"""
    who = taker(seat, default_level)
    return f"{seat.name} ({who}) is playing (space hurries it)." if who else f"{seat.name} is playing (space hurries it)."


def who_plays_forms(seats: Sequence[Taken], default_level: str) -> list[str]:
    """`who_plays`, then shorter ways to say it, for a header too narrow for the first (three bots
    of three levels in a 2 vs 2 were cut at 80 columns): "Bots: White-Dark easy, Black-Dark master;
    White-Light: Ann", then "4 bots (2 easy, hard, master)", the seats no longer named."""
    takers: dict[str, list[str]] = {}
    for seat in seats:
        if who := taker(seat, default_level):
            takers.setdefault(who, []).append(seat.name)
    said = ", ".join(
        f"{', '.join(names)}: {who}{'s' if len(names) > 1 and who.endswith(' bot') else ''}" for who, names in takers.items()
    )
    bots = [(seat.name, seat.level or default_level) for seat in seats if seat.kind == "bot" and not seat.player]
    people = ", ".join(f"{seat.name}: {seat.player}" for seat in seats if seat.player)
    named = "Bots: " + ", ".join(f"{name} {level}" for name, level in bots) if bots else ""
    levels = Counter(level for _, level in bots)
    counted = f"{len(bots)} bots ({', '.join(f'{n} {level}' if n > 1 else level for level, n in levels.items())})" if bots else ""
    return list(dict.fromkeys([said, "; ".join(filter(None, (named, people))), "; ".join(filter(None, (counted, people)))]))


class Bot(Protocol):
    def choose(self, observation: Any, legal: Sequence[Any]) -> Any: ...


class Automa:
    """The seat of a rules automa: the engine already decided, so take it."""

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any:
        return legal[0]
