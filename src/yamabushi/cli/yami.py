"""`yamabushi yami ...`: scripting tools for Yami.

`replay` plays a list of actions from a seeded deal and prints the final state;
an action that cannot be read or is not allowed stops it with exit code 2,
naming the action and its place in the list.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from yamabushi.core.errors import RulesError


def register(sub: Any) -> None:
    yami = sub.add_parser("yami", help="Yami tools (replay a scripted mission)")
    tools = yami.add_subparsers(dest="yami_command", required=True)
    replay = tools.add_parser("replay", help="play actions from a seeded deal and print the final state")
    replay.add_argument("--players", default="2", help="2, 3 or 4 (2 plays with the automa)")
    replay.add_argument("--mission", default="1", help="mission number")
    replay.add_argument("--seed", type=int, default=0, help="the deal's seed")
    replay.add_argument("--first", default="random", help="first player's seat index (0 = Player 1) or random")
    replay.add_argument("--moves", default="", help='actions in notation, space separated, e.g. "B5 B2 deck B5@C4/90"')
    replay.add_argument("--json", action="store_true", help="print one JSON object (keys in rules/yami.md)")
    replay.set_defaults(func=_cmd_replay)


def _cmd_replay(args: argparse.Namespace) -> int:
    from yamabushi.yami.engine import Yami
    from yamabushi.yami.notation import parse_actions
    from yamabushi.yami.report import state_report, text_report

    engine = Yami()
    options = engine.normalize_options({"players": args.players, "mission": args.mission, "first": args.first})
    state = engine.new_game(options, args.seed)
    moves = parse_actions(args.moves)
    for number, text in enumerate(moves, start=1):
        try:
            state, _ = engine.apply(state, engine.parse_action(state, text))
        except RulesError as exc:
            raise type(exc)(f"action {number} ({text!r}): {exc}") from None
    data = state_report(engine, state, args.seed, moves)
    print(json.dumps(data) if args.json else text_report(data, state))
    return 0
