"""Mindlock progress: the best score (fewest moves) of each solved challenge.

A solve after a hint is kept apart (`hinted`), so `best` holds only what the
player found alone: "at PAR" means a hint-free solve in PAR moves. A solve
after the solution was shown is not kept at all.

Kept in `mindlock.json` under the user data dir (store.home()). A solve is a
read-modify-write under the store's lock, so puzzles solved at once in several
windows all keep their best. A file that cannot be read is the player's best
scores all the same: it is never written over, puzzles still play, and
`best_scores` says in one sentence that nothing is saved until it is repaired
or removed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from yamabushi.app.saves import SaveError
from yamabushi.app.store import home, locked, read_or_new, write_atomic


class ProgressError(SaveError):
    """mindlock.json cannot be read; the message is one sentence and the file is kept."""


def _challenge_id(text: str) -> str:
    if not re.fullmatch(r"[A-Za-z0-9_-]{1,20}", text):
        raise ValueError("a challenge id is 1 to 20 letters, digits, - or _")
    return text


ChallengeId = Annotated[str, AfterValidator(_challenge_id)]
Moves = Annotated[int, Field(ge=1, le=10_000)]
"""A solve takes at least one move (a best of 0 would read "best 0 at PAR")."""


class ProgressFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    best: dict[ChallengeId, Moves] = {}
    hinted: dict[ChallengeId, Moves] = {}
    """Fewest moves of a solve that used hints (files from before hints have none)."""


def progress_path() -> Path:
    return home() / "mindlock.json"


def best_scores() -> dict[str, int]:
    """Challenge id -> fewest moves it was solved in without a hint; none yet is an empty dict,
    a damaged file a ProgressError."""
    return progress().best


def progress() -> ProgressFile:
    """Both kinds of best score (a ProgressError when the file is damaged)."""
    return read_or_new(progress_path(), ProgressFile, ProgressError, "Mindlock best scores")


def record_solve(challenge_id: str, moves: int, hints: int = 0) -> tuple[int, bool]:
    """Keep `moves` if it beats the best so far of its kind (hint-free, or with hints);
    returns (that best now, whether this improved it).

    Raises ProgressError (the file is damaged and kept) or OSError (it cannot be written)."""
    with locked(progress_path()):
        kept = progress()
        best = kept.hinted if hints else kept.best
        previous = best.get(challenge_id)
        if previous is not None and previous <= moves:
            return previous, False
        best[challenge_id] = moves
        lists = {"best": kept.best} | ({"hinted": kept.hinted} if kept.hinted else {})
        text = json.dumps({name: dict(sorted(scores.items())) for name, scores in lists.items()}, indent=2)
        write_atomic(progress_path(), text + "\n")
    return moves, True


def keep_solve(challenge_id: str, moves: int, par: int | None, hints: int = 0) -> str:
    """Record a solve and say what became of it in one sentence (never raises on a bad file)."""
    try:
        best, improved = record_solve(challenge_id, moves, hints)
    except ProgressError as exc:
        return str(exc)
    except OSError as exc:
        return f"The best score could not be saved: {exc.strerror}."
    if hints:
        kept = "kept apart as your best with hints" if improved else "your best with hints stays"
        helped = f"{hints} hint{'s' if hints != 1 else ''}"
        return f"Solved with {helped}: {kept}, {best}. Only a hint-free solve counts at PAR."
    at_par = " at PAR" if par is not None and best <= par else ""
    return (f"New best for {challenge_id}: " if improved else f"Best for {challenge_id} stays ") + f"{best} ✓{at_par}"


def best_text(kept: ProgressFile, challenge_id: str, par: int | None) -> str:
    """A challenge's best as the lists show it: `✓ 3 at PAR`, `✓ 4`, `5 with hints`, or ""."""
    if challenge_id in kept.best:
        best = kept.best[challenge_id]
        return f"✓ {best} at PAR" if par is not None and best <= par else f"✓ {best}"
    if challenge_id in kept.hinted:
        return f"{kept.hinted[challenge_id]} with hints"
    return ""


def solved(kept: ProgressFile, challenge_id: str) -> bool:
    """Solved at least once, with hints or without (the list then shows what it needed)."""
    return challenge_id in kept.best or challenge_id in kept.hinted
