"""Muk Yan at the table: its single legal action, the notation of its turns, its log line.

When the automa seat is to act, the engine offers exactly one action, worked out
from the state alone (dice and tie-breaks come from the state's generator), so
the seat just takes it and a saved game replays identically. In set-up Muk Yan
rolls its cubes into place after White has placed all three (as the rulebook
has it, White chooses without seeing them). In play one `AutomaTurn` holds the
roll, the table action found and the Tilt, Rotate or pass it resolves to.
Notation: `mukyan HM strike C2 BC3` (Black die, White die, action, move);
`mukyan KK pass` when Muk Yan must Tilt and cannot.
"""

from __future__ import annotations

from dataclasses import replace

from yamabushi.core.errors import NotationError
from yamabushi.core.protocol import Event
from yamabushi.core.rng import choice
from yamabushi.himiki import notation, rules
from yamabushi.himiki.actions import Action, AutomaTurn, Pass, Place, Rotate, Tilt
from yamabushi.himiki.cube import ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.events import MukYanRolled
from yamabushi.himiki.mukyan.choice import Decision, decide
from yamabushi.himiki.mukyan.data import ACTION_TITLES
from yamabushi.himiki.mukyan.reason import reason
from yamabushi.himiki.setup import legal_placements, place
from yamabushi.himiki.state import HiMiKiState
from yamabushi.himiki.variants import automa_to_act

PREFIX = "mukyan"


def automa_actions(state: HiMiKiState) -> list[Action]:
    """The one action the rules leave the automa."""
    if state.setup:
        return [_placement(state)[0]]
    return [turn_of(decide(state))]


def automa_next_state(state: HiMiKiState, action: Action) -> tuple[HiMiKiState, tuple[Event, ...]]:
    """Apply the automa's action, moving the generator on by what it drew."""
    if isinstance(action, Place):
        return place(replace(state, rng=_placement(state)[1]), action)
    assert isinstance(action, AutomaTurn), "the automa only places cubes and plays turns"
    decision = decide(state)
    after, events = rules.next_state(replace(state, rng=decision.rng), action.move)
    rolled = MukYanRolled(reason(state, decision), decision.black, decision.white, decision.order, decision.action)
    return after, (rolled, *events)


def _placement(state: HiMiKiState) -> tuple[Place, int]:
    """A cube rolled into the box lid: a random free square of row 2, a random orientation."""
    return choice(state.rng, legal_placements(state))


def turn_of(decision: Decision) -> AutomaTurn:
    return AutomaTurn(decision.black, decision.white, decision.action, decision.chosen)


# -- notation --------------------------------------------------------------------


def is_turn_text(text: str) -> bool:
    words = text.split()
    return bool(words) and words[0].lower() == PREFIX


def format_turn(turn: AutomaTurn) -> str:
    head = f"{PREFIX} {turn.black}{turn.white} {turn.action}"
    return head if isinstance(turn.move, Pass) else f"{head} {notation.format_action(turn.move)}"


def parse_roll(text: str) -> tuple[str, str]:
    """`HM`: the Black die, then the White die, each H, M or K."""
    roll = text.strip().upper()
    if len(roll) != 2 or any(e not in ELEMENTS for e in roll):
        raise NotationError(f"{text.strip()!r} is not a roll: give the Black then the White die as H, M or K, like HM.")
    return roll[0], roll[1]


def parse_turn(text: str) -> AutomaTurn:
    """Read `mukyan HM strike C2 BC3`; log marks after the move are ignored."""
    words = text.split()
    shown = " ".join(words)
    if len(words) < 3:
        raise NotationError(f"Cannot read {shown!r}: a Muk Yan turn is written like 'mukyan HM strike C2 BC3'.")
    black, white = parse_roll(words[1])
    action = words[2].lower()
    if action not in ACTION_TITLES:
        raise NotationError(f"Cannot read {shown!r}: {words[2]!r} is not one of Muk Yan's actions.")
    move = notation.parse_action(" ".join(words[3:])) if len(words) > 3 else Pass()
    if not isinstance(move, (Tilt, Rotate, Pass)):
        raise NotationError(f"Cannot read {shown!r}: Muk Yan's move is a Tilt, a Rotate or a pass.")
    return AutomaTurn(black, white, action, move)


def log_text(turn: AutomaTurn, events: tuple[Event, ...]) -> str:
    """`rolled Fire/Water: Strike, C2 BC3*`: the roll, the action it led to, the move."""
    roll = f"rolled {ELEMENT_NAMES[turn.black]}/{ELEMENT_NAMES[turn.white]}: {ACTION_TITLES[turn.action]}"
    if isinstance(turn.move, Pass):
        return roll
    return f"{roll}, {notation.format_action(turn.move)}{notation.log_marks(events)}"


def automa_refusal(state: HiMiKiState) -> str:
    """Muk Yan's turns come only from its dice, and only on its turn."""
    if automa_to_act(state):
        return f"It is {state.rules.seat_names[state.to_move]}'s turn: its dice decide what it does."
    return "Only Muk Yan plays Muk Yan's turns, when its dice decide them."

