"""SIGTERM and SIGHUP end the app the way quitting does, so the terminal is given back.

Python's default for both is to stop at once: Textual never runs its driver's stop, and
the terminal is left in the alternate screen with mouse reporting on (a `kill`, a closed
SSH session, a desktop logging out). Every game is already saved after each action, so
all that is left to do is the normal exit, which restores the terminal.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

from textual.app import App

ENDING = (signal.SIGTERM, signal.SIGHUP)


@contextmanager
def ended_by_signals(app: App[Any]) -> Iterator[None]:
    """While the app runs, SIGTERM and SIGHUP make it exit with 128 + the signal's number, as
    a shell reports a process ended by it; before and after, the handlers are the old ones."""

    def end(signum: int, frame: FrameType | None) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # the app is not running yet, or any more: nothing to restore
            raise SystemExit(128 + signum) from None
        loop.call_soon_threadsafe(lambda: app.exit(return_code=128 + signum))

    previous = {signum: signal.signal(signum, end) for signum in ENDING}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
