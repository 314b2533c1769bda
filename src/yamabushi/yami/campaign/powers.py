"""Power tiles during a mission: laying a Power token on a Power tile to activate it.

The group chose the Power tiles for its Power spaces before the mission; it
holds its Power tokens (campaign rewards, less a Silent Moon). A token goes on
an empty space of a Power tile: a tile takes as many tokens per mission as it
has spaces (yami_campaign.toml). The player to act uses the power: "between
rounds" means before a trick's first card (the Leader) or before the Decision
tile is placed (the placer); a Wild Step is used by the player due to follow.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from yamabushi.core.protocol import Event
from yamabushi.yami.actions import Place, UsePower
from yamabushi.yami.board import square_name, squares_of
from yamabushi.yami.campaign.data import campaign
from yamabushi.yami.cards import COLOURS, colour_name
from yamabushi.yami.choices import card_choices
from yamabushi.yami.events import PowerUsed, TilePlaced
from yamabushi.yami.hazards import Mist
from yamabushi.yami.placement import canonical, legal_places, placed
from yamabushi.yami.resolve import settle
from yamabushi.yami.state import YamiState
from yamabushi.yami.tokens import cover, held, rounds_left

Effect = Callable[[YamiState, UsePower, tuple[str, ...]], tuple[YamiState, str, list[Event]]]
"""Resolves a power: the new state, what happened in words, and any further events."""


def between_rounds(state: YamiState) -> bool:
    return state.phase == "place" or (state.phase == "play" and not state.played)


def _actor(state: YamiState) -> int:
    """The position whose turn it is (the automa's, when the Leader chooses for it)."""
    if state.phase == "play":
        assert state.turn is not None
        return state.turn
    return state.leader


# -- targets: every legal use of one power now ---------------------------------------
def _beacon_targets(state: YamiState) -> list[UsePower]:
    if state.phase != "play" or state.played or state.campaign.called:
        return []
    return [UsePower("beacon", colour=c) for c in COLOURS if c != state.trump]


def _wild_targets(state: YamiState) -> list[UsePower]:
    """Offered only when the led colour actually binds the player due to follow."""
    if state.phase != "play" or not state.played or state.campaign.free is not None:
        return []
    bound = card_choices(state, _actor(state))
    loose = card_choices(replace(state, campaign=replace(state.campaign, free=_actor(state))), _actor(state))
    return [UsePower("wild")] if len(loose) > len(bound) else []


def _hourglass_targets(state: YamiState) -> list[UsePower]:
    everyone = range(state.table_size)
    if not between_rounds(state) or any(held(state, p) <= rounds_left(state) for p in everyone):
        return []
    return [UsePower("hourglass")]


def _clear_targets(state: YamiState) -> list[UsePower]:
    if not between_rounds(state):
        return []
    squares = sorted(squares_of(state.campaign.whirlpools) + tuple(s for s, _ in state.campaign.mists))
    return [UsePower("clear", square=s) for s in squares]


def _rain_targets(state: YamiState) -> list[UsePower]:
    if not between_rounds(state):
        return []
    wanted = [s for s, c in enumerate(state.mission.required) if c and not state.occupied >> s & 1]
    return [UsePower("rain", square=s) for s in wanted]


def _drift_targets(state: YamiState) -> list[UsePower]:
    if not between_rounds(state):
        return []
    out = []
    for tile in state.placed:
        free = state.occupied & ~tile.mask
        out += [UsePower("drift", move=p) for p in legal_places(tile.card, free) if placed(p).mask != tile.mask]
    return out


# -- effects ------------------------------------------------------------------------
Resolved = tuple[YamiState, str, list[Event]]


def _beacon(state: YamiState, use: UsePower, names: tuple[str, ...]) -> Resolved:
    assert use.colour is not None
    return replace(state, campaign=replace(state.campaign, called=use.colour)), f"{colour_name(use.colour)} is trump in this trick", []


def _wild(state: YamiState, use: UsePower, names: tuple[str, ...]) -> Resolved:
    position = _actor(state)
    return replace(state, campaign=replace(state.campaign, free=position)), f"{names[position]} need not follow the led colour in this trick", []


def _hourglass(state: YamiState, use: UsePower, names: tuple[str, ...]) -> Resolved:
    state = replace(state, campaign=replace(state.campaign, rounds=state.campaign.rounds + 1))
    return state, f"the mission now lasts {state.campaign.rounds} rounds", []


def _clear(state: YamiState, use: UsePower, names: tuple[str, ...]) -> Resolved:
    assert use.square is not None
    mists: tuple[Mist, ...] = tuple(m for m in state.campaign.mists if m[0] != use.square)
    state = replace(state, campaign=replace(state.campaign, whirlpools=state.campaign.whirlpools & ~(1 << use.square), mists=mists))
    return state, f"the token on {square_name(use.square)} is gone without effect", []


def _rain(state: YamiState, use: UsePower, names: tuple[str, ...]) -> Resolved:
    assert use.square is not None
    required = tuple(None if s == use.square else c for s, c in enumerate(state.mission.required))
    state = replace(state, mission=replace(state.mission, required=required))
    return state, f"{square_name(use.square)} asks for no colour any more", []


def _drift(state: YamiState, use: UsePower, names: tuple[str, ...]) -> Resolved:
    """The tile is laid again: its new squares are checked and their tokens taken like a placement's."""
    assert use.move is not None
    tile = placed(use.move)
    state = replace(state, placed=tuple(tile if p.card == tile.card else p for p in state.placed))
    covers = ", ".join(square_name(q) for q in tile.squares)
    state, events = settle(
        state, tile, [TilePlaced(f"The tile {tile.card} now covers {covers}.", tile.card, tile.squares)]
    )
    if state.status == "playing":
        state, events = cover(state, tile.mask, names, events)
    return state, f"the tile {tile.card} drifts", events


@dataclass(frozen=True, slots=True)
class PowerRule:
    targets: Callable[[YamiState], list[UsePower]]
    effect: Effect


RULES: dict[str, PowerRule] = {
    "drift": PowerRule(_drift_targets, _drift),
    "beacon": PowerRule(_beacon_targets, _beacon),
    "wild": PowerRule(_wild_targets, _wild),
    "hourglass": PowerRule(_hourglass_targets, _hourglass),
    "clear": PowerRule(_clear_targets, _clear),
    "rain": PowerRule(_rain_targets, _rain),
}


# -- the public face --------------------------------------------------------------------
def _unavailable(state: YamiState, power: str) -> str | None:
    """Why no token may go on this Power tile now, or None."""
    if power not in RULES:
        return f"There is no power called {power!r}; powers: {', '.join(RULES)}."
    name = campaign().power(power).name
    if power not in state.campaign.powers:
        return f"{name} is not on a Power space in this mission."
    if state.campaign.power_tokens <= 0:
        return "No Power token is left for this mission."
    if state.campaign.used.count(power) >= campaign().power(power).spaces:
        return f"Every space of {name} already holds a Power token in this mission."
    return None


WHEN = {
    "drift": "moves a placed tile between rounds: before a trick's first card or before the Decision tile is placed",
    "beacon": "calls trump before a trick's first card, when no colour is called yet",
    "wild": "frees the player due to follow, when the led colour binds them",
    "hourglass": "adds a round between rounds, while every player holds more cards than rounds are left",
    "clear": "lifts a Whirlpool or a Mist between rounds, when one lies on the map",
    "rain": "frees a square of its colour between rounds, when one still asks for a colour",
}
"""When each power can be used, said when a player asks for one at another moment."""


def why_no_power(state: YamiState) -> str:
    """Why no Power token can be laid now, in a sentence per Power tile (asked when none can)."""
    if state.phase == "over":
        return f"Mission {state.mission.number} is over."
    if state.phase == "discard":
        return "Power tokens are laid during play, not while cards are thrown face down."
    reasons = [_unavailable(state, p) or f"{campaign().power(p).name} {WHEN[p]}." for p in state.campaign.powers]
    return " ".join(dict.fromkeys(reasons)) or "No Power tile lies on a Power space in this mission."


def power_uses(state: YamiState) -> list[UsePower]:
    """Every legal use of a power now, Power tiles in the order they were laid out."""
    if state.phase in ("over", "discard"):
        return []
    return [use for power in state.campaign.powers if _unavailable(state, power) is None for use in RULES[power].targets(state)]


def listed_use(use: UsePower) -> UsePower:
    """A Drift written in an equivalent orientation, read as the listed one."""
    return replace(use, move=canonical(use.move)) if isinstance(use.move, Place) else use


def power_refusal(state: YamiState, use: UsePower) -> str | None:
    """Why this use of a power is refused now, in one sentence; None when it is legal."""
    reason = _unavailable(state, use.power)
    if reason or use in RULES[use.power].targets(state):
        return reason
    power = campaign().power(use.power)
    return f"{power.name} cannot be used like that now: {power.text}"


def use_power(state: YamiState, use: UsePower, names: tuple[str, ...]) -> tuple[YamiState, list[Event]]:
    """Lay a Power token on the tile, then resolve its effect."""
    actor = _actor(state)
    who = names[state.kakapo if actor == state.automa and state.kakapo is not None else actor]
    part = replace(state.campaign, power_tokens=state.campaign.power_tokens - 1, used=state.campaign.used + (use.power,))
    state = replace(state, campaign=part)
    state, text, events = RULES[use.power].effect(state, use, names)
    name = campaign().power(use.power).name
    return state, [PowerUsed(f"{who} lays a Power token on {name}: {text}.", use.power), *events]
