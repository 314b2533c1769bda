"""Proliferation at the start of Fire's turn: simultaneous, no chaining, capped by the supply."""

from yamabushi.himizu.events import TileProliferated
from yamabushi.himizu.state import FIRE, WATER, Phase, Tile

from tests.himizu.helpers import play, position, sq, tile


def fire_turn_after(diagram: str, **fields):
    """End Water's turn on `diagram` and return Fire's new turn and its events."""
    return play(position(diagram, seat=WATER, **fields), "end")


def grown(events):
    return [e.square for e in events if isinstance(e, TileProliferated)]


def test_a_square_between_two_burning_tiles_in_a_row_gets_one():
    state, events = fire_turn_after("b . b . .F\n. . . . .\n. . . . .\n. . . . .\n. . . . .W")
    assert grown(events) == [sq("B1")] and tile(state, "B1") == Tile.BURNING
    assert state.seat == FIRE and state.fire_tiles == 13


def test_a_square_between_two_burning_tiles_in_a_column_gets_one():
    _, events = fire_turn_after(".F . . . .\nb . . . .\n. . . . .\nb . . . .\n. . . . .W")
    assert grown(events) == [sq("A3")]


def test_a_square_flanked_both_ways_gets_a_single_tile():
    state, events = fire_turn_after(". b . . .F\nb . b . .\n. b . . .\n. . . . .\n. . . . .W")
    assert grown(events) == [sq("B2")] and state.fire_tiles == 16 - 5


def test_new_tiles_do_not_proliferate_the_same_turn():
    diagram = "b . b . .F\n. . . . .\n. b . . .\n. . . . .\n. . . . .W"
    state, events = fire_turn_after(diagram)
    assert grown(events) == [sq("B1")]
    assert tile(state, "B2") == Tile.NONE, "B1 is new, so B2 between B1 and B3 waits"
    state, events = play(state, "end", "end")
    assert grown(events) == [sq("B2")]


def test_when_the_supply_runs_short_squares_fill_in_reading_order():
    diagram = "b . b . b\n. . . . .\nb . b . .F\n. . . . .\n. . . . .W"
    state, events = fire_turn_after(diagram, fire_tiles=2)
    assert grown(events) == [sq("B1"), sq("D1")]
    assert tile(state, "A2") == Tile.NONE and tile(state, "B3") == Tile.NONE


def test_only_empty_squares_receive_tiles_and_charred_never_flanks():
    diagram = "b .F b . .\nb p b . .\nc . c . .\n. . . . .\n. . . . .W"
    state, events = fire_turn_after(diagram)
    assert grown(events) == []
    assert tile(state, "B1") == Tile.NONE and tile(state, "B2") == Tile.PUDDLE and tile(state, "B3") == Tile.NONE


def test_a_burning_tile_under_a_flame_still_flanks():
    _, events = fire_turn_after("bF . b . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .W")
    assert grown(events) == [sq("B1")]


def test_the_shrine_never_receives_a_tile():
    diagram = ". . . . .F\n. . b . .\n. b # b .\n. . b . .\n. . . . .W"
    _, events = fire_turn_after(diagram, board="B")
    assert grown(events) == []


def test_proliferation_completing_the_sixteen_tiles_wins_for_fire_at_once():
    state, events = fire_turn_after("b . b . .F\n. . . . .\n. . . . .\n. . . . .\n. . . . .W", fire_tiles=1)
    assert state.phase is Phase.OVER and state.winner == FIRE
    assert grown(events) == [sq("B1")]
