"""Hi Mi Ki's registration: what the app and the front ends know of the duel (core/spec.py).

Its parts load when first asked for, so registering the game imports none of its rules.
Expert (a switch in the 1 vs 1 and 2 vs 2 modes), Muk Yan and Mindlock register on top of
it from their own packages; without them nothing of the duel is hidden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from yamabushi.core.spec import GameSpec, ModeEntry

if TYPE_CHECKING:
    from yamabushi.core.bots import Kit
    from yamabushi.core.protocol import Engine, Event

NAME = "himiki"


def engine() -> Engine[Any, Any]:
    from yamabushi.himiki.engine import HiMiKi

    return HiMiKi()


def kit() -> Kit:
    from yamabushi.himiki.bots import kit

    return kit()


def advise(before: Any, action: Any, after: Any, events: tuple[Event, ...], seat: int) -> tuple[str, str]:
    from yamabushi.himiki.advice import advise

    return advise(before, action, after, events, seat)


def text_view(game: Engine[Any, Any], state: Any, seat: int) -> str:
    from yamabushi.himiki.text_view import to_text

    return to_text(game.observation(state, seat), seat)


def position(text: str, options: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    from yamabushi.himiki.hpn import from_hpn

    return from_hpn(text, options.get("mode")), options


DUEL_CHOICES: dict[str, tuple[str, ...]] = {"setup": ("choose", "random")}

SPEC = GameSpec(
    name=NAME,
    title="Hi Mi Ki",
    engine=engine,
    text_view=text_view,
    modes=(
        ModeEntry("himiki-1v1", "Hi Mi Ki: 1 vs 1", NAME, {"mode": "1v1"}, "Two players, or one vs a bot; first to 5.",
                  DUEL_CHOICES, timed=True),
        ModeEntry("himiki-2v2", "Hi Mi Ki: 2 vs 2", NAME, {"mode": "2v2"}, "Two teams of two; first team to 5.",
                  DUEL_CHOICES, timed=True),
    ),
    kit=kit,
    advise=advise,
    position=position,
    lessons=(
        ("himiki", "Hi Mi Ki: the rules of 1 vs 1"),
        ("himiki_2v2", "Hi Mi Ki: 2 vs 2, teams and halves"),
    ),
)
