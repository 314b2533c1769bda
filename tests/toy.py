"""A tiny game for testing the shared core and session without any real engine.

Race to 10: players alternately add 1 or 2 to a running total; reaching 10 wins.
The action `roll` adds a die roll from the seeded generator: a random reveal,
so it is an undo barrier.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core import rng
from yamabushi.core.errors import NotationError
from yamabushi.core.protocol import Engine, Event, Outcome
from yamabushi.core.spec import GameSpec


@dataclass(frozen=True, slots=True)
class RaceState:
    total: int
    to_move: int
    rng: int


class Race(Engine):
    name = "race"
    title = "Race to 10"

    def seat_names(self, options):
        return ("North", "South")

    def new_game(self, options, seed):
        return RaceState(0, 0, rng.seed_state(seed))

    def to_play(self, state):
        return None if state.total >= 10 else state.to_move

    def legal_actions(self, state):
        return () if state.total >= 10 else ("1", "2", "roll")

    def next_state(self, state, action):
        seed = state.rng
        if action == "roll":
            step, seed = rng.randbelow(seed, 3)
            step += 1
        else:
            step = int(action)
        total = min(10, state.total + step)
        return RaceState(total, 1 - state.to_move, seed), (Event(f"total {total}"),)

    def outcome(self, state):
        if state.total < 10:
            return None
        winner = 1 - state.to_move
        return Outcome((winner,), f"{self.seat_names({})[winner]} wins")

    def format_action(self, state, action):
        return action

    def parse_action(self, state, text):
        text = text.strip().lower()
        if text not in ("1", "2", "roll"):
            raise NotationError(f"{text!r} is not 1, 2 or roll.")
        return text

    def is_barrier(self, state, action):
        return action == "roll"


def text_view(engine, state, seat):
    return f"Total {state.total}; {engine.seat_names({})[state.to_move]} to add 1 or 2, or roll."


SPEC = GameSpec(name="race", title="Race to 10", engine=Race, text_view=text_view)
"""The toy's registration: its engine and its text, no menu mode (core/spec.py)."""
