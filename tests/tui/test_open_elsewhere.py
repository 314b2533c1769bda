"""A game open in another process: the TUI says so in one sentence and opens nothing (a
save from Resume, a campaign's mission from its map, which keeps it as it is); once this
window leaves a game, another process may open it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from textual.widgets import Static

from yamabushi.app.campaigns import create_profile, mission_path
from yamabushi.app.missions import start_mission
from yamabushi.app.sessions import close, new_session, resume, save_path
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.yami.campaign.map import CampaignMapScreen
from yamabushi.yami.campaign.profile import new_profile

SRC = Path(__file__).resolve().parents[2] / "src"


def open_elsewhere(path: Path) -> subprocess.Popen[str]:
    """Another process resuming `path` and keeping it open until its input closes."""
    code = "import sys; from pathlib import Path; from yamabushi.app.sessions import resume; s = resume(Path(sys.argv[1])); print('open', flush=True); sys.stdin.read()"
    other = subprocess.Popen(
        [sys.executable, "-c", code.replace("sys.argv[1]", repr(str(path)))],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(SRC)},
    )
    assert other.stdout is not None and other.stdout.readline() == "open\n"
    return other


def saved_game() -> Path:
    session = new_session("himiki", {"mode": "1v1"}, 5)
    path = save_path(session)
    assert path is not None
    close(session)
    return path


async def test_resuming_a_game_open_in_another_process_is_one_notification():
    path = saved_game()
    other = open_elsewhere(path)
    try:
        app = YamabushiApp()
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.pause()
            app.resume_game(path)
            await pilot.pause()
            assert not isinstance(app.screen, GameScreen)
            assert [n.message for n in app._notifications] == [
                f"{path.name} is open in another window: carry on there, or close it there and then resume it."
            ]
    finally:
        other.communicate("", timeout=60)


async def test_a_game_left_for_the_menu_may_be_opened_by_another_process():
    path = saved_game()
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game(path)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, GameScreen)
        other = open_elsewhere(path)
        other.communicate("", timeout=60)
        assert other.returncode == 0
    close(resume(path))


async def test_the_campaign_map_says_a_mission_open_elsewhere_is_open_and_keeps_it():
    profile = new_profile("Gina", 3)
    create_profile(profile)
    session, _ = start_mission(profile, 1, 4)
    close(session)
    path = mission_path("Gina")
    kept = path.read_bytes()
    other = open_elsewhere(path)
    try:
        app = YamabushiApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.push_screen(CampaignMapScreen(profile))
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, CampaignMapScreen)
            said = str(app.screen.query_one("#message", Static).render())
            assert f"{path.name} is open in another window" in said
    finally:
        other.communicate("", timeout=60)
    assert path.read_bytes() == kept and sorted(p.name for p in path.parent.glob("*.json")) == [path.name]
