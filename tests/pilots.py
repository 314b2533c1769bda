"""Waiting on an app under a Pilot for what a player would see, not for a fixed time: a fixed
pause is too short on a busy machine and wasted on an idle one."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


async def until(pilot: Any, condition: Callable[[], bool], seconds: float = 30.0) -> None:
    """Let the app run until `condition()` holds; AssertionError after `seconds`, a bound the
    honest path never nears (it takes a few frames)."""
    deadline = time.monotonic() + seconds
    await pilot.pause()
    while not condition():
        assert time.monotonic() < deadline, f"waited {seconds} s for {getattr(condition, '__doc__', None) or condition}"
        await pilot.pause(0.02)
