"""Whether two runs of benchmarks/yami_solve.py found the same verdicts, lines and positions.

A change meant only to make the open-hands solver faster must leave every deal's verdict,
line and position count as they were: run the benchmark with `--json` before and after it,
then `python benchmarks/yami_solve_same.py BEFORE.json AFTER.json`. Prints, per mission
both runs hold, the deals compared and those that differ (with what differs); exits 1 when
any differs. The seconds are not compared.
"""

from __future__ import annotations

import argparse
import json
import sys

COMPARED = ("winnable", "line", "nodes")


def differences(before: dict[str, list[dict[str, object]]], after: dict[str, list[dict[str, object]]]) -> dict[str, list[str]]:
    """Per mission both runs hold, the deals compared and what differs in each that does."""
    out = {}
    for mission in sorted(before.keys() & after.keys()):
        old = {str(r["seed"]): r for r in before[mission]}
        new = {str(r["seed"]): r for r in after[mission]}
        seeds = sorted(old.keys() & new.keys(), key=int)
        out[mission] = [f"{len(seeds)} deals compared"] + [
            f"seed {s}: {', '.join(k for k in COMPARED if old[s].get(k) != new[s].get(k))} differ"
            for s in seeds
            if any(old[s].get(k) != new[s].get(k) for k in COMPARED)
        ]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    args = parser.parse_args()
    with open(args.before) as a, open(args.after) as b:
        found = differences(json.load(a), json.load(b))
    for mission, lines in found.items():
        print(f"{mission}: {lines[0]}, {len(lines) - 1} differ" + "".join(f"\n  {line}" for line in lines[1:]))
    if not found:
        print("no mission in both runs")
    sys.exit(1 if not found or any(len(lines) > 1 for lines in found.values()) else 0)


if __name__ == "__main__":
    main()
