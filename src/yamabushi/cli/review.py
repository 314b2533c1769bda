"""`yamabushi review SAVE`: the coach's review of a saved game, as text or `--json`.

The work is app/review.py's; this module reads the arguments, draws a progress
bar on stderr while decisions are judged (only on a terminal, never with
`--json`), and prints the marks, or every decision's chances as JSON (the
numbers the app's chart draws). The review is kept beside the save, so asking
again is instant.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from yamabushi.core.text import write

MAX_BUDGET = 50.0


def budget(text: str) -> float:
    """An argparse `type`: a multiple of the master bot's search, from 0.01 to MAX_BUDGET."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.01 <= value <= MAX_BUDGET:
        raise argparse.ArgumentTypeError(f"must be a number from 0.01 to {MAX_BUDGET:g}, not {text[:24]!r}")
    return value


def register(subparsers: Any) -> None:
    from yamabushi.app.review import REVIEW_BUDGET

    parser = subparsers.add_parser("review", help="the coach's review of a game: each decision's chances, mistakes marked")
    parser.add_argument("save", help="a save or text record (a path, or a file name in the saves folder)")
    parser.add_argument("--json", action="store_true", help="print one JSON object with every decision's chances")
    parser.add_argument("--budget", type=budget, default=None,
                        help=f"search per decision, as a multiple of the master bot's (default {REVIEW_BUDGET:g})")
    parser.set_defaults(func=_cmd_review)


def _cmd_review(args: argparse.Namespace) -> int:
    from yamabushi.app.records import find_save
    from yamabushi.app.review import decision_line, review_save, summary
    from yamabushi.cli.simulate import progress_bar

    path = find_save(args.save)
    with progress_bar(1, sys.stderr.isatty() and not args.json, unit="decisions") as bar:
        review = review_save(path, args.budget, bar)
    if args.json:
        print(json.dumps(review.shown()))
        return 0
    hints = f" Hints used: {review.hints}." if review.hints else ""
    write(sys.stdout, f"Review of {path.name}: {review.outcome or 'the game is not over.'}{hints}")
    write(sys.stdout, summary(review))
    for decision in review.marked():
        write(sys.stdout, decision_line(review, decision))
    return 0

