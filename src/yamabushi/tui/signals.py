"""SIGTERM and SIGHUP end the app the way quitting does, so the terminal is given back.

Python's default for both is to stop at once: Textual never runs its driver's stop, and
the terminal is left in the alternate screen with mouse reporting on (a `kill`, a closed
SSH session, a desktop logging out). Every game is already saved after each action, so
all that is left to do is the normal exit, which restores the terminal.

That exit writes to the terminal, and a terminal that takes no more output (an SSH link
stalled, a tmux server going away) blocks the write: Textual's writer thread waits on it, its
queue fills, and the exit then waits on that queue for ever, SIGTERM after SIGTERM. So once asked to end,
the process is given `GRACE` seconds to do it the normal way; past that, or at a second
signal, it ends at once with the same code (there is no terminal left to restore, and the
game was saved at its last action).
"""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

from textual.app import App

ENDING = (signal.SIGTERM, signal.SIGHUP)
GRACE = 10.0
"""Seconds for the normal exit after a signal: it takes well under one, even on a loaded machine."""


@contextmanager
def ended_by_signals(app: App[Any]) -> Iterator[None]:
    """While the app runs, SIGTERM and SIGHUP make it exit with 128 + the signal's number, as
    a shell reports a process ended by it; before and after, the handlers are the old ones.
    An exit that has not ended within `GRACE` seconds, or a second signal, ends it at once."""
    deadline: list[threading.Timer] = []

    def end(signum: int, frame: FrameType | None) -> None:
        code = 128 + signum
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # the app is not running yet, or any more: nothing to restore
            raise SystemExit(code) from None
        if deadline:  # the first signal's exit is stuck
            os._exit(code)
        deadline.append(threading.Timer(GRACE, os._exit, (code,)))
        deadline[0].daemon = True
        deadline[0].start()
        loop.call_soon_threadsafe(lambda: app.exit(return_code=code))

    previous = {signum: signal.signal(signum, end) for signum in ENDING}
    try:
        yield
    finally:
        for timer in deadline:
            timer.cancel()
        for signum, handler in previous.items():
            signal.signal(signum, handler)
