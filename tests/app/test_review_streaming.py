"""The review posts each decision as it is judged, in the game's order, and judges a long game's
decisions in worker processes with the very same result as in the reviewing process."""

from __future__ import annotations

import multiprocessing

import pytest

from yamabushi.app import review as review_module
from yamabushi.app.registry import engine_for
from yamabushi.app.review import review_timeline
from yamabushi.session.record import GameRecord, SeatRecord
from yamabushi.session.timeline import build_timeline

from tests.app.coach_games import bot_actions

BUDGET = 0.1


def people_game(game: str, options: dict, seed: int, count: int):
    """`count` actions of a bots' game, every seat a person so every decision is judged."""
    engine = engine_for(game)
    chosen = engine.normalize_options(options)
    names = engine.seat_names(chosen)
    actions = bot_actions(game, chosen, seed, tuple("normal" for _ in names), count)
    seats = [SeatRecord(name=n, kind="human") for n in names]
    record = GameRecord(game=game, options=chosen, seed=seed, seats=seats, actions=actions, created="2026-01-01")
    return build_timeline(record, engine, "The game")


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="workers are forked")
@pytest.mark.parametrize("game, options", [("himiki", {}), ("himizu", {})])
def test_workers_judge_exactly_as_the_reviewing_process_does(game, options, monkeypatch):
    timeline = people_game(game, options, 3, 14)
    monkeypatch.setattr(review_module, "JUDGES", 1)
    alone = review_timeline(timeline, BUDGET)
    monkeypatch.setattr(review_module, "JUDGES", 2)
    monkeypatch.setattr(review_module, "POOLED_FROM", 2)
    posted = []
    pooled = review_timeline(timeline, BUDGET, found=posted.append)
    assert len(alone.decisions) >= 6
    assert pooled == alone
    assert posted == pooled.decisions  # each posted once, in the game's order


def test_a_review_stopped_half_way_stops_its_workers(monkeypatch):
    class Stopped(Exception):
        pass

    def stop(done: int, total: int) -> None:
        if done == 2:
            raise Stopped

    monkeypatch.setattr(review_module, "POOLED_FROM", 2)
    monkeypatch.setattr(review_module, "JUDGES", 2)
    timeline = people_game("himiki", {}, 3, 14)
    with pytest.raises(Stopped):
        review_timeline(timeline, BUDGET, progress=stop)
    for child in multiprocessing.active_children():
        child.join(30)
    assert not multiprocessing.active_children()
