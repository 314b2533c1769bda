"""Expert's registration: the Chaos tiles on top of Hi Mi Ki's duels (core/spec.py).

Its rules come into the base's hooks when it is installed (variant.py); its on/off
choice is an option of the 1 vs 1 and 2 vs 2 modes, which the base offers once installed.
"""

from __future__ import annotations

from yamabushi.core.spec import Variant
from yamabushi.himiki.spec import NAME



def install() -> None:
    from yamabushi.himiki.expert import variant  # noqa: F401  importing it installs the rules


VARIANT = Variant(base=NAME, lessons=(("himiki_expert", "Hi Mi Ki: Expert, the Chaos tiles"),), install=install)
