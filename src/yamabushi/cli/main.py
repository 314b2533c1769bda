"""The `yamabushi` command. With no arguments it opens the game menu.

Each game's subcommands live in `cli/<game>.py` and each tool's in its own module (`register(subparsers)`);
the games `play`, `rules`, `host` and `simulate` name are the registered ones (app/registry.py).
Every failure ends in one line on stderr and exit code 2, never a traceback:
argparse's own mistakes too (cli/args.py's Parser), all said by cli/args.py's
`report`, which cuts the long arguments a message repeats and makes control
characters visible.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

from yamabushi import __version__
from yamabushi.app.registry import own_games
from yamabushi.cli import bench, daily, himiki, himizu, mindlock, net, record, review, serve, simulate, stats, yami
from yamabushi.cli.args import SEED, Mistake, Parser, add_bot_option, add_clock_option, bot_players, report
from yamabushi.core.errors import RulesError
from yamabushi.core.kept import SEED_MAX

if TYPE_CHECKING:
    from yamabushi.session.clock import TimeControl

SUBCOMMANDS = (himiki, himizu, yami, record, mindlock, daily, simulate, stats, bench, review, serve, net)
"""Each game's tools and each other tool, in the order `--help` lists them."""


def _open_tui(
    game: str | None = None,
    seed: int | None = None,
    mode: str | None = None,
    *,
    expert: bool = False,
    resume: Path | None = None,
    players: dict[str, str] | None = None,
    clock: TimeControl | None = None,
    position: str | None = None,
) -> int:
    from yamabushi.tui.app import YamabushiApp, run_app

    return run_app(
        YamabushiApp(start_game=game, seed=seed, mode=mode, expert=expert, resume=resume, players=players, clock=clock, position=position)
    )


def _cmd_play(args: argparse.Namespace) -> int:
    if args.resume is not None:
        return _resume(args)
    if args.game is None:
        *others, last = own_games()
        raise RulesError(f"Name the game to play ({', '.join(others)} or {last}), or --resume SAVE.")
    from yamabushi.app.catalog import check_timed, start_of

    mode, options = start_of(args.game, args.mode, expert=args.expert, position=args.position)
    if (args.challenge or args.profile) and not args.plain:
        raise RulesError("--challenge and --profile go with --plain.")
    if args.plain and mode.chooser == "daily":
        from yamabushi.cli.daily import play_today

        return play_today()
    if (args.bot or args.name) and mode.chooser is not None:
        raise RulesError(f"{mode.label} has no seat for a bot or a name: leave out --bot and --name.")
    players = bot_players(args.bot, mode, options, args.name)
    if args.clock is not None:
        check_timed(mode)
    if args.plain:
        from yamabushi.plain.play import play_plain

        return play_plain(
            args.game, args.mode, args.seed, sys.stdin, sys.stdout,
            challenge=args.challenge, profile=args.profile, expert=args.expert, players=players, clock=args.clock,
            position=args.position,
        )
    return _open_tui(args.game, args.seed, args.mode, expert=args.expert, players=players, clock=args.clock, position=args.position)


def _resume(args: argparse.Namespace) -> int:
    """`play --resume SAVE [--plain]`: the save says the game, its mode, seed and seats."""
    from yamabushi.app.records import find_save

    given = [name for name, value in (("GAME", args.game), ("--mode", args.mode), ("--seed", args.seed),
                                      ("--challenge", args.challenge), ("--profile", args.profile),
                                      ("--expert", args.expert or None), ("--bot", args.bot or None),
                                      ("--name", args.name or None), ("--clock", args.clock), ("--position", args.position)) if value is not None]
    if given:
        raise RulesError(f"--resume takes the game, mode, seed and seats from the save: leave out {', '.join(given)}.")
    path = find_save(args.resume)
    if not args.plain:
        return _open_tui(resume=path)
    from yamabushi.plain.play import resume_plain

    return resume_plain(path, sys.stdin, sys.stdout)


def _cmd_rules(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.markdown import Markdown

    from yamabushi.data import rules_text

    Console().print(Markdown(rules_text(args.game)))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="yamabushi", description="Hi Mi Ki, Himizu and Yami in one terminal.")
    parser.add_argument("--version", action="version", version=f"yamabushi {__version__}")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start a game straight away")
    play.add_argument("game", nargs="?", choices=own_games())
    play.add_argument("--seed", type=SEED, default=None, help=f"replay a game identically (0 to {SEED_MAX})")
    play.add_argument("--mode", default=None, help="game mode: himiki 1v1, 2v2, mukyan, mindlock; yami 2p, 3p, 4p, campaign")
    play.add_argument("--plain", action="store_true", help="plain text for screen readers and scripts: print the position, read actions line by line, "
                      "save after every action "
                      "(Mindlock and the campaign ask first which challenge or campaign)")
    play.add_argument("--expert", action="store_true", help="Hi Mi Ki 1v1 or 2v2 with the Chaos tiles")
    add_bot_option(play)
    add_clock_option(play)
    play.add_argument("--position", metavar="TEXT", help="start from this position: an HPN for himiki (1v1, 2v2 or Expert; "
                      "the mode is the line's), a position line for himizu")
    play.add_argument("--challenge", metavar="ID", help="with --mode mindlock --plain: play this challenge, e.g. X05")
    play.add_argument("--profile", metavar="NAME", help="with --mode campaign --plain: this campaign (a new one if none has the name)")
    play.add_argument("--resume", metavar="SAVE", help="continue a saved game (a path, or a file name in the saves folder), "
                      "in the app or with --plain; a plain game says its save's name when you quit")
    play.set_defaults(func=_cmd_play)
    rules = sub.add_parser("rules", help="print a game's rules")
    rules.add_argument("game", choices=own_games())
    rules.set_defaults(func=_cmd_rules)
    for module in SUBCOMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    typed = sys.argv[1:] if argv is None else list(argv)
    try:
        args = build_parser().parse_args(typed)
    except SystemExit as done:  # --help or --version
        return done.code if isinstance(done.code, int) else 0
    except Mistake as exc:
        return report(str(exc), typed)
    if not getattr(args, "func", None):
        return _open_tui()
    try:
        command: Callable[[argparse.Namespace], int] = args.func
        return command(args)
    except RulesError as exc:
        return report(str(exc), typed)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`yamabushi ... | head`): stop quietly, and point stdout at
        # nothing so the interpreter's final flush does not complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
