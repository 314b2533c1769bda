"""Muk Yan's registration: a solo mode on top of Hi Mi Ki, against the automa (core/spec.py)."""

from __future__ import annotations

from yamabushi.core.spec import ModeEntry, Variant
from yamabushi.himiki.spec import NAME

def install() -> None:
    from yamabushi.himiki.mukyan import variant  # noqa: F401  importing it installs the automa


VARIANT = Variant(
    base=NAME,
    modes=(
        ModeEntry("himiki-mukyan", "Solo: Muk Yan", NAME, {"mode": "mukyan"}, "Hi Mi Ki against the Muk Yan automa.",
                  {"setup": ("choose", "random")}, seat_kinds={"Muk Yan": "automa"}),
    ),
    lessons=(("himiki_mukyan", "Hi Mi Ki: solo against Muk Yan"),),
    install=install,
)
