"""Moon tiles: the Moon Path's disadvantages, which stack until the end of the campaign.

Each applies once, when a mission is set up (yami_campaign.toml words them):
a Waning Moon shortens the mission by a round, a Tide Moon makes everyone throw
a card face down before round 1, a Silent Moon takes one Power token out of
the mission, a Fog Moon makes round 1 be led in the Trump card's colour.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from yamabushi.yami.state import YamiState
from yamabushi.yami.tokens import queue_discards


def _waning(state: YamiState, names: tuple[str, ...]) -> YamiState:
    return replace(state, campaign=replace(state.campaign, rounds=state.campaign.rounds - 1))


def _tide(state: YamiState, names: tuple[str, ...]) -> YamiState:
    return queue_discards(state, 1, names, [])[0]


def _silent(state: YamiState, names: tuple[str, ...]) -> YamiState:
    return replace(state, campaign=replace(state.campaign, power_tokens=max(0, state.campaign.power_tokens - 1)))


def _fog(state: YamiState, names: tuple[str, ...]) -> YamiState:
    return replace(state, campaign=replace(state.campaign, lead_colours=(state.trump,)))


MOON_RULES: dict[str, Callable[[YamiState, tuple[str, ...]], YamiState]] = {
    "waning": _waning,
    "tide": _tide,
    "silent": _silent,
    "fog": _fog,
}


def rise(state: YamiState, tiles: tuple[str, ...], names: tuple[str, ...]) -> YamiState:
    """The mission's opening state under the Moon tiles the campaign has uncovered."""
    for tile in tiles:
        state = MOON_RULES[tile](state, names)
    return state
