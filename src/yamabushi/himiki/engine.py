"""The Hi Mi Ki engine: the protocol methods, wired to the rules modules.

Options: `mode` (a name from `modes.py`, or one an installed automa adds: "1v1", "2v2",
"mukyan", ...) and `setup` ("choose": players place cubes; "random": the whole set-up is
drawn at new_game from the seeded generator in the state); the option of the installed
Chaos rules (`expert`) deals the tiles, and play then goes through them. Variants come in
through `variants.py`; this module never names one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine, Event, Options, Outcome
from yamabushi.core.rng import seed_state
from yamabushi.core.text import position_line
from yamabushi.himiki import narration, notation, repetition, rules, texts
from yamabushi.himiki.actions import Action, AutomaTurn, Penalty, PlayTile, Tilt
from yamabushi.himiki.chaos import HIDDEN
from yamabushi.himiki.cube import COLOUR_NAMES
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.himiki.modes import mode_rules
from yamabushi.himiki.penalty import NO_PENALTY, apply_penalty, open_penalties
from yamabushi.himiki.refusal import rule_refusal
from yamabushi.himiki.repetition import CLAIM_AT
from yamabushi.himiki.setup import random_setup, setup_state
from yamabushi.himiki.state import HiMiKiState
from yamabushi.himiki.variants import AUTOMA_MODES, INSTALLED, automa_to_act, automaton, chaos

_DEFAULTS = {"mode": "1v1", "setup": "choose"}
_SETUPS = ("choose", "random")


def _known() -> tuple[str, ...]:
    """The options a game takes. The Chaos option and `position` have no default entry, so the
    options (and saves) of a game from the usual opening stay as they were."""
    extra = () if INSTALLED.chaos is None else (INSTALLED.chaos.option,)
    return ("mode", "setup", *extra, "position")


def _chaos_on(options: Options) -> bool:
    """Whether `options` turn the installed Chaos rules on."""
    return INSTALLED.chaos is not None and bool(options.get(INSTALLED.chaos.option))


__all__ = ["HiMiKi", "from_hpn", "hpn", "tilts_from"]


def tilts_from(state: HiMiKiState, sq: int) -> list[Tilt]:
    """The legal Tilts of the cube on `sq` (empty if it cannot move now): for click-to-move."""
    if state.over or state.setup:
        return []
    return [a for a in HiMiKi().legal_actions(state) if isinstance(a, Tilt) and a.frm == sq]


def start_position(options: Options) -> HiMiKiState:
    """The position a game of `options` starts from: its HPN read in its mode, a game still on,
    Expert exactly when the line has Chaos fields, and every hand given tile by tile (a hand
    known only by its size cannot be played from). RulesError in one sentence."""
    state = from_hpn(position_line(options["position"]), options["mode"])
    if (state.chaos is not None) != _chaos_on(options):
        raise RulesError("An HPN with Chaos fields (hands:...) starts an Expert game, and only such an HPN does.")
    if state.chaos is not None and any(HIDDEN in hand for hand in state.chaos.hands):
        raise RulesError("A game starts from an Expert HPN whose hands name their tiles (hands:yokai,mirror/-), not their size.")
    if state.over:
        raise RulesError("This HPN is a finished game: a game starts from a position still in play.")
    return state


class HiMiKi(Engine[HiMiKiState, Action]):
    name = "himiki"
    title = "Hi Mi Ki"
    notation_key = (
        "C4 BC3: B Tilts the cube on C4 onto C3\n"
        "D3 PD3: P Rotates the cube on D3 (B5 PB5+D5 PD5: two cubes)\n"
        "place C5 HMK: a cube on C5, top H, north/south M, east/west K\n"
        "H Fire, M Water, K Wood; * a conflict won, [H] an Influence taken"
    )

    def hidden_information(self, options: Options) -> bool:
        """Only Expert mode hides anything: each seat's Chaos tiles."""
        return _chaos_on(self.normalize_options(options))

    def normalize_options(self, options: Options) -> dict[str, Any]:
        known = _known()
        unknown = set(options) - set(known)
        if unknown:
            raise RulesError(f"Unknown Hi Mi Ki option(s): {', '.join(sorted(unknown))}; known: {', '.join(known)}.")
        merged = {**_DEFAULTS, **options}
        mode_rules(merged["mode"])
        if merged["setup"] not in _SETUPS:
            raise RulesError(f"Unknown set-up {merged['setup']!r}; choose 'choose' or 'random'.")
        option = None if INSTALLED.chaos is None else INSTALLED.chaos.option
        if option is not None and not isinstance(merged.get(option, False), bool):
            raise RulesError(f"The {option} option is true or false, not {merged[option]!r}.")
        if "position" in merged:
            merged["position"] = hpn(start_position(merged))
        return merged

    def position_options(self, text: str, options: Options) -> dict[str, Any]:
        """The mode comes from the HPN (its seat to move tells 1v1 from 2v2) unless `options`
        names one (Muk Yan plays from a 1v1 line); its Chaos fields make it an Expert game."""
        state = from_hpn(position_line(text), options.get("mode"))
        if _chaos_on(options) and state.chaos is None:
            raise RulesError("An Expert game starts from an HPN with its Chaos fields (hands:...); this one has none.")
        expert = {chaos().option: True} if state.chaos is not None else {}
        return self.normalize_options({"mode": state.mode, **expert, "position": text})

    def position_text(self, state: HiMiKiState, seat: int) -> str | None:
        """The HPN as `seat` sees it: the other seats' Chaos hands by their size."""
        return None if state.setup else hpn(self.observation(state, seat))

    def seat_names(self, options: Options) -> tuple[str, ...]:
        return mode_rules(self.normalize_options(options)["mode"]).seat_names

    def new_game(self, options: Options, seed: int) -> HiMiKiState:
        opts = self.normalize_options(options)
        if "position" in opts:
            return replace(start_position(opts), rng=seed_state(seed))
        state = setup_state(mode_rules(opts["mode"]), seed_state(seed))
        if _chaos_on(opts):
            dealt, rng = chaos().deal(state.rng, len(state.rules.seat_names))
            state = replace(state, chaos=dealt, rng=rng)
        return random_setup(state) if opts["setup"] == "random" else state

    def to_play(self, state: HiMiKiState) -> int | None:
        return None if state.over else state.to_move

    def legal_actions(self, state: HiMiKiState) -> Sequence[Action]:
        if state.mode in AUTOMA_MODES and automa_to_act(state):
            return automaton().actions(state)
        actions = rules.legal_actions(state) if state.chaos is None else chaos().legal_actions(state)
        if state.seen[0] >= CLAIM_AT and actions and actions[-1] is not rules.CLAIM_DRAW:
            if state.chaos is None or state.chaos.pending is None:  # a draw is claimed between decisions, as the 60-turn one
                actions.append(rules.CLAIM_DRAW)
        return actions

    def next_state(self, state: HiMiKiState, action: Action) -> tuple[HiMiKiState, tuple[Event, ...]]:
        if state.mode in AUTOMA_MODES and automa_to_act(state):
            after, events = automaton().next_state(state, action)
        elif isinstance(action, Penalty):
            after, events = apply_penalty(state, action)
        elif state.chaos is not None:
            after, events = chaos().next_state(state, action)
        else:
            after, events = rules.next_state(state, action)
        return repetition.record(state, after, events)

    def referee_actions(self, state: HiMiKiState) -> Sequence[Action]:
        """2 vs 2's table-talk penalty, a referee's call never listed as a legal action."""
        return open_penalties(state)

    def refusal(self, state: HiMiKiState, action: Action) -> str | None:
        if action in self.legal_actions(state) or action in self.referee_actions(state):
            return None
        if isinstance(action, Penalty):
            return NO_PENALTY
        if (automa_to_act(state) or isinstance(action, AutomaTurn)) and INSTALLED.automaton is not None:
            return INSTALLED.automaton.refusal(state)
        return rule_refusal(state, action)

    def outcome(self, state: HiMiKiState) -> Outcome | None:
        if state.winner is not None:
            seats = tuple(i for i, c in enumerate(state.rules.seat_colours) if c == state.winner)
            return Outcome(seats, texts.game_won(state.rules, state.winner, state.scores))
        if state.draw and state.repeats >= CLAIM_AT:
            return Outcome((), texts.repetition_draw(state.repeats, claimed=state.repeats < repetition.DRAWN_AT))
        if state.draw:
            return Outcome((), "Draw by claim: too long without a score change.")
        return None

    def time_out(self, options: Options, seat: int) -> Outcome:
        """In 2 vs 2 one partner's flag loses the team's game: "White-Light's time ran out: the Black team wins."."""
        rules = mode_rules(self.normalize_options(options)["mode"])
        loser = rules.seat_colours[seat]
        winners = tuple(i for i, colour in enumerate(rules.seat_colours) if colour != loser)
        side = texts.side_name(rules, 1 - loser)
        side = f"the {side}" if side.endswith("team") else side
        return Outcome(winners, f"{rules.seat_names[seat]}'s time ran out: {side} wins.")

    def progress_text(self, state: HiMiKiState) -> str:
        """The score with the side ahead first, then who is to play (or to place a cube)."""
        seat = self.to_play(state)
        if seat is None:
            return ""
        name = state.rules.seat_names[seat]
        if state.setup:
            return f"Setting up, {name} to place a cube"
        white, black = state.scores
        if white == black:
            return f"Tied {white}-{black}, {name} to play"
        ahead = 0 if white > black else 1
        sides = [i for i, colour in enumerate(state.rules.seat_colours) if colour == ahead]
        side = state.rules.seat_names[sides[0]] if len(sides) == 1 else f"{COLOUR_NAMES[ahead]} team"
        return f"{side} leads {max(white, black)}-{min(white, black)}, {name} to play"

    def format_action(self, state: HiMiKiState, action: Action) -> str:
        if isinstance(action, AutomaTurn):
            return automaton().format_turn(action)
        return notation.format_action(action)

    def parse_action(self, state: HiMiKiState, text: str) -> Action:
        if INSTALLED.automaton is not None and INSTALLED.automaton.is_turn_text(text):
            return INSTALLED.automaton.parse_turn(text)
        return notation.parse_action(text)

    def log_text(self, state: HiMiKiState, action: Action, events: Sequence[Event]) -> str:
        if isinstance(action, AutomaTurn):
            return automaton().log_text(action, tuple(events))
        return notation.format_action(action) + notation.log_marks(events)

    def narration(self, state: HiMiKiState, action: Action, events: Sequence[Event]) -> tuple[str, ...]:
        """The action in words (who moved which cube where, Muk Yan's roll and reason), then its events'."""
        return narration.narrate(state, action, events) or super().narration(state, action, events)

    def is_barrier(self, state: HiMiKiState, action: Action) -> bool:
        """Muk Yan's dice and thrown cubes are chance and a played Chaos tile is revealed: no undo past them."""
        return automa_to_act(state) or isinstance(action, PlayTile)

    def observation(self, state: HiMiKiState, seat: int) -> HiMiKiState:
        """Everything but the other seats' Chaos tiles, which stay face down."""
        if state.chaos is None:
            return state
        return replace(state, chaos=state.chaos.seen_by(seat))

    # -- what a screen shows of the rules (front ends ask here, not the rules modules) --------
    def movable_cubes(self, state: HiMiKiState) -> frozenset[int]:
        """Squares of the cubes the seat to play may Tilt or Rotate now: its own colour's (in 2 vs 2
        those of its half), the other colour's under Confusion; none in the set-up or once it is over."""
        if state.setup or state.over:
            return frozenset()
        if state.chaos is not None and state.chaos.forced:
            return frozenset(state.cubes_of(1 - state.colour))
        return frozenset(state.controlled())
