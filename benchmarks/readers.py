"""How long every kept file's reader takes on 1 MB shaped to be slow: `python benchmarks/readers.py`.

For each kind of kept file (save, text record, stats, settings, Mindlock bests, campaign
profile, mission, kept review), a valid file is made in a temp folder, then replaced by each
shape that a scan trying every quote as a string's start reads in quadratic time (an
unclosed string of escaped quotes; for text records also a turn line of spaces and a seat
of repeated ' (bot, level x'), `--size` bytes long, and read and used as the app does (the
readers of tests/app/kept_files.py). Each must be refused in one sentence; the time is the
slowest shape's. Run from a source checkout (it uses the tests' readers).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ["YAMABUSHI_HOME"] = tempfile.mkdtemp()
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.app.kept_files import KEPT_FILES, NoticeGiven, slow_shapes  # noqa: E402
from yamabushi.core.errors import RulesError  # noqa: E402


def refused_in(kept, text: str) -> float:
    """Seconds to read and use `text` as `kept`; it must be refused."""
    kept.path().write_text(text, encoding="utf-8")
    start = time.perf_counter()
    try:
        kept.use(kept.path())
    except (RulesError, NoticeGiven):
        return time.perf_counter() - start
    raise AssertionError(f"{kept.name}: a slow shape was read as valid")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2**20, help="bytes of each shape (default 1 MiB)")
    size = parser.parse_args().size
    print(f"{'kept file':<18} {'shapes':>6} {'slowest':>9}")
    for kept in KEPT_FILES:
        os.environ["YAMABUSHI_HOME"] = tempfile.mkdtemp()  # each kind makes its valid file afresh
        kept.write_valid()
        valid = kept.path().read_text(encoding="utf-8")
        times = [refused_in(kept, text) for text in slow_shapes(valid, size)]
        print(f"{kept.name:<18} {len(times):>6} {max(times):>8.3f}s")


if __name__ == "__main__":
    main()
