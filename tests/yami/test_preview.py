"""The helpers a screen uses to steer and preview a tile before it is placed."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.yami.helpers import ENGINE, play, table
from yamabushi.yami.actions import Place
from yamabushi.yami.board import parse_square
from yamabushi.yami.cards import FULL_DECK, card
from yamabushi.yami.placement import fit_inside, preview, squares_of_place

HANDS = ("R2 G1 B2 O1 O2", "R1 G2 B1 O3 O4", "G3 G4 P1 P2 P3")


@given(
    st.sampled_from(FULL_DECK),
    st.integers(0, 143),
    st.sampled_from((0, 90, 180, 270)),
    st.booleans(),
)
def test_fit_inside_always_lands_on_the_grid_and_keeps_tiles_that_fit(tile, anchor, rotation, flipped) -> None:
    place = Place(tile, anchor, rotation, flipped)
    fitted = fit_inside(place)
    assert squares_of_place(fitted) is not None
    if squares_of_place(place) is not None:
        assert fitted == place


def test_fit_inside_pulls_a_long_tile_back_from_the_right_edge() -> None:
    assert fit_inside(Place(card("R4"), parse_square("K3"))).anchor == parse_square("I3")


def test_preview_names_taken_squares_and_wrong_colours() -> None:
    state = table(HANDS)
    mission = state.mission
    wanted = next(i for i, c in enumerate(mission.required) if c == "B")
    wrong = preview(Place(card("R1"), wanted), mission, state.occupied)
    assert wrong.legal and wrong.clashes == (wanted,)
    right = preview(Place(card("B1"), wanted), mission, state.occupied)
    assert right.legal and right.clashes == ()
    tile_square = min(mission.tiles[0].squares)
    over = preview(Place(card("B1"), tile_square), mission, state.occupied)
    assert not over.legal and over.blocked == (tile_square,)


def test_views_count_the_same_occupied_squares_as_the_state() -> None:
    state, _ = play(table(HANDS), "R2", "R1", "P1", "R2@A1/0")
    assert ENGINE.observation(state, 1).occupied == state.occupied
