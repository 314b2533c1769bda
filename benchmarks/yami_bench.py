"""Yami engine speed in detail: random missions, placement listing, the mission solver.

Run by hand: `python benchmarks/yami_bench.py` (`bench.py` has the random
missions against python-chess). Random missions use the unchecked path, as
bots and simulations do; listing placements is the hot spot (up to 144
anchors × 8 orientations per tile).
"""

from __future__ import annotations

from bench import GAMES, best_of

from yamabushi.yami.cards import FULL_DECK
from yamabushi.yami.missions import missions
from yamabushi.yami.placement import legal_places
from yamabushi.yami.solver import solve


def main() -> None:
    games = 500
    play = GAMES["yami"]
    actions = sum(play(seed) for seed in range(games))
    seconds = best_of(3, lambda: [play(seed) for seed in range(games)])
    print(f"{games} random missions ({actions:,} actions) in {seconds:.3f} s = {games / seconds:,.0f} missions/s")
    blocked = missions()[1].blocked
    seconds = best_of(3, lambda: [legal_places(c, blocked) for c in FULL_DECK])
    print(f"placements of all 35 tiles on mission 1's empty board: {seconds * 1000:.1f} ms")
    for number, mission in sorted(missions().items()):
        seconds = best_of(3, lambda m=mission: solve(m))
        print(f"solver, mission {number}: {seconds * 1000:.1f} ms")


if __name__ == "__main__":
    main()
