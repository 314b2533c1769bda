"""A campaign mission's engine options and set-up, on top of a plain mission's.

Options (all optional; a plain mission 1 or 2 uses none, so its options and
its games are unchanged):
  night         true: every Mission tile shows its Night side
  powers        the Power tiles on the Power spaces, e.g. ["drift", "beacon"]
  power_tokens  the Power tokens the group holds
  moon          the Moon tiles uncovered on the Moon Path, in order
  lianas        purified Holo Lianas: each removes the next of the mission's liana pieces
Only options that differ from their default are kept, in this order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.yami.campaign.data import MOON_IDS, POWER_IDS
from yamabushi.yami.campaign.moon import rise
from yamabushi.yami.missions import Mission, mission_variant
from yamabushi.yami.state import YamiState

EXTRA_KEYS = ("night", "powers", "power_tokens", "moon", "lianas")
MAX_TOKENS = 6


def _names(value: Any, option: str, known: tuple[str, ...]) -> list[str]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise RulesError(f"The option {option} must be a list of names, not {value!r}.")
    names = [v.lower() for v in value]
    for name in names:
        if name not in known:
            raise RulesError(f"{name!r} is not one of the {option}: {', '.join(known)}.")
    if len(set(names)) != len(names):
        raise RulesError(f"The option {option} names something twice.")
    return names


def _count(value: Any, option: str, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise RulesError(f"The option {option} must be a whole number from 0 to {most}, not {value!r}.")
    return value


def normalize_extras(options: Mapping[str, Any], mission: int) -> dict[str, Any]:
    """Check the campaign options; keep those that differ from a plain mission's."""
    night = options.get("night", False)
    if not isinstance(night, bool):
        raise RulesError(f"The option night must be true or false, not {night!r}.")
    lianas = mission_variant(mission).hazards.lianas
    extras = {
        "night": night,
        "powers": _names(options.get("powers", []), "powers", POWER_IDS),
        "power_tokens": _count(options.get("power_tokens", 0), "power_tokens", MAX_TOKENS),
        "moon": _names(options.get("moon", []), "moon", MOON_IDS),
        "lianas": _count(options.get("lianas", 0), "lianas", len(lianas)),
    }
    return {k: v for k, v in extras.items() if v}


def campaign_mission(options: Mapping[str, Any]) -> Mission:
    """The mission as laid for this game: its side, the lianas purified (the base draws its Trump card)."""
    mission = mission_variant(options["mission"], options.get("night", False))
    hazards = mission.hazards
    return replace(mission, hazards=hazards.without(hazards.lianas[: options.get("lianas", 0)]))


def prepare(state: YamiState, options: Mapping[str, Any], names: tuple[str, ...]) -> YamiState:
    """The Power loadout, then the Moon tiles' disadvantages (the tokens already lie on the board)."""
    powers = replace(state.campaign, powers=tuple(options.get("powers", ())), power_tokens=options.get("power_tokens", 0))
    state = replace(state, campaign=powers)
    return rise(state, tuple(options.get("moon", ())), names)
