"""Whirlpool and Mist tokens, and the face-down discards they (and the campaign's Tide Moon) call for.

Every mission that lays them uses them, campaign or not, so they are the base game's.

A Spirit tile may cover a token; the token then leaves the board. A Whirlpool
makes every player throw one card face down, each chosen in private; the
automa throws its top deck card (a river card of the Leader's choice once its
deck is empty). A Mist sets the colour the next trick must be led in when the
leader can; several Mists at once let the leader pick among their colours.

A hand never throws below the rounds still to play (rules/yami.md "Campaign"),
so no one ever runs out of cards before the mission ends.
"""

from __future__ import annotations

from dataclasses import replace

from yamabushi.core.protocol import Event
from yamabushi.yami.actions import Discard
from yamabushi.yami.board import square_name, squares_of
from yamabushi.yami.cards import COLOURS, colour_name
from yamabushi.yami.events import CardDiscarded, TokenTaken
from yamabushi.yami.state import YamiState


def lay_tokens(state: YamiState) -> YamiState:
    """The mission's tokens go on the board at set-up."""
    hazards = state.mission.hazards
    return replace(state, campaign=replace(state.campaign, whirlpools=hazards.whirlpools, mists=hazards.mists))


def held(state: YamiState, position: int) -> int:
    """Cards a position still holds; the automa's river and deck together."""
    if position == state.automa:
        return len(state.river) + len(state.deck)
    return len(state.hands[position])


def rounds_left(state: YamiState) -> int:
    """Rounds whose card is still to come, the current trick's included."""
    return state.campaign.rounds - len(state.tricks)


def cover(state: YamiState, mask: int, names: tuple[str, ...], events: list[Event]) -> tuple[YamiState, list[Event]]:
    """Take away the tokens under a tile that just landed and start their effects."""
    whirled = state.campaign.whirlpools & mask
    misted = [m for m in state.campaign.mists if mask >> m[0] & 1]
    if not whirled and not misted:
        return state, events
    events = events + [
        TokenTaken(f"The Whirlpool on {square_name(s)} is taken away.", s, "whirlpool") for s in squares_of(whirled)
    ]
    events += [
        TokenTaken(f"The {colour_name(c)} Mist on {square_name(s)} is taken away.", s, "mist") for s, c in misted
    ]
    colours = tuple(c for c in COLOURS if any(m[1] == c for m in misted))
    part = replace(
        state.campaign,
        whirlpools=state.campaign.whirlpools & ~mask,
        mists=tuple(m for m in state.campaign.mists if m not in misted),
        lead_colours=colours or state.campaign.lead_colours,
    )
    state = replace(state, campaign=part)
    if misted:
        events.append(_mist_event(colours))
    return queue_discards(state, whirled.bit_count(), names, events)


def _mist_event(colours: tuple[str, ...]) -> TokenTaken:
    named = " or ".join(colour_name(c) for c in colours)
    return TokenTaken(f"The next trick must be led {named} if possible.", -1, "mist")


def queue_discards(
    state: YamiState, times: int, names: tuple[str, ...], events: list[Event]
) -> tuple[YamiState, list[Event]]:
    """Each position owes `times` face-down cards, from the Leader round the table; the
    automa's come off its deck at once, the rest wait for each player's choice."""
    queue: list[int] = []
    for step in range(state.table_size):
        position = (state.leader + step) % state.table_size
        owed = max(0, min(times, held(state, position) - rounds_left(state)))
        if position == state.automa:
            from_deck = min(owed, len(state.deck))
            state = replace(state, deck=state.deck[from_deck:], discarded=state.discarded + state.deck[:from_deck])
            events = (
                events + [CardDiscarded(f"{names[position]} throws its top deck card face down.", position)] * from_deck
            )
            owed -= from_deck
        queue += [position] * owed
    return replace(state, campaign=replace(state.campaign, discards=state.campaign.discards + tuple(queue))), events


def discard_choices(state: YamiState) -> list[Discard]:
    """The cards the position due to discard may throw: its hand, or the automa's river."""
    position = state.campaign.discards[0]
    cards = state.river if position == state.automa else state.hands[position]
    return [Discard(c) for c in cards]


def discard(state: YamiState, action: Discard, names: tuple[str, ...]) -> tuple[YamiState, list[Event]]:
    position = state.campaign.discards[0]
    card = action.card
    if position == state.automa:
        state = replace(state, river=tuple(c for c in state.river if c != card))
    else:
        hands = tuple(tuple(c for c in h if c != card) if i == position else h for i, h in enumerate(state.hands))
        state = replace(state, hands=hands)
    state = replace(state, campaign=replace(state.campaign, discards=state.campaign.discards[1:]), discarded=state.discarded + (card,))
    return state, [CardDiscarded(f"{names[position]} throws a card face down.", position)]
