"""The legal lists, built with fast inline checks, offer exactly what the checked path accepts, in order.

Every conceivable action is put to `refusal` in the legal lists' order (by
kind, then source, destination, ability, payment and target, None last); the
accepted ones must be the legal list itself, so a player is never offered a
move the game then refuses, nor refused one it could have offered.
"""

import pytest

from yamabushi.core.testing import play_random_game
from yamabushi.himizu.actions import EndTurn, Move, MovePuddle, Place, SkipPuddle, UseAbility
from yamabushi.himizu.state import POWER_TOKENS, Figure, HimizuState, Phase

from tests.himizu.helpers import ENGINE, position


def candidates(state: HimizuState) -> list:
    squares = range(state.board.size)
    tokens = range(POWER_TOKENS + 1)
    return [
        *(Place(figure, sq) for figure in (Figure.FLAME, Figure.WAVE) for sq in squares),
        *(Move(src, dst) for src in squares for dst in squares),
        *(
            UseAbility(state.seat, number, fire, water, target)
            for number in range(1, 5)
            for fire in tokens
            for water in tokens
            for target in (*squares, None)
        ),
        EndTurn(),
        *(MovePuddle(src, dst) for src in squares for dst in squares),
        SkipPuddle(),
    ]


def accepted(state: HimizuState) -> list:
    return [action for action in candidates(state) if ENGINE.refusal(state, action) is None]


@pytest.mark.parametrize("side", ["A", "B"])
def test_random_game_states_offer_exactly_the_accepted_actions(side):
    for seed in range(6):
        game = play_random_game(ENGINE, {"board": side}, seed)
        for number, state in enumerate(game.states):
            if number % 4 == 0 or state.phase is Phase.PUDDLE:
                assert ENGINE.legal_actions(state) == accepted(state)


@pytest.mark.parametrize(
    "diagram, fields, offered, refused",
    [
        # F3 used: a flame may enter charred terrain; F2 may target the burning tile under a flame.
        (
            ". c . . .\n. bF c . .\n. . . . .\n. . p . .\n. . .W . .",
            {"charred_open": True, "used": frozenset({3})},
            ["move B2 C2", "ability F2 pay F B2"],
            ["ability F2 pay F C2"],
        ),
        # W4 in effect: the wave may enter the flame's square.
        (
            ". . . . .\n. . .F . .\n. . .W p .\n. . P . .\n. . . . .",
            {"seat": 1, "wave_boost": True, "moves_left": 1},
            ["move C3 C2"],
            [],
        ),
        # No move left: the wave may still enter C4's puddles free, not D3's, entered already.
        (
            ". . . . .\n. . .F . .\n. . .W p .\n. . P . .\n. . . . .",
            {"seat": 1, "moves_left": 0, "entered": frozenset({13})},
            ["move C3 C4"],
            ["move C3 D3", "move C3 C2"],
        ),
        # Water holds no puddle to place: W2 is offered as its puddle move alone.
        ("p.F . . .\nP . . . .\n. .W . . .\n. . . . .\n. . . . .", {"seat": 1}, ["ability W2 pay W"], []),
    ],
)
def test_corner_cases_offer_exactly_the_accepted_actions(diagram, fields, offered, refused):
    state = position(diagram, **fields)
    legal = ENGINE.legal_actions(state)
    assert legal == accepted(state)
    texts = {ENGINE.format_action(state, action) for action in legal}
    assert set(offered) <= texts and not set(refused) & texts
