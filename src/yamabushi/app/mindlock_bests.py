"""Mindlock progress: the best score (fewest moves) of each solved challenge.

Kept in `mindlock.json` under the user data dir (session.storage's `home()`),
written atomically. A file that cannot be read is the player's best scores all
the same: it is never written over, puzzles still play, and `best_scores` says
in one sentence that nothing is saved until it is repaired or removed.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, NonNegativeInt, ValidationError

from yamabushi.core.errors import first_problem
from yamabushi.app.saves import SaveError, home, write_atomic


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
        return ProgressFile.model_validate_json(path.read_bytes()).best
    except FileNotFoundError:
        return {}
    except OSError as exc:
        problem = f"it cannot be read: {exc.strerror}"
    except ValidationError as exc:
        problem = first_problem(exc.errors())
    raise ProgressError(
        f"{path} is damaged ({problem}), so Mindlock best scores are not saved until it is repaired or removed."
    ) from None


def record_solve(challenge_id: str, moves: int) -> tuple[int, bool]:
    """Keep `moves` if it beats the best so far; returns (best now, whether this improved it).

    Raises ProgressError (the file is damaged and kept) or OSError (it cannot be written)."""
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
