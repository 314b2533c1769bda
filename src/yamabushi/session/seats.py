"""Who sits at each seat: a person at the keyboard, a bot, or a rules automa.

A bot is anything with `choose(observation, legal) -> action`; it sees only its
seat's observation. An automa (Muk Yan, the Yami automa) is part of the rules:
the engine offers it exactly the action the rules dictate, so the seat just
takes the first legal action.
"""

from __future__ import annotations

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


def who_plays(seats: Sequence[Taken], default_level: str, room: int | None = None) -> str:
    """Who takes the seats a bot or a named person plays, for a game's header and the saves list ("White: Ann,
    Black: easy bot"; seats with the same bot level together: "Player 2, Player 3: normal bots");
    "" when every seat is an unnamed person or an automa. Longer than `room` columns, the shorter
    form "Bots: White-Dark easy, Black-Dark master; White-Light: Ann" (three bots of three levels in a
    2 vs 2 were cut at 80 columns)."""
    takers: dict[str, list[str]] = {}
    for seat in seats:
        if seat.player:
            takers.setdefault(seat.player, []).append(seat.name)
        elif seat.kind == "bot":
            takers.setdefault(f"{seat.level or default_level} bot", []).append(seat.name)
    said = ", ".join(
        f"{', '.join(names)}: {who}{'s' if len(names) > 1 and who.endswith(' bot') else ''}" for who, names in takers.items()
    )
    if room is None or len(said) <= room:
        return said
    bots = ", ".join(f"{seat.name} {seat.level or default_level}" for seat in seats if seat.kind == "bot" and not seat.player)
    people = ", ".join(f"{seat.name}: {seat.player}" for seat in seats if seat.player)
    return "; ".join(filter(None, (bots and f"Bots: {bots}", people)))


class Bot(Protocol):
    def choose(self, observation: Any, legal: Sequence[Any]) -> Any: ...


class Automa:
    """The seat of a rules automa: the engine already decided, so take it."""

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any:
        return legal[0]
