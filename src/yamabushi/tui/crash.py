"""When the app itself fails: a report file a player can send, and a non-zero exit.

Textual prints the traceback once the terminal is restored; the report keeps it,
with the version and the time, under the data home, so it survives a closed
terminal window.
"""

from __future__ import annotations

import platform
import sys
import traceback
from datetime import datetime, timezone
from pathlib import Path

import yamabushi
from yamabushi.app.store import home, write_atomic


def crash_dir() -> Path:
    return home() / "crashes"


def write_report(error: BaseException, when: datetime | None = None) -> Path:
    """Write the report of `error` and return its path; raises OSError when it cannot be written."""
    when = when or datetime.now(timezone.utc)
    lines = [
        f"Yamabushi {yamabushi.__version__} stopped on an error.",
        f"Time: {when.isoformat(timespec='seconds')}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"Command: {' '.join(sys.argv)}",
        "",
        *traceback.format_exception(error),
    ]
    path = crash_dir() / f"crash-{when.strftime('%Y%m%d-%H%M%S-%f')}.txt"
    write_atomic(path, "\n".join(line.rstrip("\n") for line in lines) + "\n")
    return path
