"""Himizu engine speed: random full games per second, unchecked and checked.

Run by hand: `python benchmarks/himizu_bench.py`. The unchecked path
(`next_state`) is what bots and simulations use; the checked path (`apply`)
is what the session and replays use.
"""

from __future__ import annotations

import random
import time

from yamabushi.himizu.engine import Himizu


def play_random_game(engine: Himizu, side: str, seed: int, checked: bool) -> int:
    rng = random.Random(seed)
    state = engine.new_game({"board": side}, seed)
    step = engine.apply if checked else engine.next_state
    plies = 0
    while legal := engine.legal_actions(state):
        state, _ = step(state, rng.choice(legal))
        plies += 1
    return plies


def bench_games(engine: Himizu, side: str, games: int, checked: bool) -> None:
    start = time.perf_counter()
    plies = sum(play_random_game(engine, side, seed, checked) for seed in range(games))
    seconds = time.perf_counter() - start
    path = "checked" if checked else "unchecked"
    print(
        f"board {side}, {path}: {games} games in {seconds:.2f} s = {games / seconds:,.0f} games/s "
        f"({plies / games:.0f} actions a game, {plies / seconds:,.0f} actions/s)"
    )


def main() -> None:
    engine = Himizu()
    for side in ("A", "B"):
        for checked in (False, True):
            bench_games(engine, side, 500, checked)


if __name__ == "__main__":
    main()
