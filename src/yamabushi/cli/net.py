"""`yamabushi host` and `yamabushi join`: one game played from several terminals.

`host` starts a game (or reopens a save, or a Yami campaign's mission), prints a join code
per person's seat and one for spectators, and serves until Ctrl+C; the game saves after
every action like any other. `join HOST:PORT CODE` sits at that seat on the game's own screen, showing only
what that seat may see (or in plain text with `--plain`); the spectators' code watches.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from yamabushi.app.registry import own_games
from yamabushi.cli.address import listen_host, reachable, warn_if_reachable
from yamabushi.cli.args import SEED, add_bot_option, add_clock_option, bot_players, whole
from yamabushi.core.errors import RulesError
from yamabushi.core.text import write

PORT = whole(0, 65535)


def _table(args: argparse.Namespace) -> Any:
    from yamabushi.app.catalog import mode_for, start_options
    from yamabushi.app.records import find_save
    from yamabushi.app.sessions import new_session, resume
    from yamabushi.net.host.table import Table

    if args.campaign is not None:
        return _campaign_table(args)
    if args.mission is not None:
        raise RulesError("--mission picks a campaign's mission: give --campaign NAME too.")
    if args.resume is not None:
        if args.game or args.mode or args.seed is not None or args.bot or args.name or args.expert or args.clock:
            raise RulesError("--resume takes the game, mode, seed and seats from the save.")
        return Table.around(resume(find_save(args.resume)))
    if args.game is None:
        raise RulesError("Name the game to host (himiki, himizu or yami), or --resume SAVE.")
    mode = mode_for(args.game, args.mode)
    if mode.chooser is not None:
        raise RulesError(f"{mode.label} is played alone at one keyboard; it cannot be hosted.")
    options = start_options(mode, expert=args.expert)
    players = bot_players(args.bot, mode, options, args.name)
    return Table.around(new_session(mode.game, options, args.seed, players=players, mode=mode, clock=args.clock))


def _campaign_table(args: argparse.Namespace) -> Any:
    """The campaign's mission in progress, or a new attempt at one of its open missions."""
    from yamabushi.app.catalog import chooser_entry
    from yamabushi.net.host.campaign import open_mission
    from yamabushi.net.host.table import Table

    if args.game != chooser_entry("campaign").game:
        raise RulesError(f"--campaign hosts a Yami campaign mission: yamabushi host yami --campaign {args.campaign}.")
    flags = {"--mode": args.mode, "--resume": args.resume, "--bot": args.bot, "--name": args.name, "--expert": args.expert, "--clock": args.clock}
    if given := [flag for flag, value in flags.items() if value]:
        raise RulesError(
            "--campaign takes the players and Powers from the campaign and resumes its mission itself: "
            f"leave out {', '.join(given)}."
        )
    session, campaign, said = open_mission(args.campaign, args.mission, args.seed)
    for line in said:
        write(sys.stdout, line)
    campaign.told = lambda news: write(sys.stdout, news)
    return Table.around(session, campaign)


def _cmd_host(args: argparse.Namespace) -> int:
    from yamabushi.net.host.server import run_table
    from yamabushi.net.host.table import SPECTATOR

    table = _table(args)

    def ready(port: int) -> None:
        warn_if_reachable(args.host)
        where = f"{reachable(args.host)}:{port}"
        listening = "" if where.startswith(f"{args.host}:") else f", listening on {args.host}"
        write(sys.stdout, f"{table.session.engine.title} table open at {where}{listening} (Ctrl+C closes it; the game is saved).")
        if table.campaign is not None:
            write(sys.stdout, f"  {campaign_line(table)}")
        for code, seat in table.codes.items():
            who = "Spectators" if seat == SPECTATOR else table.session.seats[seat].name
            write(sys.stdout, f"  {who:<12} yamabushi join {where} {code}")

    try:
        asyncio.run(run_table(table, args.host, args.port, ready))
    except OSError as exc:
        raise RulesError(f"Cannot open a table on {args.host}:{args.port}: {exc.strerror or exc}.") from None
    return 0


def campaign_line(table: Any) -> str:
    """The campaign mission being hosted: which, whether it resumes, the Power tiles laid."""
    from yamabushi.yami.campaign import campaign

    hosted, options = table.campaign.welcome(), table.session.options
    powers = ", ".join(campaign().power(p).name for p in options.get("powers", ())) or "none"
    where = f"resumed in round {table.session.state.round}" if table.campaign.resumed else "dealt"
    return f"Campaign {hosted['name']}, {hosted['title']} ({where}); Power tiles on the spaces: {powers}."


def _cmd_join(args: argparse.Namespace) -> int:
    from yamabushi.net.plain_client.client import run_join

    if not args.plain:
        from yamabushi.net.tui_client.app import join_app

        return join_app(args.address, args.code)
    return run_join(args.address, args.code)


def register(subparsers: Any) -> None:
    host = subparsers.add_parser("host", help="host a game that players join from other terminals")
    host.add_argument("game", nargs="?", choices=own_games())
    host.add_argument("--mode", default=None, help="himiki 1v1 or 2v2; yami 2p, 3p or 4p")
    host.add_argument("--expert", action="store_true", help="Hi Mi Ki with the Chaos tiles")
    host.add_argument("--seed", type=SEED, default=None, help="replay a game identically")
    add_clock_option(host)
    add_bot_option(host)
    host.add_argument("--resume", metavar="SAVE", help="reopen a saved game as a table")
    host.add_argument("--campaign", metavar="NAME", help="yami: host this campaign's mission (the one in progress, if any)")
    host.add_argument("--mission", type=whole(1, 22), metavar="N", help="with --campaign: which open mission (when several are open)")
    host.add_argument("--host", type=listen_host, default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    host.add_argument("--port", type=PORT, default=8765, help="port (0 picks a free one; default 8765)")
    host.set_defaults(func=_cmd_host)
    join = subparsers.add_parser("join", help="sit at a hosted table with your seat's code")
    join.add_argument("address", help="the table's HOST:PORT")
    join.add_argument("code", help="your seat's code, as the host printed it")
    join.add_argument("--plain", action="store_true", help="plain text instead of the app's game screen")
    join.set_defaults(func=_cmd_join)
