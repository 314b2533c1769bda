"""Every speed figure of issue 9 in one run: `python benchmarks/bench.py` or `yamabushi bench`.

Each Yamabushi figure is printed beside its reference, measured in the same
run on the same machine: perft and random games against python-chess (the
`bench` extra), the first TUI screen against a bare Textual app. Then the
Mindlock solver over every shipped challenge, hard bot moves, and peak memory.
Random games and perft use the unchecked path, as bots and simulations do;
perft counts leaves the way chess engines do (the last ply is the length of
the legal-action list). `--quick` shortens every measurement (for the tests).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from yamabushi.app.bots import make_bot
from yamabushi.core.testing import perft
from yamabushi.app.registry import engine_for
from yamabushi.himiki.hpn import START_HPN, from_hpn

try:
    import chess
except ImportError:  # the `bench` extra is optional
    chess = None

TARGETS = {"perft": 1.0, "himiki": 20.0, "himizu": 10.0, "yami": 10.0, "hard_move": 1.0, "screen": 1.5, "memory": 150.0}

FIRST_SCREEN = """
import time
start = time.perf_counter()
{imports}

def ready(self):
    print(time.perf_counter() - start)
    self.exit()

{app}.on_ready = ready
{app}().run(headless=True, size=(80, 24))
"""
"""Timed from interpreter start; `on_ready` is patched in, as a subclass here would lose the app's CSS path."""
BARE = {
    "imports": "from textual.app import App\nfrom textual.widgets import Static\n"
    "class Bare(App):\n    def compose(self):\n        yield Static('Yamabushi')",
    "app": "Bare",
}
YAMABUSHI = {"imports": "from yamabushi.tui.app import YamabushiApp", "app": "YamabushiApp"}


def best_of(repeats: int, run: Callable[[], Any]) -> float:
    """Shortest wall time of `repeats` runs: the least disturbed measurement."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


# -- perft ---------------------------------------------------------------------
def chess_perft(board: Any, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    nodes = 0
    for move in board.legal_moves:
        board.push(move)
        nodes += chess_perft(board, depth - 1)
        board.pop()
    return nodes


def perft_rates(quick: bool) -> dict[str, float]:
    engine, start = engine_for("himiki"), from_hpn(START_HPN)
    depth = 4 if quick else 5
    nodes = perft(engine, start, depth)
    rates = {"himiki": nodes / best_of(3, lambda: perft(engine, start, depth))}
    if chess is not None:
        board, depth = chess.Board(), 3 if quick else 4
        nodes = chess_perft(board, depth)
        rates["chess"] = nodes / best_of(3, lambda: chess_perft(board, depth))
    return rates


# -- random games ----------------------------------------------------------------
def random_game(game: str, options: dict[str, Any], seed: int, checked: bool = False) -> int:
    """One random legal game to its end; returns its length in actions. `checked` plays through
    `apply`, the path sessions and replays take, instead of the bots' `next_state`."""
    engine, rng = engine_for(game), random.Random(seed)
    state = engine.new_game(options, seed)
    step = engine.apply if checked else engine.next_state
    actions = 0
    while legal := engine.legal_actions(state):
        state, _ = step(state, rng.choice(legal))
        actions += 1
    return actions


def random_chess_game(seed: int) -> None:
    rng, board = random.Random(seed), chess.Board()
    while not board.is_game_over():
        board.push(rng.choice(list(board.legal_moves)))


GAMES: dict[str, Callable[[int], int]] = {
    "himiki": lambda seed: random_game("himiki", {"setup": "random"}, seed),
    "himizu": lambda seed: random_game("himizu", {"board": "AB"[seed % 2]}, seed),
    "yami": lambda seed: random_game("yami", {"players": 2 + seed % 3, "mission": 1 + seed % 2}, seed),
}


def games_per_second(play: Callable[[int], object], games: int) -> float:
    return games / best_of(2, lambda: [play(seed) for seed in range(games)])


def game_rates(quick: bool) -> dict[str, float]:
    rates = {name: games_per_second(play, 40 if quick else 400) for name, play in GAMES.items()}
    if chess is not None:
        rates["chess"] = games_per_second(random_chess_game, 4 if quick else 40)
    return rates


# -- Mindlock, bots --------------------------------------------------------------------
def mindlock_seconds(quick: bool) -> tuple[int, float] | None:
    """(challenges, total seconds) for the solver over every shipped challenge (four if quick)."""
    try:
        from yamabushi.himiki.mindlock.challenges import challenges
        from yamabushi.himiki.mindlock.solver import solve
    except ImportError:  # before Mindlock ships
        return None
    puzzles = challenges()[:4] if quick else challenges()
    start = time.perf_counter()
    for puzzle in puzzles:
        solve(puzzle.start, puzzle.required, puzzle.par)
    return len(puzzles), time.perf_counter() - start


HARD_GAMES = {"himiki": {}, "himizu": {"board": "A"}, "yami": {"players": 3}}


def hard_move_times(game: str, quick: bool) -> list[float]:
    """Seconds per hard move over a game against normal bots, with no time cap (the budget alone)."""
    engine, options = engine_for(game), HARD_GAMES[game]
    state = engine.new_game(options, 1)
    seats = len(engine.seat_names(options))
    bots = [make_bot(game, "hard" if s == 0 else "normal", s, 1, max_seconds=None) for s in range(seats)]
    times: list[float] = []
    while (seat := engine.to_play(state)) is not None and not (quick and len(times) >= 3):
        legal = engine.legal_actions(state)
        start = time.perf_counter()
        action = bots[seat].choose(engine.observation(state, seat), legal)
        if seat == 0 and len(legal) > 1:
            times.append(time.perf_counter() - start)
        state, _ = engine.next_state(state, action)
    return times


# -- the TUI and memory -----------------------------------------------------------------
def first_screen(repeats: int) -> dict[str, float]:
    """Seconds from interpreter start-up to the first painted screen, best of `repeats` runs."""
    out = {}
    for name, parts in (("bare", BARE), ("yamabushi", YAMABUSHI)):
        code = FIRST_SCREEN.format(**parts)
        env = {**os.environ, "YAMABUSHI_HOME": os.environ.get("YAMABUSHI_HOME", "/tmp/yamabushi-bench")}
        runs = [
            float(
                subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
            )
            for _ in range(repeats)
        ]
        out[name] = min(runs)
    return out


def peak_memory_mb() -> dict[str, float]:
    """Peak resident memory of this process (engines, bots) and of the TUI processes, in MB."""
    divisor = 1024 * 1024 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB on Linux
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / divisor
    tui = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / divisor
    return {"bench": round(own, 1), "tui": round(tui, 1)}


# -- the report ------------------------------------------------------------------------
def measure(quick: bool) -> dict[str, Any]:
    """Every figure, in one dictionary (the `--json` output)."""
    results: dict[str, Any] = {"machine": machine(), "chess": getattr(chess, "__version__", None)}
    results["perft_nodes_per_second"] = perft_rates(quick)
    results["random_games_per_second"] = game_rates(quick)
    results["mindlock"] = mindlock_seconds(quick)
    results["hard_move_seconds"] = {game: summary(hard_move_times(game, quick)) for game in HARD_GAMES}
    results["first_screen_seconds"] = first_screen(1 if quick else 5)
    results["peak_memory_mb"] = peak_memory_mb()
    return results


def machine() -> str:
    cores = os.cpu_count()
    return f"{platform.processor() or platform.machine()}, {cores} cores, {platform.system()} {platform.release()}, Python {platform.python_version()}"


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times) or [0.0]
    return {"moves": len(times), "median": round(ordered[len(ordered) // 2], 3), "max": round(ordered[-1], 3)}


Line = tuple[str, bool | None]
"""A printed figure and whether it meets its target (None: nothing to compare with)."""


def against_chess(name: str, ours: float, chess_rate: float | None, unit: str, target: float) -> Line:
    """Our rate beside python-chess's, as a ratio to hold against `target`."""
    if chess_rate is None:
        return f"{name} {ours:,.0f} {unit} (python-chess missing: pip install '.[bench]')", None
    ratio = ours / chess_rate
    text = f"{name} {ours:,.0f} {unit} vs python-chess {chess_rate:,.0f} = {ratio:.2f}x (target {target:g}x)"
    return text, ratio >= target


def engine_lines(r: dict[str, Any]) -> list[Line]:
    perft_rates, games = r["perft_nodes_per_second"], r["random_games_per_second"]
    lines = [
        against_chess("Hi Mi Ki perft", perft_rates["himiki"], perft_rates.get("chess"), "nodes/s", TARGETS["perft"])
    ]
    for game in GAMES:
        lines.append(against_chess(f"{game} random", games[game], games.get("chess"), "games/s", TARGETS[game]))
    mindlock = r["mindlock"]
    solved = "not shipped yet" if mindlock is None else f"{mindlock[0]} challenges in {mindlock[1]:.2f} s"
    return [*lines, (f"Mindlock solver: {solved}", None)]


def bot_lines(r: dict[str, Any]) -> list[Line]:
    return [
        (
            f"hard {game} move: median {t['median']:.3f} s, max {t['max']:.3f} s over {t['moves']} moves",
            t["max"] < TARGETS["hard_move"],
        )
        for game, t in r["hard_move_seconds"].items()
    ]


def app_lines(r: dict[str, Any]) -> list[Line]:
    screen, memory = r["first_screen_seconds"], r["peak_memory_mb"]
    ratio = screen["yamabushi"] / screen["bare"]
    return [
        (
            f"first screen {screen['yamabushi']:.3f} s vs bare Textual {screen['bare']:.3f} s = {ratio:.2f}x",
            ratio <= TARGETS["screen"],
        ),
        (
            f"peak memory: bench {memory['bench']:.0f} MB, TUI {memory['tui']:.0f} MB",
            max(memory.values()) < TARGETS["memory"],
        ),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="yamabushi bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs (figures are rough)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    results = measure(args.quick)
    if args.json:
        print(json.dumps(results))
        return 0
    print(f"machine: {results['machine']}")
    marks = {True: "ok  ", False: "MISS", None: "    "}
    for text, met in engine_lines(results) + bot_lines(results) + app_lines(results):
        print(f"{marks[met]} {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
