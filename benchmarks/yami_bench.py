"""Yami engine speed: random full missions per second, placement listing, the solver.

Run by hand: `python benchmarks/yami_bench.py`. Random missions use the
unchecked path, as bots and simulations do; listing placements is the hot spot
(up to 144 anchors × 8 orientations per tile).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from yamabushi.yami.cards import FULL_DECK
from yamabushi.yami.engine import Yami
from yamabushi.yami.missions import missions
from yamabushi.yami.placement import legal_places
from yamabushi.yami.solver import solve


def best_of(repeats: int, run: Callable[[], object]) -> float:
    """Shortest wall time of `repeats` runs: the least disturbed measurement."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def random_missions(engine: Yami, games: int) -> int:
    actions = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = engine.new_game({"players": 2 + seed % 3, "mission": 1 + seed % 2}, seed)
        while legal := engine.legal_actions(state):
            state, _ = engine.next_state(state, rng.choice(legal))
            actions += 1
    return actions


def main() -> None:
    engine = Yami()
    games = 500
    actions = random_missions(engine, games)
    seconds = best_of(3, lambda: random_missions(engine, games))
    print(f"{games} random missions ({actions:,} actions) in {seconds:.3f} s = {games / seconds:,.0f} missions/s")
    blocked = missions()[1].blocked
    seconds = best_of(3, lambda: [legal_places(c, blocked) for c in FULL_DECK])
    print(f"placements of all 35 tiles on mission 1's empty board: {seconds * 1000:.1f} ms")
    for number, mission in sorted(missions().items()):
        seconds = best_of(3, lambda m=mission: solve(m))
        print(f"solver, mission {number}: {seconds * 1000:.1f} ms")


if __name__ == "__main__":
    main()
