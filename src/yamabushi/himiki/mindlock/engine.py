"""Mindlock, Hi Mi Ki's solo puzzles, as an Engine: remove every Black cube (and
earn the required Influences) within PAR moves.

Options: `{"challenge": "E01"}` for a shipped challenge, or `{"position": HPN,
"influence": "HK", "par": 5, "terrain": {"C3": "mirror"}, "events": ["yokai"]}`
for any position (all but `position` optional; no `par` means no limit).
Once PAR moves are used only free actions remain; the puzzle fails when none do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yamabushi.core.errors import NotationError, RulesError
from yamabushi.core.protocol import Engine, Event, Options, Outcome
from yamabushi.himiki.events import GameOver
from yamabushi.himiki.mindlock.actions import MindlockAction
from yamabushi.himiki.mindlock.challenges import challenge
from yamabushi.himiki.mindlock.events import events_for, outcome_text
from yamabushi.himiki.mindlock.explain import explain
from yamabushi.himiki.mindlock.notation import parse_move, written
from yamabushi.himiki.mindlock.puzzle import Puzzle, build_puzzle
from yamabushi.himiki.mindlock.rules import apply, is_free
from yamabushi.himiki.mindlock.state import MindlockState, playable
from yamabushi.himiki.mindlock.words import narrate
from yamabushi.himiki.notation import log_marks

_PUZZLE_KEYS = {"position", "influence", "par", "terrain", "events"}


def puzzle_from_options(options: Options) -> Puzzle:
    """The puzzle the (normalized) options describe."""
    if "challenge" in options:
        return challenge(str(options["challenge"]))
    return build_puzzle(
        str(options["position"]),
        str(options.get("influence", "")),
        options.get("par"),
        options.get("terrain"),
        options.get("events", ()),
    )


class Mindlock(Engine[MindlockState, MindlockAction]):
    name = "mindlock"
    title = "Mindlock"

    def normalize_options(self, options: Options) -> dict[str, Any]:
        keys = set(options)
        if keys == {"challenge"}:
            return {"challenge": challenge(str(options["challenge"])).id}
        if "position" not in keys or not keys <= _PUZZLE_KEYS:
            raise RulesError("Mindlock options: give a challenge id, or a position with optional "
                             "influence, par, terrain and events.")
        par = options.get("par")
        if par is not None and (isinstance(par, bool) or not isinstance(par, int)):
            raise RulesError(f"PAR must be a whole number of moves, not {par!r}.")
        puzzle_from_options(options)
        return dict(options)

    def seat_names(self, options: Options) -> tuple[str, ...]:
        return ("White",)

    def new_game(self, options: Options, seed: int) -> MindlockState:
        puzzle = puzzle_from_options(self.normalize_options(options))
        return MindlockState(puzzle.start, puzzle)

    def to_play(self, state: MindlockState) -> int | None:
        return None if self.outcome(state) else 0

    def legal_actions(self, state: MindlockState) -> Sequence[MindlockAction]:
        return playable(state)

    def next_state(self, state: MindlockState, action: MindlockAction) -> tuple[MindlockState, tuple[Event, ...]]:
        pos, report = apply(state.pos, action)
        after = MindlockState(pos, state.puzzle, state.moves + (not is_free(state.pos, action)))
        events = events_for(state.pos, action, report, pos)
        if (outcome := self.outcome(after)) is not None:
            events += (GameOver(outcome.text, outcome.winners[0] if outcome.winners else None),)
        return after, events

    def outcome(self, state: MindlockState) -> Outcome | None:
        if state.solved:
            return Outcome((0,), outcome_text(state, True))
        if not playable(state):
            return Outcome((), outcome_text(state, False))
        return None

    def progress_text(self, state: MindlockState) -> str:
        """Which puzzle, and how many of its PAR moves are used."""
        puzzle = f"Puzzle {state.puzzle.id}: " if state.puzzle.id else ""
        if state.puzzle.par is None:
            return f"{puzzle}{state.moves} move{'' if state.moves == 1 else 's'} played"
        return f"{puzzle}{state.moves} of {state.puzzle.par} moves used"

    def format_action(self, state: MindlockState, action: MindlockAction) -> str:
        return written(state.pos, action)

    def parse_action(self, state: MindlockState, text: str) -> MindlockAction:
        move = parse_move(text)
        if move.replay and not is_free(state.pos, move.action):
            raise NotationError(f"{text.strip()!r} is marked R-, but no free replay allows it now.")
        return move.action

    def refusal(self, state: MindlockState, action: MindlockAction) -> str | None:
        return None if action in self.legal_actions(state) else explain(state, action)

    def narration(self, state: MindlockState, action: MindlockAction, events: Sequence[Event]) -> tuple[str, ...]:
        """The action in words, then its events' (mindlock/words.py)."""
        return narrate(state, action, events)

    def log_text(self, state: MindlockState, action: MindlockAction, events: Sequence[Event]) -> str:
        return self.format_action(state, action) + log_marks(events)

