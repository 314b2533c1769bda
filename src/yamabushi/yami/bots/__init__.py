"""Yami's bots: the shared bots' kit, and the master level on top of the open-hands solver.

The master first solves sampled tables with open hands and keeps the actions that win
in the most of them (shortlist.py, within a budget of positions a move); it plays the one
kept, or searches between those kept (between every action where no table is proven
winnable) with the hard bot's budget and the better tables and forecast of forecast.py.
This folder sits on top of the base, the campaign and open_hands, and registers the kit
on top of Yami (`spec.py`), so the base never imports it.
"""

from yamabushi.yami.bots.spec import VARIANT

__all__ = ["VARIANT"]
