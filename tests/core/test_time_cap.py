"""Searches in the suite are bounded by iterations, never by the clock: the same move on a
loaded machine as on an idle one. A player's search keeps its safety cap."""

from __future__ import annotations

from yamabushi.app.coach import hint_for
from yamabushi.app.registry import engine_for
from yamabushi.core.search import UNCAPPED, time_cap


def test_under_the_suite_a_cap_too_short_for_any_search_changes_no_hint():
    engine = engine_for("himizu")
    state = engine.new_game({}, 3)
    for text in ("flame B2", "flame D4", "wave C3"):
        state, _ = engine.apply(state, engine.parse_action(state, text))
    seat = engine.to_play(state)
    assert time_cap(1e-9) is None
    assert hint_for(engine, state, seat, 3, 3, 1e-9) == hint_for(engine, state, seat, 3, 3, None)


def test_a_players_search_keeps_its_safety_cap(monkeypatch):
    monkeypatch.delenv(UNCAPPED)
    assert time_cap(1.0) == 1.0 and time_cap(None) is None
