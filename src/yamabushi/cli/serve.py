"""`yamabushi serve`: the whole app as a web page, through textual-serve.

Each browser tab that opens the page starts its own `python -m yamabushi` on this
machine and sees it in an in-page terminal, so every screen works as in a terminal
and saves go to this machine's data folder. It listens on 127.0.0.1 unless told
otherwise: anyone who can reach the address can play, and open the saves.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from typing import Any

from yamabushi.cli.args import whole
from yamabushi.core.errors import RulesError
from yamabushi.core.text import write

PORT = whole(1, 65535)


def _cmd_serve(args: argparse.Namespace) -> int:
    from textual_serve.server import Server

    command = shlex.join([sys.executable, "-m", "yamabushi"])
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        write(sys.stderr, f"Serving on {args.host}: anyone who can reach this address can play and open the saves.")
    server = Server(command, host=args.host, port=args.port, title="Yamabushi")
    try:
        server.serve()
    except OSError as exc:
        raise RulesError(f"Cannot serve on {args.host}:{args.port}: {exc.strerror or exc}.") from None
    return 0


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("serve", help="serve the app as a web page (open the address it prints in a browser)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=PORT, default=8000, help="port to listen on (1 to 65535, default 8000)")
    parser.set_defaults(func=_cmd_serve)
