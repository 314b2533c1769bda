"""Shared helpers for the Yami tests: a fixed table built from hands in notation."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass, replace
from typing import Any

from yamabushi.core.protocol import Event
from yamabushi.yami.cards import FULL_DECK, Card, card
from yamabushi.yami.campaign import Yami  # the engine as the app deals it: campaign options and Powers included
from yamabushi.yami.missions import Mission
from yamabushi.yami.state import YamiState

ENGINE = Yami()

# A 2-player table: Player 1 leads B3, Player 2 has no blue, the river holds B1 and B6.
AUTOMA_HANDS = ("B3 P2 R1 G7 O7 O1 O2", "G1 P7 R2 G2 G3 O3 O4")
RIVER = "B1 B6 R3 G4"
DECK = "O5 P1 P3 G5 G6"


def cards(text: str) -> tuple[Card, ...]:
    """Space-separated cards, sorted as hands are."""
    return tuple(sorted(card(t) for t in text.split()))


def table(
    hands: tuple[str, ...],
    river: str = "",
    deck: str = "",
    *,
    first: int = 0,
    mission: Mission | None = None,
) -> YamiState:
    """A game whose hands are given in notation; the cards nobody holds go to `unused`."""
    players = len(hands)
    state = ENGINE.new_game({"players": players, "mission": 1, "first": first}, 0)
    dealt = tuple(cards(h) for h in hands)
    top_first = tuple(card(t) for t in deck.split())
    held = {c for h in dealt for c in h} | set(cards(river)) | set(top_first)
    return replace(
        state,
        hands=dealt,
        river=cards(river),
        deck=top_first,
        unused=tuple(c for c in FULL_DECK if c not in held),
        mission=mission or state.mission,
    )


def play(state: YamiState, *texts: str) -> tuple[YamiState, list[Event]]:
    """Apply actions in notation through the checked path; returns all their events."""
    events: list[Event] = []
    for text in texts:
        state, more = ENGINE.apply(state, ENGINE.parse_action(state, text))
        events.extend(more)
    return state, events


def cards_in(value: Any) -> Iterator[Card]:
    """Every Card reachable inside a view (dataclasses, tuples, dicts)."""
    if isinstance(value, Card):
        yield value
    elif is_dataclass(value):
        for f in fields(value):
            yield from cards_in(getattr(value, f.name))
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from cards_in(item)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(k)
            yield from cards_in(v)


def automa_to_follow_blue() -> YamiState:
    """The automa is due to follow a blue lead with B1 and B6 in its river."""
    state, _ = play(table(AUTOMA_HANDS, RIVER, DECK), "B3", "G1")
    assert state.turn == 2
    return state


def with_campaign(state: YamiState, **pieces: Any) -> YamiState:
    """`state` with these campaign pieces (rounds, tokens, Powers...) set."""
    return replace(state, campaign=replace(state.campaign, **pieces))
