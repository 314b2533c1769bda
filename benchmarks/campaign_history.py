"""Does a long campaign history slow play down? Per mission action (checked play plus the
autosave) and per profile write (a mission's result), for campaigns with 30, 600 and 2,000
attempts behind them (all past the Moon Path's last box, so all play the same mission).

Run by hand: `python benchmarks/campaign_history.py`. It works in a temp folder.
"""

from __future__ import annotations

import os
import random
import tempfile
import time

os.environ["YAMABUSHI_HOME"] = tempfile.mkdtemp()

from yamabushi.app.campaigns import create_profile, profile_path, update_profile  # noqa: E402
from yamabushi.app.missions import start_mission  # noqa: E402
from yamabushi.app.sessions import close  # noqa: E402
from yamabushi.yami.campaign.profile import Attempt, new_profile  # noqa: E402

ACTIONS = 20
WRITES = 20


def one(attempts: int) -> str:
    failed = tuple(Attempt(mission=1, success=False, rounds=7) for _ in range(attempts))
    profile = new_profile(f"History {attempts}", 3).model_copy(update={"attempts": failed})
    create_profile(profile)
    session, _ = start_mission(profile, 1, 11)
    rng, played, start = random.Random(3), 0, time.perf_counter()
    while session.outcome() is None and played < ACTIONS:
        session.play(rng.choice(list(session.legal_actions())))
        played += 1
    per_action = (time.perf_counter() - start) / played * 1000
    close(session)
    start = time.perf_counter()
    for _ in range(WRITES):
        update_profile(profile, lambda on_disk: on_disk)
    per_write = (time.perf_counter() - start) / WRITES * 1000
    size = profile_path(profile.name).stat().st_size
    return f"{attempts:>5} attempts: {per_action:5.2f} ms per mission action, {per_write:5.2f} ms per profile write ({size:,} bytes)"


if __name__ == "__main__":
    for attempts in (30, 600, 2000):
        print(one(attempts))
