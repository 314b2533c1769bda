"""Squares, names and the cube's faces: the vocabulary every other test relies on."""

import pytest

from yamabushi.core.errors import NotationError
from yamabushi.himiki.board import (
    NEIGHBOURS,
    col_row,
    direction,
    is_adjacent,
    is_light,
    parse_square,
    square_at,
    square_name,
)
from yamabushi.himiki.cube import ORIENTATIONS, ROTATED, TILT_EW, TILT_NS, beats, make_cube


def test_square_numbering_is_row_major_from_a1():
    assert square_at(0, 1) == 0
    assert square_at(4, 6) == 29
    assert square_name(square_at(2, 4)) == "C4"
    assert col_row(17) == (2, 4)


@pytest.mark.parametrize("text", ["C4", "c4", "4C", "4c", " C4 "])
def test_parse_square_accepts_both_orders_and_any_case(text):
    assert parse_square(text) == square_at(2, 4)


@pytest.mark.parametrize("text", ["F1", "A7", "A0", "CC", "44", "C", "C44", ""])
def test_parse_square_rejects_squares_off_the_board(text):
    with pytest.raises(NotationError):
        parse_square(text)


def test_neighbours_are_orthogonal_only():
    assert sorted(square_name(s) for s in NEIGHBOURS[parse_square("A1")]) == ["A2", "B1"]
    assert sorted(square_name(s) for s in NEIGHBOURS[parse_square("C4")]) == ["B4", "C3", "C5", "D4"]
    assert not is_adjacent(parse_square("C4"), parse_square("D5"))


def test_north_is_towards_row_1_and_east_towards_column_e():
    c4 = parse_square("C4")
    assert direction(c4, parse_square("C3")) == "N"
    assert direction(c4, parse_square("C5")) == "S"
    assert direction(c4, parse_square("B4")) == "W"
    assert direction(c4, parse_square("D4")) == "E"
    assert direction(c4, parse_square("E4")) is None


def test_light_half_is_rows_4_to_6():
    assert is_light(parse_square("A4")) and is_light(parse_square("E6"))
    assert not is_light(parse_square("E3"))


def test_water_beats_fire_beats_wood_beats_water():
    assert beats("M", "H") and beats("H", "K") and beats("K", "M")
    assert not beats("H", "M") and not beats("K", "H") and not beats("M", "K")
    assert not beats("H", "H")


def test_six_distinct_orientations():
    assert len(set(ORIENTATIONS)) == 6
    assert all(sorted(o) == ["H", "K", "M"] for o in ORIENTATIONS)


def test_tilts_swap_top_with_the_faces_in_the_direction_of_travel():
    cube = make_cube(0, "H", "M", "K")
    assert TILT_NS[cube].faces == "MHK"
    assert TILT_EW[cube].faces == "KMH"
    assert ROTATED[cube].faces == "HKM"
    assert TILT_NS[TILT_NS[cube]] == cube and ROTATED[ROTATED[cube]] == cube
    assert TILT_EW[cube].owner == 0
