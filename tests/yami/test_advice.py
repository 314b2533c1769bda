"""A hint's reason for a tile counts every square the mission needs, Rocks included, and names
them so: on a Rock mission it said "squares of the surround" for a Rock the tile covered."""

from __future__ import annotations

from yamabushi.app.registry import engine_for
from yamabushi.yami.actions import Place
from yamabushi.yami.advice import reason
from yamabushi.yami.events import TilePlaced


def test_a_tile_on_a_rock_is_counted_among_the_squares_the_mission_needs():
    engine = engine_for("yami")
    state = engine.new_game(engine.normalize_options({"players": 3, "mission": 9}), 5)
    while state.phase != "place":
        state = engine.next_state(state, engine.legal_actions(state)[0])[0]
    rocks, goal = state.mission.hazards.rocks, state.mission.goal
    for action in (a for a in engine.legal_actions(state) if isinstance(a, Place)):
        after, events = engine.next_state(state, action)
        covered = sum(1 << q for e in events if isinstance(e, TilePlaced) for q in e.squares)
        if covered & rocks:
            break
    else:
        raise AssertionError("no placement reaches a Rock")
    needed = (covered & goal & ~state.occupied).bit_count()
    left = (goal & ~after.occupied).bit_count()
    assert reason(state, action, after, events, 0) == f"it covers {needed} square{'s' * (needed > 1)} the mission needs ({left} still open)"
