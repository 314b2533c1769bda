"""Small helpers shared by the Hi Mi Ki tests: positions from HPN, moves from notation."""

from __future__ import annotations

from yamabushi.core.protocol import Event
from yamabushi.himiki.engine import HiMiKi, from_hpn, hpn
from yamabushi.himiki.state import HiMiKiState

ENGINE = HiMiKi()


def play(state: HiMiKiState | str, *moves: str) -> tuple[HiMiKiState, tuple[Event, ...]]:
    """Play moves through the checked path; returns the last state and the last move's events."""
    if isinstance(state, str):
        state = from_hpn(state)
    events: tuple[Event, ...] = ()
    for text in moves:
        state, events = ENGINE.apply(state, ENGINE.parse_action(state, text))
    return state, events


def legal(state: HiMiKiState | str) -> set[str]:
    if isinstance(state, str):
        state = from_hpn(state)
    return {ENGINE.format_action(state, a) for a in ENGINE.legal_actions(state)}


def after(position: str, *moves: str) -> str:
    """The HPN after playing `moves` from `position`."""
    return hpn(play(position, *moves)[0])
