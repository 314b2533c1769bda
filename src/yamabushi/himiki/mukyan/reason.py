"""Why Muk Yan did what it did, in one sentence for the log panel.

The roll and the cell's order already say which action was looked for first;
this sentence names what the chosen move achieves for that action (the cubes it
beats, threatens or blocks, the values of a Movement) and says when a draw from
the generator settled a tie.
"""

from __future__ import annotations

from yamabushi.himiki.mukyan.actions import ACTIONS
from yamabushi.himiki.mukyan.choice import Decision
from yamabushi.himiki.mukyan.data import ACTION_TITLES
from yamabushi.himiki.mukyan.look import Look
from yamabushi.himiki.state import HiMiKiState


def reason(state: HiMiKiState, decision: Decision) -> str:
    look = Look(state)
    detail = ACTIONS[decision.action].explain(look, decision.chosen)
    lot = f" (1 of {decision.ties} equal, by lot)" if decision.ties > 1 else ""
    return f"{ACTION_TITLES[decision.action]}: {detail}{lot}."
