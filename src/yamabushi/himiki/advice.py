"""The coach's words for a Hi Mi Ki action: the move as a player would say it, and why.

`advise` turns an action and the tables before and after it into ("Tilt the cube on D4
north", "it wins the conflict at D5, 3-2 now"): the move reuses the narration's words
for cubes and faces, the reason reads only what the action changed in public (the score,
the Influence tiles, the other side's best strike), and for a move that wins nothing at once,
what it prepares (motives.py), so a hint never falls back to a percentage. The coach (app/coach.py) words its
hints and the review's better moves with it, so every front end says the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yamabushi.core.protocol import Event
from yamabushi.himiki.actions import AutomaTurn, Conjure, End, Go, Place, PlayTile, PutTerrain, Rotate, Skip, Swap, Tilt, UseYokai
from yamabushi.himiki.board import WAY_NAMES, direction, square_name
from yamabushi.himiki.bots import best_strikes
from yamabushi.himiki.chaos import tile
from yamabushi.himiki.cube import ELEMENT_NAMES
from yamabushi.himiki.events import ConflictWon, InfluenceTaken
from yamabushi.himiki.motives import asked, motive, rival_name
from yamabushi.himiki.narration import cubes, narrate
from yamabushi.himiki.notation import format_action
from yamabushi.himiki.state import HiMiKiState



def advise(before: HiMiKiState, action: Any, after: HiMiKiState, events: tuple[Event, ...], seat: int) -> tuple[str, str]:
    """The move in words and the reason for it ("" when nothing public changes)."""
    return move_words(before, action, events), reason(before, action, after, events, seat)


def move_words(state: HiMiKiState, action: Any, events: Sequence[Event]) -> str:
    """`Tilt the cube on D4 north`, `Rotate the cube on C3 a quarter turn`, `Place a cube on B2
    with Fire on top`, `Play your Water Mana tile` (sides and details are in the notation and
    drawn on the board), an order to the player; an action with no words of its own here (a
    claim, a penalty) is the narration's sentence."""
    if isinstance(action, AutomaTurn):
        action = action.move
    match action:
        case Tilt(frm, to):
            way = direction(frm, to)
            towards = WAY_NAMES[way] if way else f"to {square_name(to)}"
            return f"Tilt {cubes([frm])} {towards}"
        case Rotate(squares):
            return f"Rotate {cubes(squares)} a quarter turn"
        case Place(square, top):
            return f"Place a cube on {square_name(square)} with {ELEMENT_NAMES[top]} on top"
        case End():
            return "End the turn without playing again"
        case PlayTile(code):
            return f"Play your {tile(code).name} tile"
        case Skip():
            return "Keep Major Yokai armed for later" if asked(state) == "yokai" else "Let the chance go (skip)"
        case PutTerrain(square):
            return f"Put the tile on {square_name(square)}"
        case Go(way):
            return f"Send the cube on {WAY_NAMES[way]}"
        case Swap(square):
            return f"Swap the cube with the one on {square_name(square)}"
        case Conjure(square, top):
            return f"Stand the cube on {square_name(square)} with {ELEMENT_NAMES[top]} on top"
        case UseYokai():
            return "Use Major Yokai"
    said = narrate(state, action, events)
    return said[0].rstrip(".") if said else f"Play {format_action(action)}"


def reason(before: HiMiKiState, action: Any, after: HiMiKiState, events: Sequence[Event], seat: int) -> str:
    """The game won, conflicts won (where, and the score), an Influence tile taken, the other
    side's strike parried or one made; otherwise what the move prepares (motives.py)."""
    colour = before.rules.seat_colours[seat]
    if after.winner == colour:
        return "it wins the game"
    won = [square_name(e.square) for e in events if isinstance(e, ConflictWon)]
    taken = [ELEMENT_NAMES[e.element] for e in events if isinstance(e, InfluenceTaken) and e.colour == colour]
    also = f" and takes the {taken[0]} Influence tile" if taken else ""
    if won:
        where = won[0] if len(won) == 1 else ", ".join(won[:-1]) + " and " + won[-1]
        score = f"{after.scores[colour]}-{after.scores[1 - colour]}"
        gained = after.scores[colour] - before.scores[colour]
        return f"it wins the conflict{'s' * (len(won) > 1)} at {where} (+{gained}, {score}){also}"
    if taken:
        return f"it takes the {taken[0]} Influence tile"
    other = 1 - colour
    threat, left = best_strikes(before.board)[other], best_strikes(after.board)[other]
    if threat and left < threat:
        return f"it stops {rival_name(before, other)} from winning {threat} conflict{'s' * (threat > 1)} with one Tilt"
    mine = best_strikes(after.board)[colour]
    if mine > best_strikes(before.board)[colour]:
        return f"it threatens to win {mine} conflict{'s' * (mine > 1)} with one Tilt next turn"
    return motive(before, action.move if isinstance(action, AutomaTurn) else action, after, seat)
