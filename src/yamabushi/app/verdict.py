"""What the end of a failed game may add: that no line of play could have won the deal.

A game with an open-hands solver registers it (`GameSpec.open_hands`; Yami does). It is asked once the mission is over (every card is
shown by then), from the deal's first position, within `END_NODES` positions so the
answer comes within seconds (the screen asks in a worker; plain mode says it is searching
once the search runs past its first positions); it speaks only when the solver proves the
deal lost, and says nothing when the deal was winnable or the search left it undecided.
"""

from __future__ import annotations

from collections.abc import Callable

from yamabushi.app.registry import spec_for
from yamabushi.session.controller import Session

END_NODES = 200_000
"""Positions the end-of-game question may search: a proof found within them is shown (a few
seconds at most; mission 7's seed 14 with 3 players is proven lost in about 190,000)."""
NO_LINE = "No line could win this deal."
SEARCHING = "Searching every line of this deal with the hands open…"
"""Said in plain mode while a long end-of-game search runs (the screen asks in a worker)."""


def lost_deal(session: Session, searching: Callable[[], None] | None = None) -> str | None:
    """`NO_LINE` when a finished game that nobody won is proven unwinnable; else None.
    `searching` is called once, if the search runs past its first positions."""
    solver, outcome = spec_for(session.engine.name).open_hands, session.outcome()
    if solver is None or outcome is None or outcome.winners:
        return None
    told: list[bool] = []

    def progress(_nodes: int, _seconds: float) -> None:
        if searching is not None and not told:
            told.append(True)
            searching()

    return NO_LINE if solver(session.states[0], END_NODES, progress) is False else None
