"""Expert positions for tests: an HPN board plus the Chaos part written out by hand."""

from __future__ import annotations

from dataclasses import replace

from yamabushi.himiki.board import parse_square
from yamabushi.himiki.chaos import ChaosState
from yamabushi.himiki.hpn import from_hpn
from yamabushi.himiki.state import HiMiKiState


def expert(
    position: str,
    hands: tuple[tuple[str, ...], ...] | None = None,
    terrain: dict[str, str] | None = None,
    **chaos: object,
) -> HiMiKiState:
    """`position` in HPN; `hands` per seat (empty by default); `terrain` maps squares to tile codes."""
    state = from_hpn(position)
    seats = len(state.rules.seat_names)
    placed = tuple(sorted((parse_square(sq), code) for sq, code in (terrain or {}).items()))
    return replace(state, chaos=ChaosState(hands=hands or ((),) * seats, terrain=placed, **chaos))  # type: ignore[arg-type]


def without(state: HiMiKiState, *squares: str) -> HiMiKiState:
    """The same position with the cubes on `squares` taken off (HPN always has full sides)."""
    gone = {parse_square(sq) for sq in squares}
    return replace(state, board=tuple(None if sq in gone else c for sq, c in enumerate(state.board)))
