"""The sentences events carry into the game log: each one a player reads without the rulebook.

A result names the winner first with the winner's score first ("Muk Yan wins 5-3"), and
names seats the way the mode does (Muk Yan, a 2 vs 2 team), so the event, the outcome and
the hand-off summary all say it the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.himiki.board import square_name
from yamabushi.himiki.cube import COLOUR_NAMES, ELEMENT_NAMES, Cube
from yamabushi.himiki.modes import ModeRules


def colour_names(rules: ModeRules) -> tuple[str, ...]:
    """Who each colour is in a sentence: the one seat that plays it (Muk Yan plays Black in the
    solo game), else the colour itself (a 2 vs 2 team's cubes)."""
    return tuple(
        seats[0] if len(seats := [n for n, c in zip(rules.seat_names, rules.seat_colours) if c == colour]) == 1 else name
        for colour, name in enumerate(COLOUR_NAMES)
    )


def conflict(
    active: Cube, at: int, other: Cube, square: int, won: bool, scorer: int | None = None, names: Sequence[str] = COLOUR_NAMES
) -> str:
    """`scorer` is the colour credited when it is not the Active Cube's owner (Confusion);
    `names` says who each colour is (`colour_names`)."""
    scorer = active.owner if scorer is None else scorer
    mine = f"{names[active.owner]}'s {ELEMENT_NAMES[active.top]} on {square_name(at)}"
    theirs = f"{names[other.owner]}'s {ELEMENT_NAMES[other.top]} on {square_name(square)}"
    if won:
        return f"{mine} beats {theirs}: {names[scorer]} scores 1."
    return f"{mine} loses to {theirs} (no score)."


def influence(colour: int, element: str, stolen_from: int | None, showing: int, names: Sequence[str] = COLOUR_NAMES) -> str:
    """Why the tile changes hands (how many cubes show the element) and what it does to the scores."""
    why = f"{showing} cubes show {ELEMENT_NAMES[element]}, so {names[colour]} takes the {ELEMENT_NAMES[element]} Influence"
    if stolen_from is None:
        return f"{why} (+1)."
    return f"{why} from {names[stolen_from]} ({names[colour]} +1, {names[stolen_from]} -1)."


def replay(colour: int, frm: int, to: int, element: str, names: Sequence[str] = COLOUR_NAMES) -> str:
    return (
        f"{names[colour]}'s {ELEMENT_NAMES[element]} on {square_name(to)} stands next to another "
        f"{ELEMENT_NAMES[element]} and fought nobody: {names[colour]} may play again or end the turn "
        f"(that cube may not go back to {square_name(frm)})."
    )


def passed(seat: str) -> str:
    return f"{seat} has no legal action and passes."


def side_name(rules: ModeRules, colour: int) -> str:
    """The seat that plays `colour` (White, Muk Yan), or its team in 2 vs 2."""
    seats = [name for name, c in zip(rules.seat_names, rules.seat_colours) if c == colour]
    return seats[0] if len(seats) == 1 else f"{COLOUR_NAMES[colour]} team"


def game_won(rules: ModeRules, winner: int, scores: Sequence[int], why: str = "") -> str:
    """`Muk Yan wins 5-3.`: the winner first, the winner's score first; `why` when not on points."""
    said = f"{side_name(rules, winner)} wins {scores[winner]}-{scores[1 - winner]}"
    return f"{said}: {why}." if why else f"{said}."


def draw_claimed(quiet_turns: int) -> str:
    return f"Draw claimed after {quiet_turns} turns without a score change."


def repetition_draw(times: int, *, claimed: bool) -> str:
    """Why a game ended drawn by repetition: claimed at the third occurrence or later, forced at the fifth."""
    said = f"Draw by repetition: the same position came up {times} times"
    return f"{said}, and the draw was claimed." if claimed else f"{said}."


def penalty(colour: int) -> str:
    other = COLOUR_NAMES[1 - colour]
    return f"Table talk: {COLOUR_NAMES[colour]}'s team is penalised and {other}'s team scores 1."


def standing(cube: Cube) -> str:
    """`Fire on top, Water north/south, Wood east/west`."""
    names = [ELEMENT_NAMES[face] for face in (cube.top, cube.ns, cube.ew)]
    return f"{names[0]} on top, {names[1]} north/south, {names[2]} east/west"
