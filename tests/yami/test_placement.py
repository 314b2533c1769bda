"""Placing Spirit tiles and checking the mission: surround, coloured edges, failures."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.yami.helpers import ENGINE, play, table
from yamabushi.core.errors import IllegalAction
from yamabushi.yami.actions import Place
from yamabushi.yami.board import (
    SIZE,
    mask_of,
    parse_square,
    spots,
    square_name,
    squares_of,
)
from yamabushi.yami.cards import FULL_DECK, card
from yamabushi.yami.events import MissionEnded
from yamabushi.yami.missions import missions_from_text
from yamabushi.yami.placement import legal_places, squares_of_place
from yamabushi.yami.polyomino import ORIENTATIONS, orientations
from yamabushi.yami.spirits import shape_of
from yamabushi.yami.state import Placed

CORNER = """
[[tiles]]
number = 1
shape = ["##"]
day = [
    { row = 0, col = 0, facing = "S", colour = "R" },
    { row = 0, col = 1, facing = "N", colour = "B" },
]

[[missions]]
number = 90
name = "Corner"
tiles = [{ tile = 1, at = "A1" }]
"""
HANDS = ("R2 G1 B2 O1 O2", "R1 G2 B1 O3 O4", "G3 G4 P1 P2 P3")


def _names(mask: int) -> set[str]:
    return {square_name(s) for s in squares_of(mask)}


@pytest.fixture
def corner():
    return missions_from_text(CORNER, "corner.toml")[90]


def test_a_mission_tile_at_the_board_edge_needs_only_its_on_board_neighbours(corner) -> None:
    assert _names(corner.surround) == {"A2", "B2", "C1"}
    assert [(i, c) for i, c in enumerate(corner.required) if c] == [(parse_square("A2"), "R")]


def test_covering_every_neighbour_with_the_right_colours_succeeds(corner) -> None:
    state, _ = play(table(HANDS, mission=corner), "R2", "R1", "P1", "R2@A2/0")
    assert state.status == "playing"  # C1 is still open
    state, _ = play(state, "G1", "G2", "G3")
    assert ENGINE.to_play(state) == 2
    state, events = play(state, "G3@C1/0")
    assert state.status == "success" and state.reason == "every Mission tile is surrounded in round 2"
    assert state.round == 2
    assert [e.success for e in events if isinstance(e, MissionEnded)] == [True]
    assert ENGINE.outcome(state).winners == (0, 1, 2)
    assert ENGINE.legal_actions(state) == [] and ENGINE.to_play(state) is None


def test_a_wrong_colour_on_a_coloured_edge_fails_at_once(corner) -> None:
    state, _ = play(table(HANDS, mission=corner), "B2", "B1", "G3")
    state, _ = play(state, "B2@A2/0")
    assert state.status == "failed" and "A2" in state.reason and "red" in state.reason
    assert ENGINE.outcome(state).winners == ()
    with pytest.raises(IllegalAction, match="over"):
        ENGINE.apply(state, ENGINE.parse_action(state, "O1"))


def test_any_colour_may_cover_a_plain_surround_square(corner) -> None:
    state, _ = play(table(HANDS, mission=corner), "B2", "B1", "G3", "B2@B2/0")
    assert state.status == "playing"


def test_failure_when_the_decision_tile_fits_nowhere() -> None:
    state = table(("R2 G1", "R1 G2", "B1 G3"))
    lonely = [s for s in range(SIZE * SIZE) if sum(divmod(s, SIZE)) % 2 == 0]
    full = mask_of([s for s in range(SIZE * SIZE) if s not in lonely]) & ~state.mission.blocked
    state = replace(state, placed=(Placed(card("O7"), 0, 0, False, squares_of(full), full),))
    assert len(legal_places(card("R1"), state.occupied)) == len(
        [s for s in lonely if not state.mission.blocked >> s & 1]
    )
    state, _ = play(state, "R2", "R1", "B1")
    assert state.status == "failed" and "R2 fits nowhere" in state.reason
    assert ENGINE.legal_actions(state) == []


def test_failure_after_round_seven_without_surrounding() -> None:
    state = ENGINE.new_game({"players": 3, "mission": 2, "first": 0}, 8)
    while state.status == "playing":
        legal = ENGINE.legal_actions(state)
        state, _ = ENGINE.apply(state, legal[-1] if state.phase == "place" else legal[0])
    assert state.status == "failed" and "round 7" in state.reason
    assert len(state.tricks) == len(state.placed) == 7 and state.round == 7


def test_tiles_stay_inside_the_grid_and_off_other_tiles() -> None:
    state, _ = play(table(HANDS), "R2", "R1", "G3")
    with pytest.raises(IllegalAction, match="off the 12×12 board"):
        ENGINE.apply(state, ENGINE.parse_action(state, "R2@L1/0"))
    with pytest.raises(IllegalAction, match="not empty"):
        ENGINE.apply(state, ENGINE.parse_action(state, "R2@C4/0"))  # D4 is Mission tile 5
    with pytest.raises(IllegalAction, match="the tile to place is R2"):
        ENGINE.apply(state, ENGINE.parse_action(state, "R1@A1/0"))
    placed, _ = play(state, "R2@A1/0")
    with pytest.raises(IllegalAction, match="no tile is waiting"):
        ENGINE.apply(placed, ENGINE.parse_action(placed, "R2@A3/0"))


def test_an_equivalent_orientation_is_read_as_the_listed_one() -> None:
    state, _ = play(table(HANDS), "R2", "R1", "G3")
    assert ENGINE.parse_action(state, "R2@A10/180b") == ENGINE.parse_action(state, "R2@A10/0")
    assert play(state, "R2@A10/180b")[0] == play(state, "R2@A10/0")[0]
    assert ENGINE.apply(state, Place(card("R2"), parse_square("A10"), 180, True))[0] == play(state, "R2@A10/0")[0]


@pytest.mark.parametrize(
    ("text", "squares"),
    [
        ("R2@A1/90", {"A1", "A2"}),
        ("B5@C4/0", {"C4", "D4", "E4", "F4", "C5"}),
        ("B5@C4/90", {"C4", "D4", "D5", "D6", "D7"}),
        ("O4@A1/0b", {"A1", "B1", "C1", "C2"}),
        ("O4@C1/180", {"C1", "A2", "B2", "C2"}),
    ],
)
def test_anchor_rotation_and_side(text: str, squares: set[str]) -> None:
    """The anchor is the tile's first square in reading order; back = mirrored, then turned clockwise."""
    assert {square_name(s) for s in squares_of_place(ENGINE.parse_action(None, text))} == squares


@pytest.mark.parametrize(
    ("tile", "count"), [("R1", 1), ("R2", 2), ("R3", 2), ("B3", 4), ("B4", 1), ("P4", 4), ("G4", 4), ("O4", 8)]
)
def test_symmetric_orientations_are_listed_once(tile: str, count: int) -> None:
    assert len(orientations(shape_of(card(tile)))) == count


def test_no_two_listed_placements_cover_the_same_squares() -> None:
    for tile in FULL_DECK:
        listed = spots(shape_of(tile))
        assert len({s.mask for s in listed}) == len(listed), tile


def test_a_single_square_tile_may_go_on_every_empty_square() -> None:
    state = table(HANDS)
    places = legal_places(card("R1"), state.occupied)
    assert len(places) == SIZE * SIZE - 6 == len({p.anchor for p in places})


def test_mission_one_won_in_five_rounds_through_the_engine() -> None:
    state = table(("P5 R2 B5 G3 P7", "O1 O2 O3 O4 O5", "O6 O7 R1 B1 G1"))
    rounds = [
        ("P5", "O1", "O6", "P5@F4/270"),
        ("R2", "O2", "R1", "R2@D5/0"),
        ("B5", "O3", "B1", "B5@C3/0"),
        ("G3", "O4", "G1", "G3@G7/270"),
        ("P7", "O5", "O7", "P7@I5/0"),
    ]
    for number, moves in enumerate(rounds, start=1):
        assert state.status == "playing" and state.round == number
        state, _ = play(state, *moves)
    assert state.status == "success" and state.reason == "every Mission tile is surrounded in round 5"
    assert [t.winner for t in state.tricks] == [0] * 5


def _place_phase_states(options: dict, games: int) -> list:
    """The states of seeded random games where a Decision tile waits to be placed."""
    found = []
    for seed in range(games):
        rng, state = random.Random(seed), ENGINE.new_game(options, seed)
        while legal := ENGINE.legal_actions(state):
            if state.phase == "place":
                found.append(state)
            state, _ = ENGINE.next_state(state, rng.choice(legal))
    return found


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3, "mission": 2}, {"players": 4}])
def test_the_listed_placements_are_exactly_those_the_checked_path_accepts(options: dict) -> None:
    """Every square and every side and turn of the waiting tile, put to the checked path: it accepts
    a placement exactly when its listed orientation is in the legal list, and lays the squares it names."""
    for state in _place_phase_states(options, 4):
        listed = set(ENGINE.legal_actions(state))
        accepted = set()
        for anchor in range(SIZE * SIZE):
            for rotation, flipped in ORIENTATIONS:
                action = Place(state.pending, anchor, rotation, flipped)
                try:
                    after, _ = ENGINE.apply(state, action)
                except IllegalAction:
                    continue
                accepted.add(ENGINE.parse_action(state, ENGINE.format_action(state, action)))
                assert after.placed[-1].squares == squares_of_place(action)
        assert accepted == listed
