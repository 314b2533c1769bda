"""How well each Yami forecast tells a mission that will succeed from one that will fail.

Plays normal-bot games (seeds from --seed on, none of them the strength runs' 1..200),
keeps every position before a choice, and scores the hard forecast (`success_chance`)
and the master's (`master_chance`) against how the game ended: the AUC, the chance that
a position of a won game is rated above a position of a lost one (0.5 is blind, 1 never
wrong). A search compares sibling positions by this forecast, so a forecast that ranks
better steers it better.

    PYTHONPATH=src python benchmarks/yami_forecast.py --games 150 --seed 5000
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from yamabushi.app.bots import make_bot
from yamabushi.yami.bots.forecast import master_chance, success_chance
from yamabushi.yami.engine import Yami
from yamabushi.yami.state import YamiState

TABLES = ((2, 1), (2, 7), (3, 1), (4, 1))
"""(players, mission) pairs measured."""
FORECASTS: dict[str, Callable[[YamiState], float]] = {"hard": success_chance, "master": master_chance}


def positions(players: int, mission: int, seed: int) -> tuple[list[YamiState], bool]:
    """Every position of one normal-bot game before a bot's choice, and whether it succeeded."""
    engine = Yami()
    bots = [make_bot("yami", "normal", seat, seed, max_seconds=None) for seat in range(players)]
    state, seen = engine.new_game({"players": players, "mission": mission}, seed), []
    while (seat := engine.to_play(state)) is not None:
        seen.append(state)
        state, _ = engine.next_state(state, bots[seat].choose(engine.observation(state, seat), engine.legal_actions(state)))
    return seen, state.status == "success"


def auc(scores: Sequence[float], won: Sequence[bool]) -> float:
    """Mann-Whitney: ties count half."""
    ranked = sorted(zip(scores, won))
    wins = sum(won)
    rank_sum, index = 0.0, 0
    while index < len(ranked):
        end = index
        while end < len(ranked) and ranked[end][0] == ranked[index][0]:
            end += 1
        middle = (index + end + 1) / 2
        rank_sum += middle * sum(1 for _, w in ranked[index:end] if w)
        index = end
    losses = len(ranked) - wins
    return (rank_sum - wins * (wins + 1) / 2) / (wins * losses) if wins and losses else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    for players, mission in TABLES:
        states, outcomes = [], []
        for game in range(args.games):
            seen, won = positions(players, mission, args.seed + game)
            states += seen
            outcomes += [won] * len(seen)
        scores = ", ".join(f"{name} {auc([f(s) for s in states], outcomes):.3f}" for name, f in FORECASTS.items())
        print(f"{players} players, mission {mission}: {len(states)} positions, AUC {scores}")


if __name__ == "__main__":
    main()
