"""Himizu engine speed: random full games per second, unchecked and checked, per board side.

Run by hand: `python benchmarks/himizu_bench.py`. The unchecked path
(`next_state`) is what bots and simulations use; the checked path (`apply`)
is what the session and replays use. `bench.py` holds the shared loop.
"""

from __future__ import annotations

import time

from bench import random_game


def main() -> None:
    games = 500
    for side in ("A", "B"):
        for checked in (False, True):
            start = time.perf_counter()
            actions = sum(random_game("himizu", {"board": side}, seed, checked) for seed in range(games))
            seconds = time.perf_counter() - start
            path = "checked" if checked else "unchecked"
            print(
                f"board {side}, {path}: {games} games in {seconds:.2f} s = {games / seconds:,.0f} games/s "
                f"({actions / games:.0f} actions a game, {actions / seconds:,.0f} actions/s)"
            )


if __name__ == "__main__":
    main()
