"""What the shared bots need to play Hi Mi Ki: an evaluation of a position.

A position is worth its score difference plus what the side to move can take
at once: the best strike (conflicts won by one Tilt) of the side to move
counts nearly in full, because it will be played, while the other side's best
strike counts only a little, because the side to move may still parry it.
Values are per colour and then given to every seat of that colour, so the
same evaluation serves 1v1 and 2v2.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from yamabushi.core.bots import Kit, Master
from yamabushi.himiki.actions import ClaimDraw
from yamabushi.himiki.board import NEIGHBOURS, SQUARES, WIDTH
from yamabushi.himiki.chaos import HIDDEN, tiles
from yamabushi.himiki.cube import TILT_EW, TILT_NS, Cube
from yamabushi.himiki.engine import HiMiKi
from yamabushi.himiki.modes import MODES
from yamabushi.himiki.state import HiMiKiState

MOVER_STRIKE = 0.8
WAITING_STRIKE = 0.3
STEEPNESS = 0.9
"""How fast a lead in points turns into certainty of winning."""


_TILTS = tuple(tuple((to, TILT_NS if abs(to - frm) == WIDTH else TILT_EW) for to in NEIGHBOURS[frm]) for frm in SQUARES)
"""Per square: each neighbour and the table giving a cube's orientation after rolling there."""

_PREY = {"H": "K", "K": "M", "M": "H"}
"""The element each element beats: Fire beats Wood, Wood beats Water, Water beats Fire."""

_INFLUENCE = {element: index for index, element in enumerate("HMK")}


def best_strikes(board: tuple[Cube | None, ...]) -> list[int]:
    """Per colour, the most conflicts one Tilt could win now (ignoring who may move which cube).

    The evaluation runs at every searched leaf, so this is the bots' hot path.
    """
    best = [0, 0]
    for frm, cube in enumerate(board):
        if cube is None:
            continue
        owner = cube.owner
        for to, table in _TILTS[frm]:
            if board[to] is not None:
                continue
            prey = _PREY[table[cube].top]
            won = 0
            for sq in NEIGHBOURS[to]:
                other = board[sq]
                if other is not None and other.top == prey and other.owner != owner:
                    won += 1
            best[owner] = max(best[owner], won)
    return best


def _result(state: HiMiKiState) -> float | None:
    """White's share of a finished game (1, 0, or a half for a draw); None while it goes on."""
    if state.winner is not None:
        return 1.0 - state.winner
    return 0.5 if state.draw else None


def _chance(lead: float) -> float:
    """White's chance of winning for a lead in points (the side to move's threats counted in)."""
    return 1.0 / (1.0 + math.exp(-STEEPNESS * lead))


def _per_seat(state: HiMiKiState, white: float) -> tuple[float, ...]:
    return tuple(white if colour == 0 else 1.0 - white for colour in MODES[state.mode].seat_colours)


def white_value(state: HiMiKiState) -> float:
    """White's chance of winning, as the position suggests."""
    result = _result(state)
    if result is not None:
        return result
    mover = state.colour
    sign = 1 if mover == 0 else -1
    lead: float = state.scores[0] - state.scores[1]
    strikes = best_strikes(state.board)
    lead += sign * (MOVER_STRIKE * strikes[mover] - WAITING_STRIKE * strikes[1 - mover])
    return _chance(lead)


def evaluate(state: HiMiKiState) -> tuple[float, ...]:
    return _per_seat(state, white_value(state))


def best_gains(state: HiMiKiState) -> tuple[list[int], list[int]]:
    """Per colour, the best one Tilt could do now: (the most it moves the lead, the most points
    it scores). Conflicts won count as for `best_strikes`; an Influence tile the Tilt would take
    adds a point, and two to the lead when it is stolen from the other side.
    """
    board, rules, influence = state.board, MODES[state.mode], state.influence
    showing = {"H": 0, "M": 0, "K": 0}
    for cube in board:
        if cube is not None:
            showing[cube.top] += 1
    threshold = rules.influence_threshold - 1  # the tilted cube itself comes to show the element
    swing, points = [0, 0], [0, 0]
    for frm, cube in enumerate(board):
        if cube is None:
            continue
        owner = cube.owner
        for to, table in _TILTS[frm]:
            if board[to] is not None:
                continue
            top = table[cube].top
            prey = _PREY[top]
            won = 0
            for sq in NEIGHBOURS[to]:
                other = board[sq]
                if other is not None and other.top == prey and other.owner != owner:
                    won += 1
            scored, moved = won, won
            if showing[top] >= threshold:
                holder = influence[_INFLUENCE[top]]
                if holder != owner:
                    scored += 1
                    moved += 1 if holder is None else 2
            if moved > swing[owner]:
                swing[owner] = moved
            if scored > points[owner]:
                points[owner] = scored
    return swing, points


MASTER_MOVER = 0.85
MASTER_WAITING = 0.35
SURE = 3.5
"""The lead a win in one Tilt is worth: the side to move takes it, nearly certain of the game."""
MASTER_ITERATIONS = 6000
"""Four times hard's budget, shared over the same worlds: with the transposition table about a
third of a second a move on this machine (docs/strength.md)."""
CONTEMPT = 0.4
"""How much less than a half a draw is worth to the master's own side (a draw is worth 0.1 to
it, 0.9 to the other side): the master outplays the sides it meets over a long game, so a draw
it could have played on from is nearly a loss. With a contempt of 0.1 it walked into
repetitions a point behind, and 94 of 200 games against hard were drawn (docs/strength.md)."""


def master_white_value(state: HiMiKiState) -> float:
    """As `white_value`, with Influence in the threats and a win in one Tilt as nearly sure."""
    result = _result(state)
    if result is not None:
        return result
    mover = state.colour
    sign = 1 if mover == 0 else -1
    scores = state.scores
    swing, points = best_gains(state)
    lead: float = scores[0] - scores[1]
    if scores[mover] + points[mover] >= MODES[state.mode].win_score:
        return _chance(sign * max(SURE, sign * lead + 1))
    lead += sign * (MASTER_MOVER * swing[mover] - MASTER_WAITING * swing[1 - mover])
    return _chance(lead)


def master_evaluate(state: HiMiKiState) -> tuple[float, ...]:
    """The master's reading of a position for every seat, before contempt for draws."""
    return _per_seat(state, master_white_value(state))


def master_evaluate_for(seat: int) -> Callable[[HiMiKiState], tuple[float, ...]]:
    """The master's evaluation as `seat` searches: a draw is worth `CONTEMPT` less than a half
    to the seat's own colour (and as much more to the other), so unless clearly lost it keeps
    out of lines that bring a position back, where the draw would be claimed."""
    return _master_evaluate_for(seat)


@cache
def _master_evaluate_for(seat: int) -> Callable[[HiMiKiState], tuple[float, ...]]:
    def evaluate(state: HiMiKiState) -> tuple[float, ...]:
        if state.draw:
            colours = MODES[state.mode].seat_colours
            own = colours[seat]
            return tuple(0.5 - CONTEMPT if colour == own else 0.5 + CONTEMPT for colour in colours)
        return master_evaluate(state)

    return evaluate


def world(observation: HiMiKiState, rng: random.Random) -> HiMiKiState:
    """Expert mode: deal the Chaos tiles the seat cannot see (other hands, the box) at random.
    Against an automa (Muk Yan), reseed the generator in the state, which would else tell the
    search every roll of the automa's dice to come: each world rolls its own."""
    if observation.rules.automa_seat is not None:
        observation = replace(observation, rng=rng.getrandbits(64))
    chaos = observation.chaos
    if chaos is None or not any(HIDDEN in hand for hand in chaos.hands):
        return observation
    seen = {code for hand in chaos.hands for code in hand} | {code for _, code in chaos.terrain}
    pool = [code for code in tiles() if code not in seen]
    rng.shuffle(pool)
    hands = tuple(tuple(pool.pop() if code == HIDDEN else code for code in hand) for hand in chaos.hands)
    return replace(observation, chaos=replace(chaos, hands=hands))


def claim_draw(legal: Sequence[Any]) -> Any:
    """Bots claim a draw the moment they may (RULINGS: bots and simulations claim it at once)."""
    return next((a for a in legal if isinstance(a, ClaimDraw)), None)


def claim_first(state: HiMiKiState, legal: Sequence[Any]) -> Sequence[Any]:
    """The master's search knows that a draw on offer is claimed at once (by every bot, itself
    too), so a line that lets a position come up the third time ends there, a draw."""
    claim = claim_draw(legal)
    return legal if claim is None else (claim,)


def settle(state: HiMiKiState) -> HiMiKiState:
    """In the master's search a position met a second time is a draw: whoever brought it back
    can bring it back a third time and claim (a Tilt and back, or a ring of replays within one
    turn, which the other side cannot stop), and a search that must see both rounds of the loop
    to find the claim looks twice as deep as it can."""
    return replace(state, draw=True) if state.repeats > 1 and not state.over else state


TEAM_SCALE = 1.5
"""The master's budget in 2 vs 2 against 1 vs 1: four seats to a round of moves make its tree
deeper for the same look ahead (6,000 iterations won 59.5 % of 200 games against hard, 9,000
do better: docs/strength.md), still about a second a move."""


def budget_share(state: HiMiKiState) -> float:
    return TEAM_SCALE if len(MODES[state.mode].seat_colours) == 4 else 1.0


@cache
def kit() -> Kit:
    master = Master(
        MASTER_ITERATIONS,
        worlds=3,
        evaluate_for=master_evaluate_for,
        prune=claim_first,
        settle=settle,
        scale=budget_share,
    )
    return Kit(HiMiKi(), evaluate, iterations=1500, world=world, worlds=3, forced=claim_draw, master=master)
