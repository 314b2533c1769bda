"""What a player reads of the steps of a game, the same on every front end.

The status line under a board, the hand-off screen, the plain mode and the replay
viewer all say a step with its engine's sentences (`Step.narration`); when the
engine had nothing to add to the notation, they say who played what instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.core.replay import Step
from yamabushi.session.view import GameView


def who(step: Step, names: Sequence[str]) -> str:
    """The seat credited with the step, or "" for an action no seat took."""
    return names[step.actor] if step.actor is not None else ""


def step_news(step: Step, names: Sequence[str]) -> tuple[str, ...]:
    """The sentences of one step: the engine's, or "White: C4 BC3." when it had none to add."""
    if step.told:
        return step.told
    actor = who(step, names)
    text = f"{actor}: {step.log}" if actor else step.log
    return (text if text.endswith((".", "!", "?")) else f"{text}.",)


def news(steps: Sequence[Step], names: Sequence[str]) -> list[str]:
    """The sentences of several steps in order (a turn, or everything since a seat's last turn)."""
    return [sentence for step in steps for sentence in step_news(step, names)]


def catch_up(session: GameView, seat: int) -> tuple[str, list[str]]:
    """What the person taking `seat`'s keyboard at a hot-seat hand-off missed: a heading and
    the sentences of the other seats' steps since their last turn (none: nothing missed)."""
    missed = news(session.since_turn_of(seat), session.seat_names())
    acted = any(step.actor == seat for step in session.steps)
    return ("Since your last turn:" if acted else "Before your first turn:"), missed
