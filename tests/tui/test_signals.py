"""SIGTERM or SIGHUP to the app gives the terminal back as quitting does.

Before, `kill` (or a closed SSH session) left the terminal in the alternate screen with
mouse reporting on: Python stopped at once and Textual's driver never ran its stop. The
app runs here in a real pseudo-terminal, as a player's would.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

ALTERNATE_SCREEN_OFF = b"\x1b[?1049l"
MOUSE_OFF = (b"\x1b[?1000l", b"\x1b[?1003l", b"\x1b[?1006l")
MENU = b"Hi Mi Ki"
LIMIT = 60.0
"""An upper bound for the app to start on a loaded machine; it takes about a second."""
STALL = 4.0
"""Seconds of a bot game for the terminal's buffer to fill; a bot game writes that much in one."""


def _read_until(fd: int, done, limit: float = LIMIT) -> bytes:
    """What the terminal receives until `done(received)` or the program closes it."""
    received = b""
    end = time.monotonic() + limit
    while not done(received) and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO: every end of the terminal's other side is closed
            break
        if not chunk:
            break
        received += chunk
    return received


@contextmanager
def in_a_terminal(tmp_path, *argv: str) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    """`yamabushi *argv` in a real 80x24 pseudo-terminal, as a player runs it: the terminal's
    side to read and the process; ended (killed if it must be) and closed afterwards."""
    parent, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "YAMABUSHI_HOME": str(tmp_path), "TERM": "xterm-256color"}
    app = subprocess.Popen([sys.executable, "-m", "yamabushi", *argv], stdin=child, stdout=child, stderr=child,
                           env=env, start_new_session=True, close_fds=True)
    os.close(child)
    try:
        yield parent, app
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        os.close(parent)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_signal_restores_the_terminal_and_ends_cleanly(tmp_path, signum):
    with in_a_terminal(tmp_path) as (parent, app):
        started = _read_until(parent, lambda seen: MENU in seen)
        assert MENU in started, started[-500:]
        app.send_signal(signum)
        ending = _read_until(parent, lambda seen: False)
        code = app.wait(timeout=LIMIT)
    assert code == 128 + signum, ending[-500:]
    assert b"Traceback" not in ending
    assert ALTERNATE_SCREEN_OFF in ending and all(sequence in ending for sequence in MOUSE_OFF), ending[-300:]
    last = ending[ending.rindex(ALTERNATE_SCREEN_OFF):]
    assert b"\x1b[?1049h" not in last and b"\x1b[?1000h" not in last


def test_a_terminal_that_stops_reading_still_lets_the_app_end(tmp_path):
    """A terminal that takes no more output (an SSH link stalled, a tmux server going away)
    under a bot game: the app's writes block and Textual's writer queue fills. Before, SIGTERM
    then changed nothing, the exit waiting on that queue for ever; the process was found alive
    forty minutes later."""
    with in_a_terminal(tmp_path, "play", "himiki", "--bot", "White=easy", "--bot", "Black=easy") as (parent, app):
        started = _read_until(parent, lambda seen: b"bot" in seen)
        assert b"bot" in started, started[-500:]
        time.sleep(STALL)  # the bots play on and nothing reads the terminal
        app.send_signal(signal.SIGTERM)
        code = app.wait(timeout=LIMIT)
    assert code == 128 + signal.SIGTERM
