"""`yamabushi serve` in a real headless browser: the page opened at the address `serve`
prints (with its secret) shows the menu, a Hi Mi Ki game starts, a move made by keys comes
back on the page, the game is played by keys to its end, and the page asks no other host.

The page draws its terminal on a canvas, so the test reads the screen the way the page does:
it feeds the bytes the page receives over its WebSocket to a terminal emulator (pyte) sized
as the page asked. It needs Debian's `chromium`; `.ci/run` installs it and sets
YAMABUSHI_BROWSER_TEST=required, so there a missing browser fails instead of skipping.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.net.hosting import EXITS_WITHIN
from yamabushi.cli.main import main

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
REQUIRED = os.environ.get("YAMABUSHI_BROWSER_TEST") == "required"
EMPTY_INPUT = "Type an action, e.g."
"""The Hi Mi Ki input box's placeholder: shown while the box is open and empty."""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _printed_address(server: subprocess.Popen[str], limit: float = 30) -> str:
    """The address `serve` prints once it listens (with this launch's secret), read within `limit` seconds."""
    assert server.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(server.stdout, selectors.EVENT_READ)
        if not selector.select(limit):
            raise AssertionError(f"yamabushi serve printed no address in {limit} s")
    line = server.stdout.readline()
    assert line.startswith("Open http://"), f"yamabushi serve printed {line!r} (code {server.poll()})"
    return line.split()[1]


def _rest_of_a_game(first: str) -> tuple[list[str], str]:
    """Notations for a whole 1 vs 1 game that opens with `first` (normal against easy bots,
    seeded: Hi Mi Ki has no dice, so typing them replays it exactly), and its result: the
    shortest of 50 seeds' games with a winner (17 actions, where the first seed's took 30:
    each is typed into the page and waited for)."""
    from yamabushi.app.bots import make_bot
    from yamabushi.app.registry import engine_for

    engine = engine_for("himiki")
    options = engine.normalize_options({"mode": "1v1"})
    games = []
    for seed in range(50):
        state = engine.new_game(options, 0)
        state = engine.next_state(state, engine.parse_action(state, first))[0]
        bots = [make_bot("himiki", level, seat, seed, max_seconds=None) for seat, level in enumerate(("normal", "easy"))]
        moves: list[str] = []
        while (seat := engine.to_play(state)) is not None and len(moves) < 80:
            action = bots[seat].choose(engine.observation(state, seat), engine.legal_actions(state))
            moves.append(engine.format_action(state, action))
            state = engine.next_state(state, action)[0]
        outcome = engine.outcome(state)
        if outcome is not None and outcome.winners:
            games.append((moves, outcome.text))
    assert games, "no seeded game with a winner"
    return min(games, key=lambda game: len(game[0]))


def test_serve_refuses_a_port_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", "70000"]) == 2
    assert "from 1 to 65535" in capsys.readouterr().err


@pytest.mark.skipif(CHROMIUM is None and not REQUIRED, reason="Debian's chromium is not installed (.ci/run installs it)")
def test_a_hi_mi_ki_game_by_keys_in_the_browser_to_its_end(tmp_path: Path) -> None:
    pyte = pytest.importorskip("pyte")
    playwright = pytest.importorskip("playwright.sync_api")
    assert CHROMIUM is not None, "YAMABUSHI_BROWSER_TEST=required but chromium is not installed"
    port = _free_port()
    env = dict(os.environ, YAMABUSHI_HOME=str(tmp_path))
    server = subprocess.Popen(
        [sys.executable, "-m", "yamabushi", "serve", "--port", str(port)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    screen = pyte.Screen(80, 24)
    stream = pyte.ByteStream(screen)

    def sent(payload: str | bytes) -> None:
        if isinstance(payload, str) and payload.startswith('["resize"'):
            size = json.loads(payload)[1]
            screen.resize(size["height"], size["width"])

    def shown() -> str:
        return "\n".join(line.rstrip() for line in screen.display)

    elsewhere: list[str] = []
    try:
        address = _printed_address(server)
        with playwright.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1200, "height": 800})
            page.on("request", lambda asked: None if urlsplit(asked.url).netloc == f"127.0.0.1:{port}" else elsewhere.append(asked.url))

            def connected(ws: object) -> None:
                ws.on("framereceived", lambda data: stream.feed(data if isinstance(data, bytes) else data.encode()))  # type: ignore[attr-defined]
                ws.on("framesent", sent)  # type: ignore[attr-defined]

            page.on("websocket", connected)

            def until(done: Callable[[], bool], what: str, limit: float = 60) -> None:
                end = time.monotonic() + limit
                while time.monotonic() < end:
                    if done():
                        return
                    page.wait_for_timeout(200)
                raise AssertionError(f"{what} never showed; the page showed:\n{shown()}")

            def wait_for(text: str, limit: float = 60) -> None:
                until(lambda: text in shown(), repr(text), limit)

            def type_action(text: str) -> None:
                """Open the input box, type `text` once the box is there (keys typed before it
                opens would reach the board) and send it once the box holds it."""
                page.keyboard.type(":")
                wait_for(EMPTY_INPUT, 20)
                page.keyboard.type(text)
                until(lambda: EMPTY_INPUT not in shown(), f"{text!r} in the input box", 20)
                page.keyboard.press("Enter")

            page.goto(address)
            wait_for("Hi Mi Ki: 1 vs 1")
            page.locator("textarea").first.focus()  # the terminal's keyboard input, without a click on the menu
            page.keyboard.press("Enter")
            wait_for("Start")
            for _ in range(6):  # setup, Expert, White, Black, Clock, Seed: then Start
                page.keyboard.press("Tab")
            page.keyboard.press("Enter")
            wait_for("White: place a cube")
            type_action("place C5 KHM")
            wait_for("White places a cube on C5")  # the narration box says the latest turn
            until(lambda: "? Help" in shown().splitlines()[-1], "the board's keys back in the footer", 20)
            assert "Black: place a cube" in shown()
            moves, result = _rest_of_a_game("place C5 KHM")
            for number, move in enumerate(moves, start=1):
                type_action(move)
                if number == 1:  # Black's turn told, White's first goes to the log
                    wait_for("White: place C5 KHM", 20)
                if number < len(moves):  # the board's keys back in the footer: the box closed, played
                    until(lambda: "? Help" in shown().splitlines()[-1], f"the board's keys after {move!r}", 20)
            wait_for("Game over")
            assert result in shown()
            assert "Cannot read" not in shown() and "not legal" not in shown()
            assert elsewhere == [], "the page asked another host"
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=EXITS_WITHIN)
