"""The legal actions of Expert mode's own moments: a decision owed, or a turn under Confusion.

`offer_<kind>` lists the answers to a decision of that kind; `rules.ANSWERS` pairs each with
how the answer given resolves.

Every decision is offered only with at least one action, so a game never
waits on a choice nobody can make: a tile is playable on a chance only when
its effect can happen now, and `skip` is always there for chances and Yokai.
"""

from __future__ import annotations

from yamabushi.himiki.actions import Action, Conjure, Go, PlayTile, PutTerrain, Rotate, Skip, Swap, Tilt, UseYokai
from yamabushi.himiki.board import SQUARES
from yamabushi.himiki.chaos import Decision, tile
from yamabushi.himiki.cube import ORIENTATIONS
from yamabushi.himiki.effects import impulse_targets, slide_targets, transfer_targets
from yamabushi.himiki.rules import TILTS
from yamabushi.himiki.state import HiMiKiState

SKIP, USE_YOKAI = Skip(), UseYokai()


def playable_tiles(state: HiMiKiState) -> list[str]:
    """The seat's tiles whose effect can happen now (a Mana tile needs a cube that can Tilt)."""
    assert state.chaos is not None
    hand = state.chaos.hands[state.to_move]
    return [code for code in hand if tile(code).effect != "mana" or mana_tilts(state, tile(code).element or "")]


def mana_tilts(state: HiMiKiState, element: str) -> list[Tilt]:
    """Tilts of the cubes the seat controls that show `element` on top."""
    board = state.board
    shows = [sq for sq in state.controlled() if board[sq].top == element]  # type: ignore[union-attr]
    return [t for sq in shows for t in TILTS[sq] if board[t.to] is None]


def forced_actions(state: HiMiKiState) -> list[Action]:
    """Confusion: Tilt or Rotate one cube of the other colour, wherever it stands."""
    board = state.board
    theirs = state.cubes_of(1 - state.colour)
    tilts: list[Action] = [t for sq in theirs for t in TILTS[sq] if board[t.to] is None]
    return tilts + [Rotate((sq,)) for sq in theirs]


def offer_chance(state: HiMiKiState, _: Decision) -> list[Action]:
    return [*(PlayTile(code) for code in playable_tiles(state)), SKIP]


def offer_place(state: HiMiKiState, _: Decision) -> list[Action]:
    assert state.chaos is not None
    taken = {sq for sq, _ in state.chaos.terrain}
    return [PutTerrain(sq) for sq in SQUARES if state.board[sq] is None and sq not in taken]


def offer_mana(state: HiMiKiState, decision: Decision) -> list[Action]:
    return list(mana_tilts(state, decision.tile))


def offer_conjure(state: HiMiKiState, _: Decision) -> list[Action]:
    return [Conjure(sq, *o) for sq in state.cubes_of(1 - state.colour) for o in ORIENTATIONS]


def offer_impulse(state: HiMiKiState, decision: Decision) -> list[Action]:
    return [Go(d) for d in impulse_targets(state.board, decision.origin, decision.square)]


def offer_teleport(state: HiMiKiState, decision: Decision) -> list[Action]:
    return [Go(d) for d in slide_targets(state.board, decision.square)]


def offer_transfer(state: HiMiKiState, decision: Decision) -> list[Action]:
    return [Swap(sq) for sq in transfer_targets(state.board, decision.square)]


def offer_yokai(state: HiMiKiState, _: Decision) -> list[Action]:
    return [USE_YOKAI, SKIP]
