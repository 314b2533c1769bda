"""Load on the table server: many tables of four scripted clients playing at once, on 127.0.0.1.

`python benchmarks/table_load.py --tables 20 --seconds 30` plays Hi Mi Ki 2 vs 2 at every
table for that long (a table whose game ends starts the next one) and checks that no
action was lost or doubled: at each table, the steps the server kept equal the actions
its clients sent minus those refused.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time

from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Player, codes, serve


async def one_game(seed: int, until: float) -> tuple[int, int, int]:
    """One table's game played by four clients until it ends or `until`: (actions, refused, lost)."""
    from yamabushi.app.sessions import new_session

    table = Table.around(new_session("himiki", {"mode": "2v2"}, seed))
    _, server, url = await serve(table)
    players = [Player(code, seed * 4 + seat) for seat, code in codes(table).items() if seat != SPECTATOR]
    left = until - asyncio.get_running_loop().time()
    await asyncio.gather(*(p.play(url, seconds=max(left, 0)) for p in players))
    server.close()
    await server.wait_closed()
    kept = len(table.session.steps)
    return kept, sum(p.refused for p in players), abs(kept - sum(p.sent - p.refused for p in players))


async def table(index: int, until: float) -> tuple[int, int, int, int]:
    """Games one after another at one table until the time is up: (games, actions, refused, lost)."""
    games = actions = refused = lost = 0
    while asyncio.get_running_loop().time() < until:
        a, r, l = await one_game(index * 10_000 + games, until)
        games, actions, refused, lost = games + 1, actions + a, refused + r, lost + l
    return games, actions, refused, lost


async def run(tables: int, seconds: float) -> int:
    start = time.perf_counter()
    until = asyncio.get_running_loop().time() + seconds
    results = await asyncio.gather(*(table(i, until) for i in range(tables)))
    took = time.perf_counter() - start
    games, actions, refused, lost = (sum(column) for column in zip(*results))
    print(f"{tables} tables x 4 clients for {took:.1f} s: {games} games, {actions} actions played "
          f"({actions / took:.0f}/s), {refused} refused, {lost} lost or doubled")
    return 1 if lost else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=30)
    args = parser.parse_args()
    os.environ.setdefault("YAMABUSHI_HOME", tempfile.mkdtemp(prefix="yamabushi-load-"))
    raise SystemExit(asyncio.run(run(args.tables, args.seconds)))


if __name__ == "__main__":
    main()
