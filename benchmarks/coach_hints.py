"""How far following the coach's hints gets a Yami table: missions 1 and 2 with 2, 3 and 4
players, every seat playing the hint, against every seat a master bot and every seat a hard bot.

Run by hand: `python benchmarks/coach_hints.py [--deals N] [--first SEED]` (docs/coach.md has the numbers).
Each deal (seed 1..N) is played three times, once per way of choosing; every search spends its
iteration budget (no time cap), so the numbers do not depend on the machine, only the time does.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from typing import Any

from yamabushi.app.bots import make_bot
from yamabushi.app.coach import hint_for
from yamabushi.app.registry import engine_for
from yamabushi.core.search import UNCAPPED

Chooser = Callable[[Any, int, int, int], Any]
"""(state, seat, seed, action number) -> the action."""


def mission_made(options: dict[str, Any], seed: int, choose: Chooser) -> bool:
    engine = engine_for("yami")
    state, index = engine.new_game(engine.normalize_options(options), seed), 0
    while (seat := engine.to_play(state)) is not None:
        state = engine.next_state(state, choose(state, seat, seed, index))[0]
        index += 1
    return state.status == "success"


def hints(state: Any, seat: int, seed: int, index: int) -> Any:
    return hint_for(engine_for("yami"), state, seat, seed, index, None).action


def bots(level: str) -> Chooser:
    """Each seat's bot, kept for the game as a session keeps it (its generator goes on)."""
    seated: dict[int, Any] = {}

    def choose(state: Any, seat: int, seed: int, index: int) -> Any:
        engine = engine_for("yami")
        if not index:
            seated.clear()
        if seat not in seated:
            seated[seat] = make_bot("yami", level, seat, seed, max_seconds=None)
        bot = seated[seat]
        return bot.choose(engine.observation(state, seat), engine.legal_actions(state))

    return choose


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="seeds per mission and player count (default 3)")
    parser.add_argument("--first", type=int, default=1, help="the first seed (default 1), to share the deals out")
    args = parser.parse_args()
    deals, seeds = args.deals, range(args.first, args.first + args.deals)
    os.environ[UNCAPPED] = "1"
    ways = {"hints": hints, "master": bots("master"), "hard": bots("hard")}
    print(f"| mission | players | {' | '.join(ways)} |\n|---|---|{'---|' * len(ways)}")
    started = time.perf_counter()
    for mission in (1, 2):
        for players in (2, 3, 4):
            made = [sum(mission_made({"players": players, "mission": mission}, seed, way) for seed in seeds)
                    for way in ways.values()]
            print(f"| {mission} | {players} | {' | '.join(f'{n}/{deals}' for n in made)} |", flush=True)
    print(f"CPU {time.process_time():.0f} s")
    print(f"seeds {seeds.start}-{seeds.stop - 1} each, {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
