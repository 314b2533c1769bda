"""HPN carries an Expert position's Chaos state: written, read back, the same position;
other seats' hands only as far as the writer sees them; bad fields refused by name."""

from __future__ import annotations

import random

import pytest

from yamabushi.core.errors import NotationError
from yamabushi.himiki.chaos import HIDDEN, Decision
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.himiki.state import HiMiKiState

from tests.himiki.expert.util import expert
from tests.himiki.util import ENGINE

START = "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -"
HANDS = (("yokai", "mirror", "gate"), ("fire-mana", "transfer", "vortex"))


def _position(state: HiMiKiState) -> tuple[object, ...]:
    """Everything HPN writes: the state less the turn counters and the generator."""
    return (state.board, state.to_move, state.scores, state.influence, state.must_tilt, state.replay,
            state.carried, state.winner, state.chaos)


def _states(mode: str, games: int) -> list[HiMiKiState]:
    """Every play-phase state of random Expert games, as the engine and as each seat sees it."""
    found = []
    for seed in range(games):
        rng = random.Random(seed)
        state = ENGINE.new_game({"mode": mode, "expert": True, "setup": "random"}, seed)
        while True:
            found.append(state)
            found += [ENGINE.observation(state, seat) for seat in range(len(state.rules.seat_names))]
            legal = ENGINE.legal_actions(state)
            if not legal:
                break
            state, _ = ENGINE.next_state(state, rng.choice(legal))
    return found


@pytest.mark.parametrize("mode", ["1v1", "2v2"])
def test_every_position_of_random_expert_games_round_trips(mode):
    states = _states(mode, 60)
    assert any(s.chaos.terrain for s in states) and any(s.chaos.pending for s in states)
    assert any(s.chaos.armed for s in states) and any(s.chaos.confused for s in states)
    for state in states:
        text = hpn(state)
        back = from_hpn(text)
        assert _position(back) == _position(state), text
        assert hpn(back) == text


def test_the_chaos_fields_as_written():
    state = expert(
        "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 3-0 w-- - -",
        hands=(("mirror",), ("fire-mana", "transfer")),
        terrain={"A1": "gate", "E3": "impulse"},
        armed=(1,),
        confused=(0, 1),
        forced=True,
        pending=Decision("yokai", square=21, origin=16, source="mana"),
        chances=1,
        resume=(22, 17),
    )
    assert hpn(state) == (
        "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 3-0 w-- - - hands:mirror/fire-mana,transfer terrain:A1G,E3I "
        "armed:b confused:w,b forced owes:yokai@B5<B4+mana chances:1 resume:C5>C4"
    )


def test_a_hand_the_writer_may_not_see_is_written_as_its_size():
    state = expert(START, hands=HANDS, terrain={"C3": "impulse"})
    assert hpn(ENGINE.observation(state, 0)) == START + " hands:yokai,mirror,gate/3 terrain:C3I"
    assert hpn(ENGINE.observation(state, 1)) == START + " hands:3/fire-mana,transfer,vortex terrain:C3I"
    assert from_hpn(START + " hands:yokai,mirror,gate/3").chaos.hands[1] == (HIDDEN,) * 3


def test_two_vs_two_names_seats_as_it_names_the_seat_to_move():
    position = "B1HMK,A2HMK,E5HMK,D6HMK/D1HMK,E2HMK,A5HMK,B6HMK wl 0-0 --- - -"
    text = position + " hands:mirror/-/3/conjuration armed:bd confused:bl,wd"
    state = from_hpn(text)
    assert state.chaos.armed == (3,) and state.chaos.confused == (1, 2) and state.chaos.hands[1] == ()
    assert hpn(state) == text


def test_a_side_the_gate_of_hell_emptied_has_lost():
    state = from_hpn("C3HMK/- b 1-0 --- - - hands:-/-")
    assert state.winner == 0 and ENGINE.to_play(state) is None


def test_the_position_is_the_game_the_engine_plays():
    """perft from the line and from the same position built by hand agree, Impulse and all."""
    from yamabushi.core.testing import perft

    text = START + " hands:yokai,mirror,gate/fire-mana,transfer,vortex terrain:C4I"
    built = expert(START, hands=HANDS, terrain={"C4": "impulse"})
    assert perft(ENGINE, from_hpn(text), 3) == perft(ENGINE, built, 3) != perft(ENGINE, from_hpn(START), 3)


@pytest.mark.parametrize(
    ("tail", "reason"),
    [
        ("terrain:C3I", "gives the hands first"),
        ("hands:yokai", "give 2 hands, one per seat"),
        ("hands:yokai/dragon", "'dragon' is no Chaos tile"),
        ("hands:4/-", "at most 3 tiles, not 4"),
        ("hands:yokai,mirror,gate,vortex/-", "at most 3 tiles, not 4"),
        ("hands:impulse/- terrain:C3I", "one Impulse tile"),
        ("hands:yokai/- armed:b", "one Major Yokai tile"),
        ("hands:-/- terrain:C3X", "a terrain letter, one of G, I, T, V, P, R"),
        ("hands:-/- terrain:C3I,C3G", "one tile to a square"),
        ("hands:-/- armed:x", "from w, b"),
        ("hands:-/- confused:w,w", "once each"),
        ("hands:-/- owes:dance", "a decision is one of chance, place"),
        ("hands:-/- owes:impulse", "name a square (@C4)"),
        ("hands:-/- owes:impulse@C3", "none stands there"),
        ("hands:-/- owes:yokai@C5+fly", "+fly is no way to move"),
        ("hands:-/- owes:place:yokai", "names the terrain tile played"),
        ("hands:-/- owes:mana:X", "a decision is one of"),
        ("hands:-/- owes:chance", "write chances:1 or more"),
        ("hands:-/- chances:9", "0 to 3 chances"),
        ("hands:-/- resume:C5", "<from>><to>"),
        ("hands:-/- hands:-/-", "once each"),
        ("hands:-/- forced:yes", "once each"),
        ("c:C3", "the Expert fields hands:"),
    ],
)
def test_bad_chaos_fields_are_refused_naming_the_field(tail, reason):
    with pytest.raises(NotationError, match=reason.replace("(", r"\(").replace(")", r"\)").replace("+", r"\+")):
        from_hpn(f"{START} {tail}")


def test_fewer_cubes_only_in_expert():
    with pytest.raises(NotationError, match="each side has 3 cubes"):
        from_hpn("B5HMK,C5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -")
    with pytest.raises(NotationError, match="up to 3 cubes"):
        from_hpn("A5HMK,B5HMK,C5HMK,D5HMK/B2HMK w 0-0 --- - - hands:-/-")
