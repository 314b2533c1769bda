"""Yami's registration: what the app and the front ends know of the cooperative tricks
(core/spec.py). Its parts load when first asked for; the campaign, the open-hands solver and the
bots register on top of it, in that order (each folder stands on the ones before)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from yamabushi.core.spec import GameSpec, ModeEntry, Secrets, event_kinds

if TYPE_CHECKING:
    from yamabushi.core.protocol import Engine, Event

NAME = "yami"


def engine() -> Engine[Any, Any]:
    from yamabushi.yami.engine import Yami

    return Yami()


def advise(before: Any, action: Any, after: Any, events: tuple[Event, ...], seat: int) -> tuple[str, str]:
    from yamabushi.yami.advice import advise

    return advise(before, action, after, events, seat)


def text_view(game: Engine[Any, Any], state: Any, seat: int) -> str:
    from yamabushi.yami.text_view import to_text

    return to_text(game.observation(state, seat))


def secrets() -> Secrets:
    """The hands, the automa's deck and the unused cards: a spectator sees no hand at all."""
    from yamabushi.yami import events, missions, observation, state
    from yamabushi.yami.hazards import Hazards
    from yamabushi.yami.cards import Card
    from yamabushi.yami.text_view import to_text

    kinds: tuple[type, ...] = (observation.YamiView, state.CampaignPart, Card, state.Trick, state.Placed, missions.Mission)
    kinds += (missions.MissionTile, missions.Edge, Hazards, *event_kinds(events))

    def public(game: Engine[Any, Any], position: Any) -> Any:
        return replace(game.observation(position, 0), seat=-1, hand=())

    return Secrets(kinds, public, to_text)


def _table(players: int, label: str, description: str) -> ModeEntry:
    choices = {"mission": ("1", "2"), "first": ("random", *map(str, range(players)))}
    return ModeEntry(f"{NAME}-{players}p", label, NAME, {"players": players}, description, choices)


SPEC = GameSpec(
    name=NAME,
    title="Yami",
    engine=engine,
    text_view=text_view,
    modes=(
        _table(2, "Yami: 2 players + automa", "Two players and the automa; hidden hands."),
        _table(3, "Yami: 3 players", "Three players; hidden hands."),
        _table(4, "Yami: 4 players", "Four players; hidden hands."),
    ),
    advise=advise,
    secrets=secrets,
    lessons=((NAME, "Yami: tricks and tiles"),),
)
