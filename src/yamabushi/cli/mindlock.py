"""`yamabushi mindlock ...`: solve a position or challenge, list the challenges, generate new ones.

`solve --json` prints one object, `{"par": int or null, "solution": str or null}`,
so scripts can check a PAR; `generate` prints a data file for rules/data/.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from yamabushi.cli.args import SEED, whole
from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock import SPEC

if TYPE_CHECKING:
    from yamabushi.himiki.mindlock import Puzzle

DEFAULT_MAX_MOVES = 10
MAX_MOVES = 15
"""The shipped PARs reach 7; a search deeper than this would run for hours."""


def register(sub: Any) -> None:
    mindlock = sub.add_parser(SPEC.name, help=f"{SPEC.title} solo puzzles: solve, list, generate")
    tools = mindlock.add_subparsers(dest="mindlock_command", required=True)
    solve = tools.add_parser("solve", help="the optimal PAR and one solution of a challenge or position")
    solve.add_argument("challenge", nargs="?", help="a challenge id, e.g. E01")
    solve.add_argument("--position", metavar="HPN", help="a position in HPN (Black cubes may be top only: C3H)")
    solve.add_argument("--influence", default="", metavar="HMK", help="Influences the puzzle requires, e.g. HK")
    solve.add_argument("--terrain", default="", help="terrain tiles, e.g. C3=mirror,D2=gate")
    solve.add_argument("--events", default="", help="event tiles in hand, e.g. yokai,fire-mana")
    solve.add_argument("--max-moves", type=whole(0, MAX_MOVES), default=None, metavar="N",
                       help=f"search up to N moves, at most {MAX_MOVES} (default: the challenge's PAR, else {DEFAULT_MAX_MOVES})")
    solve.add_argument("--json", action="store_true", help='print {"par": ..., "solution": ...}')
    solve.set_defaults(func=_cmd_solve)
    listing = tools.add_parser("list", help="the shipped challenges with their group and PAR")
    listing.add_argument("--json", action="store_true", help='print one JSON list of {"id", "group", "par", "influence", "needs"}')
    listing.set_defaults(func=_cmd_list)
    generate = tools.add_parser("generate", help="new challenges for a group, as a data file")
    generate.add_argument("--group", required=True, help="Easy, Medium, Hard or Expert")
    generate.add_argument("--seed", type=SEED, default=0)
    generate.add_argument("--count", type=whole(1, 99), default=1, help="1 to 99 challenges")
    generate.set_defaults(func=_cmd_generate)


def _cmd_solve(args: argparse.Namespace) -> int:
    from yamabushi.himiki.mindlock import format_solution
    from yamabushi.himiki.mindlock import describe
    from yamabushi.himiki.mindlock import solve

    puzzle = _puzzle(args)
    limit = args.max_moves if args.max_moves is not None else puzzle.par or DEFAULT_MAX_MOVES
    found = solve(puzzle.start, puzzle.required, limit)
    text = None if found is None else format_solution(describe(puzzle.start, found.actions))
    if args.json:
        print(json.dumps({"par": None if found is None else found.par, "solution": text}))
    elif found is None:
        print(f"No solution within {limit} moves.")
    else:
        print(f"PAR {found.par}: {text}")
    return 0


def _puzzle(args: argparse.Namespace) -> Puzzle:
    from yamabushi.himiki.mindlock import challenge
    from yamabushi.himiki.mindlock import build_puzzle, read_terrain

    if (args.challenge is None) == (args.position is None):
        raise RulesError("Give either a challenge id or --position HPN, not both or neither.")
    if args.challenge is not None:
        if args.influence or args.terrain or args.events:
            raise RulesError("--influence, --terrain and --events go with --position, not a challenge id.")
        return challenge(args.challenge)
    events = [e for e in args.events.replace(" ", ",").split(",") if e]
    return build_puzzle(args.position, args.influence, None, read_terrain(args.terrain), events)


def _cmd_list(args: argparse.Namespace) -> int:
    """Each challenge's id, group, PAR, required Influences and ideas; never its solution.
    The text list names the ideas only of challenges solved (they give the idea away), unless
    the settings show them always; the JSON is for scripts and has them all."""
    from yamabushi.app.bests import ProgressError, ProgressFile, progress, solved
    from yamabushi.app.settings import load_settings
    from yamabushi.himiki.mindlock import every_challenge as challenges

    if args.json:
        rows = [{"id": p.id, "group": p.group, "par": p.par, "influence": p.influence_text, "needs": list(p.ideas)}
                for p in challenges()]
        print(json.dumps(rows))
        return 0
    try:
        kept = progress()
    except ProgressError:
        kept = ProgressFile()
    show = load_settings()[0].show_needs
    for p in challenges():
        needs = (", ".join(p.ideas) or "-") if show or solved(kept, p.id) else "? (shown once solved)"
        print(f"{p.id}  {p.group:<6}  PAR {p.par}  needs: {needs}")
    return 0


def _cmd_generate(args: argparse.Namespace) -> int:
    from yamabushi.himiki.mindlock import generate, spec_for
    from yamabushi.himiki.mindlock import to_toml

    group = spec_for(args.group).name
    print(to_toml(group, generate(group, args.seed, args.count)), end="")
    return 0
