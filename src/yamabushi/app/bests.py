"""Mindlock progress: the best score (fewest moves) of each solved challenge.

Kept in `mindlock.json` under the user data dir (store.home()). A solve is a
read-modify-write under the store's lock, so puzzles solved at once in several
windows all keep their best. A file that cannot be read is the player's best
scores all the same: it is never written over, puzzles still play, and
`best_scores` says in one sentence that nothing is saved until it is repaired
or removed.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, NonNegativeInt

from yamabushi.app.saves import SaveError
from yamabushi.app.store import StoreError, home, locked, read_model, write_atomic


class ProgressError(SaveError):
    """mindlock.json cannot be read; the message is one sentence and the file is kept."""


class ProgressFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    best: dict[str, NonNegativeInt] = {}


def progress_path() -> Path:
    return home() / "mindlock.json"


def best_scores() -> dict[str, int]:
    """Challenge id -> fewest moves it was solved in; none yet is an empty dict, a damaged file a ProgressError."""
    path = progress_path()
    try:
        found = read_model(path, ProgressFile, StoreError)
    except StoreError as exc:
        raise ProgressError(
            f"{path} is damaged ({exc.problem}), so Mindlock best scores are not saved until it is repaired or removed.",
            exc.problem,
        ) from None
    return {} if found is None else found.best


def record_solve(challenge_id: str, moves: int) -> tuple[int, bool]:
    """Keep `moves` if it beats the best so far; returns (best now, whether this improved it).

    Raises ProgressError (the file is damaged and kept) or OSError (it cannot be written)."""
    with locked(progress_path()):
        best = best_scores()
        previous = best.get(challenge_id)
        if previous is not None and previous <= moves:
            return previous, False
        best[challenge_id] = moves
        write_atomic(progress_path(), json.dumps({"best": dict(sorted(best.items()))}, indent=2) + "\n")
    return moves, True


def keep_solve(challenge_id: str, moves: int) -> str:
    """Record a solve and say what became of it in one sentence (never raises on a bad file)."""
    try:
        best, improved = record_solve(challenge_id, moves)
    except ProgressError as exc:
        return str(exc)
    except OSError as exc:
        return f"The best score could not be saved: {exc.strerror}."
    return f"New best for {challenge_id}: {best} ✓" if improved else f"Best for {challenge_id} stays {best} ✓"
