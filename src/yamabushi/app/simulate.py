"""Bot-only games, played headless, summed into a report (`yamabushi simulate`, cli/simulate.py).

Game i uses seed `seed + i`, and each bot's generator comes from that seed and
its seat, so a report is reproduced exactly by the same command (the number
of worker processes never changes a result). With `--alternate` the list of
bot levels turns by one seat each game, so a level comparison is not skewed
by who moves first. Bots run without the time cap: only the iteration budget
bounds them, which keeps every run identical on any machine.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from yamabushi.app.bots import LEVELS, make_bot
from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import options_text
from yamabushi.app.registry import engine_for, spec_for, specs

MAX_ACTIONS = 600
"""A game still running after this many actions counts as unfinished (a draw): a safety stop.
Finished games are far shorter (Hi Mi Ki about 40 actions, Himizu 90, Yami 25), and the Hi Mi
Ki loop of an Influence tile stolen back and forth ends in the repetition draw."""
MAX_GAMES = 1_000_000


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: the winning seats, its length in actions, each seat's bot level, and
    per seat its choices among two or more actions with the seconds they took (all, longest);
    timings are left out of comparisons, as they depend on the machine."""

    winners: tuple[int, ...]
    actions: int
    levels: tuple[str, ...]
    choices: tuple[int, ...] = field(default=(), compare=False)
    thought: tuple[float, ...] = field(default=(), compare=False)
    longest: tuple[float, ...] = field(default=(), compare=False)
    winnable: bool | None = None
    """With `solve`: whether the deal could be won with open hands (None: not asked, or undecided)."""


@dataclass(frozen=True, slots=True)
class Plan:
    """Everything a worker process needs to play game `index` of a run."""

    game: str
    options: dict[str, Any]
    levels: tuple[str, ...]
    seed: int
    alternate: bool
    solve: int | None = None
    """A game with an open-hands solver (Yami): ask it about each deal, within this many positions."""

    def seat_levels(self, index: int, seats: int) -> tuple[str, ...]:
        turn = index % seats if self.alternate else 0
        cycled = [self.levels[i % len(self.levels)] for i in range(seats)]
        return tuple(cycled[turn:] + cycled[:turn])


def play_game(plan: Plan, index: int) -> GameResult:
    """Play one bot game to its end through the unchecked path, bots reading observations."""
    engine = engine_for(plan.game)
    seed = plan.seed + index
    seats = len(engine.seat_names(plan.options))
    levels = plan.seat_levels(index, seats)
    bots = [make_bot(plan.game, level, seat, seed, max_seconds=None) for seat, level in enumerate(levels)]
    state = engine.new_game(plan.options, seed)
    choices, thought, longest = [0] * seats, [0.0] * seats, [0.0] * seats
    winners: tuple[int, ...] = ()
    for count in range(MAX_ACTIONS + 1):
        seat = engine.to_play(state)
        if count == MAX_ACTIONS:
            break
        if seat is None:
            outcome = engine.outcome(state)
            winners = outcome.winners if outcome else ()
            break
        legal = engine.legal_actions(state)
        start = time.perf_counter()
        action = bots[seat].choose(engine.observation(state, seat), legal)
        if len(legal) > 1:
            took = time.perf_counter() - start
            choices[seat] += 1
            thought[seat] += took
            longest[seat] = max(longest[seat], took)
        state, _ = engine.next_state(state, action)
    return GameResult(winners, count, levels, tuple(choices), tuple(thought), tuple(longest), _verdict(plan, seed))


def _verdict(plan: Plan, seed: int) -> bool | None:
    """Whether the deal of `seed` can be won with every card face up (None: not asked or undecided)."""
    if plan.solve is None:
        return None
    spec = spec_for(plan.game)
    assert spec.open_hands is not None, "run() asks only a game with a solver"
    return spec.open_hands(spec.engine().new_game(plan.options, seed), plan.solve)


@dataclass
class Report:
    """The sums a run prints: per side, per level, lengths and speed."""

    game: str
    title: str
    options: dict[str, Any]
    bots: tuple[str, ...]
    seed: int
    seat_names: tuple[str, ...]
    cooperative: bool
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0
    solved: bool = False
    """Each deal was also solved with open hands (`simulate --solve`)."""

    def wins(self) -> dict[str, int]:
        counts = Counter(seat for r in self.results for seat in r.winners)
        return {name: counts[seat] for seat, name in enumerate(self.seat_names)}

    def level_wins(self) -> dict[str, int]:
        """Games won by a side holding each level (a level on both sides counts once a game)."""
        counts = Counter(level for r in self.results for level in {r.levels[s] for s in r.winners})
        return {level: counts[level] for level in LEVELS if level in self.bots}

    def move_seconds(self) -> dict[str, dict[str, float]]:
        """Per level: the average and the longest seconds of a choice among two or more actions
        (timings, unlike results, depend on the machine and on what else runs on it)."""
        sums: dict[str, list[float]] = {}
        for r in self.results:
            for level, n, total, most in zip(r.levels, r.choices, r.thought, r.longest, strict=True):
                entry = sums.setdefault(level, [0, 0.0, 0.0])
                entry[0] += n
                entry[1] += total
                entry[2] = max(entry[2], most)
        return {
            level: {"mean": round(total / n, 4) if n else 0.0, "max": round(most, 4)}
            for level in LEVELS
            if level in sums
            for n, total, most in [sums[level]]
        }

    def open_hands(self) -> dict[str, Any]:
        """Per deal the open-hands verdict, and the bots' successes among the deals that could be won."""
        verdicts = [r.winnable for r in self.results]
        winnable = verdicts.count(True)
        won = sum(1 for r in self.results if r.winnable and r.winners)
        return {
            "verdicts": verdicts,
            "winnable": winnable,
            "undecided": verdicts.count(None),
            "success_on_winnable": round(won / winnable, 4) if winnable else None,
            "successes_on_winnable": won,
        }

    def as_dict(self) -> dict[str, Any]:
        games = len(self.results)
        out: dict[str, Any] = {
            "game": self.game,
            "options": self.options,
            "bots": list(self.bots),
            "seed": self.seed,
            "games": games,
        }
        successes = sum(1 for r in self.results if r.winners)
        if self.cooperative:
            out["successes"] = successes
            out["success_rate"] = round(successes / games, 4) if games else 0.0
            out["failed_games"] = [i for i, r in enumerate(self.results) if not r.winners]
        else:
            out["wins"] = self.wins()
            out["draws"] = games - successes
            out["unfinished"] = sum(1 for r in self.results if r.actions >= MAX_ACTIONS)
            out["level_wins"] = self.level_wins()
        if self.solved:
            out |= self.open_hands()
        out["average_length"] = round(sum(r.actions for r in self.results) / games, 2) if games else 0.0
        out["move_seconds"] = self.move_seconds()
        out["seconds"] = round(self.seconds, 3)
        out["games_per_second"] = round(games / self.seconds, 3) if self.seconds else 0.0
        return out

    def text(self) -> str:
        data = self.as_dict()
        games = data["games"]
        lines = [f"{self.title} ({options_text(self.options)}): {games} games, bots {', '.join(self.bots)}, seed {self.seed}"]
        if self.cooperative:
            lines.append(f"success: {data['successes']} of {games} ({data['success_rate']:.1%})")
            if self.solved:
                lines.append(_open_hands_line(data, games))
        else:
            lines += [f"{name} wins: {n} ({n / games:.1%})" for name, n in data["wins"].items()]
            lines.append(f"draws: {data['draws']} ({data['unfinished']} unfinished after {MAX_ACTIONS} actions)")
            if len(set(self.bots)) > 1:
                lines += [f"{level} side wins: {n} ({n / games:.1%})" for level, n in data["level_wins"].items()]
        lines.append(f"average length: {data['average_length']} actions")
        lines.append(
            "seconds a move: "
            + ", ".join(f"{level} {t['mean']:.3f} (longest {t['max']:.3f})" for level, t in data["move_seconds"].items())
        )
        lines.append(f"speed: {data['games_per_second']} games/s ({data['seconds']} s)")
        return "\n".join(lines)


def _results(plan: Plan, games: int, jobs: int) -> Iterator[GameResult]:
    if jobs <= 1:
        yield from (play_game(plan, i) for i in range(games))
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_game, [plan] * games, range(games))


Progress = Callable[[int, int], None]
"""Told (games done, games in all) after each game: the command line draws its bar from it."""


def _open_hands_line(data: dict[str, Any], games: int) -> str:
    lost = games - data["winnable"] - data["undecided"]
    line = f"open hands: {data['winnable']} winnable, {lost} lost, {data['undecided']} undecided"
    if data["winnable"]:
        line += f"; success on the winnable deals: {data['successes_on_winnable']} of {data['winnable']}"
        line += f" ({data['success_on_winnable']:.1%})"
    return line


SOLVE_NODES = 200_000
"""Positions the open-hands solver may search per deal in `simulate --solve`."""


def simulate(
    game: str,
    options: dict[str, Any],
    bots: tuple[str, ...],
    *,
    games: int,
    seed: int,
    alternate: bool = False,
    jobs: int = 1,
    progress: Progress | None = None,
    solve: int | None = None,
) -> Report:
    """Play `games` bot games and sum them up; `progress` hears of each game as it ends."""
    engine = engine_for(game)
    options = engine.normalize_options(options)
    unknown = [b for b in bots if b not in LEVELS]
    if unknown or not bots:
        raise RulesError(f"Unknown bot level {unknown[0] if unknown else ''!r}; choose {', '.join(LEVELS)}.")
    if not 1 <= games <= MAX_GAMES:
        raise RulesError(f"Play 1 to {MAX_GAMES:,} games, not {games}.")
    if solve is not None and spec_for(game).open_hands is None:
        solvable = " or ".join(spec.title for spec in specs() if spec.open_hands is not None)
        raise RulesError(f"Only {solvable} deals can be solved with open hands (--solve).")
    names = engine.seat_names(options)
    report = Report(game, engine.title, options, bots, seed, names, cooperative=engine.cooperative, solved=solve is not None)
    start = time.perf_counter()
    plan = Plan(game, options, bots, seed, alternate, solve)
    for done, result in enumerate(_results(plan, games, jobs), start=1):
        report.results.append(result)
        if progress is not None:
            progress(done, games)
    report.seconds = time.perf_counter() - start
    return report
