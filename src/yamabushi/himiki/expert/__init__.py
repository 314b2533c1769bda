"""Expert: the Chaos tiles on top of Hi Mi Ki. Its registration line installs its rules in
the base's hooks (`variant.py`) before the first Hi Mi Ki game the app builds.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.himiki.expert.spec import VARIANT

if TYPE_CHECKING:
    from yamabushi.himiki.expert.texts import decision_prompt

__getattr__ = lazy_face(__name__, __file__)

__all__ = [
    "decision_prompt",
    "VARIANT",
]
