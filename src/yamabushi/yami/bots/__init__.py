"""Yami's bots: the shared bots' kit, and the master level on top of the open-hands solver.

The master first solves sampled tables with open hands and plays the action that wins
in most of them (yami/open_hands/advice.py); where no table is proven winnable, it
searches the hard bot's budget with the better tables and forecast of forecast.py.
This folder sits on top of the base, the campaign and open_hands, and registers the kit
on top of Yami (`spec.py`), so the base never imports it.
"""

from yamabushi.yami.bots.spec import VARIANT

__all__ = ["VARIANT"]
