"""Abilities: payment with power tokens, once a turn, and each of the eight effects."""

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himizu.events import AbilityUsed, FlameReturned, TileReturned
from yamabushi.himizu.state import FIRE, WATER, Figure, Phase, Tile

from tests.himizu.helpers import ENGINE, figure, legal_texts, play, position, tile

OPENING = ("flame B2", "flame D4", "wave C3")
QUIET = ".F . . . .\n" + ". . . . .\n" * 3 + ". . . . .W"


# -- payment -----------------------------------------------------------------
def test_the_rulebook_token_example():
    state, _ = play(ENGINE.new_game({}, 0), *OPENING, "end")
    state, events = play(state, "ability W2 pay W A1")
    assert state.tokens == ((3, 1), (0, 2)), "Lara's Water token went to Quim at once"
    assert next(e for e in events if isinstance(e, AbilityUsed)).credit == 0
    state, events = play(state, "puddle skip", "end", "ability F3 pay FW")
    assert state.tokens == ((2, 0), (1, 3)), "both tokens passed to Water"
    assert state.credit == 0 and state.charred_open


def test_a_token_is_worth_two_for_its_own_spirit_and_one_for_the_other():
    fire = position(QUIET, tokens=((1, 2), (2, 1)))
    assert "ability F4 pay FWW" not in legal_texts(fire) and "ability F3 pay FW" in legal_texts(fire)
    water = position(QUIET, seat=WATER, tokens=((1, 2), (2, 1)))
    state, _ = play(water, "ability W1 pay F")
    assert state.credit == 0 and state.moves_left == 4


def test_left_over_value_pays_later_abilities_then_is_lost_at_the_end_of_the_turn():
    state, _ = play(position(QUIET), "ability F1 pay F")
    assert state.credit == 1 and state.moves_left == 5
    state, _ = play(state, "ability F3 pay F")
    assert state.credit == 0
    state, _ = play(position(QUIET), "ability F3 pay FF")
    assert state.credit == 1
    state, _ = play(state, "ability F1")
    assert state.credit == 0 and state.tokens[FIRE] == (1, 0)
    state, _ = play(position(QUIET), "ability F1 pay F", "end")
    assert state.credit == 0


@pytest.mark.parametrize(
    "bad, reason",
    [
        ("ability F3 pay F", "worth 2"),
        ("ability F1 pay FF", "leave out"),
        ("ability F2 pay W A5", "holds 3 Fire and 0 Water"),
        ("ability W1 pay F", "cannot use Water's abilities"),
        ("ability F1", "worth 0"),
    ],
)
def test_payments_must_cover_the_cost_with_tokens_held_and_no_token_to_spare(bad, reason):
    state = position(QUIET)
    assert bad not in legal_texts(state)
    with pytest.raises(IllegalAction, match=reason):
        play(state, bad)


def test_left_over_value_is_used_before_any_token():
    state, _ = play(position(QUIET), "ability F3 pay FF")
    with pytest.raises(IllegalAction, match="leave out"):
        play(state, "ability F1 pay F")


def test_each_ability_once_a_turn_and_again_next_turn():
    state, _ = play(position(QUIET), "ability F1 pay F")
    assert not [t for t in legal_texts(state) if t.startswith("ability F1")]
    with pytest.raises(IllegalAction, match="already used"):
        play(state, "ability F1 pay F")
    state, _ = play(state, "end", "end")
    assert "ability F1 pay F" in legal_texts(state)


# -- Fire --------------------------------------------------------------------
def test_f1_gives_two_more_moves_even_after_the_others_are_spent():
    state, _ = play(position(QUIET), "move A1 B1", "move B1 C1", "move C1 D1", "ability F1 pay F")
    assert state.moves_left == 2


def test_f2_burns_an_empty_square_or_chars_any_burning_tile():
    state, _ = play(position(QUIET), "ability F2 pay F C3")
    assert tile(state, "C3") == Tile.BURNING and state.fire_tiles == 15
    state, _ = play(position("bF . b . .\n" + ". . . . .\n" * 3 + ". . . . .W"), "ability F2 pay F A1")
    assert tile(state, "A1") == Tile.CHARRED, "even under a flame"
    for target, reason in (("C1", "neither empty nor"), ("E5", "neither empty nor")):
        with pytest.raises(IllegalAction, match=reason):
            play(position("bF . c . .\n" + ". . . . .\n" * 3 + ". . . . .W"), f"ability F2 pay F {target}")


def test_f3_opens_charred_squares_for_this_turn_only():
    state = position(".F c . . .\n" + ". . . . .\n" * 3 + ". . . . .W")
    state, _ = play(state, "ability F3 pay FF", "move A1 B1")
    assert figure(state, "B1") == Figure.FLAME and tile(state, "A1") == Tile.BURNING
    state, _ = play(state, "move B1 A1", "end", "end")
    assert not state.charred_open and "move A1 B1" not in legal_texts(state)


def test_f4_puts_the_spare_flame_on_an_empty_square_and_only_while_one_is_spare():
    state = position(".F . . . .\n.F . . . .\n" + ". . . . .\n" * 2 + ". . . . .W")
    state, _ = play(state, "ability F4 pay FF C3")
    assert figure(state, "C3") == Figure.FLAME and state.fire_flames == 0
    full = position(".F . . . .\n.F . . . .\n.F . . . .\n. . . . .\n. . . . .W", tokens=((3, 3), (0, 0)))
    assert full.fire_flames == 0
    assert not [t for t in legal_texts(full) if t.startswith("ability F4")]
    with pytest.raises(IllegalAction, match="already on the board"):
        play(full, "ability F4 pay FF E1")


# -- Water -------------------------------------------------------------------
def test_w1_gives_one_more_move():
    state, _ = play(position(QUIET, seat=WATER), "ability W1 pay W")
    assert state.moves_left == 4 and state.credit == 1


def test_w2_places_a_puddle_then_offers_the_puddle_move():
    state, _ = play(position(QUIET, seat=WATER), "ability W2 pay W C3")
    assert state.phase is Phase.PUDDLE and tile(state, "C3") == Tile.PUDDLE and state.water_puddles == 2
    assert legal_texts(state) == ["puddle C3 C2", "puddle C3 B3", "puddle C3 D3", "puddle C3 C4", "puddle skip"]
    with pytest.raises(IllegalAction, match="moves a puddle or skips"):
        play(state, "end")
    moved, _ = play(state, "puddle C3 D3")
    assert tile(moved, "C3") == Tile.NONE and tile(moved, "D3") == Tile.PUDDLE and moved.phase is Phase.TURN
    skipped, _ = play(state, "puddle skip")
    assert tile(skipped, "C3") == Tile.PUDDLE and skipped.phase is Phase.TURN


def test_w2_asks_nothing_more_when_no_puddle_can_move():
    state = position(". m . . .F\nm . . . .\n" + ". . . . .\n" * 2 + ". . . . .W", seat=WATER)
    state, _ = play(state, "ability W2 pay W A1")
    assert state.phase is Phase.TURN and tile(state, "A1") == Tile.PUDDLE


def test_no_ability_puts_anything_on_the_shrine():
    fire = position(". . . . .F\n" + ". . . . .\n" * 3 + ". . . . .W", board="B")
    for text in ("ability F2 pay F C3", "ability F4 pay FF C3"):
        with pytest.raises(IllegalAction):
            play(fire, text)
    water = position(". . . . .F\n. . . . .\n. . # . .\n. . . . .\n. . . . .W", board="B", seat=WATER)
    state, _ = play(water, "ability W2 pay WW C2")  # W2 costs 3 on side B
    assert "puddle C2 C3" not in legal_texts(state)
    with pytest.raises(IllegalAction, match="Shrine"):
        play(state, "puddle C2 C3")
    with pytest.raises(IllegalAction, match="Shrine"):
        play(water, "ability W2 pay WW C3")


def test_w2_must_place_its_puddle_when_it_can():
    with pytest.raises(IllegalAction, match="must put a puddle"):
        play(position("p . . . .F\n" + ". . . . .\n" * 3 + ". . . . .W", seat=WATER), "ability W2 pay W")


def test_w2_with_no_puddle_left_only_moves_one():
    diagram = "P m . . .F\n" + ". . . . .\n" * 3 + ". . . . .W"
    state = position(diagram, seat=WATER)
    assert state.water_puddles == 0
    assert [t for t in legal_texts(state) if t.startswith("ability W2")] == ["ability W2 pay W"]
    state, _ = play(state, "ability W2 pay W", "puddle A1 A2")
    assert tile(state, "A1") == Tile.PUDDLE and tile(state, "A2") == Tile.PUDDLE, "the top puddle of the stack moved"


def test_w2_is_not_offered_when_nothing_could_happen():
    diagram = "m m m . .F\n" + ". . . . .\n" * 3 + ". . . . .W"
    assert not [t for t in legal_texts(position(diagram, seat=WATER)) if t.startswith("ability W2")]


def test_a_puddle_onto_charred_becomes_mud_and_returns_the_tile():
    state = position("c . . . .F\n" + ". . . . .\n" * 3 + ". . . . .W", seat=WATER)
    state, events = play(state, "ability W2 pay W B1", "puddle B1 A1")
    assert tile(state, "A1") == Tile.MUD and tile(state, "B1") == Tile.NONE
    assert state.fire_tiles == 16 and any(isinstance(e, TileReturned) for e in events)


def test_a_puddle_onto_burning_returns_the_tile():
    state = position("b . . . .F\n" + ". . . . .\n" * 3 + ". . . . .W", seat=WATER)
    state, _ = play(state, "ability W2 pay W B1", "puddle B1 A1")
    assert tile(state, "A1") == Tile.PUDDLE and state.fire_tiles == 16


def test_puddles_stack_two_high_at_most_and_never_onto_mud():
    state = position("p . P m .F\n" + ". . . . .\n" * 3 + ". . . . .W", seat=WATER)
    state, _ = play(state, "ability W2 pay W B1")
    assert "puddle B1 A1" in legal_texts(state)
    for bad, reason in (("puddle B1 C1", "two puddles"), ("puddle C1 D1", "mud")):
        with pytest.raises(IllegalAction, match=reason):
            play(state, bad)
    state, _ = play(state, "puddle B1 A1")
    assert tile(state, "A1") == Tile.PUDDLES


def test_the_puddle_under_the_wave_and_moves_onto_figures_are_refused():
    state = position("pW . . . .F\n.F . . . .\n" + ". . . . .\n" * 3, seat=WATER)
    state, _ = play(state, "ability W2 pay W B2")
    assert not [t for t in legal_texts(state) if t.startswith("puddle A1")]
    with pytest.raises(IllegalAction, match="wave stands on"):
        play(state, "puddle A1 B1")
    with pytest.raises(IllegalAction, match="figure stands there"):
        play(state, "puddle B2 A2")


def test_w3_puts_the_wave_on_a_puddle_without_a_move():
    state = position(". . . . .F\n" + ". . . . .\n" * 3 + "p . . . .W", seat=WATER)
    state, _ = play(state, "ability W3 pay WW A5")
    assert figure(state, "A5") == Figure.WAVE and state.moves_left == 3
    assert state.entered == {state.board.index("A5")}
    with pytest.raises(IllegalAction, match="not a puddle"):
        play(position(QUIET, seat=WATER), "ability W3 pay WW C3")


# -- W4: takes effect on Water's next turn -----------------------------------
BOOST = ". . . . .\n. . . . .\n. . bF . .\n. . .W . .\n.F . . . ."


def test_w4_does_nothing_on_the_turn_it_is_bought():
    state, _ = play(position(BOOST, seat=WATER), "ability W4 pay WW")
    assert state.moves_left == 3 and state.wave_boost_next and not state.wave_boost
    with pytest.raises(IllegalAction, match="only on the turn after"):
        play(state, "move C4 C3")


def test_w4_next_turn_gives_a_move_and_lets_the_wave_take_a_flame():
    state, _ = play(position(BOOST, seat=WATER), "ability W4 pay WW", "end", "end")
    assert state.seat == WATER and state.moves_left == 4 and state.wave_boost
    state, events = play(state, "move C4 C3")
    assert figure(state, "C3") == Figure.WAVE and tile(state, "C3") == Tile.NONE
    assert state.fire_flames == 2 and state.fire_tiles == 16, "the flame and its burning tile went back to Fire"
    assert any(isinstance(e, FlameReturned) for e in events)
    assert tile(state, "C4") == Tile.NONE, "no tile is left behind for the returned flame"


def test_w4_lasts_one_turn_and_adds_to_w1():
    state, _ = play(position(BOOST, seat=WATER), "ability W4 pay WW", "end", "end", "ability W1 pay W")
    assert state.moves_left == 5
    state, _ = play(state, "end", "end")
    assert state.moves_left == 3 and not state.wave_boost
    with pytest.raises(IllegalAction, match="only on the turn after"):
        play(state, "move C4 C3")
