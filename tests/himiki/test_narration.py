"""Every kind of Hi Mi Ki event, and every action, reads as plain sentences (Engine.narration)."""

from dataclasses import replace

import pytest

from yamabushi.himiki.events import ChanceLapsed
from yamabushi.himiki.hpn import from_hpn
from yamabushi.session.controller import Session

from tests.himiki.expert.util import expert, without
from tests.himiki.util import ENGINE, play

ONE_WIN = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM w {} --- - -"
GATE = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM w 0-0 --- - -"


def said(state, *moves: str) -> tuple[str, ...]:
    """The narration of the last of `moves`, played from `state` (HPN or a state)."""
    state = from_hpn(state) if isinstance(state, str) else state
    *before, last = moves
    state, _ = play(state, *before) if before else (state, ())
    action = ENGINE.parse_action(state, last)
    _, events = ENGINE.apply(state, action)
    return ENGINE.narration(state, action, events)


# -- the duel -------------------------------------------------------------------


def test_a_quiet_tilt_says_who_moved_which_cube_where_and_what_is_on_top():
    assert said(GATE, "A6 BA5") == ("White Tilts the cube on A6 to A5: Water is on top now.",)


def test_a_won_conflict_names_both_cubes_and_the_point():
    assert said(ONE_WIN.format("0-0"), "C5 BC4") == (
        "White Tilts the cube on C5 to C4: Water is on top now.",
        "White's Water on C4 beats Black's Fire on B4: White scores 1.",
        "White's Water on C4 loses to Black's Wood on D4 (no score).",
    )


def test_influence_says_how_many_cubes_show_the_element_and_what_it_does_to_both_scores():
    position = "C5HMK,D4MKH,B4MKH/A1MHK,E1MHK,C1HKM w 1-1 -b- - -"
    assert said(position, "C5 BC4")[1] == "5 cubes show Water, so White takes the Water Influence from Black (White +1, Black -1)."


def test_a_replay_says_why_it_was_earned_and_where_the_cube_may_not_go_back():
    position = "C5HMK,D4MKH,B4MKH/A1MHK,E1MHK,C1HKM w 1-0 --- - -"
    assert said(position, "C5 BC4")[2] == (
        "White's Water on C4 stands next to another Water and fought nobody: "
        "White may play again or end the turn (that cube may not go back to C5)."
    )
    assert said(position, "C5 BC4", "end") == ("White ends the turn without playing again.",)


def test_a_rotate_says_the_next_player_must_tilt():
    assert said(GATE, "A6 PA6+E6 PE6") == (
        "White Rotates the cubes on A6 and E6 a quarter turn (tops unchanged); the next player must start with a Tilt.",
    )


def test_a_placement_says_how_the_cube_stands():
    session = Session(ENGINE, {}, 1)
    action = ENGINE.parse_action(session.state, "place C5 HMK")
    assert ENGINE.narration(session.state, action, session.play(action)) == (
        "White places a cube on C5: Fire on top, Water north/south, Wood east/west.",
    )


def test_a_pass_and_a_draw_claim_are_said():
    boxed = without(from_hpn("A1HMK,A6HMK,E6HMK/B1HMK,A2HMK,E1HKM w 0-0 --- t -"), "A6", "E6")
    assert said(boxed, "pass") == ("White has no legal action and passes.",)
    assert said(replace(from_hpn(GATE), quiet_turns=60), "draw") == ("Draw claimed after 60 turns without a score change.",)


@pytest.mark.parametrize(
    ("mode", "winner_first"),
    [("1v1", "Black wins 5-1."), ("mukyan", "Muk Yan wins 5-1."), ("2v2", "Black team wins 5-1.")],
)
def test_a_result_names_the_winner_first_with_the_winners_score_first(mode, winner_first):
    positions = {
        "1v1": "C5HMK,A6HMK,E6HMK/C3MHK,A1HMK,E1HKM b 1-4 --- - -",
        "mukyan": "C5HMK,A6HMK,E6HMK/C3MHK,A1HMK,E1HKM b 1-4 --- - -",
        "2v2": "C5HMK,A6HMK,E6HMK,B1HMK/C3MHK,A1HMK,E1HKM,D1HMK bd 1-4 --- - -",
    }
    state = replace(from_hpn(positions[mode]), mode=mode)
    move = ENGINE.legal_actions(state)[0] if mode == "mukyan" else ENGINE.parse_action(state, "C3 BC4")
    after, events = ENGINE.apply(state, move)
    assert ENGINE.outcome(after).text == winner_first
    assert ENGINE.narration(state, move, events)[-1] == winner_first


def test_the_table_talk_penalty_is_said():
    state = from_hpn("B1KHM,A6HMK,E6HMK,D6HMK/D1HMK,D5HMK,A5HMK,B6HMK wl 1-0 --- - -")
    assert said(state, "penalty w") == ("Table talk: White's team is penalised and Black's team scores 1.",)


# -- Muk Yan --------------------------------------------------------------------


def test_muk_yan_says_its_roll_its_reason_and_its_move_in_words():
    session = Session(ENGINE, {"mode": "mukyan"}, 3)
    for text in ("place B5 HMK", "place C5 HMK", "place D5 HMK"):
        session.play_text(text)
    placing = session.state
    (roll_in,) = session.legal_actions()
    assert ENGINE.narration(placing, roll_in, session.play(roll_in))[0].startswith("Muk Yan rolls a cube onto ")
    while session.state.setup:
        session.play(session.legal_actions()[0])
    session.play_text("C5 BC4")
    before = session.state
    (turn,) = session.legal_actions()
    lines = ENGINE.narration(before, turn, session.play(turn))
    assert lines[0].startswith("Muk Yan rolls ") and " on the Black die, " in lines[0] and " on the White die: " in lines[0]
    assert lines[1].startswith("Muk Yan Tilts the cube on ") or lines[1].startswith("Muk Yan Rotates ")


# -- Expert ---------------------------------------------------------------------


def chance_with(hand, position=None, **chaos):
    state, _ = play(expert(position or ONE_WIN.format("1-0"), hands=(hand, ()), **chaos), "C5 BC4")
    return state


@pytest.mark.parametrize(
    ("code", "sentence"),
    [
        ("fire-mana", "White plays Fire Mana: an extra Tilt for one of White's cubes showing Fire."),
        ("conjuration", "White plays Conjuration: one enemy cube will be stood another way on its square."),
        ("yokai", "White plays Major Yokai: armed; after a later Tilt, that cube may also fight cubes two squares away."),
        ("confusion", "White plays Confusion: every seat's next turn is one forced action with a cube of the other colour."),
        ("gate", "White plays Gate of Hell: it goes face up on an empty square."),
    ],
)
def test_each_event_tile_played_says_what_it_does(code, sentence):
    position = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E4HKM w 1-0 --- - -"
    assert said(chance_with((code,), position), f"chaos {code}") == (sentence,)


def test_a_terrain_tile_put_down_says_what_it_will_do():
    state, _ = play(chance_with(("mirror",)), "chaos mirror")
    assert said(state, "put B1") == (
        "White puts the Mirror on B1: a cube that Tilts onto it jumps to the same square across the median.",
    )


def test_a_chance_let_go_and_a_major_yokai_kept_are_said():
    assert said(chance_with(("gate",)), "skip") == ("White lets the chance go without playing a Chaos tile.",)
    later = expert("C5HMK,A6HMK,E6HMK/C2HMK,A1HMK,E1HKM w 0-0 --- - -", armed=(0,))
    assert said(later, "C5 BC4", "skip")[0] == "White keeps Major Yokai for a later Tilt."
    assert said(later, "C5 BC4", "yokai")[0] == "White discards Major Yokai: the cube on C4 also fights cubes two squares away."


def test_a_chance_that_no_tile_can_use_lapses_with_a_sentence():
    state = expert(ONE_WIN.format("1-0"), hands=((), ("gate",)))
    after, events = play(state, "C5 BC4")
    assert [e.chances for e in events if isinstance(e, ChanceLapsed)] == [1]
    assert said(state, "C5 BC4")[-1] == "White's chance lapses: no Chaos tile White holds can take effect now."


def test_conjuration_says_how_the_enemy_cube_now_stands():
    state, _ = play(chance_with(("conjuration",)), "chaos conjuration")
    assert said(state, "conjure D4 KHM") == (
        "White's Conjuration stands Black's cube on D4 with Wood on top, Fire north/south, Water east/west.",
    )


def test_a_mana_tilt_and_a_confusion_tilt_say_so():
    position = "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E4HKM w 1-0 --- - -"
    state, _ = play(chance_with(("fire-mana",), position), "chaos fire-mana")
    assert said(state, "A6 BA5")[0] == "White Tilts the cube on A6 to A5 (the Fire Mana Tilt): Water is on top now."
    forced = expert("C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM b 0-0 --- - -", forced=True)
    assert said(forced, "C5 BC4")[0] == "Black Tilts White's cube on C5 to C4 (Confusion: a cube of the other colour): Water is on top now."
    assert said(forced, "C5 PC5") == (
        "Black Rotates White's cube on C5 (Confusion: a cube of the other colour) a quarter turn; its top is unchanged.",
    )


def test_gate_of_hell_says_the_cube_is_lost_and_what_is_left():
    assert said(expert(GATE, terrain={"C4": "gate"}), "C5 BC4")[1:] == (
        "White's cube Tilts onto the Gate of Hell on C4: it leaves the game.",
        "White's cube falls through the Gate of Hell on C4; White has 2 left.",
    )
    last = without(expert(GATE, terrain={"C4": "gate"}), "A6", "E6")
    assert said(last, "C5 BC4")[-1] == "Black wins 0-0: White has no cube left."


def test_impulse_says_where_the_cube_tilts_on():
    assert said(expert(GATE, terrain={"C4": "impulse"}), "C5 BC4")[1] == (
        "White's cube Tilts onto the Impulse on C4: it must Tilt one square further."
    )
    assert said(expert(GATE, terrain={"C4": "impulse"}), "C5 BC4", "go N")[0] == (
        "The Impulse Tilts White's cube one square further, from C4 to C3: Fire is on top now."
    )


def test_transfer_names_both_swapped_cubes():
    position = "C5HMK,C3MHK,E6HMK/D4KMH,E4HMK,A1HMK w 0-0 --- - -"
    assert said(expert(position, terrain={"C4": "transfer"}), "C5 BC4", "swap D4")[0] == (
        "White's cube on C4 and Black's cube on D4 swap places (Transfer)."
    )


def test_vortex_says_the_turn_it_gives():
    position = "C5HKM,A6HMK,E6HMK/B4MHK,D4HMK,E1HKM w 0-0 --- - -"
    assert said(expert(position, terrain={"C4": "vortex"}), "C5 BC4")[1] == (
        "The Vortex on C4 turns White's cube a quarter turn: Wood on top, Water north/south, Fire east/west."
    )


def test_teleportation_says_from_where_to_where_it_slides():
    position = "C5HMK,A6HMK,E6HMK/C3HMK,D4KMH,E4HKM w 0-0 --- - -"
    assert said(expert(position, terrain={"C4": "teleport"}), "C5 BC4", "go N")[0] == (
        "White's cube slides two squares from C4 to C2 (Teleportation)."
    )


def test_mirror_says_the_cube_jumps_across_the_median():
    position = "A3KMH,C6HMK,E6HMK/B2HMK,D1HMK,E1HMK w 0-0 --- - -"
    assert said(expert(position, terrain={"A2": "mirror"}), "A3 BA2")[1:] == (
        "White's cube Tilts onto the Mirror on A2: it jumps to the same square across the median.",
        "White's cube jumps across the median to A5 (Mirror on A2).",
    )
