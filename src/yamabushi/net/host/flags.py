"""The host's flag watcher: a timed game's flag falls even while nobody acts (the clock's
fields on the wire are net/transport/clocks.py)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from yamabushi.session.controller import Session

WATCH_SECONDS = 0.1
"""How often the host reads the mover's time when nothing else happens."""


async def watch_flags(session: Session, lock: asyncio.Lock, told: Callable[[], None]) -> None:
    """Until the game is over: read the mover's time under the table's lock, and once it has run
    out (here, or when an action came too late) call `told`: the server tells every seat the end."""
    while True:
        await asyncio.sleep(WATCH_SECONDS)
        async with lock:
            with contextlib.suppress(OSError):  # not saved: the keeper says so, the end stands
                session.check_time()
            if session.flagged() is not None:
                told()
                return
            if session.outcome() is not None:
                return
