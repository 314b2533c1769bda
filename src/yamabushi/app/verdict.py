"""What the end of a failed game may add: that no line of play could have won the deal.

Only Yami has an open-hands solver. It is asked once the mission is over (every card is
shown by then), from the deal's first position, within `END_NODES` positions so the
answer comes in seconds; it speaks only when the solver proves the deal lost, and says
nothing when the deal was winnable or the search left it undecided.
"""

from __future__ import annotations

from yamabushi.session.controller import Session

END_NODES = 20_000
"""Positions the end-of-game question may search: a proof found within them is shown."""
NO_LINE = "No line could win this deal."


def lost_deal(session: Session) -> str | None:
    """`NO_LINE` when a finished, failed Yami mission is proven unwinnable; else None."""
    if session.engine.name != "yami" or session.state.status != "failed":
        return None
    from yamabushi.yami.open_hands import solve  # only a Yami game at its end needs the solver

    return NO_LINE if solve(session.states[0], END_NODES).winnable is False else None
