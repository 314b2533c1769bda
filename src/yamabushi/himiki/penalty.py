"""2v2's table-talk penalty: a referee's call that gives the other team a point.

It is not a move of the seat to play but a referee action: the engine lists it
among its `referee_actions` at any moment of play, never among the legal
actions, so bots, perft and random games never make it. It earns no Chaos
chance and moves no turn on.
"""

from __future__ import annotations

from dataclasses import replace

from yamabushi.core.protocol import Event
from yamabushi.himiki import texts
from yamabushi.himiki.actions import Penalty
from yamabushi.himiki.events import GameOver
from yamabushi.himiki.state import HiMiKiState


PENALTIES = (Penalty(0), Penalty(1))
NO_PENALTY = "The table-talk penalty exists only in 2 vs 2, while the game is being played."


def open_penalties(state: HiMiKiState) -> tuple[Penalty, ...]:
    """The penalties a referee may call now: one per team in a 2 vs 2 game being played."""
    return PENALTIES if state.rules.halves and not state.setup and not state.over else ()


def apply_penalty(state: HiMiKiState, action: Penalty) -> tuple[HiMiKiState, tuple[Event, ...]]:
    """The other team scores 1 and wins at 5, whatever was going on."""
    gainer = 1 - action.colour
    scores = (state.scores[0] + (gainer == 0), state.scores[1] + (gainer == 1))
    events: list[Event] = [Event(texts.penalty(action.colour))]
    if scores[gainer] < state.rules.win_score:
        return replace(state, scores=scores, turn_scored=True), tuple(events)
    events.append(GameOver(texts.game_won(state.rules, gainer, scores), gainer))
    done = replace(state, scores=scores, winner=gainer, replay=None, must_tilt=False)
    if done.chaos is not None:
        done = replace(done, chaos=replace(done.chaos, pending=None, chances=0, resume=None))
    return done, tuple(events)
