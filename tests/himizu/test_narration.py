"""Every Himizu action and automatic effect reads as one plain sentence: one test per event kind."""

from dataclasses import replace

from yamabushi.himizu.events import (
    AbilityUsed,
    FigureMoved,
    FigurePlaced,
    FlameReturned,
    GameOver,
    PuddleMoved,
    TileFlipped,
    TileLaid,
    TileProliferated,
    TileReturned,
    TurnStarted,
)
from yamabushi.himizu.state import WATER, Phase

from tests.himizu.helpers import ENGINE, position


def said(state, text, kind=None):
    """The narration of `text` played on `state`; `kind` is the event kind the test is about."""
    action = ENGINE.parse_action(state, text)
    _, events = ENGINE.apply(state, action)
    if kind is not None:
        assert any(isinstance(e, kind) for e in events), f"{text} raised no {kind.__name__}"
    return ENGINE.narration(state, action, events)


def test_set_up_placements_and_the_first_turn():
    state = ENGINE.new_game({"board": "A"}, 0)
    assert said(state, "flame C3", FigurePlaced) == ("Fire places a flame on C3.",)
    for text in ("flame C3", "flame E3"):
        state, _ = ENGINE.apply(state, ENGINE.parse_action(state, text))
    assert said(state, "wave B1", TurnStarted) == ("Water places the wave on B1.", "Round 1: Fire's turn, 3 moves.")


def test_a_flame_move_says_the_burning_tile_it_leaves():
    state = position(". . . .F .\n" + ". . . . .\n" * 3 + ". . . . .W")
    assert said(state, "move D1 D2", TileLaid) == ("Fire's flame moves D1→D2 and leaves a burning tile on D1.",)


def test_a_flame_leaving_a_burning_tile_chars_it():
    state = position(". . . bF .\n" + ". . . . .\n" * 3 + ". . . . .W")
    assert said(state, "move D1 D2", TileFlipped) == ("Fire's flame moves D1→D2 and leaves the tile on D1 charred.",)


def test_the_wave_says_it_puts_out_a_burning_tile():
    state = position(".W b . . .\n" + ". . . . .\n" * 3 + ". . . . .F", seat=WATER)
    assert said(state, "move A1 B1", TileReturned) == (
        "Water's wave moves A1→B1 and puts out the burning tile on B1.",
    )


def test_the_wave_under_w4_puts_out_a_flame_and_its_tile():
    state = position(".W bF . . .\n" + ". . . . .\n" * 3 + ". . . . .F", seat=WATER, wave_boost=True)
    assert said(state, "move A1 B1", FlameReturned) == (
        "Water's wave moves A1→B1 and puts out the flame and the burning tile on B1.",
    )


def test_a_free_step_onto_a_puddle_says_so():
    state = position(".W p . . .\n" + ". . . . .\n" * 3 + ". . . . .F", seat=WATER)
    assert said(state, "move A1 B1", FigureMoved) == ("Water's wave moves A1→B1 onto the puddle, free.",)


def test_an_ability_names_its_payment_and_its_effect():
    state = position(". . . .F .\n" + ". . . . .\n" * 3 + ". . . . .W")
    assert said(state, "ability F2 pay F B5", AbilityUsed) == (
        "Fire uses F2, giving 1 Fire token to Water: a burning tile goes on B5.",
    )
    assert said(state, "ability F3 pay FF") == (
        "Fire uses F3, giving 2 Fire tokens to Water (1 left over): flames may enter charred squares this turn.",
    )
    water = position(". . . .F .\n" + ". . . . .\n" * 3 + ". . . . .W", seat=WATER)
    assert said(water, "ability W1 pay W") == (
        "Water uses W1, giving 1 Water token to Fire (1 left over): one more move this turn, 4 left.",
    )


def test_a_puddle_moved_onto_charred_terrain_makes_mud():
    diagram = ". p c . .F\n" + ". . . . .\n" * 3 + ". . . . .W"
    state = position(diagram, seat=WATER, phase=Phase.PUDDLE, used=frozenset({2}))
    assert said(state, "puddle B1 C1", PuddleMoved) == (
        "Water moves a puddle B1→C1 onto charred terrain: it becomes mud and the charred tile goes back to Fire.",
    )
    assert said(state, "puddle B1 A1") == ("Water moves a puddle B1→A1.",)
    assert said(state, "puddle skip") == ("Water moves no puddle.",)


def test_proliferation_at_the_start_of_fires_turn_names_the_squares_that_caught_fire():
    state = position("b . b . .F\n. . . . .\n. . . . .\nb . . . .\nb . . . .W", seat=WATER, round=2)
    assert said(state, "end", TileProliferated) == (
        "Water ends its turn.",
        "Round 3: Fire's turn, 3 moves; B1 catches fire between two burning tiles.",
    )
    two = position("b . b . .F\n. . . . .\nb . . . .\n. . . . .\nb . . . .W", seat=WATER, round=2)
    assert said(two, "end")[1] == (
        "Round 3: Fire's turn, 3 moves; B1, A2 and A4 catch fire, each between two burning tiles."
    )


def test_ending_fires_turn_counts_the_round_tokens_and_w4_is_announced():
    state = position(". . . .F .\n" + ". . . . .\n" * 3 + ". . . . .W", round_tokens=7, round=4, wave_boost_next=True)
    assert said(state, "end", TurnStarted) == (
        "Fire ends its turn and returns a round token (6 left).",
        "Round 4: Water's turn, 4 moves (W4: one more, and the wave may take a flame).",
    )


def test_the_end_names_the_winner_first():
    last = position(". . . .F .\n" + ". . . . .\n" * 3 + ". . . . .W", round_tokens=1, round=10)
    assert said(last, "end", GameOver) == (
        "Fire ends its turn and returns its last round token.",
        "Water wins: Fire returned its last round token.",
    )
    water = position(". . . . .\n" + ". . . . .\n" * 3 + ". . . . .W", seat=WATER)
    assert said(water, "end")[-1] == "Water wins: Water ended its turn with no flame on the board."


def test_every_other_ability_says_what_it_did():
    fire = position(". b . .F .\n" + ". . . . .\n" * 3 + ". . . . .W", tokens=((3, 3), (0, 0)))
    assert said(fire, "ability F2 pay F B1") == (
        "Fire uses F2, giving 1 Fire token to Water: the burning tile on B1 turns charred.",
    )
    assert said(fire, "ability F4 pay FF C3") == (
        "Fire uses F4, giving 2 Fire tokens to Water: a new flame goes on C3.",
    )
    water = position(". p . .F .\n" + ". . . . .\n" * 3 + ". . . . .W", seat=WATER, tokens=((0, 0), (3, 3)))
    assert said(water, "ability W2 pay W E1") == (
        "Water uses W2, giving 1 Water token to Fire: a puddle goes on E1, and Water may move one puddle a square.",
    )
    assert said(water, "ability W3 pay WW B1") == (
        "Water uses W3, giving 2 Water tokens to Fire (1 left over): the wave goes from E5 to the puddle on B1, free.",
    )
    assert said(water, "ability W4 pay WW") == (
        "Water uses W4, giving 2 Water tokens to Fire: next turn the wave has one more move"
        " and may enter a flame's square, putting it out.",
    )
    no_puddle_left = replace(water, water_puddles=0)
    assert said(no_puddle_left, "ability W2 pay W")[0].endswith(
        ": no puddle can be placed, so Water may move one puddle a square."
    )
