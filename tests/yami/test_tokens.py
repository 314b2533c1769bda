"""Whirlpool and Mist tokens, Rock icons and Magic tiles, as a table of players meets them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.yami.helpers import ENGINE, cards, play, table, with_campaign
from yamabushi.core.errors import IllegalAction
from yamabushi.yami.actions import Discard, Play, PlayDeck
from yamabushi.yami.board import mask_of, parse_square
from yamabushi.yami.missions import mission_variant
from yamabushi.yami.placement import legal_places, placed
from yamabushi.yami.resolve import settle
from yamabushi.yami.solver import solve
from yamabushi.yami.state import YamiState

# Player 1 leads B3, Player 2 has no blue, the automa must play a blue river card:
# B6 wins (no red is played), the automa leads next and Player 1 places B6 at A10,
# covering A10-E10 and A11.
HANDS = ("B3 P2 R1 G7 O7 O1 O2 R4 R5", "G1 P7 R2 G2 G3 O3 O4 R6 R7")
RIVER = "B1 B6 R3 G4"
DECK = "O5 P1 P3 G5 G6 P4"
TRICK = ("B3", "G1", "B6")
PLACE_B6 = "B6@A10/0"


def _squares(*names: str) -> int:
    return mask_of([parse_square(n) for n in names])


def _with_tokens(
    state: YamiState, whirlpools: tuple[str, ...] = (), mists: tuple[tuple[str, str], ...] = ()
) -> YamiState:
    return with_campaign(state, whirlpools=_squares(*whirlpools), mists=tuple((parse_square(s), c) for s, c in mists))


def test_covering_a_whirlpool_makes_every_player_throw_a_card_face_down_in_private() -> None:
    state = _with_tokens(table(HANDS, RIVER, DECK), whirlpools=("C10",))
    state, _ = play(state, *TRICK)
    state, events = play(state, PLACE_B6)
    assert state.campaign.whirlpools == 0
    assert state.phase == "discard" and state.campaign.discards == (0, 1)
    assert state.discarded == cards("P1")  # the automa threw its top deck card at once
    assert [e.text for e in events][-2:] == [
        "The Whirlpool on C10 is taken away.",
        "Automa throws its top deck card face down.",
    ]
    assert ENGINE.to_play(state) == 0
    assert ENGINE.legal_actions(state) == [Discard(c) for c in state.hands[0]]
    action = ENGINE.parse_action(state, "-R4")
    assert ENGINE.is_barrier(state, action)
    after, more = ENGINE.apply(state, action)
    assert ENGINE.log_text(state, action, more) == "- (a card face down)"
    assert ENGINE.to_play(after) == 1
    view = ENGINE.observation(after, 1)
    assert view.discarded_count == 2 and view.campaign.discards == (1,)
    assert "R4" not in {str(c) for c in view.hand} and len(view.hand) == 8
    after, _ = play(after, "-R6")
    assert after.phase == "play" and ENGINE.to_play(after) == 0  # the Leader plays for the automa, which leads
    assert len(after.hands[0]) == 7 and len(after.hands[1]) == 7


def test_a_whirlpool_never_takes_a_card_a_hand_needs_for_the_rounds_left() -> None:
    short = ("B3 P2 R1 G7 O7 O1 O2", "G1 P7 R2 G2 G3 O3 O4")  # 6 cards left for 6 rounds
    state = _with_tokens(table(short, RIVER, DECK), whirlpools=("C10",))
    state, _ = play(state, *TRICK, PLACE_B6)
    assert state.phase == "play" and state.campaign.discards == ()
    assert len(state.discarded) == 1  # the automa still has 9 cards for 6 rounds


def test_with_its_deck_empty_the_automa_throws_a_river_card_the_leader_picks() -> None:
    state = _with_tokens(with_campaign(table(HANDS, RIVER, ""), rounds=2), whirlpools=("C10",))
    state, _ = play(state, *TRICK, PLACE_B6)
    assert state.campaign.discards == (2, 0, 1)
    assert ENGINE.to_play(state) == 0  # the Kakapo holder chooses for the automa
    assert ENGINE.legal_actions(state) == [Discard(c) for c in cards("B1 R3 G4")]
    state, _ = play(state, "-G4")
    assert state.river == cards("B1 R3") and ENGINE.to_play(state) == 0


def test_while_cards_are_being_thrown_nothing_else_may_be_played() -> None:
    state = _with_tokens(table(HANDS, RIVER, DECK), whirlpools=("C10",))
    state, _ = play(state, *TRICK, PLACE_B6)
    with pytest.raises(IllegalAction, match="Player 1 must first throw a card face down"):
        play(state, "R4")
    with pytest.raises(IllegalAction, match="G1 is not among the cards Player 1 may throw"):
        play(state, "-G1")
    state, _ = play(state, "-R4", "-R6")
    with pytest.raises(IllegalAction, match="No card is to be thrown face down now"):
        play(state, "-O4")


def test_covering_a_mist_sets_the_colour_the_next_trick_is_led_in() -> None:
    state = _with_tokens(table(HANDS, RIVER, DECK), mists=(("C10", "G"),))
    state, events = play(state, *TRICK, PLACE_B6)
    assert state.campaign.mists == () and state.campaign.lead_colours == ("G",)
    assert events[-1].text == "The next trick must be led green if possible."
    # The automa leads: its river holds G4, so the Leader must take it, not the deck.
    assert ENGINE.legal_actions(state) == [Play(cards("G4")[0])]
    state, _ = play(state, "G4")
    assert state.campaign.lead_colours == ()


def test_several_mists_at_once_let_the_leader_choose_among_their_colours() -> None:
    state = _with_tokens(table(HANDS, RIVER, DECK), mists=(("C10", "G"), ("A11", "R")))
    state, _ = play(state, *TRICK, PLACE_B6)
    assert state.campaign.lead_colours == ("R", "G")
    assert ENGINE.legal_actions(state) == [Play(c) for c in cards("R3 G4")]


def test_a_leader_holding_the_mist_colour_must_lead_it() -> None:
    state = with_campaign(table(HANDS, RIVER, DECK), lead_colours=("O",))
    assert [str(a.card) for a in ENGINE.legal_actions(state)] == ["O1", "O2", "O7"]
    with pytest.raises(IllegalAction, match="Player 1 must lead orange \\(a Mist token calls for it\\)"):
        play(state, "B3")


def test_a_leader_without_the_mist_colour_leads_anything_and_so_does_the_automa() -> None:
    state = with_campaign(table(HANDS, RIVER, DECK), lead_colours=("P",))
    human = replace(state, hands=(cards("B3 R1 G7"), state.hands[1]))
    assert len(ENGINE.legal_actions(human)) == 3
    automa = with_campaign(replace(state, leader=2), lead_colours=("O",))
    assert ENGINE.legal_actions(automa) == [*(Play(c) for c in cards(RIVER)), PlayDeck()]


def test_tokens_and_rocks_next_to_a_mission_tile_must_be_covered_to_win() -> None:
    lyken = mission_variant(22)
    for square in ("D6", "D4", "J6"):  # a Mist beside the lair, and the two Rock icons
        assert lyken.goal >> parse_square(square) & 1


def _solved(number: int) -> tuple[YamiState, list]:
    state = replace(table(HANDS, RIVER, DECK), mission=mission_variant(number))
    solution = solve(state.mission)
    assert solution is not None
    return state, [placed(p) for p in solution]


def test_a_rock_icon_left_uncovered_keeps_the_mission_open() -> None:
    state, tiles = _solved(9)
    rock = parse_square("K3")
    last = next(t for t in tiles if t.mask >> rock & 1)
    others = tuple(t for t in tiles if t is not last)
    open_state, _ = settle(replace(state, placed=others), others[-1], [])
    assert open_state.status == "playing"
    done, _ = settle(replace(state, placed=others + (last,)), last, [])
    assert done.status == "success" and "every Rock icon covered" in done.reason


def test_a_magic_tile_counts_as_covered_and_no_spirit_tile_may_go_on_it() -> None:
    state, tiles = _solved(8)
    magic = parse_square("E8")
    assert state.mission.surround >> magic & 1
    assert not any(t.mask >> magic & 1 for t in tiles)
    done, _ = settle(replace(state, placed=tuple(tiles)), tiles[-1], [])
    assert done.status == "success"
    assert all(not placed(p).mask >> magic & 1 for p in legal_places(cards("R1")[0], state.occupied))
