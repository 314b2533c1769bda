"""The bots' registration: Yami's kit, on top of the base, the campaign and the solver (core/spec.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yamabushi.core.spec import Variant
from yamabushi.yami.spec import NAME

if TYPE_CHECKING:
    from yamabushi.core.bots import Kit


def kit() -> Kit:
    from yamabushi.yami.bots.kit import kit

    return kit()


VARIANT = Variant(base=NAME, kit=kit)
