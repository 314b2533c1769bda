"""The position line: every position reached in play reads back as itself; broken counts are refused."""

from __future__ import annotations

import random

import pytest

from yamabushi.core.errors import NotationError, RulesError
from yamabushi.himizu.position import position_text, read_position
from yamabushi.himizu.state import FIRE, WATER, Figure, Phase, Tile

from tests.himizu.helpers import ENGINE


@pytest.mark.parametrize("board", ["A", "B"])
def test_every_position_of_random_games_reads_back_as_itself(board: str) -> None:
    chooser = random.Random(7)
    seen = 0
    for _ in range(12):
        state = ENGINE.new_game({"board": board}, 0)
        while not state.over:
            if state.phase is not Phase.SETUP:
                assert read_position(position_text(state)) == state, position_text(state)
                seen += 1
            state, _ = ENGINE.apply(state, chooser.choice(ENGINE.legal_actions(state)))
    assert seen > 300


def test_a_line_sets_every_field_it_names_and_derives_the_rest() -> None:
    state = read_position("A bF..../c..../..b../.pW.../..... Water 4 tokens=FW/FFWW used=W2W4 entered=B4 w4 puddle")
    assert (state.tiles[0], state.figures[0], state.tiles[5]) == (Tile.BURNING, Figure.FLAME, Tile.CHARRED)
    assert (state.seat, state.round, state.round_tokens, state.phase) == (WATER, 4, 6, Phase.PUDDLE)
    assert state.tokens == ((1, 1), (2, 2)) and state.used == {2, 4} and state.moves_left == 4
    assert state.wave_boost and state.wave_boost_next and state.entered == {state.board.index("B4")}
    assert (state.fire_tiles, state.fire_flames, state.water_puddles) == (13, 2, 2)
    fire = read_position("A bF..../...../..b../.pW.../..... Fire 10 used=F3")
    assert fire.seat == FIRE and fire.round_tokens == 1 and fire.charred_open and fire.moves_left == 3


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("A bbbbb/bbbbb/bbbbb/bb.F../...W.. Fire 3", "17 terrain tiles; the game has 16"),
        ("A .F.F.F.F./...../...../...../...W.. Fire 3", "4 flames; the game has 3"),
        ("A PP.F../...../...../...../...W.. Fire 3", "4 puddle tiles (mud included); the game has 3"),
        ("A ..F../...../...../...../...W.. Fire 3", "Row 1 '..F..' has 4 squares"),
        ("A ...F../...../...../...../..... Fire 3", "the wave on the board once, not 0 times"),
        ("A ...../...../...../...../...W.. Fire 3", "Water would already have won"),
        ("A ...F../...../...../...../...W.. Water 10", "Water never plays in round 10"),
        ("A ...F../...../...../...../..pF.. Fire 3", "The flame on C5 stands on a tile it may never enter"),
        ("A ...F../...../...../...../...W.. Fire 3 tokens=FFFW/WWW", "3 F and 3 W tokens"),
        ("A ...F../...../...../...../...W.. Fire 3 puddle", "needs Water to play and used=W2"),
        ("A ...F../...../...../...../...W.. Fire 3 wave=C3", "'wave=C3' is no position field"),
        ("B ...F../...../..b../...../...W.. Fire 3", "C3 is the Shrine on board B"),
        ("A ...F../...../...../...../...W.. Fire ²", "The round is a number from 1 to 10, not '²'"),
        ("A ...F../...../...../...../...W.. Fire 3 moves=²", "moves= takes a whole number, not '²'"),
        ("A ...F../...../...../...../...W.. Fire 3 moves=" + "9" * 5000, "moves= takes a whole number"),
    ],
)
def test_a_broken_line_is_refused_in_one_sentence(line: str, reason: str) -> None:
    with pytest.raises(NotationError) as error:
        read_position(line)
    assert reason in str(error.value) and "\n" not in str(error.value)


def test_set_up_and_finished_games_have_no_line() -> None:
    with pytest.raises(RulesError, match="Only a game in play"):
        position_text(ENGINE.new_game({"board": "A"}, 0))
