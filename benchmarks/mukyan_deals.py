"""Two bot levels against Muk Yan on the same seeded deals, compared deal by deal.

Muk Yan is the automa, so there is no bot on the other side to beat: as Yami's levels are
compared (docs/strength.md), each level plays the same deals (game i is seed S + i at both
levels) and a deal that one level wins and the other does not counts for the one that won.
`python benchmarks/mukyan_deals.py --levels master,hard --games 200 --seed 1 --jobs 2`.
"""

from __future__ import annotations

import argparse

from yamabushi.app.simulate import simulate

PERSON = 0
"""The seat a person (here a bot) takes against Muk Yan."""


def won_deals(level: str, games: int, seed: int, jobs: int) -> list[bool]:
    """Per deal, whether the bot at `level` beat Muk Yan."""
    report = simulate("himiki", {"mode": "mukyan"}, (level,), games=games, seed=seed, jobs=jobs)
    return [PERSON in result.winners for result in report.results]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="master,hard", help="the stronger level, then the weaker")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    strong, weak = args.levels.split(",")
    first, second = (won_deals(level, args.games, args.seed, args.jobs) for level in (strong, weak))
    only_strong = sum(a and not b for a, b in zip(first, second, strict=True))
    only_weak = sum(b and not a for a, b in zip(first, second, strict=True))
    print(f"{strong} wins {sum(first)} of {args.games} deals, {weak} wins {sum(second)}")
    print(f"deals only {strong} wins: {only_strong}; deals only {weak} wins: {only_weak}")
    decided = only_strong + only_weak
    print(f"{strong} beats {weak}: {only_strong / decided:.1%}" if decided else "no deal tells them apart")


if __name__ == "__main__":
    main()
