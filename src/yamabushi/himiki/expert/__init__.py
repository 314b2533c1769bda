"""Expert: the Chaos tiles on top of Hi Mi Ki. Loading the package installs its rules in
the base's hooks (variant.py), so the one registration line switches it on.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from yamabushi.himiki.expert import variant  # noqa: F401  installs the rules
from yamabushi.himiki.expert.spec import VARIANT
from yamabushi.himiki.expert.texts import decision_prompt

__all__ = [
    "decision_prompt",
    "VARIANT",
]
