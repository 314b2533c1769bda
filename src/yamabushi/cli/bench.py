"""`yamabushi bench`: the speed figures of `benchmarks/bench.py`, which ships with the source tree only."""

from __future__ import annotations

import argparse
import runpy
from pathlib import Path
from typing import Any

from yamabushi.core.errors import RulesError

SCRIPT = Path(__file__).resolve().parents[3] / "benchmarks" / "bench.py"


def _cmd_bench(args: argparse.Namespace) -> int:
    if not SCRIPT.is_file():
        raise RulesError("The benchmarks come with the source tree: run `yamabushi bench` from a checkout.")
    main = runpy.run_path(str(SCRIPT), run_name="yamabushi_bench")["main"]
    return int(main([flag for flag, on in (("--quick", args.quick), ("--json", args.json)) if on]))


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("bench", help="measure engine, bot and start-up speed against references")
    parser.add_argument("--quick", action="store_true", help="short runs (figures are rough)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=_cmd_bench)
