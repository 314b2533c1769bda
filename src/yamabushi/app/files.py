"""The data directory and atomic writes, without pydantic: the settings load at start-up through here."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs


def home() -> Path:
    """The data directory: $YAMABUSHI_HOME, else the platform's user data dir."""
    override = os.environ.get("YAMABUSHI_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir("yamabushi"))


def write_atomic(path: Path, text: str) -> None:
    """Write to a temp file beside `path`, then rename: a crash leaves the old file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
