"""Expert rule fixes of issue 18: an Impulse earns no replay, and a Transfer keeps 2v2 control straight."""

import pytest

from yamabushi.himiki.board import parse_square
from yamabushi.himiki.hpn import hpn

from tests.himiki.expert.util import expert
from tests.himiki.util import ENGINE, legal, play

SEED_508139 = (
    "place C5 KHM, place C2 MKH, place D2 HMK, place B5 HKM, place D5 HMK, place B2 HMK, B5 BA5, "
    "C2 PC2+D2 PD2, C5 BC6, B2 BB1, D5 BD6, chaos impulse, put D3, D2 BD3, go W"
).split(", ")


def test_an_impulse_earns_no_replay_in_the_seeded_game_of_the_report():
    """Black's cube tilts onto the Impulse on D3 and goes on to C3, next to the Water of C2: no replay."""
    state, _ = play(ENGINE.new_game({"mode": "1v1", "expert": True}, 508139), *SEED_508139)
    assert state.board[parse_square("C3")].top == state.board[parse_square("C2")].top == "M"
    assert state.replay is None and "end" not in legal(state)
    assert ENGINE.to_play(state) == 0, "Black's turn is over: White moves"


# C5 tilts north onto the Impulse on C4 (top Water) and goes on north to C3 (top Fire), next to B3's Fire.
IMPULSE = {
    "1v1": "C5HMK,B3HKM,E6MHK/A1KMH,E1KMH,E2KMH w 0-0 --- - -",
    "2v2": "C5HMK,B3HKM,E6MHK,D6MHK/A1KMH,E1KMH,E2KMH,A6KMH wl 0-0 --- - -",
}


@pytest.mark.parametrize("mode", ["1v1", "2v2"])
def test_an_impulse_next_to_a_same_top_ends_the_turn(mode):
    state, _ = play(expert(IMPULSE[mode], terrain={"C4": "impulse"}), "C5 BC4", "go N")
    assert state.board[parse_square("C3")].top == "H" and state.replay is None
    assert state.to_move == 1


def test_without_the_impulse_the_same_tilt_earns_its_replay():
    """The control: a plain Tilt next to a same top still earns one, so the test above is about the Impulse."""
    state, _ = play(expert(IMPULSE["1v1"].replace("C5HMK", "C4MHK")), "C4 BC3")
    assert state.board[parse_square("C3")].top == "H" and state.replay == (parse_square("C4"), parse_square("C3"))


def test_an_impulse_that_lands_on_a_vortex_still_earns_no_replay():
    """The extra square is a Tilt and sets off the Vortex, but the cube came by Impulse."""
    position = "C5HKM,B3HMK,E6MHK/A1MKH,E1MKH,E2MKH w 0-0 --- - -"
    state, _ = play(expert(position, terrain={"C4": "impulse", "C3": "vortex"}), "C5 BC4", "go N")
    assert state.chaos.terrain == () and state.board[parse_square("C3")].faces == "HMK"
    assert state.replay is None and state.to_move == 1


# 2v2, White-Dark in a replay: its cube crossed A3 -> A4 this turn (carried), now B3 tilts across onto the
# Transfer on B4 and swaps with A4. Both cubes stand on the Light half after the swap and both are still
# White-Dark's for the turn; the cube now on B4 beats C4's Wood, 1 -> 2, so a chance keeps the turn going.
CARRIED = "A4HMK,B3MHK,E6MHK,D6MHK/C4KMH,D1MHK,E1MHK,E2KMH wd 1-0 --- - A3>A4 c:A4"


def test_a_transfer_between_two_of_the_movers_carried_cubes_keeps_both_carried():
    state, _ = play(expert(CARRIED, hands=((), (), ("gate",), ()), terrain={"B4": "transfer"}), "B3 BB4")
    state, _ = play(state, "swap A4")
    assert state.chaos.pending.kind == "chance" and state.scores == (2, 0)
    assert " c:A4,B4 " in hpn(state), hpn(state)
    assert {parse_square("A4"), parse_square("B4")} <= set(state.controlled())


def test_a_transfer_with_a_carried_cube_lists_it_once():
    """The report's case: C2 tilts onto the Transfer on C3, on White-Dark's own half, and swaps with the
    carried A4 cube. The mover's cube is now the one across (carried once); the other is home on C3."""
    position = "A4HMK,C2MHK,E6MHK,D6MHK/D3KMH,D1MHK,E1MHK,E2KMH wd 1-0 --- - A3>A4 c:A4"
    state, _ = play(expert(position, hands=((), (), ("gate",), ()), terrain={"C3": "transfer"}), "C2 BC3")
    state, _ = play(state, "swap A4")
    assert state.chaos.pending.kind == "chance" and state.scores == (2, 0)
    assert " c:A4 " in hpn(state), hpn(state)


SEED_3148 = (
    "place D6 KHM, place A5 HMK, place A2 KHM, place D1 MHK, place E5 HKM, place B6 KHM, place B1 MKH, "
    "place E2 HMK, E5 BE4, A5 PA5+B6 PB6, A2 BB2, B1 PB1, D1 BC1, E4 BD4, A5 PA5+B6 PB6, B2 BC2, C2 BD2, "
    "E2 BE1, D4 PD4, B6 BA6, D2 BE2, chaos yokai, C1 BD1, D1 PD1, D4 BC4, A5 PA5, B1 BA1, D1 BC1, "
    "C4 PC4+D6 PD6, A5 BB5, A1 BA2, C1 BC2, C4 PC4+D6 PD6, B5 BB6, A2 BA3, E1 PE1, C4 BC3, chaos transfer, "
    "put A4, C3 BD3, B6 BC6, chaos vortex, put E4, D3 PD3, C2 BB2, D6 PD6, C6 BC5, E2 BE3, yokai, B2 BC2, "
    "D6 PD6, C5 BC4, A3 PA3, E1 BD1, D6 PD6, C4 BD4, chaos water-mana, A6 BA5, A3 PA3+D3 PD3, C2 BC3, "
    "D6 PD6, D4 BD5, A3 BA4"
).split(", ")


def test_control_follows_the_cube_a_transfer_swaps_back_home():
    """2v2 Expert, seed 3148 (issue 27): White-Dark's cube crossed A3 -> A4 onto a Transfer and swaps with
    D3. The played cube is home on D3 and needs no carrying; the cube swapped onto A4 is not the mover's."""
    state, _ = play(ENGINE.new_game({"mode": "2v2", "expert": True}, 3148), *SEED_3148)
    assert " c:A4" in hpn(state), hpn(state)
    state, _ = play(state, "swap D3")
    assert " c:" not in hpn(state), hpn(state)
    assert parse_square("A4") not in state.controlled()
