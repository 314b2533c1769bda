"""Yami's bots: the shared bots' kit, and the master level on top of the open-hands solver.

The master first solves sampled tables with open hands and keeps the actions that win
in the most of them (shortlist.py, within a budget of positions a move); it plays the one
kept, or searches between those kept (between every action where no table is proven
winnable) with the hard bot's budget and the better tables and forecast of forecast.py.
This folder sits on top of the base, the campaign and open_hands, so the master reaches
the solver without the base importing it.
"""

from __future__ import annotations

from functools import cache, partial

from yamabushi.core.bots import Kit, Master
from yamabushi.yami.bots.forecast import (
    MASTER_ITERATIONS,
    MASTER_WORLDS,
    evaluate,
    informed_world,
    master_evaluate,
    prune,
    world,
)
from yamabushi.yami.campaign import Yami
from yamabushi.yami.bots.shortlist import choose


@cache
def kit() -> Kit:
    """The kit for every level; the master's tables are dealt with `informed_world`."""
    master = Master(
        MASTER_ITERATIONS, MASTER_WORLDS, master_evaluate, world=informed_world, transpositions=False,
        choose=partial(choose, deal=informed_world),
    )
    return Kit(Yami(), evaluate, iterations=4000, world=world, worlds=4, prune=prune, master=master)
