"""Himizu's registration: what the app and the front ends know of Fire against Water
(core/spec.py). Its parts load when first asked for."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from yamabushi.core.spec import GameSpec, ModeEntry

if TYPE_CHECKING:
    from yamabushi.core.bots import Kit
    from yamabushi.core.protocol import Engine, Event

NAME = "himizu"


def engine() -> Engine[Any, Any]:
    from yamabushi.himizu.engine import Himizu

    return Himizu()


def kit() -> Kit:
    from yamabushi.himizu.bots import kit

    return kit()


def advise(before: Any, action: Any, after: Any, events: tuple[Event, ...], seat: int) -> tuple[str, str]:
    from yamabushi.himizu.advice import advise

    return advise(before, action, after, events, seat)


def text_view(game: Engine[Any, Any], state: Any, seat: int) -> str:
    """The whole board: Himizu hides nothing."""
    from yamabushi.himizu.render import to_text

    return to_text(state)


def position(text: str, options: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """A position line, which names its board side: the scene is played on that side."""
    from yamabushi.himizu.position import read_position

    state = read_position(text)
    return state, {**options, "board": state.board.side}


def split(options: Mapping[str, Any]) -> str:
    return f"board {options.get('board', 'A')}"


SPEC = GameSpec(
    name=NAME,
    title="Himizu",
    engine=engine,
    text_view=text_view,
    modes=(
        ModeEntry(NAME, "Himizu: Fire vs Water", NAME, {"board": "A"}, "Fire spreads, Water puts it out.",
                  {"board": ("A", "B")}, timed=True),
    ),
    kit=kit,
    advise=advise,
    position=position,
    lessons=((NAME, "Himizu: Fire against Water"),),
    split=split,
)
