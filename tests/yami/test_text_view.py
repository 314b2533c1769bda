"""Yami in plain text: every card the seat may play is shown with its tile in rows of `#`,
never another seat's cards, and a won trick is summed up with the next trump."""

from __future__ import annotations

from tests.yami.helpers import ENGINE, play, table
from yamabushi.yami.polyomino import parse_shape
from yamabushi.yami.spirits import spirit_shapes
from yamabushi.yami.text_view import shape_rows, to_text

HANDS = ("B3 P2 R1 G7 O7 O1 O2 R4 R5", "G1 P7 R2 G2 G3 O3 O4 R6 R7")
RIVER = "B1 B6 R3 G4"
DECK = "O5 P1 P3 G5 G6 P4"


def test_a_tile_s_rows_are_its_shape() -> None:
    for card, cells in spirit_shapes().items():
        assert parse_shape(shape_rows(card)) == cells


def test_the_seat_s_hand_and_the_river_come_with_their_tiles_and_no_other_hand_is_named() -> None:
    state = table(HANDS, RIVER, DECK)
    text = to_text(ENGINE.observation(state, 0))
    hand_part = text[text.index("Tiles of your hand") : text.index("Tiles of the river")]
    for card in state.hands[0]:
        assert str(card) in hand_part
    for line in shape_rows(state.hands[0][0]):
        assert line in hand_part
    assert "Tiles of the river" in text and all(str(c) in text for c in state.river)
    assert not {str(c) for c in state.hands[1]} & set(text.replace(".", " ").split())


def test_a_won_trick_is_summed_up_and_the_colour_shown_is_called_the_next_trump() -> None:
    state, _ = play(table(HANDS, RIVER, DECK), "B3", "G1", "B6")
    text = to_text(ENGINE.observation(state, 0))
    assert text.startswith("Round 1/7, next trump B, leader Automa.")
    assert (
        "Trick 1: Player 1 B3, Player 2 G1, Automa B6; Automa won it with B6, the highest blue, "
        "no trump played. Next trump: blue."
    ) in text


def test_the_saves_list_says_the_leader_places_a_tile_the_automa_won():
    """The automa takes the trick: its tile is the Leader's to place ("Player 1 to place the
    automa's tile"), where it read "Automa to place the tile (Player 1 picks its card)"."""
    engine = ENGINE
    state = engine.new_game({"players": 2, "mission": 1, "first": 0}, 5)
    for text in ("R2", "R1", "R7"):
        state, _ = engine.next_state(state, engine.parse_action(state, text))
    assert state.phase == "place" and state.tricks[-1].winner == state.automa
    assert engine.progress_text(state) == "Mission 1, round 1/7, Player 1 to place the automa's tile"
