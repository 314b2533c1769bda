"""`yamabushi himiki ...`: command-line tools for Hi Mi Ki (perft for now)."""

from __future__ import annotations

import argparse

from yamabushi.core.errors import RulesError
from yamabushi.himiki.hpn import START_HPN


def register(subparsers: argparse._SubParsersAction) -> None:
    himiki = subparsers.add_parser("himiki", help="Hi Mi Ki tools")
    tools = himiki.add_subparsers(dest="himiki_command", required=True)
    perft = tools.add_parser("perft", help="count action sequences from a position (engine self-check)")
    perft.add_argument("depth", type=int)
    perft.add_argument("--position", default=START_HPN, metavar="HPN", help="start position in HPN")
    perft.add_argument("--divide", action="store_true", help="also print the count under each first action")
    perft.set_defaults(func=_cmd_perft)


def _cmd_perft(args: argparse.Namespace) -> int:
    """Prints the total as its last line so scripts can take `tail -1`."""
    from yamabushi.core.testing import perft, perft_divide
    from yamabushi.himiki.engine import HiMiKi
    from yamabushi.himiki.hpn import from_hpn

    if args.depth < 0:
        raise RulesError(f"perft depth must be 0 or more, not {args.depth}.")
    engine, state = HiMiKi(), from_hpn(args.position)
    if args.divide and args.depth > 0:
        rows = perft_divide(engine, state, args.depth)
        for text, count in rows:
            print(f"{text}: {count}")
        print(sum(count for _, count in rows))
    else:
        print(perft(engine, state, args.depth))
    return 0
