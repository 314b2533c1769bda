"""`yamabushi himizu replay`: apply actions from the set-up onward and print the result.

An action that cannot be read or is not legal stops the replay with a
message naming the action and its position; `yamabushi.cli.main.main` turns that
RulesError into one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Sequence
from typing import Any

from yamabushi.cli.args import SEED
from yamabushi.core.errors import RulesError
from yamabushi.himizu.engine import Himizu
from yamabushi.himizu.render import to_json, to_text
from yamabushi.himizu.state import HimizuState

_SEPARATORS = re.compile(r"[,;\n]")


def split_actions(text: str) -> list[str]:
    """Actions are separated by commas (semicolons and new lines work too)."""
    return [part.strip() for part in _SEPARATORS.split(text) if part.strip()]


def replay(options: dict[str, Any], seed: int, actions: Sequence[str]) -> HimizuState:
    """The state after `actions`, each checked; the first bad one raises with its position."""
    engine = Himizu()
    state = engine.new_game(options, seed)
    for number, text in enumerate(actions, start=1):
        try:
            state, _ = engine.apply(state, engine.parse_action(state, text))
        except RulesError as exc:
            raise type(exc)(f"Action {number} of {len(actions)}, {text!r}: {exc}") from None
    return state


def _cmd_replay(args: argparse.Namespace) -> int:
    state = replay({"board": args.board}, args.seed, split_actions(args.moves))
    print(json.dumps(to_json(state)) if args.json else to_text(state))
    return 0


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("himizu", help="Himizu tools")
    commands = parser.add_subparsers(dest="himizu_command", required=True)
    replay_parser = commands.add_parser(
        "replay",
        help="play actions from the set-up and print the final state",
        description="Apply Himizu actions (notation of rules/himizu.md) from the set-up onward.",
    )
    replay_parser.add_argument("--board", default="A", metavar="A|B", help="board side (default A)")
    replay_parser.add_argument(
        "--moves", default="", help='actions separated by commas, e.g. "flame B2, flame D4, wave C3"'
    )
    replay_parser.add_argument("--seed", type=SEED, default=0, help="game seed (Himizu has no chance; kept for saves)")
    replay_parser.add_argument("--json", action="store_true", help="print the final state as one JSON object")
    replay_parser.set_defaults(func=_cmd_replay)
