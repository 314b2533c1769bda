"""`yamabushi yami ...`: scripting tools for Yami.

`replay` plays a list of actions from a seeded deal and prints the final state;
an action that cannot be read or is not allowed stops it with exit code 2,
naming its number and text (core/replay.py).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from yamabushi.core.replay import MOVES_HELP, replay, split_moves


def register(sub: Any) -> None:
    yami = sub.add_parser("yami", help="Yami tools (replay a scripted mission)")
    tools = yami.add_subparsers(dest="yami_command", required=True)
    parser = tools.add_parser("replay", help="play actions from a seeded deal and print the final state")
    parser.add_argument("--players", default="2", help="2, 3 or 4 (2 plays with the automa)")
    parser.add_argument("--mission", default="1", help="mission number")
    parser.add_argument("--seed", type=int, default=0, help="the deal's seed")
    parser.add_argument("--first", default="random", help="first player's seat index (0 = Player 1) or random")
    parser.add_argument(
        "--moves", default="", help=MOVES_HELP + ' (Yami\'s may also be separated by spaces), e.g. "B5, B2, deck, B5@C4/90"'
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object (keys in rules/yami.md)")
    parser.set_defaults(func=_cmd_replay)


def _cmd_replay(args: argparse.Namespace) -> int:
    from yamabushi.yami.engine import Yami
    from yamabushi.yami.report import state_report, text_report

    engine = Yami()
    options = engine.normalize_options({"players": args.players, "mission": args.mission, "first": args.first})
    moves = [word for item in split_moves(args.moves) for word in item.split()]  # no Yami action has a space
    state = replay(engine, options, args.seed, moves, "--moves").state
    data = state_report(engine, state, args.seed, moves)
    print(json.dumps(data) if args.json else text_report(data, state))
    return 0
