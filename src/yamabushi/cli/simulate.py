"""`yamabushi simulate`: bot games from the command line, with a progress bar on a terminal.

The games and their sums are app/simulate.py's; this module reads the
arguments, draws the bar (games done and time left, on stderr, erased at the
end, and only when stderr is a terminal and the output is not JSON), and
prints the report.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from yamabushi.cli.args import SEED, whole

MAX_JOBS = 64


def register(subparsers: Any) -> None:
    from yamabushi.app.registry import own_games
    from yamabushi.app.simulate import MAX_GAMES

    parser = subparsers.add_parser("simulate", help="play bot games headless and print the results")
    parser.add_argument("game", choices=own_games())
    parser.add_argument("--mode", help="Hi Mi Ki mode, e.g. 1v1 or 2v2")
    parser.add_argument("--expert", action="store_true", help="Hi Mi Ki with the Chaos tiles")
    parser.add_argument("--board", help="Himizu board side, A or B")
    parser.add_argument("--players", type=whole(2, 4), help="Yami: number of players")
    parser.add_argument("--mission", type=whole(1, 99), help="Yami: mission number")
    parser.add_argument("--bots", default="normal", help="bot levels by seat, comma-separated (repeats to fill)")
    parser.add_argument("--games", type=whole(1, MAX_GAMES), required=True)
    parser.add_argument("--seed", type=SEED, required=True)
    parser.add_argument("--alternate", action="store_true", help="turn the bot list one seat each game")
    parser.add_argument("--jobs", type=whole(1, MAX_JOBS), default=1, help="worker processes (results do not depend on it)")
    parser.add_argument("--solve", action="store_true",
                        help="Yami: also solve each deal with open hands and report the bots against the winnable ones")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=_cmd_simulate)


def options(args: argparse.Namespace) -> dict[str, Any]:
    """Only the options given on the command line: the engine rejects those its game lacks."""
    names = {"mode": "mode", "board": "board", "players": "players", "mission": "mission"}
    given = {key: getattr(args, attr) for key, attr in names.items() if getattr(args, attr) is not None}
    return {**given, "expert": True} if args.expert else given


def _cmd_simulate(args: argparse.Namespace) -> int:
    from yamabushi.app.simulate import SOLVE_NODES, simulate

    bots = tuple(b.strip().lower() for b in args.bots.split(",") if b.strip())
    shown = sys.stderr.isatty() and not args.json
    with progress_bar(args.games, shown) as progress:
        report = simulate(
            args.game, options(args), bots, games=args.games, seed=args.seed, alternate=args.alternate,
            jobs=args.jobs, progress=progress, solve=SOLVE_NODES if args.solve else None,
        )
    print(json.dumps(report.as_dict()) if args.json else report.text())
    return 0


@contextmanager
def progress_bar(total: int, shown: bool, file: Any = None, unit: str = "games") -> Iterator[Callable[[int, int], None] | None]:
    """A rich bar with the `unit`s done and the time left, erased when the run ends; None when not `shown`."""
    if not shown:
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    console = Console(file=file or sys.stderr)
    columns = (BarColumn(), MofNCompleteColumn(), TextColumn(f"{unit},"), TimeRemainingColumn(), TextColumn("left"))
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(unit, total=total)
        yield lambda done, total: bar.update(task, completed=done, total=total)
