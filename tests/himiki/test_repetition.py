"""The repetition draw (RULINGS, Hi Mi Ki, "Repetition"): an Influence tile stolen back and
forth brings a position back; at its third occurrence the player to move may claim a draw,
at its fifth the game is drawn at once. Same in 2v2 and Expert; saves and HPN keep it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yamabushi.app.registry import engine_for
from yamabushi.app.bots import LEVELS, make_bot
from yamabushi.core.errors import IllegalAction
from yamabushi.himiki.chaos import ChaosState
from yamabushi.himiki.hpn import from_hpn, hpn
from yamabushi.himiki.repetition import position_key
from yamabushi.himiki.state import HiMiKiState
from yamabushi.session.controller import Session
from yamabushi.session.text_record import export_text, import_text
from yamabushi.session.timeline import build_timeline

from tests.himiki.util import ENGINE, legal, play

STEAL_LOOP = "C3KHM,D5MKH,E5HKM/A1KMH,C2KMH,D4KMH b 0-1 --b - -"
"""Black to move; White then takes the Wood Influence from Black and Black takes it back."""
LOOP = ("A1 BA2", "D5 BD6", "A2 BA1", "D6 BD5")

SEED_9_PREFIX = ("C5 PC5", "D2 BD1", "C5 BC6", "B2 BB3", "D5 BD6", "D1 BD2", "C6 BB6", "B6 PB6", "B3 BB4")
"""From the random set-up of seed 9 to `B5MHK,B6MHK,D6MHK/C2KMH,D2MHK,B4HMK w 2-0 ww- - -`."""
SEED_9_LOOP = ("D6 BD5", "C2 BC1", "D5 BD6", "C1 BC2")
"""White and Black steal the Water Influence from each other and come back."""

TWO_VS_TWO_PREFIX = ("E5 BE6", "D6 BD5")
"""Random set-up, seed 2; then each seat Tilts a cube away, and back, with nothing scored."""
TWO_VS_TWO_LOOP = ("B6 BB5", "A2 BB2", "D1 BD2", "D5 BE5", "B5 BB6", "B2 BA2", "D2 BD1", "E5 BD5")


def test_the_loop_steals_the_tile_back_and_forth():
    state, events = play(STEAL_LOOP, *LOOP[:2])
    assert [e.text for e in events] == ["4 cubes show Wood, so White takes the Wood Influence from Black (White +1, Black -1)."]
    state, events = play(state, LOOP[2])
    assert [e.text for e in events] == ["5 cubes show Wood, so Black takes the Wood Influence from White (Black +1, White -1)."]
    assert hpn(play(state, LOOP[3])[0]) == STEAL_LOOP


def test_no_claim_at_the_second_occurrence():
    state, _ = play(STEAL_LOOP, *LOOP)
    assert state.repeats == 2
    assert "draw" not in legal(state)


def test_the_player_to_move_may_claim_at_the_third_occurrence():
    state, _ = play(STEAL_LOOP, *LOOP * 2)
    assert hpn(state) == STEAL_LOOP and state.repeats == 3
    assert "draw" in legal(state)
    done, events = play(state, "draw")
    expected = "Draw by repetition: the same position came up 3 times, and the draw was claimed."
    assert [e.text for e in events] == [expected]
    assert ENGINE.outcome(done) is not None and ENGINE.outcome(done).text == expected
    assert ENGINE.outcome(done).winners == ()


def test_every_position_of_the_loop_counts_not_only_the_first():
    state, _ = play(STEAL_LOOP, *LOOP * 2, *LOOP[:3])
    assert state.repeats == 3 and "draw" in legal(state)
    assert state.scores == (0, 1)


def test_the_claim_may_be_turned_down_and_the_fifth_occurrence_draws_at_once():
    state, _ = play(STEAL_LOOP, *LOOP * 3)
    assert state.repeats == 4 and ENGINE.to_play(state) is not None
    state, events = play(state, *LOOP[:3])
    state, events = play(state, LOOP[3])
    assert ENGINE.to_play(state) is None and ENGINE.legal_actions(state) == []
    expected = "Draw by repetition: the same position came up 5 times."
    assert events[-1].text == expected and ENGINE.outcome(state).text == expected


def test_a_refused_claim_names_both_reasons():
    state, _ = play(STEAL_LOOP, *LOOP)
    with pytest.raises(IllegalAction) as refused:
        play(state, "draw")
    assert str(refused.value) == (
        "A draw can be claimed after 60 turns without a score change (1 so far), "
        "or when a position comes up a third time (this one: 2)."
    )


@pytest.mark.parametrize("level", LEVELS)
def test_bots_claim_at_the_third_occurrence(level):
    state, _ = play(STEAL_LOOP, *LOOP * 2)
    bot = make_bot("himiki", level, state.to_move, seed=1, max_seconds=None)
    assert ENGINE.format_action(state, bot.choose(state, ENGINE.legal_actions(state))) == "draw"


def test_a_position_read_from_hpn_counts_once_and_round_trips():
    state, _ = play(STEAL_LOOP, *LOOP * 2, LOOP[0])
    again = from_hpn(hpn(state))
    assert hpn(again) == hpn(state)
    assert again.repeats == 1 and state.repeats == 3


def test_a_save_replays_into_the_same_claim():
    session = Session(ENGINE, {"setup": "random"}, 9, created="2026-12-01T10:00:00+00:00")
    for text in SEED_9_PREFIX + SEED_9_LOOP * 2:
        session.play_text(text)
    assert "draw" in legal(session.state)
    timeline = build_timeline(session.record(), ENGINE, "game")
    assert timeline.states[-1].repeats == 3 and "draw" in legal(timeline.states[-1])
    session.play_text("draw")
    exported = export_text(build_timeline(session.record(), ENGINE, "game"))
    assert "Result: Draw by repetition: the same position came up 3 times, and the draw was claimed." in exported
    assert export_text(import_text(exported, "record", engine_for)) == exported


def test_two_vs_two_draws_by_repetition_too():
    state = ENGINE.new_game({"mode": "2v2", "setup": "random"}, 2)
    state, _ = play(state, *TWO_VS_TWO_PREFIX, *TWO_VS_TWO_LOOP * 2)
    assert state.repeats == 3 and "draw" in legal(state)
    state, events = play(state, *TWO_VS_TWO_LOOP * 2)
    assert ENGINE.outcome(state).text == "Draw by repetition: the same position came up 5 times."


def _expert(position: str, terrain: tuple[tuple[int, str], ...] = ()) -> HiMiKiState:
    chaos = ChaosState(hands=(("fire-mana", "yokai", "mirror"), ("confusion", "vortex", "gate")), terrain=terrain)
    return replace(from_hpn(position), chaos=chaos)


def test_expert_draws_by_repetition_too():
    state, _ = play(_expert(STEAL_LOOP), *LOOP * 2)
    assert state.repeats == 3 and "draw" in legal(state)
    state, _ = play(state, *LOOP * 2)
    assert ENGINE.outcome(state).text == "Draw by repetition: the same position came up 5 times."


def test_a_waiting_chaos_tile_makes_another_position():
    """Cubes, scores and seat alike; a Vortex on A6 (square 25) or not: two positions, as their HPN lines."""
    bare, tiled = _expert(STEAL_LOOP), _expert(STEAL_LOOP, terrain=((25, "vortex"),))
    assert position_key(bare) != position_key(tiled)
    assert position_key(bare) == position_key(play(bare, *LOOP)[0])
