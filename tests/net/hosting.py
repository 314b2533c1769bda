"""`yamabushi host` run as a player runs it, in a process of its own, for the tests that read
what it prints (its codes, its stderr)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def open_host(home: Path, *args: str) -> tuple[subprocess.Popen[str], str, dict[str, str]]:
    """`yamabushi host ARGS --port 0` with `home` as YAMABUSHI_HOME, once its join lines are
    printed: the process, the table's ws:// address and seat name -> code."""
    host = subprocess.Popen(
        [sys.executable, "-m", "yamabushi", "host", *args, "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "YAMABUSHI_HOME": str(home)},
    )
    assert host.stdout is not None and host.stderr is not None
    codes: dict[str, str] = {}
    address = ""
    while "Spectators" not in codes:
        line = host.stdout.readline()
        if not line:
            host.wait(10)
            raise AssertionError(host.stderr.read())
        if "yamabushi join" in line:
            who, _, _, address, code = line.split()
            codes[who] = code
    return host, f"ws://{address}", codes


EXITS_WITHIN = 60.0
"""Seconds a stopped host (Ctrl+C, terminate) gets to exit before a test calls it hung: 10 s was
once too few on a loaded 2-core machine (load 9), where a whole suite shares the cores."""
