"""Which cards can win the trick about to start: the trick half of the open-hands bounds.

The tile a trick brings is its winning card, so the tiles to come are one winner per
trick left, and the next one is among the cards that can win the next trick. Those are
few (the led colour binds the followers, the trump is known), and they are exactly
known: the leader's legal leads, then each follower's legal answers to that lead; a
card can win when every other seat has an answer that loses to it. search.py hands
them to the cover relaxation (relaxed.coverable's `first`), which without them lets the
last trick bring any card still held.
"""

from __future__ import annotations

from yamabushi.yami.actions import Play, PlayDeck
from yamabushi.yami.automa import automa_choices
from yamabushi.yami.cards import Card
from yamabushi.yami.choices import card_choices
from yamabushi.yami.state import YamiState
from yamabushi.yami.tricks import followers


def next_winners(state: YamiState) -> frozenset[Card] | None:
    """The cards that win the next trick in some legal way of playing it, asked before its
    first card; None where it is not known that cheaply: inside a trick, with a tile or a
    discard still due (a covered token or a thrown card changes the hands and the lead), or
    while a Power token could be laid (a Beacon calls trump, a Wild Step frees a follower)."""
    part = state.campaign
    if state.phase != "play" or state.played or (part.power_tokens and part.powers):
        return None
    trump = state.trump
    found: set[Card] = set()
    for lead in card_choices(state, state.leader):
        led = _card(state, lead)
        answers: list[tuple[Card, ...]] = [(led,)]
        for step in range(1, state.table_size):
            position = (state.leader + step) % state.table_size
            if position == state.automa:
                answers.append(tuple(_card(state, a) for a in automa_choices(state.river, state.deck, led)))
            else:
                answers.append(followers(state.hands[position], led))
        found |= _can_win(answers, led, trump)
    return frozenset(found)


def _card(state: YamiState, action: Play | PlayDeck) -> Card:
    return state.deck[0] if isinstance(action, PlayDeck) else action.card


def _can_win(answers: list[tuple[Card, ...]], led: Card, trump: str) -> set[Card]:
    """The cards of `answers` (one tuple of choices per seat) that beat a choice of every
    other seat: the highest trump wins, else the highest card of the led colour."""

    def rank(card: Card) -> tuple[int, int]:
        kind = 2 if card.colour == trump else 1 if card.colour_rank == led.colour_rank else 0
        return kind, card.value

    lowest = [min(map(rank, options)) for options in answers]
    out = set()
    for seat, options in enumerate(answers):
        for card in options:
            mine = rank(card)
            if mine[0] and all(low < mine for other, low in enumerate(lowest) if other != seat):
                out.add(card)
    return out
