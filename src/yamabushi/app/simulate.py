"""`yamabushi simulate`: bot-only games, played headless, summed into a report.

Game i uses seed `seed + i`, and each bot's generator comes from that seed and
its seat, so a report is reproduced exactly by the same command (the number
of worker processes never changes a result). With `--alternate` the list of
bot levels turns by one seat each game, so a level comparison is not skewed
by who moves first. Bots run without the time cap: only the iteration budget
bounds them, which keeps every run identical on any machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TextIO

from yamabushi.app.bots import LEVELS, make_bot
from yamabushi.core.errors import RulesError
from yamabushi.app.registry import engine_for

MAX_ACTIONS = 600
"""A game still running after this many actions counts as unfinished (a draw). Finished games
are far shorter (Hi Mi Ki about 40 actions, Himizu 90, Yami 25); Hi Mi Ki bots can steal an
Influence tile back and forth for ever, which changes the score every turn, so the rules' draw
claim never comes."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: the winning seats, its length in actions, each seat's bot level."""

    winners: tuple[int, ...]
    actions: int
    levels: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Plan:
    """Everything a worker process needs to play game `index` of a run."""

    game: str
    options: dict[str, Any]
    levels: tuple[str, ...]
    seed: int
    alternate: bool

    def seat_levels(self, index: int, seats: int) -> tuple[str, ...]:
        turn = index % seats if self.alternate else 0
        cycled = [self.levels[i % len(self.levels)] for i in range(seats)]
        return tuple(cycled[turn:] + cycled[:turn])


def play_game(plan: Plan, index: int) -> GameResult:
    """Play one bot game to its end through the unchecked path, bots reading observations."""
    engine = engine_for(plan.game)
    seed = plan.seed + index
    seats = len(engine.seat_names(plan.options))
    levels = plan.seat_levels(index, seats)
    bots = [make_bot(plan.game, level, seat, seed, max_seconds=None) for seat, level in enumerate(levels)]
    state = engine.new_game(plan.options, seed)
    for count in range(MAX_ACTIONS):
        seat = engine.to_play(state)
        if seat is None:
            outcome = engine.outcome(state)
            return GameResult(outcome.winners if outcome else (), count, levels)
        action = bots[seat].choose(engine.observation(state, seat), engine.legal_actions(state))
        state, _ = engine.next_state(state, action)
    return GameResult((), MAX_ACTIONS, levels)


@dataclass
class Report:
    """The sums a run prints: per side, per level, lengths and speed."""

    game: str
    options: dict[str, Any]
    bots: tuple[str, ...]
    seed: int
    seat_names: tuple[str, ...]
    cooperative: bool
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0

    def wins(self) -> dict[str, int]:
        counts = Counter(seat for r in self.results for seat in r.winners)
        return {name: counts[seat] for seat, name in enumerate(self.seat_names)}

    def level_wins(self) -> dict[str, int]:
        """Games won by a side holding each level (a level on both sides counts once a game)."""
        counts = Counter(level for r in self.results for level in {r.levels[s] for s in r.winners})
        return {level: counts[level] for level in LEVELS if level in self.bots}

    def as_dict(self) -> dict[str, Any]:
        games = len(self.results)
        out: dict[str, Any] = {
            "game": self.game,
            "options": self.options,
            "bots": list(self.bots),
            "seed": self.seed,
            "games": games,
        }
        successes = sum(1 for r in self.results if r.winners)
        if self.cooperative:
            out["successes"] = successes
            out["success_rate"] = round(successes / games, 4) if games else 0.0
            out["failed_games"] = [i for i, r in enumerate(self.results) if not r.winners]
        else:
            out["wins"] = self.wins()
            out["draws"] = games - successes
            out["unfinished"] = sum(1 for r in self.results if r.actions >= MAX_ACTIONS)
            out["level_wins"] = self.level_wins()
        out["average_length"] = round(sum(r.actions for r in self.results) / games, 2) if games else 0.0
        out["seconds"] = round(self.seconds, 3)
        out["games_per_second"] = round(games / self.seconds, 3) if self.seconds else 0.0
        return out

    def text(self) -> str:
        data = self.as_dict()
        games = data["games"]
        lines = [f"{self.game} {self.options}: {games} games, bots {', '.join(self.bots)}, seed {self.seed}"]
        if self.cooperative:
            lines.append(f"success: {data['successes']} of {games} ({data['success_rate']:.1%})")
        else:
            lines += [f"{name} wins: {n} ({n / games:.1%})" for name, n in data["wins"].items()]
            lines.append(f"draws: {data['draws']} ({data['unfinished']} unfinished after {MAX_ACTIONS} actions)")
            if len(set(self.bots)) > 1:
                lines += [f"{level} side wins: {n} ({n / games:.1%})" for level, n in data["level_wins"].items()]
        lines.append(f"average length: {data['average_length']} actions")
        lines.append(f"speed: {data['games_per_second']} games/s ({data['seconds']} s)")
        return "\n".join(lines)


def _results(plan: Plan, games: int, jobs: int) -> Iterator[GameResult]:
    if jobs <= 1:
        yield from (play_game(plan, i) for i in range(games))
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_game, [plan] * games, range(games))


def simulate(
    game: str,
    options: dict[str, Any],
    bots: tuple[str, ...],
    *,
    games: int,
    seed: int,
    alternate: bool = False,
    jobs: int = 1,
    progress: TextIO | None = None,
) -> Report:
    """Play `games` bot games and sum them up; a progress bar goes to `progress` if given."""
    engine = engine_for(game)
    options = engine.normalize_options(options)
    unknown = [b for b in bots if b not in LEVELS]
    if unknown or not bots:
        raise RulesError(f"Unknown bot level {unknown[0] if unknown else ''!r}; choose {', '.join(LEVELS)}.")
    if games < 1:
        raise RulesError(f"Play at least one game, not {games}.")
    names = engine.seat_names(options)
    report = Report(game, options, bots, seed, names, cooperative=game == "yami")
    start = time.perf_counter()
    plan = Plan(game, options, bots, seed, alternate)
    for result in _bar(_results(plan, games, jobs), games, progress):
        report.results.append(result)
    report.seconds = time.perf_counter() - start
    return report


def _bar(results: Iterable[GameResult], total: int, out: TextIO | None) -> Iterator[GameResult]:
    """A one-line progress bar, redrawn in place, erased at the end."""
    for done, result in enumerate(results, start=1):
        if out is not None:
            filled = done * 30 // total
            out.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} games")
            out.flush()
        yield result
    if out is not None:
        out.write("\r" + " " * 50 + "\r")
        out.flush()


def _options(args: argparse.Namespace) -> dict[str, Any]:
    """Only the options given on the command line: the engine rejects those its game lacks."""
    names = {"mode": "mode", "board": "board", "players": "players", "mission": "mission"}
    options = {key: getattr(args, attr) for key, attr in names.items() if getattr(args, attr) is not None}
    return {**options, "expert": True} if args.expert else options


def _cmd_simulate(args: argparse.Namespace) -> int:
    bots = tuple(b.strip().lower() for b in args.bots.split(",") if b.strip())
    progress = sys.stderr if sys.stderr.isatty() and not args.json else None
    report = simulate(
        args.game,
        _options(args),
        bots,
        games=args.games,
        seed=args.seed,
        alternate=args.alternate,
        jobs=args.jobs,
        progress=progress,
    )
    print(json.dumps(report.as_dict()) if args.json else report.text())
    return 0


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("simulate", help="play bot games headless and print the results")
    parser.add_argument("game", choices=("himiki", "himizu", "yami"))
    parser.add_argument("--mode", help="Hi Mi Ki mode, e.g. 1v1 or 2v2")
    parser.add_argument("--expert", action="store_true", help="Hi Mi Ki with the Chaos tiles")
    parser.add_argument("--board", help="Himizu board side, A or B")
    parser.add_argument("--players", type=int, help="Yami: number of players")
    parser.add_argument("--mission", type=int, help="Yami: mission number")
    parser.add_argument("--bots", default="normal", help="bot levels by seat, comma-separated (repeats to fill)")
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--alternate", action="store_true", help="turn the bot list one seat each game")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=_cmd_simulate)
