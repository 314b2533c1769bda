"""Proof of solvability: every campaign mission, as printed and in Night mode, can be
won by at most 7 Spirit tiles, each used once (the placement search of solver.py)."""

from __future__ import annotations

import pytest

from yamabushi.yami.missions import Mission, all_missions
from yamabushi.yami.placement import placed, wrong_colour
from yamabushi.yami.solver import solve

VARIANTS = [(number, night) for night in (False, True) for number in range(1, 23)]


def _check(mission: Mission) -> None:
    """Replay the search's answer with the placement rules, tile by tile."""
    solution = solve(mission)
    assert solution is not None, f"mission {mission.number} has no solution in 7 tiles"
    assert len(solution) <= 7 and len({p.card for p in solution}) == len(solution)
    occupied = mission.fixed
    for place in solution:
        tile = placed(place)
        assert not tile.mask & occupied, place
        assert wrong_colour(mission, tile) is None, place
        occupied |= tile.mask
    assert mission.goal & ~occupied == 0


@pytest.mark.parametrize(("number", "night"), VARIANTS, ids=[f"{n}{'-night' if x else ''}" for n, x in VARIANTS])
def test_every_mission_and_its_night_variant_can_be_won_in_seven_tiles(number: int, night: bool) -> None:
    _check(all_missions(night)[number])


def test_night_mode_shows_other_colours_on_the_same_squares() -> None:
    for number in range(1, 16):
        day, night = all_missions(False)[number], all_missions(True)[number]
        assert day.blocked == night.blocked and day.goal == night.goal
        assert day.required != night.required, number
