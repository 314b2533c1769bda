"""`yamabushi himiki ...`: command-line tools for Hi Mi Ki (perft, Muk Yan's choice)."""

from __future__ import annotations

import argparse

from yamabushi.cli.args import SEED, whole
from yamabushi.core.errors import RulesError
from yamabushi.himiki import SPEC, START_HPN

MAX_DEPTH = 7
"""Depth 7 from the start is about 95 million leaves, some minutes; each more ply is 14 times longer."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    himiki = subparsers.add_parser(SPEC.name, help=f"{SPEC.title} tools")
    tools = himiki.add_subparsers(dest="himiki_command", required=True)
    perft = tools.add_parser("perft", help="count action sequences from a position (engine self-check)")
    perft.add_argument("depth", type=whole(0, MAX_DEPTH), help=f"plies to count, 0 to {MAX_DEPTH}")
    perft.add_argument("--position", default=START_HPN, metavar="HPN", help="start position in HPN (Expert: with its Chaos fields)")
    perft.add_argument("--divide", action="store_true", help="also print the count under each first action")
    perft.set_defaults(func=_cmd_perft)
    mukyan = tools.add_parser("mukyan", help="what Muk Yan does in a position for a given roll")
    mukyan.add_argument("--position", required=True, metavar="HPN", help="the position in HPN, b (Muk Yan) to move; Chaos fields are read, Muk Yan's table ignores them")
    mukyan.add_argument("--roll", required=True, metavar="BW", help="the Black then the White die: H, M or K, like HM")
    mukyan.add_argument("--seed", type=SEED, default=0, help="seed of the draw between equal candidates")
    mukyan.add_argument("--json", action="store_true", help="print one JSON object: action, candidates, chosen")
    mukyan.set_defaults(func=_cmd_mukyan)


def _cmd_perft(args: argparse.Namespace) -> int:
    """Prints the total as its last line so scripts can take `tail -1`."""
    from yamabushi.core.testing import perft, perft_divide
    from yamabushi.app.registry import engine_for
    from yamabushi.himiki import HIDDEN, from_hpn

    engine = engine_for(SPEC.name)  # its variants installed first: an Expert HPN reads its Chaos tiles
    state = from_hpn(args.position)
    if state.chaos is not None and any(HIDDEN in hand for hand in state.chaos.hands):
        raise RulesError("perft plays every seat's chances, so give each hand's tiles (hands:yokai,mirror/...), not its size.")
    if args.divide and args.depth > 0:
        rows = perft_divide(engine, state, args.depth)
        for text, count in rows:
            print(f"{text}: {count}")
        print(sum(count for _, count in rows))
    else:
        print(perft(engine, state, args.depth))
    return 0


def _cmd_mukyan(args: argparse.Namespace) -> int:
    """The table action the roll leads to, every move that qualifies for it, and the one played."""
    import json

    from yamabushi.core.rng import seed_state
    from yamabushi.himiki import from_hpn
    from yamabushi.himiki.mukyan import choose
    from yamabushi.himiki.mukyan import automa_reason as reason
    from yamabushi.himiki.mukyan import parse_roll
    from yamabushi.himiki import format_action
    from yamabushi.himiki import automa_to_act

    state = from_hpn(args.position, mode="mukyan")
    if not automa_to_act(state):
        raise RulesError("Muk Yan plays Black: give a position of a game still on, with b to move.")
    decision = choose(state, *parse_roll(args.roll), seed_state(args.seed))
    candidates = [format_action(m) for m in decision.candidates]
    if args.json:
        print(json.dumps({"action": decision.action, "candidates": candidates, "chosen": format_action(decision.chosen)}))
    else:
        print(reason(state, decision))
        print("candidates: " + ", ".join(candidates))
    return 0
