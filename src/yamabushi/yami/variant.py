"""The rule hooks a variant on top of Yami fills: the base engine calls them without knowing it.

The campaign (yami/campaign) adds options (the Night side, Power tiles and tokens, Moon
tiles, purified lianas), a set-up step and the Powers played during a mission. The
base holds one `Variant`, the plain game's until a variant is plugged in, and asks it
at each of those points, so the base never imports the campaign (as python-chess's
`Board` never imports its variants). A game whose options name none of the variant's
keys plays exactly as the plain game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Event
from yamabushi.yami.actions import UsePower
from yamabushi.yami.missions import Mission, mission_variant
from yamabushi.yami.observation import YamiView
from yamabushi.yami.state import YamiState

Names = tuple[str, ...]
NO_POWER = "No Power tile lies on a Power space in this mission."


def _no_power(state: YamiState, use: UsePower, names: Names) -> tuple[YamiState, list[Event]]:
    raise RulesError(NO_POWER)


@dataclass(frozen=True, slots=True)
class Variant:
    """Each hook with the plain game's answer as its default."""

    option_keys: tuple[str, ...] = ()
    """Options the variant adds to players, mission and first."""
    normalize: Callable[[Mapping[str, Any], int], dict[str, Any]] = lambda options, mission: {}
    """The variant's options checked (RulesError) for a mission; only those differing from the plain game's kept."""
    mission: Callable[[Mapping[str, Any]], Mission] = lambda options: mission_variant(options["mission"])
    """The mission as laid for these options, before its Trump card is drawn."""
    prepare: Callable[[YamiState, Mapping[str, Any], Names], YamiState] = lambda state, options, names: state
    """The opening state once the mission's tokens lie on the board."""
    uses: Callable[[YamiState], list[UsePower]] = lambda state: []
    """Every legal use of a Power now, listed after the cards or placements."""
    use: Callable[[YamiState, UsePower, Names], tuple[YamiState, list[Event]]] = _no_power
    """A legal use of a Power resolved."""
    refusal: Callable[[YamiState, UsePower], str | None] = lambda state, use: NO_POWER
    """Why a use of a Power is refused now, None when it is legal."""
    listed: Callable[[UsePower], UsePower] = lambda use: use
    """A use written another way, read as `uses` lists it."""
    why_no_power: Callable[[YamiState], str] = lambda state: NO_POWER
    """Why no Power token can be laid now (asked when none can)."""
    powers_line: Callable[[YamiView, str], str] = lambda view, hint: ""
    """The Power tokens left and each Power tile's uses in words; '' without Powers."""


PLAIN = Variant()
_plugged = [PLAIN]


def plug(variant: Variant) -> None:
    """Make `variant` the one the engine asks (the variant's package does this as it loads)."""
    _plugged[0] = variant


def variant() -> Variant:
    """The variant plugged in, else the plain game's hooks."""
    return _plugged[0]
