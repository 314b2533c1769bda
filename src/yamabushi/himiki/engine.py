"""The Hi Mi Ki engine: the protocol methods, wired to the rules modules.

Options: `mode` (only "1v1" so far; others come with their own entries in
`modes.py`) and `setup` ("choose": players place cubes; "random": the whole
set-up is drawn at new_game from the seeded generator in the state).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine, Event, Options, Outcome
from yamabushi.core.rng import seed_state
from yamabushi.himiki import notation, rules
from yamabushi.himiki.actions import Action, Tilt
from yamabushi.himiki.cube import COLOUR_NAMES
from yamabushi.himiki.explain import explain_illegal
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.himiki.modes import mode_rules
from yamabushi.himiki.setup import random_setup, setup_state
from yamabushi.himiki.state import HiMiKiState

_DEFAULTS = {"mode": "1v1", "setup": "choose"}
_SETUPS = ("choose", "random")

__all__ = ["HiMiKi", "from_hpn", "hpn", "tilts_from"]


def tilts_from(state: HiMiKiState, sq: int) -> list[Tilt]:
    """The legal Tilts of the cube on `sq` (empty if it cannot move now): for click-to-move."""
    if state.over or state.setup:
        return []
    cube = state.board[sq]
    if cube is None or cube.owner != state.colour:
        return []
    return rules.legal_tilts(state, (sq,))


class HiMiKi(Engine[HiMiKiState, Action]):
    name = "himiki"
    title = "Hi Mi Ki"

    def normalize_options(self, options: Options) -> dict[str, Any]:
        unknown = set(options) - set(_DEFAULTS)
        if unknown:
            raise RulesError(f"Unknown Hi Mi Ki option(s): {', '.join(sorted(unknown))}; known: mode, setup.")
        merged = {**_DEFAULTS, **options}
        mode_rules(merged["mode"])
        if merged["setup"] not in _SETUPS:
            raise RulesError(f"Unknown set-up {merged['setup']!r}; choose 'choose' or 'random'.")
        return merged

    def seat_names(self, options: Options) -> tuple[str, ...]:
        return mode_rules(self.normalize_options(options)["mode"]).seat_names

    def new_game(self, options: Options, seed: int) -> HiMiKiState:
        opts = self.normalize_options(options)
        state = setup_state(mode_rules(opts["mode"]), seed_state(seed))
        return random_setup(state) if opts["setup"] == "random" else state

    def to_play(self, state: HiMiKiState) -> int | None:
        return None if state.over else state.to_move

    def legal_actions(self, state: HiMiKiState) -> Sequence[Action]:
        return rules.legal_actions(state)

    def next_state(self, state: HiMiKiState, action: Action) -> tuple[HiMiKiState, tuple[Event, ...]]:
        return rules.next_state(state, action)

    def outcome(self, state: HiMiKiState) -> Outcome | None:
        if state.winner is not None:
            white, black = state.scores
            return Outcome((state.winner,), f"{COLOUR_NAMES[state.winner]} wins {white}-{black}.")
        if state.draw:
            return Outcome((), "Draw by claim: too long without a score change.")
        return None

    def format_action(self, state: HiMiKiState, action: Action) -> str:
        return notation.format_action(action)

    def parse_action(self, state: HiMiKiState, text: str) -> Action:
        return notation.parse_action(text)

    def explain_illegal(self, state: HiMiKiState, action: Action) -> str:
        return explain_illegal(state, action)

    def log_text(self, state: HiMiKiState, action: Action, events: Sequence[Event]) -> str:
        return notation.format_action(action) + notation.log_marks(events)

    def is_barrier(self, state: HiMiKiState, action: Action) -> bool:
        return False
