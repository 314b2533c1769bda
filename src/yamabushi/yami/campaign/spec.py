"""The campaign's registration: 22 missions on a map, on top of Yami (core/spec.py)."""

from __future__ import annotations

from yamabushi.core.spec import ModeEntry, Variant

from yamabushi.yami.spec import NAME

def install() -> None:
    from yamabushi.yami.campaign import plugged  # noqa: F401  importing it plugs the campaign in


VARIANT = Variant(
    base=NAME,
    modes=(ModeEntry(f"{NAME}-campaign", "Yami: Campaign", NAME, {}, "22 missions on a map, saved by name.", chooser="campaign"),),
    install=install,
)
