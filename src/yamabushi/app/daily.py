"""Daily challenges: the same Mindlock puzzle and the same deals for everyone on a date.

Every seed comes from the date alone, through SHA-256 of
`yamabushi/daily/<kind>/<YYYY-MM-DD>` (never Python's salted `hash()`), so two
machines offer the same challenges. The puzzle of the day is made by the
Mindlock generator, whose PAR is the solver's proven optimum; that takes
seconds, so the day's puzzle is kept in `daily.json` (app/daily_results.py)
and the Daily screen is instant after the first time.

What is kept of the days (the puzzles, the results, the streak) and the daily
games themselves are in app/daily_results.py.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import lru_cache
from datetime import date
from typing import Annotated, Any

from pydantic import AfterValidator

from yamabushi.app.disclosure import withheld
from yamabushi.core.errors import RulesError
from yamabushi.himiki import SPEC as HIMIKI
from yamabushi.himiki.mindlock import Puzzle, SPEC as MINDLOCK
from yamabushi.yami import SPEC as YAMI

SEED_RANGE = 10**9
"""Seeds of the deals of the day: short enough to type into `play --seed`."""
GROUP_OF_WEEKDAY = ("Easy", "Medium", "Medium", "Hard", "Medium", "Hard", "Hard")
"""The Mindlock group of the puzzle of the day, Monday first: harder towards the weekend."""


@dataclass(frozen=True)
class Kind:
    """One kind of daily challenge: its menu mode, and the words of its results. Its key names
    its results in daily.json and goes into its seeds, so it never changes."""

    key: str
    label: str
    game: str
    mode: str
    options: dict[str, Any] = field(default_factory=dict)
    won: str = "won"
    lost: str = "lost"


def _deal(key: str, label: str, game: str, mode: str, options: dict[str, Any], *words: str) -> Kind:
    return Kind(key, label, game, f"{game}-{mode}", options, *words)


PUZZLE = Kind(MINDLOCK.name, "Mindlock puzzle", MINDLOCK.name, MINDLOCK.modes[0].key, won="solved", lost="not solved")
KINDS = (
    PUZZLE,
    _deal("mukyan", "Muk Yan deal", HIMIKI.name, "mukyan", {"mode": "mukyan", "setup": "random"}),
    _deal("yami-2p", "Yami, 2 players", YAMI.name, "2p", {"players": 2, "mission": 1}, "mission success", "mission failed"),
    _deal("yami-3p", "Yami, 3 players", YAMI.name, "3p", {"players": 3, "mission": 1}, "mission success", "mission failed"),
)


def _known_kind(key: str) -> str:
    if key not in (keys := [kind.key for kind in KINDS]):
        raise ValueError(f"Input should be {', '.join(map(repr, keys[:-1]))} or {keys[-1]!r}")
    return key


KindKey = Annotated[str, AfterValidator(_known_kind)]
"""A kind's key as daily.json keeps it: one of KINDS's."""


@dataclass(frozen=True)
class Challenge:
    """A challenge of a date: the kind, the game's options and seed (the puzzle for Mindlock)."""

    day: date
    kind: Kind
    options: dict[str, Any]
    seed: int
    puzzle: Puzzle | None = None


def parse_date(text: str) -> date:
    """A date written YYYY-MM-DD; anything else is one sentence."""
    try:
        if len(text) != 10:
            raise ValueError
        return date.fromisoformat(text)
    except ValueError:
        raise RulesError(f"{text!r} is not a date: write it YYYY-MM-DD, e.g. 2026-12-02.") from None


def daily_seed(kind: str, day: date) -> int:
    """The seed of `kind` on `day`, the same in every process and on every machine."""
    digest = hashlib.sha256(f"yamabushi/daily/{kind}/{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_RANGE


@lru_cache(maxsize=16)  # a few dates and player counts at a time
def yami_seed(day: date, players: int) -> int:
    """The seed of the Yami deal of the day for `players`: the first of the day's candidates
    (`daily_seed` of `yami-<players>p/<n>`, n = 0, 1, ...) whose deal the open-hands solver
    proves winnable. Its search is bounded by positions, not seconds, so every machine
    lands on the same seed; a deal it cannot decide within them is passed over."""
    from yamabushi.app.registry import spec_for

    yami = spec_for(YAMI.name)  # as registered: with the solver and the variants on top
    engine, solve = yami.engine(), yami.open_hands
    assert solve is not None, "Yami registers its open-hands solver"
    options = engine.normalize_options({"players": players, "mission": 1})
    for n in range(YAMI_CANDIDATES):
        seed = daily_seed(f"yami-{players}p/{n}", day)
        if solve(engine.new_game(options, seed), YAMI_NODES):
            return seed
    raise RulesError(f"No winnable Yami deal for {players} players was found for {day.isoformat()}.")


YAMI_CANDIDATES = 40
YAMI_NODES = 50_000
"""Positions the solver may visit per candidate deal: mission 1 is decided in far fewer."""


def puzzle_options(puzzle: Puzzle) -> dict[str, Any]:
    """The Mindlock engine's options for a puzzle given by its position (not a shipped id)."""
    from yamabushi.himiki import square_name
    from yamabushi.himiki.mindlock import position_text

    options: dict[str, Any] = {"position": position_text(puzzle.start), "par": puzzle.par}
    if puzzle.required:
        options["influence"] = puzzle.influence_text
    if puzzle.start.terrain:
        options["terrain"] = {square_name(sq): code for sq, code in puzzle.start.terrain}
    if puzzle.start.hand:
        options["events"] = list(puzzle.start.hand)
    return options


def make_puzzle(day: date) -> Puzzle:
    """The puzzle of the day, from the generator (seconds: callers cache it)."""
    from yamabushi.himiki.mindlock import generate

    group = GROUP_OF_WEEKDAY[day.weekday()]
    return generate(group, daily_seed(PUZZLE.key, day))[0]


def challenges(day: date, puzzle: Puzzle) -> tuple[Challenge, ...]:
    """The challenges of `day`, given its puzzle (made by `make_puzzle`, or read where it is kept)."""
    out = [Challenge(day, KINDS[0], puzzle_options(puzzle), 0, puzzle)]
    out.append(Challenge(day, KINDS[1], dict(KINDS[1].options), daily_seed("mukyan", day)))
    for kind in KINDS[2:]:
        out.append(Challenge(day, kind, dict(kind.options), yami_seed(day, kind.options["players"])))
    return tuple(out)


def challenge_label(challenge: Challenge) -> str:
    """A challenge as the lists name it: the puzzle's group and PAR, a deal's game."""
    puzzle = challenge.puzzle
    if puzzle is not None:
        return f"{challenge.kind.label} ({puzzle.group}, PAR {puzzle.par})"
    return challenge.kind.label


def as_json(challenge: Challenge, played: bool) -> dict[str, Any]:
    """What `daily --json` names of a challenge: the puzzle's HPN and PAR, a deal's seed and options.

    A deal with hidden hands (Yami) keeps its seed back, as every save does until its game is
    over (app/disclosure.py): the seed deals every hand. It is shown once this player has
    `played` it, or once its day is over for everyone."""
    if challenge.puzzle is not None:
        return {"kind": challenge.kind.key, "hpn": challenge.options["position"], "par": challenge.puzzle.par,
                "influence": challenge.options.get("influence", ""), "terrain": challenge.options.get("terrain", {}),
                "events": challenge.options.get("events", [])}
    over = played or challenge.day < date.today()
    held = withheld(challenge.kind.game, challenge.options, over)
    seed = {"seed": None, "seed_shown": "once you have played it, or from tomorrow"} if held else {"seed": challenge.seed}
    return {"kind": challenge.kind.key, **seed, "options": _full_options(challenge)}


def _full_options(challenge: Challenge) -> dict[str, Any]:
    from yamabushi.app.registry import engine_for

    return engine_for(challenge.kind.game).normalize_options(challenge.options)
