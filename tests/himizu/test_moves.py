"""Moves: three a turn shared among the figures; what flames and the wave may enter and leave behind."""

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himizu.state import WATER, Figure, Tile

from tests.himizu.helpers import EMPTY, ENGINE, figure, legal_texts, play, position, tile

TWO_FLAMES = ".F . . . .\n.F . . . .\n" + ". . . . .\n" * 2 + ". . . . .W"


def test_three_moves_are_shared_among_the_flames():
    state = position(TWO_FLAMES)
    state, _ = play(state, "move A1 B1", "move A2 A3", "move B1 C1")
    assert state.moves_left == 0
    assert not [t for t in legal_texts(state) if t.startswith("move")]
    with pytest.raises(IllegalAction, match="No moves are left"):
        play(state, "move C1 D1")


@pytest.mark.parametrize(
    "bad, reason",
    [
        ("move A1 C1", "not next to"),
        ("move A1 B2", "not next to"),
        ("move A1 A2", "already holds the flame"),
        ("move E5 E4", "not Fire's"),
        ("move C3 C4", "no figure"),
    ],
)
def test_moves_go_one_square_orthogonally_to_a_square_without_a_figure(bad, reason):
    with pytest.raises(IllegalAction, match=reason):
        play(position(TWO_FLAMES), bad)


def test_a_flame_leaves_a_burning_tile_then_chars_it_and_charred_stays_charred():
    state = position(".F . . . .\n" + ". . . . .\n" * 3 + ". . . . .W")
    state, _ = play(state, "move A1 B1")
    assert tile(state, "A1") == Tile.BURNING and state.fire_tiles == 15
    state, _ = play(state, "move B1 A1", "move A1 B1")
    assert tile(state, "A1") == Tile.CHARRED and state.fire_tiles == 14
    state = position("cF . . . .\n" + ". . . . .\n" * 3 + ". . . . .W")
    state, _ = play(state, "move A1 B1")
    assert tile(state, "A1") == Tile.CHARRED and state.fire_tiles == 15


@pytest.mark.parametrize("glyph, reason", [("p", "puddle"), ("P", "two puddles"), ("m", "mud"), ("c", "charred")])
def test_a_flame_cannot_enter_puddles_mud_or_charred(glyph, reason):
    state = position(f".F {glyph} . . .\n" + ". . . . .\n" * 3 + ". . . . .W")
    assert "move A1 B1" not in legal_texts(state)
    with pytest.raises(IllegalAction, match=reason):
        play(state, "move A1 B1")


def test_a_flame_may_enter_burning_terrain():
    state = position(".F b . . .\n" + ". . . . .\n" * 3 + ". . . . .W")
    state, _ = play(state, "move A1 B1")
    assert figure(state, "B1") == Figure.FLAME and tile(state, "B1") == Tile.BURNING


WAVE_ROW = ". . . . .\n" * 4 + "{} .W {} . .F"


def test_the_wave_cannot_enter_charred_terrain():
    state = position(WAVE_ROW.format("c", "."), seat=WATER)
    with pytest.raises(IllegalAction, match="charred"):
        play(state, "move B5 A5")


def test_the_wave_puts_out_burning_terrain_for_a_move():
    state = position(WAVE_ROW.format("b", "."), seat=WATER)
    state, events = play(state, "move B5 A5")
    assert tile(state, "A5") == Tile.NONE and state.fire_tiles == 16 and state.moves_left == 2
    assert "The burning tile on A5 goes back to Fire." in [e.text for e in events]


def test_mud_costs_the_wave_a_move():
    state = position(WAVE_ROW.format("m", "."), seat=WATER)
    state, _ = play(state, "move B5 A5")
    assert state.moves_left == 2 and tile(state, "A5") == Tile.MUD


def test_a_puddle_is_free_for_the_wave_even_with_no_moves_left():
    state = position(". . . . .\n" * 4 + "p pW P . .F", seat=WATER, moves_left=0)
    state, _ = play(state, "move B5 A5", "move A5 B5", "move B5 C5")
    assert figure(state, "C5") == Figure.WAVE and state.moves_left == 0
    assert "move C5 D5" not in legal_texts(state)


def test_each_puddle_square_is_free_only_once_a_turn():
    state = position(WAVE_ROW.format("p", "."), seat=WATER, moves_left=1)
    state, _ = play(state, "move B5 A5", "move A5 B5")
    assert state.moves_left == 0
    with pytest.raises(IllegalAction, match="already entered the puddle on A5"):
        play(state, "move B5 A5")
    state = position(WAVE_ROW.format("p", "."), seat=WATER, moves_left=2)
    state, _ = play(state, "move B5 A5", "move A5 B5", "move B5 A5")
    assert state.moves_left == 0 and figure(state, "A5") == Figure.WAVE


def test_the_free_entries_come_back_next_turn():
    state = position(WAVE_ROW.format("p", "."), seat=WATER)
    state, _ = play(state, "move B5 A5", "end", "end")
    assert state.entered == frozenset()
    state, _ = play(state, "move A5 B5", "move B5 A5")
    assert state.moves_left == 2


def test_no_figure_enters_the_shrine():
    state = position(". . . . .\n. . .F . .\n. .W # . .\n" + ". . . . .\n" * 2, board="B")
    assert "move C2 C3" not in legal_texts(state)
    with pytest.raises(IllegalAction, match="Shrine"):
        play(state, "move C2 C3")
    water = position(". . . . .\n. . .F . .\n. .W # . .\n" + ". . . . .\n" * 2, board="B", seat=WATER)
    with pytest.raises(IllegalAction, match="Shrine"):
        play(water, "move B3 C3")


def test_the_empty_diagram_helper_matches_a_fresh_board():
    assert position(EMPTY).tiles == ENGINE.new_game({}, 0).tiles
