"""The open-hands solver's speed and verdicts over seeded deals (docs/performance.md, docs/strength.md).

Run by hand: `python benchmarks/yami_solve.py --players 3 --missions 1-22 --deals 20`.
Each deal is seeds 0..deals-1 of `yamabushi yami solve --players P --mission M`
(no campaign profile: the mission's own pieces, no Power, no Moon tile). Prints,
per mission, the deals winnable / lost / undecided (at --max-nodes), the median and
worst seconds of wall time and of CPU time (time.process_time: on a shared machine the
wall time counts the other processes too) and of positions; `--json FILE` keeps every
deal's figures and line (in notation), so two runs can show that a change left every
verdict, line and position count as it was.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from yamabushi.yami.engine import Yami
from yamabushi.yami.notation import format_action
from yamabushi.yami.open_hands import solve


def missions(text: str) -> list[int]:
    """`1-22` or `1,2,7`."""
    if "-" in text:
        low, high = text.split("-")
        return list(range(int(low), int(high) + 1))
    return [int(t) for t in text.split(",")]


def run(players: int, mission: int, deals: int, max_nodes: int, max_seconds: float | None) -> list[dict[str, object]]:
    engine = Yami()
    options = engine.normalize_options({"players": players, "mission": mission})
    out: list[dict[str, object]] = []
    for seed in range(deals):
        state = engine.new_game(options, seed)
        started = time.process_time()
        verdict = solve(state, max_nodes, max_seconds=max_seconds)
        cpu = time.process_time() - started
        out.append({
            "seed": seed, "winnable": verdict.winnable, "nodes": verdict.nodes, "seconds": verdict.seconds, "cpu": cpu,
            "line": [format_action(a) for a in verdict.line],
        })
    return out


def summary(players: int, mission: int, rows: list[dict[str, object]]) -> str:
    seconds = [float(str(r["seconds"])) for r in rows]
    cpu = [float(str(r["cpu"])) for r in rows]
    nodes = [int(str(r["nodes"])) for r in rows]
    won = sum(r["winnable"] is True for r in rows)
    lost = sum(r["winnable"] is False for r in rows)
    open_ = len(rows) - won - lost
    return (
        f"{players} players, mission {mission:2}: {len(rows)} deals, {won} winnable, {lost} lost, {open_} undecided; "
        f"median {statistics.median(seconds):.2f} s, worst {max(seconds):.2f} s (wall); "
        f"CPU median {statistics.median(cpu):.2f} s, worst {max(cpu):.2f} s; "
        f"positions median {statistics.median(nodes):.0f}, worst {max(nodes)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--missions", default="1-22")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--max-nodes", type=int, default=2_000_000)
    parser.add_argument("--max-seconds", type=float, help="undecided past this wall time (the machine's speed then counts)")
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args()
    kept = {}
    for mission in missions(args.missions):
        rows = run(args.players, mission, args.deals, args.max_nodes, args.max_seconds)
        kept[f"{args.players}p-m{mission}"] = rows
        print(summary(args.players, mission, rows), flush=True)
        if args.json:
            with open(args.json, "w") as out:
                json.dump(kept, out, indent=1)


if __name__ == "__main__":
    main()
