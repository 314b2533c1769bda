"""The one undo policy, Board Game Arena's: a seat takes back its own last action with
everything played since, never across an action that revealed hidden or random information
(or that no seat took), and once the game is over only its last action, by whoever played it.

Bots are never asked. People whose actions an undo would cross are: at one keyboard nobody
is there to ask, so such an undo is refused (session/controller.py); a table asks them and
takes back once all have agreed (net/host/undo.py). Both read this one reach.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from yamabushi.core.errors import RulesError
from yamabushi.core.replay import Step

NOTHING_TO_UNDO = "Nothing of yours to undo here."
FINAL_STEP = "An undo never crosses dice or a revealed card or tile: those stay final."
OVER = "The game is over: only its last action can be taken back, by whoever played it."


class UndoRefused(RulesError):
    """Why a seat's undo takes nothing back, in the sentence every front end says."""


@dataclass(frozen=True)
class Reach:
    """What one seat's undo would take back."""

    span: int
    """How many trailing actions."""
    people: tuple[int, ...]
    """The other people whose actions among them would be taken back too: the ones to ask."""


def reach(steps: Sequence[Step], seat: int, people: Collection[int], over: bool) -> Reach:
    """`seat`'s undo over `steps` (`people`: the seats a person holds; `over`: the game has
    ended), or UndoRefused saying why it takes nothing back."""
    mine = [index for index, step in enumerate(steps) if step.actor == seat]
    if not mine:
        raise UndoRefused(NOTHING_TO_UNDO)
    taken = steps[mine[-1] :]
    if any(step.barrier or step.actor is None for step in taken):
        raise UndoRefused(FINAL_STEP)
    if len(taken) > 1 and over:
        raise UndoRefused(OVER)
    crossed = {step.actor for step in taken if step.actor != seat and step.actor in people}
    return Reach(len(taken), tuple(sorted(actor for actor in crossed if actor is not None)))
