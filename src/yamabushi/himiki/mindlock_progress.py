"""Mindlock progress: the best score (fewest moves) of each solved challenge.

Kept in `mindlock.json` under the user data dir (session.storage's `home()`),
written atomically. A damaged file is read as no progress rather than an
error: losing best scores must never stop anyone from playing.
"""

from __future__ import annotations

import json
from pathlib import Path

from yamabushi.session.storage import home, write_atomic


def progress_path() -> Path:
    return home() / "mindlock.json"


def best_scores() -> dict[str, int]:
    """Challenge id -> fewest moves it was solved in."""
    try:
        raw = json.loads(progress_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    best = raw.get("best") if isinstance(raw, dict) else None
    if not isinstance(best, dict):
        return {}
    return {k: v for k, v in best.items() if isinstance(k, str) and isinstance(v, int) and v >= 0}


def record_solve(challenge_id: str, moves: int) -> tuple[int, bool]:
    """Keep `moves` if it beats the best so far; returns (best now, whether this improved it)."""
    best = best_scores()
    previous = best.get(challenge_id)
    if previous is not None and previous <= moves:
        return previous, False
    best[challenge_id] = moves
    write_atomic(progress_path(), json.dumps({"best": dict(sorted(best.items()))}, indent=2) + "\n")
    return moves, True
