"""The Yami state: an immutable value holding the whole table, hidden parts included.

Turn-order **positions** number everyone who holds cards: the human seats
0..players-1 and, with 2 players, the automa at position 2 (clockwise after
Player 2). Human positions equal their seat indices. The automa has no seat:
its choices belong to the Leader (the Kakapo holder).

Bots and screens must read `observation(...)`, never this state: it holds
every hand, the automa's deck order and the unused cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from yamabushi.core.fast_state import evolver
from yamabushi.yami.cards import Card
from yamabushi.yami.hazards import Mist
from yamabushi.yami.missions import Mission

Status = Literal["playing", "success", "failed"]
Phase = Literal["play", "place", "discard", "over"]
ROUNDS = 7


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the cards in play order, the trump it used, the winner."""

    leader: int
    cards: tuple[Card, ...]
    trump: str
    winner: int

    @property
    def decision(self) -> Card:
        """The winning card: its tile is placed and its colour is the next trump."""
        return self.cards[(self.winner - self.leader) % len(self.cards)]

    def player_of(self, index: int) -> int:
        """Position that played `cards[index]`."""
        return (self.leader + index) % len(self.cards)


@dataclass(frozen=True, slots=True)
class Placed:
    """A Spirit tile on the board, with the squares it covers."""

    card: Card
    anchor: int
    rotation: int
    flipped: bool
    squares: tuple[int, ...]
    mask: int


@dataclass(frozen=True, slots=True)
class CampaignPart:
    """The campaign's pieces on the table (rules/yami.md "Campaign"), one value that the state
    and every seat's view hold alike, since a seat sees all of them. The defaults are those of
    missions 1 and 2."""

    rounds: int = ROUNDS
    """The round limit: 7, less a Waning Moon, plus an Hourglass."""
    whirlpools: int = 0
    """Whirlpool tokens still on the board (mask)."""
    mists: tuple[Mist, ...] = ()
    """Mist tokens still on the board."""
    lead_colours: tuple[str, ...] = ()
    """The next trick must be led in one of these colours when possible (Mist, Fog Moon)."""
    discards: tuple[int, ...] = ()
    """Positions still to throw a card face down, in order."""
    powers: tuple[str, ...] = ()
    """Power tiles on the Power spaces for this mission."""
    power_tokens: int = 0
    """Power tokens not yet laid this mission."""
    used: tuple[str, ...] = ()
    """Powers activated this mission, in order."""
    called: str | None = None
    """The trump colour a Beacon called for the current trick."""
    free: int | None = None
    """The position a Wild Step excuses from following the led colour this trick."""


NO_CAMPAIGN = CampaignPart()


@dataclass(frozen=True, slots=True)
class YamiState:
    """The whole table. See rules/yami.md ("State") for what each field means to a player."""

    players: int
    mission: Mission
    hands: tuple[tuple[Card, ...], ...]
    river: tuple[Card, ...]
    deck: tuple[Card, ...]
    unused: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    kakapo: int | None
    placed: tuple[Placed, ...]
    pending: Card | None
    status: Status
    reason: str
    campaign: CampaignPart = NO_CAMPAIGN
    discarded: tuple[Card, ...] = ()
    """The face-down discards, hidden from every seat (a view holds only how many)."""

    @property
    def automa(self) -> int | None:
        """The automa's position (2 in a 2-player game), else None."""
        return 2 if self.players == 2 else None

    @property
    def table_size(self) -> int:
        return self.players + (1 if self.players == 2 else 0)

    @property
    def phase(self) -> Phase:
        if self.status != "playing":
            return "over"
        if self.campaign.discards:
            return "discard"
        return "place" if self.pending is not None else "play"

    @property
    def round(self) -> int:
        """The round being played (1–7); once a trick is won it stays until the tile is placed."""
        return len(self.tricks) + (1 if self.phase == "play" else 0)

    @property
    def trump(self) -> str:
        """Trump colour of the current trick: a Beacon's call, else the last Decision
        card's, else the mission's Trump card."""
        if self.campaign.called:
            return self.campaign.called
        return self.tricks[-1].decision.colour if self.tricks else self.mission.trump

    @property
    def turn(self) -> int | None:
        """Position whose card comes next in the trick, or None outside the play phase."""
        return (self.leader + len(self.played)) % self.table_size if self.phase == "play" else None

    @property
    def occupied(self) -> int:
        """Mask of squares no Spirit tile may enter: Mission tiles and placed tiles."""
        return occupied_mask(self.mission, self.placed)


def occupied_mask(mission: Mission, placed: tuple[Placed, ...]) -> int:
    """Squares taken by Mission, Magic and Spirit tiles; shared by the state and the seat views."""
    mask = mission.fixed
    for p in placed:
        mask |= p.mask
    return mask


evolve = evolver(YamiState)
"""`dataclasses.replace` for the hot path."""
evolve_campaign = evolver(CampaignPart)
