"""The coach's review: seconds to review a 60-decision Hi Mi Ki game, and to its first mark (docs/coach.md).

Run by hand: `python benchmarks/review_speed.py [--games 3] [--budget 1.0]`.
Each game is a 1v1 game between hard bots from seeds 0, 1, 2, …, cut at its first 60
decisions and recorded with both seats as people, so every action is judged. Prints,
per game, the decisions judged, the seconds to the first marked decision the review
posts (what the app shows first), the seconds to the whole review, and the processor
seconds it used, its judging workers' included (the figure a machine shared with
other work still gives honestly; the decisions are shared out over `review.JUDGES`
workers, so on an idle machine the review takes about that figure divided by them).
"""

from __future__ import annotations

import argparse
import multiprocessing
import resource
import statistics
import time

from yamabushi.app.bots import make_bot
from yamabushi.app.registry import engine_for
from yamabushi.app.review import Decision, review_timeline
from yamabushi.session.record import GameRecord, SeatRecord
from yamabushi.session.timeline import build_timeline

DECISIONS = 60


def game(seed: int) -> GameRecord:
    """Up to DECISIONS actions of a hard-bot game, both seats people."""
    engine = engine_for("himiki")
    options = engine.normalize_options({})
    bots = [make_bot("himiki", "hard", seat, seed, max_seconds=None) for seat in range(2)]
    state, actions = engine.new_game(options, seed), []
    while len(actions) < DECISIONS and (seat := engine.to_play(state)) is not None:
        action = bots[seat].choose(engine.observation(state, seat), engine.legal_actions(state))
        actions.append(engine.format_action(state, action))
        state = engine.next_state(state, action)[0]
    seats = [SeatRecord(name=name, kind="human") for name in engine.seat_names(options)]
    return GameRecord(game="himiki", options=options, seed=seed, seats=seats, actions=actions, created="2026-01-01")


def measure(seed: int, budget: float) -> tuple[int, float, float, float]:
    """(decisions judged, seconds to the first mark posted, seconds in all, processor seconds)."""
    timeline = build_timeline(game(seed), engine_for("himiki"), "The game")
    start, cpu, first = time.perf_counter(), processor_seconds(), [0.0]

    def found(decision: Decision) -> None:
        if decision.mark and not first[0]:
            first[0] = time.perf_counter() - start

    review = review_timeline(timeline, budget, found=found)
    wall = time.perf_counter() - start
    while multiprocessing.active_children():  # the judging workers, reaped so their time counts
        time.sleep(0.05)
    return len(review.decisions), first[0], wall, processor_seconds() - cpu


def processor_seconds() -> float:
    """This process's processor time and its finished workers'."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--budget", type=float, default=1.0)
    args = parser.parse_args()
    totals, cpus = [], []
    for seed in range(args.games):
        judged, first, total, cpu = measure(seed, args.budget)
        totals.append(total)
        cpus.append(cpu)
        print(f"seed {seed}: {judged} decisions, first mark after {first:.2f} s, whole review {total:.2f} s "
              f"({cpu:.2f} processor s)", flush=True)
    print(f"median {statistics.median(totals):.2f} s ({statistics.median(cpus):.2f} processor s), "
          f"worst {max(totals):.2f} s (budget {args.budget})")


if __name__ == "__main__":
    main()
