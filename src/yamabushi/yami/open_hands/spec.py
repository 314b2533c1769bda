"""The open-hands solver's registration: a deal's verdict, on top of Yami and its campaign (core/spec.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yamabushi.core.spec import Variant
from yamabushi.yami.spec import NAME


def open_hands(first: Any, max_nodes: int, progress: Callable[[int, float], None] | None = None) -> bool | None:
    """Whether the deal can be won with every card shown (None: undecided within `max_nodes`)."""
    from yamabushi.yami.open_hands.search import solve

    return solve(first, max_nodes, progress).winnable


VARIANT = Variant(base=NAME, open_hands=open_hands)
