"""What one seat may see: its own hand and everything on the table, nothing else.

Screens and bots read this view, never the state. It leaves out the other
hands (only their sizes), the order and faces of the automa's deck (only its
size) and the unused cards (only their number).
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.yami.cards import Card
from yamabushi.yami.missions import Mission
from yamabushi.yami.state import (
    NO_CAMPAIGN,
    CampaignPart,
    Phase,
    Placed,
    Status,
    Trick,
    YamiState,
    occupied_mask,
)


@dataclass(frozen=True, slots=True)
class YamiView:
    """A seat's view of the table. Positions are turn-order indices into `names`.

    seat          the viewing seat (also its position)
    names         names by position: "Player 1".., then "Automa" with 2 players
    automa        the automa's position (2) with 2 players, else None
    mission       the mission: tiles (squares, coloured edges), surround and colour tables
    hand          the viewer's own cards, sorted by colour (R B P G O) then value
    hand_sizes    cards held by each position; the automa's counts river + deck
    river         the automa's face-up cards (empty without the automa)
    deck_size     cards in the automa's face-down deck
    unused_count  cards dealt to nobody
    round         the round being played, 1 to 7
    trump         trump colour letter for the current trick
    leader        position that led (or will lead) the current trick
    turn          position whose card comes next, None outside the play phase
    to_play       seat that must act now (the Leader acts for the automa), None when over
    kakapo        the Leader's seat with 2 players, else None
    played        cards of the current trick in play order, starting with `leader`'s
    tricks        finished tricks, oldest first; the last one's winning card tops the decision pile
    pending       the Decision card whose tile waits to be placed, else None
    placed        Spirit tiles on the board, in the order they were placed
    phase         "play", "place", "discard" (cards thrown face down) or "over"
    status        "playing", "success" or "failed"
    reason        why the mission ended ("" while playing)

    Campaign missions (rules/yami.md "Campaign") also show:
    campaign      its pieces, all of them, as the state holds them (`CampaignPart`)
    discarded_count  cards thrown face down so far (never which)
    """

    seat: int
    names: tuple[str, ...]
    automa: int | None
    mission: Mission
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    river: tuple[Card, ...]
    deck_size: int
    unused_count: int
    round: int
    trump: str
    leader: int
    turn: int | None
    to_play: int | None
    kakapo: int | None
    played: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    pending: Card | None
    placed: tuple[Placed, ...]
    phase: Phase
    status: Status
    reason: str
    campaign: CampaignPart = NO_CAMPAIGN
    discarded_count: int = 0

    @property
    def occupied(self) -> int:
        """Squares a Spirit tile may not enter, as the state counts them."""
        return occupied_mask(self.mission, self.placed)


def make_view(state: YamiState, seat: int, names: tuple[str, ...], to_play: int | None) -> YamiView:
    sizes = tuple(len(h) for h in state.hands)
    if state.automa is not None:
        sizes += (len(state.river) + len(state.deck),)
    return YamiView(
        seat=seat,
        names=names,
        automa=state.automa,
        mission=state.mission,
        hand=state.hands[seat],
        hand_sizes=sizes,
        river=state.river,
        deck_size=len(state.deck),
        unused_count=len(state.unused),
        round=state.round,
        trump=state.trump,
        leader=state.leader,
        turn=state.turn,
        to_play=to_play,
        kakapo=state.kakapo,
        played=state.played,
        tricks=state.tricks,
        pending=state.pending,
        placed=state.placed,
        phase=state.phase,
        status=state.status,
        reason=state.reason,
        campaign=state.campaign,
        discarded_count=len(state.discarded),
    )
