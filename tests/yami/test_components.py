"""Components as data: the Spirit tiles, the Mission tiles, validation, solvable missions."""

from __future__ import annotations

import pytest

from yamabushi.core.errors import DataError
from yamabushi.data import rules_dir
from yamabushi.yami.board import square_name
from yamabushi.yami.cards import FULL_DECK
from yamabushi.yami.missions import missions, missions_from_text
from yamabushi.yami.placement import placed, wrong_colour
from yamabushi.yami.polyomino import (
    has_hole,
    orientations,
    parse_shape,
    same_free_shape,
)
from yamabushi.yami.solver import solve
from yamabushi.yami.spirits import shape_of, spirit_shapes, spirit_shapes_from_text

SPIRITS_TEXT = (rules_dir() / "data" / "yami_spirits.toml").read_text(encoding="utf-8")


def _by_size(size: int) -> list:
    return [shape_of(c) for c in FULL_DECK if c.value == size]


def test_every_card_has_a_tile_of_as_many_squares_as_its_value() -> None:
    shapes = spirit_shapes()
    assert sorted(shapes) == sorted(FULL_DECK)
    assert all(len(shapes[c]) == c.value for c in FULL_DECK)


def test_sizes_one_and_two_share_one_shape_and_size_three_uses_both_trominoes() -> None:
    for size in (1, 2):
        assert len({s for s in _by_size(size)}) == 1
    kinds = {len(orientations(s)) for s in _by_size(3)}
    assert kinds == {2, 4}  # straight (2 ways) and bent (4 ways)


def test_tetrominoes_are_the_five_free_ones_and_larger_tiles_differ_without_holes() -> None:
    five = [parse_shape(rows) for rows in (["####"], ["##", "##"], ["###", ".#."], [".##", "##."], ["###", "#.."])]
    assert all(any(same_free_shape(t, s) for s in _by_size(4)) for t in five)
    for size in (5, 6, 7):
        shapes = _by_size(size)
        assert not any(same_free_shape(a, b) for i, a in enumerate(shapes) for b in shapes[i + 1 :]), size
        assert not any(has_hole(s) for s in shapes)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            'card = "R5"  # P pentomino\nshape = ["##", "##", "#."]',
            'card = "R5"\nshape = ["##", "##"]',
            "R5: the shape has 4 squares, not 5",
        ),
        (
            'card = "B3"  # bent tromino\nshape = ["##", "#."]',
            'card = "B3"\nshape = ["#.#", ".#."]',
            "B3: .*not all joined",
        ),
        ('card = "P7"\nshape = ["###", ".#.", "###"]', 'card = "P7"\nshape = ["###", "#.#", "###"]', "P7: .*8 squares"),
        ('card = "G2"  # domino\nshape = ["##"]', 'card = "G9"\nshape = ["##"]', "spirits.22.card: .*G9"),
        ('card = "O1"  # monomino\nshape = ["#"]', 'card = "R1"\nshape = ["#"]', "cards listed twice: R1"),
        (
            'card = "O6"\nshape = ["##..", ".##.", "..##"]',
            'card = "O6"\nshape = ["##X.", ".##.", "..##"]',
            "O6: .*only use",
        ),
    ],
)
def test_a_bad_spirit_entry_is_named_with_the_file(old: str, new: str, message: str) -> None:
    assert old in SPIRITS_TEXT
    with pytest.raises(DataError, match=f"yami_spirits.toml: .*{message}"):
        spirit_shapes_from_text(SPIRITS_TEXT.replace(old, new), "data/yami_spirits.toml")


def test_a_hole_is_refused() -> None:
    text = SPIRITS_TEXT.replace('card = "R7"\nshape = ["####", "###."]', 'card = "R7"\nshape = ["###", "#.#", "##."]')
    with pytest.raises(DataError, match="R7: the shape has a hole"):
        spirit_shapes_from_text(text, "data/yami_spirits.toml")


TILE = """
[[tiles]]
number = 4
shape = ["##", "#."]
day = [{ row = 0, col = 1, facing = "E", colour = "R" }, { row = 1, col = 0, facing = "E", colour = "B" }]
"""


@pytest.mark.parametrize(
    ("tiles", "mission", "message"),
    [
        (TILE, '{ tile = 4, at = "L1" }', "mission 7: tile 4 at L1 goes off the 12×12 board"),
        (TILE, '{ tile = 8, at = "A1" }', "mission 7: tile 8 is not described"),
        (TILE, '{ tile = 4, at = "C3" }, { tile = 4, at = "C4" }', "mission 7: tile 4 overlaps"),
        (TILE, '{ tile = 4, at = "M3" }', "mission 7: .*not a square"),
        (
            TILE.replace('"E", colour = "R"', '"W", colour = "R"'),
            '{ tile = 4, at = "C3" }',
            "tile 4 day edge \\(0, 1\\) W: it faces another square",
        ),
        (
            TILE.replace("row = 1, col = 0", "row = 1, col = 1"),
            '{ tile = 4, at = "C3" }',
            "tile 4 day edge \\(1, 1\\) E: that is not a square",
        ),
        (TILE.replace('colour = "B"', 'colour = "X"'), '{ tile = 4, at = "C3" }', "tiles.0.day.1.colour"),
    ],
)
def test_a_bad_mission_entry_is_named_with_the_file(tiles: str, mission: str, message: str) -> None:
    text = tiles + f'\n[[missions]]\nnumber = 7\nname = "Test"\ntiles = [{mission}]\n'
    with pytest.raises(DataError, match=f"missions.toml: .*{message}"):
        missions_from_text(text, "data/yami_missions.toml")


def test_a_square_asked_two_colours_is_refused() -> None:
    clash = TILE.replace('colour = "B"', 'colour = "B" }, { row = 0, col = 1, facing = "S", colour = "G"')
    clash += '\n[[missions]]\nnumber = 7\nname = "Test"\ntiles = [{ tile = 4, at = "C3" }]\n'
    with pytest.raises(DataError, match="mission 7: square D4 would need both blue and green"):
        missions_from_text(clash, "data/yami_missions.toml")


def test_missions_one_and_two_use_the_rulebooks_tiles() -> None:
    shipped = missions()
    assert [t.number for t in shipped[1].tiles] == [5, 9]
    assert [t.number for t in shipped[2].tiles] == [3, 7]
    assert all(m.trump == "R" for m in shipped.values())
    assert any(t.edges for t in shipped[1].tiles)


@pytest.mark.parametrize("number", [1, 2])
def test_the_mission_can_be_completed_in_seven_tiles(number: int) -> None:
    mission = missions()[number]
    solution = solve(mission)
    assert solution is not None and len(solution) <= 7
    assert len({p.card for p in solution}) == len(solution)
    occupied = mission.blocked
    for place in solution:
        tile = placed(place)
        assert not tile.mask & occupied, place
        assert wrong_colour(mission, tile) is None, place
        occupied |= tile.mask
    assert mission.surround & ~occupied == 0  # every square beside a Mission tile covered


def test_the_solver_finds_no_way_to_cover_more_squares_than_seven_tiles_hold() -> None:
    laid = [f'{{ tile = 9, at = "{sq}" }}' for sq in ("B2", "G2", "B6", "G6", "B10", "G10")]
    laid.append('{ tile = 5, at = "L4", rotation = 90 }')
    text = (rules_dir() / "data" / "yami_missions.toml").read_text(encoding="utf-8")
    text += f'\n[[missions]]\nnumber = 50\nname = "Crowded"\ntiles = [{", ".join(laid)}]\n'
    crowded = missions_from_text(text, "x")[50]
    assert crowded.surround.bit_count() == 52
    assert solve(crowded) is None


def test_a_turned_mission_tile_turns_its_coloured_edges_too() -> None:
    tile_7 = missions()[2].tiles[1]  # drawn "###" with a green edge facing W, laid at I4 turned 90°
    assert [square_name(s) for s in tile_7.squares] == ["I4", "I5", "I6"]
    assert [(square_name(e.square), e.facing, e.colour) for e in tile_7.edges] == [("I4", "N", "G")]
    wanted = {square_name(i): c for i, c in enumerate(missions()[2].required) if c}
    assert wanted == {"I3": "G", "E4": "O"}
