"""Where a variant plugs into Hi Mi Ki: hooks the base calls without knowing who fills them.

Expert mode and Muk Yan sit on top of the base, as python-chess's variants sit on its
`Board`: each fills its slot here when it is installed (one line in `app/registry.py`),
and the base asks here, never importing a variant. Removing one is removing its folder
and that line: a game that needs it is then refused in one sentence (an unknown option,
mode or HPN field). Mindlock is a game of its own on top of the base and needs no slot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Event
from yamabushi.himiki.actions import Action, AutomaTurn
from yamabushi.himiki.chaos import ChaosState, Decision
from yamabushi.himiki.cube import Cube
from yamabushi.himiki.modes import MODES, ModeRules
from yamabushi.himiki.state import HiMiKiState

Result = tuple[HiMiKiState, tuple[Event, ...]]


@dataclass(frozen=True, slots=True)
class ChaosRules:
    """Expert mode: every state whose `chaos` is set plays, explains and is written through these.

    `option` turns it on in a game's options and `deal` hands out the tiles at the start;
    `legal_actions` and `next_state` take over from `rules.py` for such states; `refusal`
    is the Expert reason an action is refused (None: the plain rules explain it); `prompt`
    says what a pending decision asks. HPN: `hpn_tags` are the fields it adds (`hpn_flags`
    those without a value, `hpn_fields` how a refusal names them), read and written by
    `read_hpn` and `write_hpn`.
    """

    option: str
    deal: Callable[[int, int], tuple[ChaosState, int]]
    legal_actions: Callable[[HiMiKiState], list[Action]]
    next_state: Callable[[HiMiKiState, Action], Result]
    refusal: Callable[[HiMiKiState, Action], str | None]
    prompt: Callable[[Decision], str]
    hpn_tags: tuple[str, ...]
    hpn_flags: tuple[str, ...]
    hpn_fields: str
    read_hpn: Callable[[dict[str, str], Sequence[str], Sequence[Cube | None]], ChaosState]
    write_hpn: Callable[[ChaosState, Sequence[str]], list[str]]


@dataclass(frozen=True, slots=True)
class Automaton:
    """A rules automa (Muk Yan): in its `modes`, the automa seat takes the one action the state leaves it.

    `actions` lists that action, `next_state` applies it and `refusal` says why another is
    refused. Its turns (`AutomaTurn`) have their own text: `is_turn_text`, `parse_turn`,
    `format_turn`, and `log_text` for the log line.
    """

    modes: tuple[ModeRules, ...]
    actions: Callable[[HiMiKiState], list[Action]]
    next_state: Callable[[HiMiKiState, Action], Result]
    refusal: Callable[[HiMiKiState], str]
    is_turn_text: Callable[[str], bool]
    parse_turn: Callable[[str], AutomaTurn]
    format_turn: Callable[[AutomaTurn], str]
    log_text: Callable[[AutomaTurn, tuple[Event, ...]], str]


@dataclass(slots=True)
class Installed:
    """The variants installed: None until a registration fills the slot."""

    chaos: ChaosRules | None = None
    automaton: Automaton | None = None


INSTALLED = Installed()

AUTOMA_MODES: set[str] = set()
"""The modes with an automa seat, asked before `automa_to_act` on every step: a set lookup
instead of a call, which pays back part of what `repetition.record` costs."""


def install_chaos(rules: ChaosRules) -> None:
    INSTALLED.chaos = rules


def install_automaton(automaton: Automaton) -> None:
    """The automaton's modes join the base's, so options, saves and HPN may name them."""
    for mode in automaton.modes:
        MODES[mode.name] = mode
        AUTOMA_MODES.add(mode.name)
    INSTALLED.automaton = automaton


def chaos() -> ChaosRules:
    """The Expert rules; a state holds Chaos tiles only once they are installed."""
    if INSTALLED.chaos is None:
        raise RulesError("Expert mode is not installed in this build of Hi Mi Ki.")
    return INSTALLED.chaos


def automaton() -> Automaton:
    """The automa's rules; a mode has an automa seat only once they are installed."""
    if INSTALLED.automaton is None:
        raise RulesError("No automa is installed in this build of Hi Mi Ki.")
    return INSTALLED.automaton


def automa_to_act(state: HiMiKiState) -> bool:
    """Asked on every engine call, so the cheap test that fails in 1v1 comes first."""
    return MODES[state.mode].automa_seat == state.to_move and not state.over
