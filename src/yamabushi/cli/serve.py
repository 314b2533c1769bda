"""`yamabushi serve`: the whole app as a web page, through textual-serve.

Each browser tab that opens the page starts its own `python -m yamabushi` on this
machine and sees it in an in-page terminal, so every screen works as in a terminal
and saves go to this machine's data folder. It listens on 127.0.0.1 unless told
otherwise, and only the page opened at the address it prints (with this launch's
secret) can start a game, in at most `--max-apps` tabs at once (cli/page_server.py).
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from typing import Any

from yamabushi.cli.address import listen_host
from yamabushi.cli.args import whole
from yamabushi.core.errors import RulesError

PORT = whole(1, 65535)
MAX_APPS = whole(1, 16)
"""Each app is a process of about 50 MB: 16 is already more tabs than one person plays in."""


def _cmd_serve(args: argparse.Namespace) -> int:
    from yamabushi.cli.page_server import PageServer

    command = shlex.join([sys.executable, "-m", "yamabushi"])
    server = PageServer(command, host=args.host, port=args.port, max_apps=args.max_apps)
    try:
        server.serve()
    except OSError as exc:
        said = os.strerror(exc.errno) if exc.errno else str(exc)  # asyncio's own text repeats the address
        raise RulesError(f"Cannot serve on {args.host}:{args.port}: {said}.") from None
    return 0


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("serve", help="serve the app as a web page (open the address it prints in a browser)")
    parser.add_argument("--host", type=listen_host, default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=PORT, default=8000, help="port to listen on (1 to 65535, default 8000)")
    parser.add_argument("--max-apps", type=MAX_APPS, default=4, metavar="N", help="games open at once, one per tab (1 to 16, default 4)")
    parser.set_defaults(func=_cmd_serve)
