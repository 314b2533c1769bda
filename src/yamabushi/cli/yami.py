"""`yamabushi yami ...`: scripting tools for Yami.

`replay` plays a list of actions from a seeded deal and prints the final state;
an action that cannot be read or is not allowed stops it with exit code 2,
naming its number and text (core/replay.py). `solve` looks at the same deal with
every card face up and says whether some line of play makes the mission, and how.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from yamabushi.core.replay import MOVES_HELP, replay, split_moves
from yamabushi.cli.args import SEED, whole
from yamabushi.core.errors import RulesError
from yamabushi.yami import SPEC

MAX_NODES = 2_000_000
"""The solve's default budget: minutes at most, so a hard deal never keeps a terminal for ever."""


def register(sub: Any) -> None:
    yami = sub.add_parser(SPEC.name, help=f"{SPEC.title} tools (replay a scripted mission)")
    tools = yami.add_subparsers(dest="yami_command", required=True)
    parser = tools.add_parser("replay", help="play actions from a seeded deal and print the final state")
    _deal_arguments(parser)
    parser.add_argument(
        "--moves", default="", help=MOVES_HELP + ' (Yami\'s may also be separated by spaces), e.g. "B5, B2, deck, B5@C4/90"'
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object (keys in rules/yami.md)")
    parser.set_defaults(func=_cmd_replay)
    solver = tools.add_parser("solve", help="with every card face up: can the deal's mission be made, and how")
    _deal_arguments(solver)
    solver.add_argument("--max-nodes", type=whole(1, 10**12), default=MAX_NODES,
                        help=f"stop the search after this many positions and say undecided (default {MAX_NODES:,})")
    solver.add_argument("--json", action="store_true",
                        help='print one JSON object: {"winnable": true, false or null (undecided), "line", "nodes", "seconds"}')
    solver.set_defaults(func=_cmd_solve)


def _deal_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that name a deal, shared by replay and solve."""
    parser.add_argument("--players", type=whole(2, 4), default=None, help="2, 3 or 4 (2 plays with the automa; default 2)")
    parser.add_argument("--mission", type=whole(1, 99), default=1, help="mission number")
    parser.add_argument("--seed", type=SEED, default=0, help="the deal's seed")
    parser.add_argument("--first", type=_first, default="random", help="first player's seat index (0 = Player 1, up to 3) or random")
    parser.add_argument("--profile", metavar="NAME",
                        help="play the mission as this saved campaign would now: its players, Powers, Moon tiles, night side")


def _first(text: str) -> int | str:
    """`random`, or a seat index 0 to 3 (the engine then checks it against the players)."""
    return "random" if text.strip().lower() == "random" else whole(0, 3)(text)


def _cmd_replay(args: argparse.Namespace) -> int:
    from yamabushi.yami.campaign import Yami  # the engine with the campaign's Powers plugged in
    from yamabushi.yami import state_report, text_report

    engine = Yami()
    options = engine.normalize_options(_options(args))
    moves = [word for item in split_moves(args.moves) for word in item.split()]  # no Yami action has a space
    state = replay(engine, options, args.seed, moves, "--moves").state
    data = state_report(engine, state, args.seed, moves, options)
    print(json.dumps(data) if args.json else text_report(data, state))
    return 0


def _cmd_solve(args: argparse.Namespace) -> int:
    from yamabushi.yami.campaign import Yami  # the engine with the campaign's Powers plugged in
    from yamabushi.yami.open_hands import solve

    engine = Yami()
    options = engine.normalize_options(_options(args))
    state = engine.new_game(options, args.seed)
    shown = sys.stderr.isatty() and not args.json
    verdict = solve(state, args.max_nodes, _progress_line(sys.stderr) if shown else None)
    if shown:
        sys.stderr.write("\r\x1b[K")
    line = [engine.format_action(s, a) for s, a in _states_before(engine, state, verdict.line)]
    data = {"winnable": verdict.winnable, "line": line, "nodes": verdict.nodes, "seconds": round(verdict.seconds, 3)}
    print(json.dumps(data) if args.json else _solve_text(options["mission"], data))
    return 0


def _states_before(engine: Any, state: Any, line: Any) -> list[tuple[Any, Any]]:
    """Each action of `line` with the state it is played from."""
    out = []
    for action in line:
        out.append((state, action))
        state = engine.next_state(state, action)[0]
    return out


def _progress_line(stream: TextIO) -> Any:
    """Rewrites one line on a terminal: the positions searched and the time so far."""

    def show(nodes: int, seconds: float) -> None:
        stream.write(f"\rsearching: {nodes:,} positions, {seconds:.0f} s")
        stream.flush()

    return show


def _solve_text(mission: int, data: dict[str, Any]) -> str:
    size = f"({data['nodes']:,} positions searched in {data['seconds']:.2f} s)"
    if data["winnable"] is None:
        return f"Mission {mission}: undecided, the search stopped before it could say {size}."
    if not data["winnable"]:
        return f"Mission {mission}: no line could win this deal {size}."
    return f"Mission {mission} can be won with open hands {size}. One winning line:\n" + " ".join(data["line"])


def _options(args: argparse.Namespace) -> dict[str, Any]:
    """The deal's options: as given, or as the campaign `--profile` would deal the mission now.

    Without a profile a mission is dealt as a new campaign deals it: its own
    pieces (whirlpools, mists, rocks, magic, lead tokens), no Power, no Moon tile.
    """
    if args.profile is None:
        return {"players": args.players or 2, "mission": args.mission, "first": args.first}
    from yamabushi.app.campaigns import load_profile, profile_path
    from yamabushi.yami.campaign import mission_options, standing

    path = profile_path(args.profile)
    if not path.is_file():
        raise RulesError(f"There is no campaign named {args.profile!r}.")
    profile = load_profile(path)
    if args.players not in (None, profile.players):
        raise RulesError(f"Campaign {profile.name!r} is played by {profile.players} players, not {args.players}.")
    if standing(profile, args.mission) == "locked":
        raise RulesError(f"Campaign {profile.name!r} has not opened mission {args.mission} yet.")
    return mission_options(profile, args.mission, args.first)
