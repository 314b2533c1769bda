"""`yamabushi stats [--json]`: what the Statistics screen shows, printed.

The text is the screen's sections, word for word (app/stats_report.py). `--json` is one
object for scripts: `{"games": [{"row", "played", "won", "lost", "drawn"}], "ratings":
{mode: [{"person", "mu", "sigma", "ordinal", "games", "history"}]}, "missions":
[{"person", "game", "players", "tried", "succeeded"}]}`, leaderboards best first, and
`"problems"`: the sentence of each kept file that could not be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def register(sub: Any) -> None:
    stats = sub.add_parser("stats", help="games played, ratings and leaderboards, missions, Mindlock and campaigns")
    stats.add_argument("--json", action="store_true", help="print one JSON object (ratings under \"ratings\")")
    stats.set_defaults(func=_cmd_stats)


def _cmd_stats(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps(_report()))
        return 0
    from yamabushi.app.stats_report import report
    from yamabushi.core.text import visible

    ascii_only = not (sys.stdout.encoding or "").lower().startswith("utf")
    for section in report(ascii_only):
        print(section.title)
        print("\n".join(visible(line) for line in section.lines))
        print()
    return 0


def _report() -> dict[str, Any]:
    from yamabushi.app.ratings import RatingsError, as_json, kept_ratings
    from yamabushi.app.ratings_report import mission_record
    from yamabushi.app.stats import StatsError, load_games, tally
    from yamabushi.app.stats_report import row_name

    problems: list[str] = []
    try:
        games = load_games()
    except StatsError as exc:
        games, problems = {}, [str(exc)]
    try:
        ratings = as_json(kept_ratings())
    except RatingsError as exc:
        ratings, problems = {}, [*problems, str(exc)]
    rows = tally(games.values(), row_name)
    return {
        "games": [{"row": name, "played": t.played, "won": t.won, "lost": t.lost, "drawn": t.drawn} for name, t in rows.items()],
        "ratings": ratings,
        "missions": [
            {"person": person, "game": game, "players": players, "tried": tried, "succeeded": won}
            for (game, players, person), (tried, won) in mission_record(games.values()).items()
        ],
    } | ({"problems": problems} if problems else {})
