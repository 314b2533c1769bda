import gc
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from textual.app import App
from textual.screen import Screen

from tests import toy
from yamabushi.app import registry
from yamabushi.app.settings import BOT_PAUSE_FACTOR
from yamabushi.core.search import UNCAPPED

# Every Hypothesis test is bounded by its examples, never by the time one takes: on a machine
# busy with the other worker (or other jobs) a 200 ms deadline or the slow-generation check fails
# a test whose property holds. A test's own `@settings` still chooses its number of examples.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")

# The collector, tuned for a test process: a test builds thousands of widgets, messages and search
# nodes that die young, and the interpreter's default (a collection every 700 allocations, a full one
# whenever the old generation has grown by a quarter) spent some tenth to a quarter of the suite's CPU
# walking the same long-lived modules again and again. Everything imported so far (Textual, Rich,
# pytest, the game) is frozen out of every collection, and collections come 140 times less often; a
# worker of the whole suite holds a few hundred megabytes more at the end, which a test machine has.
gc.freeze()
gc.set_threshold(100_000, 50, 100)


@pytest.fixture(autouse=True)
def yamabushi_home(tmp_path, monkeypatch):
    """Every test saves into its own folder, never the player's real saves."""
    home = tmp_path / "home"
    monkeypatch.setenv("YAMABUSHI_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def searches_by_iterations(monkeypatch):
    """Every bot, hint and review spends its iteration budget whatever the time it takes, so a
    test gets the same move on a loaded machine (core/search.py `time_cap`)."""
    monkeypatch.setenv(UNCAPPED, "1")


@pytest.fixture(autouse=True)
def bots_act_without_pausing(request, monkeypatch):
    """A bot's pause lets a person see each of its actions land; no person watches a test,
    which waits for what the screen shows instead (tests/pilots.py `until`). At the default
    speed a three-player Yami game by keys spent most of its 24 s in these pauses. A test of the
    pause itself is marked `bot_pauses` and gets the real speeds."""
    if "bot_pauses" not in request.keywords:
        monkeypatch.setitem(BOT_PAUSE_FACTOR, "normal", 0.0)


def _refresh_unpainted(screen: Screen) -> None:
    """Textual's frame for a headless app, less the painting: the layout, the dirty regions and
    the mouse are settled as in a terminal, but no line is drawn for a terminal that is not there."""
    app = screen.app
    if screen is not app.screen or not app.is_headless or app.is_inline:
        PAINTED_REFRESH(screen)
        return
    screen._compositor._dirty_regions.clear()
    screen._dirty_widgets.clear()
    app._update_mouse_over(screen)


PAINTED_REFRESH = Screen._compositor_refresh
PAINTED_RUN_TEST = App.run_test


@asynccontextmanager
async def _run_test_painting_the_end(app: App, *args, **kwargs) -> AsyncIterator[Any]:
    """`App.run_test`, and the whole screen drawn once when the test is done with the app: every
    test still fails on a widget that cannot draw what it ends on."""
    async with PAINTED_RUN_TEST(app, *args, **kwargs) as pilot:
        yield pilot
        if app.screen_stack:
            app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)


@pytest.fixture(autouse=True)
def frames_unpainted(request, monkeypatch):
    """A headless app in a test draws no frame: Textual painted every frame of every key for a
    terminal nobody reads, about half of a screen test's CPU. What a test reads of the screen it
    draws then (a snapshot or `export_screenshot`, tests/tui/screen_text.py `whole_screen`,
    `render_strips`), from the widgets as they are, and `run_test` draws the last screen. A test
    that looks for any error while keys land (random keys, key storms) is marked `paints_frames`
    and gets every frame drawn, and so does every snapshot: a snapshot is what a terminal shows,
    and a painted panel can change the layout after it (the campaign mission's narration gets its
    scrollbar only once drawn)."""
    if "paints_frames" not in request.keywords and "snap_compare" not in request.fixturenames:
        monkeypatch.setattr(Screen, "_compositor_refresh", _refresh_unpainted)
        monkeypatch.setattr(App, "run_test", _run_test_painting_the_end)


for _game in registry.specs():  # every variant installed, as the app installs them before its first game
    _game.engine()


@pytest.fixture(autouse=True)
def toy_game_known(monkeypatch):
    """The toy game of tests/toy.py is one the app knows (registered as a game is), so its saves
    pass the checks real ones do."""
    monkeypatch.setattr(registry, "REGISTERED", (*registry.REGISTERED, toy.SPEC))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config):
    """`-n auto` starts two workers a core, not one: a screen test waits about two fifths of its
    time (Pilot's pauses sleep until the app is idle, subprocesses, sockets, the browser), and a
    second worker on the same core fills those waits. PYTEST_XDIST_AUTO_NUM_WORKERS still wins."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    return 2 * len(os.sched_getaffinity(0))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`-n` hands the tests out by work stealing rather than in fixed shares: a worker that has
    run out takes half of the tests still waiting at the busiest, so the run does not end with
    one worker on its last long tests (the browser game, the hard bots' review) while the others
    wait. Another `--dist` given on the command line (loadfile, loadscope...) still wins."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import WorkStealingScheduling

    return WorkStealingScheduling(config, log)


def pytest_addoption(parser):
    parser.addoption(
        "--sim-games",
        type=int,
        default=750,
        help="random games per engine in tests/test_conformance.py, shared out over its modes "
        "(the suite's share; run with more, e.g. --sim-games 30000, before a change to an engine)",
    )
    parser.addoption(
        "--monkey-events",
        type=int,
        default=30,
        help="random keys and clicks per screen in tests/tui/test_monkey.py (the suite's share; "
        "run with more, e.g. --monkey-events 1000, before a release)",
    )
    parser.addoption(
        "--store-examples",
        type=int,
        default=150,
        help="generated files per reader in tests/app/test_store_readers.py",
    )
    parser.addoption(
        "--without-store-lock",
        action="store_true",
        help="take the store's cross-process lock out, to see tests/app/test_store_processes.py fail without it",
    )


@pytest.fixture
def monkey_events(request) -> int:
    return request.config.getoption("--monkey-events")


@pytest.fixture
def store_examples(request) -> int:
    return request.config.getoption("--store-examples")
