"""Many processes at once lose nothing: each read-modify-write of a kept file holds the
store's lock. Every read inside one is slowed by 20 ms, so without the lock the processes'
read-modify-writes overlap for sure: run with --without-store-lock to see these tests fail."""

from __future__ import annotations

import multiprocessing
import time
from contextlib import nullcontext

import pytest

from tests.app.kept_files import campaign_profile
from tests.app.test_stats import race
from yamabushi.app import bests, campaigns, settings, stats
from yamabushi.app.missions import write_result
from yamabushi.app.campaigns import load_profile, profile_path, save_profile
from yamabushi.app.bests import best_scores, record_solve
from yamabushi.app.settings import Settings, changed, load_settings, update_settings
from yamabushi.app.stats import load_games

FORK = multiprocessing.get_context("fork")  # the children inherit the test's home and monkeypatches


READS = ((campaigns, "_read"), (bests, "best_scores"), (settings, "_read"), (stats, "load_games"))
"""The read each store's read-modify-write starts with."""


def slowed(read):
    def slow(*args):
        found = read(*args)
        time.sleep(0.02)
        return found

    return slow


@pytest.fixture(autouse=True)
def overlapping_writes(request, monkeypatch):
    for module, name in READS:
        monkeypatch.setattr(module, name, slowed(getattr(module, name)))
        if request.config.getoption("--without-store-lock"):
            monkeypatch.setattr(module, "locked", lambda path: nullcontext())


def run_at_once(target, jobs):
    """Start one process per job, let them all reach `barrier.wait()`, and wait for the end."""
    barrier = FORK.Barrier(len(jobs))
    processes = [FORK.Process(target=target, args=(barrier, *job)) for job in jobs]
    for process in processes:
        process.start()
    for process in processes:
        process.join(60)
    assert [p.exitcode for p in processes] == [0] * len(jobs)


def solve(barrier, challenge, moves):
    barrier.wait()
    record_solve(challenge, moves)


def test_16_mindlock_solves_at_once_keep_all_16_bests():
    jobs = [(f"E{n:02d}", n + 1) for n in range(16)]
    run_at_once(solve, jobs)
    assert best_scores() == dict(jobs)


def finish_a_game(barrier):
    session = race()
    for _ in range(3):
        session.play_text("2")
        session.play_bot()
    barrier.wait()
    session.play_text("2")
    assert session.outcome() is not None


def test_8_games_finishing_at_once_count_8():
    run_at_once(finish_a_game, [()] * 8)
    games = load_games().values()
    assert len(games) == 8 and {g.result for g in games} == {"won"}


def record_attempts(barrier, rounds):
    stale = campaign_profile()  # as a window opened before any of these attempts holds it
    barrier.wait()
    for _ in range(15):
        write_result(stale, 2, False, rounds)


def test_two_windows_writing_one_campaign_profile_lose_no_attempt():
    save_profile(campaign_profile())
    run_at_once(record_attempts, [(3,), (5,)])
    rounds = [a.rounds for a in load_profile(profile_path("Tuesday")).attempts]
    assert rounds[:2] == [7, 4] and sorted(rounds[2:]) == [3] * 15 + [5] * 15


def change_one_setting(barrier, key, value):
    barrier.wait()
    update_settings({key: value})


def test_five_windows_each_changing_one_setting_keep_all_five():
    chosen = Settings(theme="light", highlight_legal=False, bot_speed="fast", ascii_only=True, confirm_end_turn=True)
    run_at_once(change_one_setting, list(changed(Settings(), chosen).items()))
    assert load_settings() == (chosen, None)
