"""Does a long campaign history slow play down? Per mission action (checked play plus the
autosave) and per profile write (a mission's result), for campaigns with 30, 600 and 2,000
attempts behind them (all past the Moon Path's last box, so all play the same mission).

Run by hand: `python benchmarks/campaign_history.py`. It works in a temp folder. The bytes
the store reads and writes are exact; the times depend on the disk (each write is fsynced).
"""

from __future__ import annotations

import os
import random
import tempfile
import time

os.environ["YAMABUSHI_HOME"] = tempfile.mkdtemp()

from yamabushi.app import campaigns, sessions, store  # noqa: E402
from yamabushi.app.campaigns import create_profile, update_profile  # noqa: E402
from yamabushi.app.missions import start_mission  # noqa: E402
from yamabushi.app.sessions import close  # noqa: E402
from yamabushi.yami.campaign.profile import Attempt, new_profile  # noqa: E402

ACTIONS = 20
WRITES = 20
moved = [0]
"""Bytes the store has read and written for sessions and campaigns so far."""


def _counting(name: str) -> None:
    real = getattr(store, name)

    def counted(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        found = real(path, *args, **kwargs)
        moved[0] += len(found or "") if name == "read_text" else len(args[0])
        return found

    for module in (sessions, campaigns):
        setattr(module, name, counted)


_counting("read_text")
_counting("write_atomic")


def one(attempts: int) -> str:
    failed = tuple(Attempt(mission=1, success=False, rounds=7) for _ in range(attempts))
    profile = new_profile(f"History {attempts}", 3).model_copy(update={"attempts": failed})
    create_profile(profile)
    session, _ = start_mission(profile, 1, 11)
    rng, played, start, before = random.Random(3), 0, time.perf_counter(), moved[0]
    while session.outcome() is None and played < ACTIONS:
        session.play(rng.choice(list(session.legal_actions())))
        played += 1
    per_action, action_bytes = (time.perf_counter() - start) / played * 1000, (moved[0] - before) // played
    close(session)
    start, before = time.perf_counter(), moved[0]
    for _ in range(WRITES):
        update_profile(profile, lambda on_disk: on_disk)
    per_write, write_bytes = (time.perf_counter() - start) / WRITES * 1000, (moved[0] - before) // WRITES
    return (
        f"{attempts:>5} attempts: a mission action {per_action:5.2f} ms, {action_bytes:,} bytes read and written;"
        f" a profile write {per_write:5.2f} ms, {write_bytes:,} bytes"
    )


if __name__ == "__main__":
    for attempts in (30, 600, 2000):
        print(one(attempts))
