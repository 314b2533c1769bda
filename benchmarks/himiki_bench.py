"""Hi Mi Ki engine speed: perft nodes per second and random full games per second.

Run by hand: `python benchmarks/himiki_bench.py`. Perft counts leaves the way
chess engines do (the last ply is counted from the legal-action list, not
played). Random games use the unchecked path, as bots and simulations do.
"""

from __future__ import annotations

import random
import time

from yamabushi.core.testing import perft
from yamabushi.himiki.engine import HiMiKi
from yamabushi.himiki.hpn import START_HPN, from_hpn


def best_of(repeats: int, run) -> float:
    """Shortest wall time of `repeats` runs: the least disturbed measurement."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def bench_perft(engine: HiMiKi, depth: int) -> None:
    state = from_hpn(START_HPN)
    nodes = perft(engine, state, depth)
    seconds = best_of(3, lambda: perft(engine, state, depth))
    print(f"perft({depth}) from the start: {nodes:,} nodes in {seconds:.3f} s = {nodes / seconds:,.0f} nodes/s")


def play_random_game(engine: HiMiKi, seed: int) -> int:
    rng = random.Random(seed)
    state = engine.new_game({"setup": "random"}, seed)
    plies = 0
    while legal := engine.legal_actions(state):
        state, _ = engine.next_state(state, rng.choice(legal))
        plies += 1
    return plies


def bench_games(engine: HiMiKi, games: int) -> None:
    start = time.perf_counter()
    plies = sum(play_random_game(engine, seed) for seed in range(games))
    seconds = time.perf_counter() - start
    print(
        f"random games: {games} in {seconds:.2f} s = {games / seconds:,.0f} games/s "
        f"({plies / games:.0f} actions a game, {plies / seconds:,.0f} actions/s)"
    )


def main() -> None:
    engine = HiMiKi()
    bench_perft(engine, 4)
    bench_perft(engine, 5)
    bench_games(engine, 500)


if __name__ == "__main__":
    main()
