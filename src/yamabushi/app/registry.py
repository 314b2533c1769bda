"""The games the app knows, by name. Engines load lazily so start-up stays fast."""

from __future__ import annotations

from importlib import import_module
from typing import Any

import yamabushi.himiki.expert.variant  # noqa: F401  Expert mode on Hi Mi Ki: importing it installs it
import yamabushi.himiki.mukyan.variant  # noqa: F401  Muk Yan on Hi Mi Ki: importing it installs it
from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine

_ENGINES = {
    "himiki": "yamabushi.himiki.engine:HiMiKi",
    "himizu": "yamabushi.himizu.engine:Himizu",
    "yami": "yamabushi.yami.campaign:Yami",  # the base engine with the campaign plugged in (yami/variant.py)
    "mindlock": "yamabushi.himiki.mindlock.engine:Mindlock",
}


def engine_for(name: str) -> Engine[Any, Any]:
    try:
        target = _ENGINES[name]
    except KeyError:
        raise RulesError(f"Unknown game {name!r}; known games: {', '.join(_ENGINES)}.") from None
    module, cls = target.split(":")
    engine: Engine[Any, Any] = getattr(import_module(module), cls)()
    return engine
