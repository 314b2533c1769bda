"""Mindlock's registration: solo Hi Mi Ki puzzles within a PAR, a game of its own on top of
Hi Mi Ki's pieces, which the command line calls a mode of Hi Mi Ki (core/spec.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from yamabushi.core.spec import GameSpec, ModeEntry
from yamabushi.himiki.spec import NAME as HIMIKI

if TYPE_CHECKING:
    from yamabushi.core.protocol import Engine

NAME = "mindlock"


def engine() -> Engine[Any, Any]:
    from yamabushi.himiki.mindlock.engine import Mindlock

    return Mindlock()


def text_view(game: Engine[Any, Any], state: Any, seat: int) -> str:
    """The whole puzzle: a solo game hides nothing."""
    from yamabushi.himiki.mindlock.text import to_text

    return to_text(state)


SPEC = GameSpec(
    name=NAME,
    title="Mindlock",
    engine=engine,
    text_view=text_view,
    modes=(ModeEntry("mindlock", "Solo: Mindlock", NAME, {}, "Hi Mi Ki puzzles within a PAR.", chooser="challenge"),),
    family=HIMIKI,
)
