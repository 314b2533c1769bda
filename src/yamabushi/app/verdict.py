"""What the end of a failed game may add: that no line of play could have won the deal.

A game with an open-hands solver registers it (`GameSpec.open_hands`; Yami does). It is asked once the mission is over (every card is
shown by then), from the deal's first position, within `END_NODES` positions so the
answer comes in seconds; it speaks only when the solver proves the deal lost, and says
nothing when the deal was winnable or the search left it undecided.
"""

from __future__ import annotations

from yamabushi.app.registry import spec_for
from yamabushi.session.controller import Session

END_NODES = 20_000
"""Positions the end-of-game question may search: a proof found within them is shown."""
NO_LINE = "No line could win this deal."


def lost_deal(session: Session) -> str | None:
    """`NO_LINE` when a finished game that nobody won is proven unwinnable; else None."""
    solver, outcome = spec_for(session.engine.name).open_hands, session.outcome()
    if solver is None or outcome is None or outcome.winners:
        return None
    return NO_LINE if solver(session.states[0], END_NODES) is False else None
