"""Words for Expert mode's moments: what the seat to move owes, why an action is refused, the
sentences of what the Chaos tiles did (each names the cube's owner and its squares), and the
tiles plain mode offers by number on a chance."""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.himiki.actions import Action, Conjure, Go, PlayTile, PutTerrain, Rotate, Skip, Swap, Tilt, UseYokai
from yamabushi.himiki.board import square_name
from yamabushi.himiki.chaos import Decision, tile
from yamabushi.himiki.cube import COLOUR_NAMES, ELEMENT_NAMES, Cube
from yamabushi.himiki.state import HiMiKiState
from yamabushi.himiki.texts import standing

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


_PLAYED = {
    "mana": "an extra Tilt for one of {seat}'s cubes showing {element}",
    "conjuration": "one enemy cube will be stood another way on its square",
    "yokai": "armed; after a later Tilt, that cube may also fight cubes two squares away",
    "confusion": "every seat's next turn is one forced action with a cube of the other colour",
}
TERRAIN_DOES = {
    "gate": "leaves the game",
    "impulse": "must Tilt one square further",
    "transfer": "swaps places with another cube",
    "vortex": "turns a quarter turn",
    "teleport": "slides two squares",
    "mirror": "jumps to the same square across the median",
}
"""What each terrain tile does to a cube that Tilts onto it: the board shows only its letter."""


def tile_played(seat: str, code: str) -> str:
    played = tile(code)
    does = _PLAYED.get(played.effect, "it goes face up on an empty square")
    return f"{seat} plays {played.name}: {does.format(seat=seat, element=ELEMENT_NAMES.get(played.element or '', ''))}."


def terrain_put(seat: str, code: str, square: int) -> str:
    does = TERRAIN_DOES[tile(code).effect]
    return f"{seat} puts the {tile(code).name} on {square_name(square)}: a cube that Tilts onto it {does}."


def triggered(code: str, cube: Cube, square: int) -> str:
    """A cube Tilted onto a terrain tile; a Vortex says the turn it gives (`cube` as it ends up)."""
    name, effect, owner = tile(code).name, tile(code).effect, COLOUR_NAMES[cube.owner]
    if effect == "vortex":
        return f"The Vortex on {square_name(square)} turns {owner}'s cube a quarter turn: {standing(cube)}."
    return f"{owner}'s cube Tilts onto the {name} on {square_name(square)}: it {TERRAIN_DOES[effect]}."


def fell(cube: Cube, square: int, left: int) -> str:
    owner = COLOUR_NAMES[cube.owner]
    return f"{owner}'s cube falls through the Gate of Hell on {square_name(square)}; {owner} has {left} left."


def no_cube_left(colour: int) -> str:
    return f"{COLOUR_NAMES[colour]} has no cube left"


def mirrored_to(cube: Cube, square: int, to: int) -> str:
    return f"{COLOUR_NAMES[cube.owner]}'s cube jumps across the median to {square_name(to)} (Mirror on {square_name(square)})."


def slid(cube: Cube, frm: int, to: int) -> str:
    return f"{COLOUR_NAMES[cube.owner]}'s cube slides two squares from {square_name(frm)} to {square_name(to)} (Teleportation)."


def swapped(mine: Cube, here: int, theirs: Cube, there: int) -> str:
    return (
        f"{COLOUR_NAMES[mine.owner]}'s cube on {square_name(here)} and {COLOUR_NAMES[theirs.owner]}'s cube on "
        f"{square_name(there)} swap places (Transfer)."
    )


def conjured(seat: str, cube: Cube, square: int) -> str:
    return f"{seat}'s Conjuration stands {COLOUR_NAMES[cube.owner]}'s cube on {square_name(square)} with {standing(cube)}."


def yokai_used(seat: str, square: int) -> str:
    return f"{seat} discards Major Yokai: the cube on {square_name(square)} also fights cubes two squares away."


def lapsed(seat: str, chances: int) -> str:
    """Said, not silent: a chance none of the seat's tiles can use is lost (the tiles stay hidden)."""
    what = "chance lapses" if chances == 1 else f"{chances} chances lapse"
    return f"{seat}'s {what}: no Chaos tile {seat} holds can take effect now."


def chance_choices(state: HiMiKiState, legal: Sequence[Action]) -> list[tuple[str, Action]]:
    """On a chance, each Chaos tile the mover may play and what it does, then letting it go."""
    chaos = state.chaos
    if chaos is None or chaos.pending is None or chaos.pending.kind != "chance":
        return []
    plays = [(f"play {tile(a.code).name}: {tile(a.code).text}", a) for a in legal if isinstance(a, PlayTile)]
    return [*plays, *(("let the chance go", a) for a in legal if isinstance(a, Skip))]
