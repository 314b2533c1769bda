"""The coach's words for a Yami action: which card or tile, and why.

`advise` turns an action and the tables before and after it into ("Play the red 5", "it
wins the trick for Player 2: the red 5 tile goes on the board next"). The tables are the
coach's sampled ones, so the reason reads only what is public once the action is played:
the trick's cards, the board, the mission's surround, and the seat's own hand; a card the
automa draws from its deck was made up by the sample and is never named.
"""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.core.protocol import Event
from yamabushi.yami.actions import Discard, Place, Play, PlayDeck, UsePower
from yamabushi.yami.board import square_name
from yamabushi.yami.cards import Card, colour_name
from yamabushi.yami.engine import Yami
from yamabushi.yami.events import CardPlayed, TilePlaced, TrickWon
from yamabushi.yami.state import YamiState
from yamabushi.yami.tricks import winning_index


def advise(before: YamiState, action: object, after: YamiState, events: tuple[Event, ...], seat: int) -> tuple[str, str]:
    """The move in words and the reason for it ("" when nothing public says why)."""
    return move_words(action, events), reason(before, action, after, events, seat)


def card_words(card: Card) -> str:
    """`the red 5`: a card as it is spoken."""
    return f"the {colour_name(card.colour)} {card.value}"


def move_words(action: object, events: Sequence[Event]) -> str:
    match action:
        case Play(card):
            return f"Play {card_words(card)}"
        case PlayDeck():
            return "Play the top card of the automa's deck"
        case Place(card):
            placed = next((e for e in events if isinstance(e, TilePlaced)), None)
            where = f" on {', '.join(square_name(q) for q in sorted(placed.squares))}" if placed else ""
            return f"Place {card_words(card)} tile{where}"
        case Discard(card):
            return f"Discard {card_words(card)}"
        case UsePower(power):
            return f"Use the {power} Power"
    return "Play it"


def reason(before: YamiState, action: object, after: YamiState, events: Sequence[Event], seat: int) -> str:
    """The mission won, the squares it needs (the surround, any Rock) a tile covers, the trick
    won (and by whom), the lead taken, or a higher card of the colour kept for later."""
    if after.status == "success":
        return "the mission succeeds"
    placed = next((e for e in events if isinstance(e, TilePlaced)), None)
    if placed is not None:
        goal, covered = before.mission.goal, sum(1 << q for q in placed.squares)
        gained = (covered & goal & ~before.occupied).bit_count()
        left = (goal & ~(before.occupied | covered)).bit_count()
        return f"it covers {gained} square{'s' * (gained > 1)} the mission needs ({left} still open)" if gained else ""
    if not isinstance(action, Play) or before.phase != "play" or any(
        isinstance(e, CardPlayed) and e.source == "deck" for e in events
    ):
        return ""
    return _trick_reason(before, action.card, events, seat)


def _trick_reason(before: YamiState, card: Card, events: Sequence[Event], seat: int) -> str:
    names = Yami().position_names(before)
    won = next((e for e in events if isinstance(e, TrickWon)), None)
    if won is not None:
        return f"it wins the trick for {names[won.position]}: {card_words(won.card)} tile goes on the board next"
    trick = before.played
    if not trick:
        return ""
    cards = (*trick, card)
    if winning_index(cards, before.trump) == len(trick):
        return f"{card_words(card)} takes the lead of the trick"
    river = any(isinstance(e, CardPlayed) and e.source == "river" for e in events)
    hand = before.river if river else before.hands[seat]
    higher = [c for c in hand if c.colour == card.colour and c.value > card.value]
    return f"it keeps {card_words(max(higher))} for a later trick" if higher else ""
