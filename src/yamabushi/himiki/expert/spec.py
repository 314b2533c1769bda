"""Expert's registration: the Chaos tiles on top of Hi Mi Ki's duels (core/spec.py).

Everything Expert brings comes with this line: its rules into the base's hooks when the
engine is built (variant.py), its off/on switch in the 1 vs 1 and 2 vs 2 modes, the tiles
plain mode offers by number on a chance, what a table hides of them, and the statistics
row of its own. Without it Hi Mi Ki hides nothing and refuses the option in one sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from yamabushi.core.spec import Secrets, Variant, event_kinds
from yamabushi.himiki.spec import NAME

if TYPE_CHECKING:
    from yamabushi.core.protocol import Engine

OPTION = "expert"
"""The option that turns the tiles on, as the rules installed by variant.py read it."""


def install() -> None:
    from yamabushi.himiki.expert import variant  # noqa: F401  importing it installs the rules


def choices(state: Any, legal: Sequence[Any]) -> list[tuple[str, Any]]:
    """On a chance, the mover's playable Chaos tiles by number, then letting it go."""
    from yamabushi.himiki.expert.texts import chance_choices

    return chance_choices(state, legal)


def secrets() -> Secrets:
    """The Chaos tiles: a seat sees its own, a spectator every seat's face down."""
    from yamabushi.himiki import events
    from yamabushi.himiki.chaos import ChaosState, Decision
    from yamabushi.himiki.cube import Cube
    from yamabushi.himiki.state import HiMiKiState
    from yamabushi.himiki.text_view import to_text

    def public(game: Engine[Any, Any], position: Any) -> Any:
        return game.observation(position, -1)  # every seat's tiles face down

    return Secrets((HiMiKiState, Cube, ChaosState, Decision, *event_kinds(events)), public, lambda seen: to_text(seen, -1))


def split(options: Mapping[str, Any]) -> str:
    return "Expert" if options.get(OPTION) else ""


VARIANT = Variant(
    base=NAME,
    lessons=(("himiki_expert", "Hi Mi Ki: Expert, the Chaos tiles"),),
    option=OPTION,
    switched=("himiki-1v1", "himiki-2v2"),
    install=install,
    choices=choices,
    secrets=secrets,
    split=split,
)
