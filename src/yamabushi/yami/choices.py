"""Which cards may be played now: the trick rules, with the campaign's two exceptions.

A Mist token (or the Fog Moon) makes the leader lead its colour when they can;
the automa, leading, must then take a river card of that colour when its river
has one. A Wild Step excuses one position from following the led colour for
one trick, so it may play anything it holds (for the automa: any river card or
its deck).
"""

from __future__ import annotations

from yamabushi.yami.actions import Play, PlayDeck
from yamabushi.yami.automa import automa_choices
from yamabushi.yami.state import YamiState
from yamabushi.yami.tricks import followers


def card_choices(state: YamiState, position: int) -> list[Play | PlayDeck]:
    """What `position` (the Leader choosing for the automa) may play in the current trick."""
    led = state.played[0] if state.played else None
    if position == state.campaign.free:
        led = None
    automa = position == state.automa
    if led is None and state.campaign.lead_colours and not state.played:
        return _mist_lead(state, automa)
    if automa:
        return automa_choices(state.river, state.deck, led)
    return [Play(c) for c in followers(state.hands[position], led)]


def _mist_lead(state: YamiState, automa: bool) -> list[Play | PlayDeck]:
    cards = state.river if automa else state.hands[state.leader]
    matching: list[Play | PlayDeck] = [Play(c) for c in cards if c.colour in state.campaign.lead_colours]
    if matching:
        return matching
    return automa_choices(state.river, state.deck, None) if automa else [Play(c) for c in cards]
