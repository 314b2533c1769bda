"""`yamabushi daily [--date YYYY-MM-DD] [--plain] [--json]`: the challenges of a day.

Without flags the app opens on the Daily screen; `--plain` lists them and plays
one in plain text; `--json` prints what the day offers, for scripts and for
comparing machines: `{"date", "streak", "challenges": [{"kind": "mindlock",
"hpn", "par", ...}, {"kind": "mukyan", "seed", "options"}, ...], "results"}`.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from typing import Any

from yamabushi.core.errors import RulesError


def register(sub: Any) -> None:
    daily = sub.add_parser("daily", help="the daily challenges, the same for everyone on a date")
    daily.add_argument("--date", metavar="YYYY-MM-DD", help="another day's challenges (default: today)")
    daily.add_argument("--plain", action="store_true", help="list the day's challenges in plain text and play one")
    daily.add_argument("--json", action="store_true", help="print the day's challenges, results and streak as JSON")
    daily.set_defaults(func=_cmd_daily)


def _cmd_daily(args: argparse.Namespace) -> int:
    from yamabushi.app.daily import parse_date

    day = date.today() if args.date is None else parse_date(args.date)
    if args.plain and args.json:
        raise RulesError("Give --plain or --json, not both.")
    if args.json:
        print(json.dumps(_report(day)))
        return 0
    if args.plain:
        return play_today(day)
    from yamabushi.tui.app import YamabushiApp, run_app
    from yamabushi.tui.screens.daily import DailyScreen

    return run_app(YamabushiApp(first_screen=lambda: DailyScreen(day)))


def play_today(day: date | None = None) -> int:
    """The day's list in plain text on stdin and stdout (`daily --plain`, `play --mode daily --plain`)."""
    from yamabushi.plain.daily import play_daily
    from yamabushi.plain.prompt import Prompter

    return play_daily(day or date.today(), Prompter.over(sys.stdin, sys.stdout))


def _report(day: date) -> dict[str, Any]:
    from yamabushi.app.daily import as_json
    from yamabushi.app.daily_results import day_challenges, day_results, kept_results, streak

    kept, problem = kept_results()
    results = {kind: result.model_dump() for kind, result in day_results(kept, day).items()}
    report = {"date": day.isoformat(), "challenges": [as_json(c, c.kind.key in results) for c in day_challenges(day)],
              "streak": streak(kept, day), "results": results}
    return report | ({"problem": problem} if problem else {})
