"""Expert's registration: the Chaos tiles on top of Hi Mi Ki's duels (core/spec.py).

Its rules come into the base's hooks as this package loads (variant.py); its on/off
choice is an option of the 1 vs 1 and 2 vs 2 modes, which the base offers once installed.
"""

from __future__ import annotations

from yamabushi.core.spec import Variant
from yamabushi.himiki.spec import NAME

VARIANT = Variant(base=NAME, lessons=(("himiki_expert", "Hi Mi Ki: Expert, the Chaos tiles"),))
