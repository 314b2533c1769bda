"""Words for Expert mode's moments: what the seat to move owes, and why an action is refused."""

from __future__ import annotations

from yamabushi.himiki.actions import Action, Conjure, Go, PlayTile, PutTerrain, Rotate, Skip, Swap, Tilt, UseYokai
from yamabushi.himiki.board import square_name
from yamabushi.himiki.expert.chaos import Decision, tile
from yamabushi.himiki.cube import ELEMENT_NAMES
from yamabushi.himiki.state import HiMiKiState

_PROMPTS = {
    "chance": "play one of your Chaos tiles ('chaos <tile>') or let the chance go ('skip')",
    "place": "put the {tile} tile on an empty square ('put C3')",
    "mana": "Tilt one of your cubes showing {element} (like 'C4 BC3')",
    "conjure": "stand an enemy cube another way ('conjure C3 HMK')",
    "impulse": "pick where the cube on {square} Tilts on ('go N', 'go S', 'go W' or 'go E')",
    "teleport": "pick where the cube on {square} slides 2 squares ('go N', 'go S', 'go W' or 'go E')",
    "transfer": "pick the cube that swaps places with the one on {square} ('swap C3')",
    "yokai": "use Major Yokai for the cube on {square} ('yokai') or not ('skip')",
}


def decision_prompt(decision: Decision) -> str:
    """What the seat to move must do now, with the notation to type."""
    name = tile(decision.tile).name if decision.kind == "place" else ""
    element = ELEMENT_NAMES.get(decision.tile, "")
    square = square_name(decision.square) if decision.square >= 0 else ""
    return _PROMPTS[decision.kind].format(tile=name, element=element, square=square)


def explain_chaos(state: HiMiKiState, action: Action) -> str | None:
    """The Expert reason an action is refused, or None when the plain rules explain it."""
    chaos = state.chaos
    answers = isinstance(action, (Skip, PutTerrain, Conjure, Go, Swap, UseYokai))
    if chaos is None or state.setup:
        expert_only = answers or isinstance(action, PlayTile)
        return "Nothing asks for that: it belongs to Expert mode's Chaos tiles." if expert_only else None
    if chaos.pending is not None:
        if isinstance(action, PlayTile) and action.code not in chaos.hands[state.to_move]:
            return f"You do not hold the {tile(action.code).name} tile."
        if isinstance(action, PlayTile):
            return f"{tile(action.code).name} cannot take effect now."
        return f"First {decision_prompt(chaos.pending)}."
    if isinstance(action, PlayTile):
        return "A Chaos tile is played only on a chance: when your score rises to 2, 3 or 4."
    if answers:
        return "No Chaos decision is waiting for that answer now."
    if chaos.forced and isinstance(action, (Tilt, Rotate)):
        return "Confusion: this turn, Tilt or Rotate one cube of the other colour."
    return None
