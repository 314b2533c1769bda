"""Expert: the Chaos tiles on top of Hi Mi Ki. Loading the package installs its rules in
the base's hooks (variant.py), so the one registration line switches it on."""

from yamabushi.himiki.expert import variant  # noqa: F401  installs the rules
from yamabushi.himiki.expert.spec import VARIANT

__all__ = ["VARIANT"]
