"""What follows a Spirit tile landing, by placement or by a Drift: the mission's checks.

A wrong colour on a coloured edge fails at once, even when the tile completes
the surround (rules/yami.md, decision 9); otherwise the mission succeeds when
every goal square is covered: the surround of every Mission tile and, in the
campaign, every Rock icon. Magic tiles count as covered.
"""

from __future__ import annotations

from yamabushi.core.protocol import Event
from yamabushi.yami.events import MissionEnded
from yamabushi.yami.placement import wrong_colour
from yamabushi.yami.sentences import end_text
from yamabushi.yami.state import Placed, YamiState, evolve


def end_mission(state: YamiState, success: bool, reason: str, events: list[Event]) -> tuple[YamiState, list[Event]]:
    ended = evolve(state, status="success" if success else "failed", reason=reason)
    return ended, [*events, MissionEnded(end_text(state.mission.number, success, reason), success)]


def settle(state: YamiState, tile: Placed, events: list[Event]) -> tuple[YamiState, list[Event]]:
    """Fail on a wrong colour, succeed when the goal is covered, else leave it playing."""
    broken = wrong_colour(state.mission, tile)
    if broken:
        return end_mission(state, False, broken, events)
    if state.mission.goal & ~state.occupied == 0:
        rocks = " and every Rock icon covered" if state.mission.hazards.rocks else ""
        return end_mission(state, True, f"every Mission tile is surrounded{rocks} in round {len(state.tricks)}", events)
    return state, events
