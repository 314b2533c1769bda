"""The sentences events carry into the game log."""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.himiki.board import square_name
from yamabushi.himiki.cube import COLOUR_NAMES, ELEMENT_NAMES, Cube


def conflict(active: Cube, at: int, other: Cube, square: int, won: bool, scorer: int | None = None) -> str:
    """`scorer` is the colour credited when it is not the Active Cube's owner (Confusion)."""
    scorer = active.owner if scorer is None else scorer
    mine = f"{COLOUR_NAMES[active.owner]}'s {ELEMENT_NAMES[active.top]} on {square_name(at)}"
    theirs = f"{COLOUR_NAMES[other.owner]}'s {ELEMENT_NAMES[other.top]} on {square_name(square)}"
    if won:
        return f"{mine} beats {theirs}: {COLOUR_NAMES[scorer]} scores 1."
    return f"{mine} loses to {theirs} (no score)."


def influence(colour: int, element: str, stolen_from: int | None) -> str:
    taken = f"{COLOUR_NAMES[colour]} takes the {ELEMENT_NAMES[element]} Influence (+1)"
    if stolen_from is None:
        return taken + "."
    return f"{taken} from {COLOUR_NAMES[stolen_from]} ({COLOUR_NAMES[stolen_from]} -1)."


def replay(colour: int, frm: int, to: int) -> str:
    return (
        f"{COLOUR_NAMES[colour]} may play again or end the turn; "
        f"the cube on {square_name(to)} may not return to {square_name(frm)}."
    )


def passed(colour: int) -> str:
    return f"{COLOUR_NAMES[colour]} has no legal action and passes."


def game_won(colour: int, scores: Sequence[int]) -> str:
    return f"{COLOUR_NAMES[colour]} wins {scores[0]}-{scores[1]}."


def draw_claimed(quiet_turns: int) -> str:
    return f"Draw claimed after {quiet_turns} turns without a score change."


def repetition_draw(times: int, *, claimed: bool) -> str:
    """Why a game ended drawn by repetition: claimed at the third occurrence or later, forced at the fifth."""
    said = f"Draw by repetition: the same position came up {times} times"
    return f"{said}, and the draw was claimed." if claimed else f"{said}."


def penalty(colour: int) -> str:
    other = COLOUR_NAMES[1 - colour]
    return f"Table talk: {COLOUR_NAMES[colour]}'s team is penalised and {other}'s team scores 1."
