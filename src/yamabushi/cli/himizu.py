"""`yamabushi himizu replay`: apply actions from the set-up onward and print the result.

An action that cannot be read or is not legal stops the replay with a message
naming its number and text (core/replay.py); `yamabushi.cli.main.main` turns that
RulesError into one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from yamabushi.core.replay import MOVES_HELP, replay, split_moves
from yamabushi.cli.args import SEED
from yamabushi.himizu import SPEC


def _cmd_replay(args: argparse.Namespace) -> int:
    from yamabushi.himizu import to_json, to_text

    from yamabushi.app.registry import engine_for

    engine = engine_for(SPEC.name)
    options = engine.normalize_options({"board": args.board})
    state = replay(engine, options, args.seed, split_moves(args.moves), "--moves").state
    print(json.dumps(to_json(state)) if args.json else to_text(state))
    return 0


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(SPEC.name, help=f"{SPEC.title} tools")
    commands = parser.add_subparsers(dest="himizu_command", required=True)
    replay_parser = commands.add_parser(
        "replay",
        help="play actions from the set-up and print the final state",
        description="Apply Himizu actions (notation of rules/himizu.md) from the set-up onward.",
    )
    replay_parser.add_argument("--board", default="A", metavar="A|B", help="board side (default A)")
    replay_parser.add_argument("--moves", default="", help=MOVES_HELP + ', e.g. "flame B2, flame D4, wave C3"')
    replay_parser.add_argument("--seed", type=SEED, default=0, help="game seed (Himizu has no chance; kept for saves)")
    replay_parser.add_argument("--json", action="store_true", help="print the final state as one JSON object")
    replay_parser.set_defaults(func=_cmd_replay)
