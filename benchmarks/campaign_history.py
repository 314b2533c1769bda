"""Does a long campaign history slow play down? Per mission action (checked play plus the
autosave) and per profile write (a mission's result), for campaigns with 30, 600 and 2,000
attempts behind them (all past the Moon Path's last box, so all play the same mission).

Run by hand: `python benchmarks/campaign_history.py [--tui]`. It works in a temp folder. The
bytes the store reads and writes are exact; the times depend on the disk (each write is
fsynced). `--tui` also times 22 keys on the campaign map and 20 actions of a mission screen
through Textual's Pilot (bots unpaused, hand-offs passed with Enter).
"""

from __future__ import annotations

import os
import asyncio
import random
import sys
import tempfile
import time

os.environ["YAMABUSHI_HOME"] = tempfile.mkdtemp()

from yamabushi.app import campaigns, sessions, store  # noqa: E402
from yamabushi.app.campaigns import create_profile, update_profile  # noqa: E402
from yamabushi.app.missions import start_mission  # noqa: E402
from yamabushi.app.sessions import close  # noqa: E402
from yamabushi.yami.campaign.profile import Attempt, Profile, new_profile  # noqa: E402

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
    profile = history(attempts, f"History {attempts}")
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


def history(attempts: int, name: str) -> Profile:
    failed = tuple(Attempt(mission=1, success=False, rounds=7) for _ in range(attempts))
    profile = new_profile(name, 3).model_copy(update={"attempts": failed})
    create_profile(profile)
    return profile


async def on_screen(attempts: int) -> str:
    from yamabushi.tui.app import YamabushiApp
    from yamabushi.tui.screens.game import GameScreen
    from yamabushi.tui.yami.campaign.map import CampaignMapScreen
    from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen

    GameScreen.bot_delay = 0
    app = YamabushiApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(CampaignMapScreen(history(attempts, f"Screens {attempts}")))
        await pilot.pause()
        start = time.perf_counter()
        for _ in range(22):
            await pilot.press("right")
        await pilot.pause()
        per_key = (time.perf_counter() - start) / 22 * 1000
        app.screen.action_play()
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, CampaignMissionScreen))
        start, played = time.perf_counter(), 0
        while screen.session.outcome() is None and played < ACTIONS:
            if app.screen is not screen:
                await pilot.press("enter")
            elif screen.session.bot_to_play() or screen.bot_thinking:
                await pilot.pause(0.01)
            else:
                screen.play(screen.session.legal_actions()[0])
                played += 1
            await pilot.pause()
        per_action = (time.perf_counter() - start) / played * 1000
    return f"{attempts:>5} attempts, TUI: a map key {per_key:5.1f} ms, a mission action {per_action:5.1f} ms"


if __name__ == "__main__":
    for attempts in (30, 600, 2000):
        print(one(attempts))
    if "--tui" in sys.argv:
        for attempts in (30, 2000):
            print(asyncio.run(on_screen(attempts)))
