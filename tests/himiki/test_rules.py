"""Every ruling of RULINGS.md (Hi Mi Ki, 1v1) and every worked example of the rulebook."""

from dataclasses import replace

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.events import ConflictLost, ConflictWon, GameOver, InfluenceTaken, Passed, ReplayOffered
from yamabushi.himiki.hpn import from_hpn

from tests.himiki.util import ENGINE, after, legal, play

START = "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -"


def squares(events, kind):
    return sorted(e.square for e in events if isinstance(e, kind))


def test_start_offers_eight_tilts_and_seven_rotates():
    moves = legal(START)
    assert len([m for m in moves if " B" in m]) == 8
    assert len([m for m in moves if " P" in m]) == 7
    assert "C5 BC4" in moves and "B5 PB5+C5 PC5+D5 PD5" in moves


# -- conflicts ------------------------------------------------------------------


def test_water_against_fire_fire_and_wood_scores_two():
    """Rulebook: a Water Active Cube next to two Fire and one Wood scores twice; Wood scores nothing."""
    position = "C5HMK,A6HMK,E6HMK/C3KHM,B4HMK,D4HMK w 0-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert after(position, "C5 BC4") == "C4MHK,A6HMK,E6HMK/C3KHM,B4HMK,D4HMK b 2-0 --- - -"
    assert squares(events, ConflictWon) == [parse_square("B4"), parse_square("D4")]
    assert squares(events, ConflictLost) == [parse_square("C3")]
    assert state.to_move == 1


def test_log_marks_one_star_per_conflict_won():
    position = "C5HMK,A6HMK,E6HMK/C3KHM,B4HMK,D4HMK w 0-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert ENGINE.log_text(state, ENGINE.parse_action(state, "C5 BC4"), events) == "C5 BC4**"


def test_losing_a_conflict_scores_nothing_for_anyone_and_ends_the_turn():
    position = "C5HMK,A6HMK,E6HMK/C3KHM,A1HMK,E1HMK w 0-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert state.scores == (0, 0) and state.to_move == 1
    assert squares(events, ConflictLost) == [parse_square("C3")]


def test_own_cubes_never_fight():
    position = "C5HMK,B4HMK,A6HMK/A1HMK,C1HMK,E1HMK w 0-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert state.scores == (0, 0)
    assert not any(isinstance(e, (ConflictWon, ConflictLost)) for e in events)


# -- replay ----------------------------------------------------------------------


def test_same_top_next_to_own_cube_offers_a_replay():
    position = "D4MHK,C5HMK,A6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert after(position, "C5 BC4") == "C4MHK,D4MHK,A6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - C5>C4"
    assert [e.square for e in events if isinstance(e, ReplayOffered)] == [parse_square("C4")]


def test_same_top_on_an_opponent_cube_also_offers_a_replay():
    position = "C5HMK,A6HMK,E6HMK/A1HMK,E1HMK,D4MHK w 0-0 --- - -"
    assert after(position, "C5 BC4").endswith("w 0-0 --- - C5>C4")


def test_win_plus_same_element_gives_no_replay():
    """Rulebook: beating a cube ends the turn even if a same-element cube (here one's own) is adjacent."""
    position = "D4MHK,C5HMK,A6HMK/A1HMK,E1HMK,B4HMK w 0-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert after(position, "C5 BC4") == "C4MHK,D4MHK,A6HMK/A1HMK,E1HMK,B4HMK b 1-0 --- - -"
    assert not any(isinstance(e, ReplayOffered) for e in events)


def test_losing_plus_same_element_gives_no_replay():
    position = "C5HMK,A6HMK,E6HMK/C3KHM,E1HMK,D4MHK w 0-0 --- - -"
    assert after(position, "C5 BC4").endswith("b 0-0 --- - -")


def test_replayed_cube_may_not_return_but_another_cube_may_take_the_square():
    position = "D4MHK,C5HMK,C6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - -"
    state, _ = play(position, "C5 BC4")
    moves = legal(state)
    assert "C4 BC5" not in moves
    assert {"C4 BC3", "C4 BB4", "C6 BC5", "end", "D4 PD4"} <= moves
    with pytest.raises(IllegalAction, match="A replayed cube may not return to C5"):
        play(state, "C4 BC5")


def test_replays_chain_and_only_the_latest_move_is_barred():
    position = "D4MHK,C5HMK,C6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - -"
    state, _ = play(position, "C5 BC4", "C6 BC5")
    assert state.replay == (parse_square("C6"), parse_square("C5")) and state.to_move == 0
    moves = legal(state)
    assert "C5 BC6" not in moves and "C4 BC3" in moves


def test_end_declines_the_replay_and_hands_over_unrestricted():
    position = "D4MHK,C5HMK,C6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - -"
    state, _ = play(position, "C5 BC4", "end")
    assert state.to_move == 1 and state.replay is None and not state.must_tilt
    assert "B3 PB3" in legal(state)


def test_end_is_only_legal_during_a_replay():
    assert "end" not in legal(START)
    with pytest.raises(IllegalAction, match="no replay to decline"):
        play(START, "end")


# -- Rotate restriction and pass ----------------------------------------------------


def test_after_a_rotate_the_opponent_must_tilt():
    state, _ = play(START, "C5 PC5")
    moves = legal(state)
    assert len(moves) == 8 and all(" B" in m for m in moves)
    with pytest.raises(IllegalAction, match="You must Tilt: your opponent Rotated last turn"):
        play(state, "C2 PC2")


def test_the_restriction_lasts_one_turn():
    state, _ = play(START, "C5 PC5", "C2 BC3")
    assert "C5 PC5" in legal(state)


def test_a_rotate_in_a_replay_restricts_the_opponent_too():
    position = "D4MHK,C5HMK,C6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - -"
    state, _ = play(position, "C5 BC4", "D4 PD4")
    assert state.to_move == 1 and state.must_tilt
    assert all(" B" in m for m in legal(state))


def test_a_replay_frees_the_restricted_player_again():
    position = "A6HMK,C6HMK,E6HMK/C2HMK,B3MHK,E1HMK b 0-0 --- t -"
    assert not any(" P" in m for m in legal(position))
    state, _ = play(position, "C2 BC3")
    assert state.replay is not None
    assert "B3 PB3" in legal(state)


def test_no_legal_tilt_under_the_restriction_means_pass():
    position = "C1HMK,B2HMK,A3HMK/A1HMK,B1HMK,A2HMK w 0-0 --- - -"
    state, _ = play(position, "C1 PC1")
    assert legal(state) == {"pass"}
    state, events = play(state, "pass")
    assert [type(e) for e in events] == [Passed]
    assert state.to_move == 0 and not state.must_tilt
    assert "C1 PC1" in legal(state)


def test_pass_is_refused_while_anything_else_is_legal():
    with pytest.raises(IllegalAction, match="only when you have no legal action"):
        play(START, "pass")


# -- Elemental Influence --------------------------------------------------------------


def test_five_fire_cubes_give_no_tile_when_the_active_cube_leaves_fire():
    """Rulebook: with five Fire showing, tilting one to Water leaves four Fire but earns nothing."""
    position = "A6HMK,C6HMK,E6HMK/A1HMK,C1HMK,E1KHM w 0-0 --- - -"
    state, events = play(position, "E6 BE5")
    assert after(position, "E6 BE5") == "E5MHK,A6HMK,C6HMK/A1HMK,C1HMK,E1KHM b 0-0 --- - -"
    assert not any(isinstance(e, InfluenceTaken) for e in events)


def test_the_active_cube_completing_four_takes_the_tile():
    position = "A6HMK,C6HMK,E5MHK/A1HMK,C1HMK,E1KHM w 0-0 --- - -"
    state, events = play(position, "E5 BE6")
    assert after(position, "E5 BE6") == "A6HMK,C6HMK,E6HMK/A1HMK,C1HMK,E1KHM b 1-0 w-- - -"
    assert ENGINE.log_text(state, ENGINE.parse_action(state, "E5 BE6"), events) == "E5 BE6[H]"


def test_taking_a_tile_the_opponent_holds_steals_it():
    position = "C5HMK,A6MHK,E6MHK/A1MHK,C1HMK,E1HMK w 0-1 -b- - -"
    state, events = play(position, "C5 BC4")
    assert after(position, "C5 BC4") == "C4MHK,A6MHK,E6MHK/A1MHK,C1HMK,E1HMK b 1-0 -w- - -"
    taken = [e for e in events if isinstance(e, InfluenceTaken)]
    assert [(t.colour, t.element, t.stolen_from) for t in taken] == [(0, "M", 1)]


def test_a_tile_already_held_scores_nothing_more():
    position = "C5HMK,A6MHK,E6MHK/A1MHK,C1HMK,E1HMK w 1-0 -w- - -"
    assert after(position, "C5 BC4").endswith("b 1-0 -w- - -")


def test_influence_can_come_with_a_replay_and_the_turn_still_counts_as_scoring():
    position = "C5HMK,A6MHK,D4MHK/A1MHK,E1HMK,B1HMK w 0-0 --- - -"
    state, _ = play(position, "C5 BC4")
    assert state.scores == (1, 0) and state.replay is not None
    state, _ = play(replace(state, quiet_turns=10), "end")
    assert state.quiet_turns == 0


# -- end of the game -------------------------------------------------------------------


def test_reaching_five_wins_at_once():
    position = "C5HMK,A6HMK,E6HMK/A1HMK,E1HMK,B4HMK w 4-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert state.winner == 0 and ENGINE.to_play(state) is None
    assert ENGINE.legal_actions(state) == []
    assert ENGINE.outcome(state).winners == (0,)
    assert isinstance(events[-1], GameOver)


def test_the_fifth_point_ends_the_game_before_further_conflicts():
    position = "C5HMK,A6HMK,E6HMK/A1HMK,B4HMK,D4HMK w 4-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert state.scores == (5, 0)
    assert len([e for e in events if isinstance(e, ConflictWon)]) == 1


def test_influence_is_not_checked_once_conflicts_won_the_game():
    position = "C5HMK,A6MHK,E6MHK/A1MHK,E1HMK,B4HMK w 4-0 --- - -"
    state, events = play(position, "C5 BC4")
    assert state.scores == (5, 0) and state.influence == (None, None, None)
    assert not any(isinstance(e, InfluenceTaken) for e in events)


def test_influence_can_win_the_game():
    position = "C5HMK,A6MHK,E6MHK/A1MHK,E1HMK,B1HMK w 4-0 --- - -"
    state, _ = play(position, "C5 BC4")
    assert state.winner == 0 and state.scores == (5, 0) and state.influence == (None, 0, None)


def test_nothing_is_legal_once_the_game_is_over():
    with pytest.raises(IllegalAction, match="The game is over"):
        play("C5HMK,A6HMK,E6HMK/A1HMK,E1HMK,B4HMK w 5-0 --- - -", "C5 BC4")


# -- draw claim --------------------------------------------------------------------------


def _with_quiet(position, quiet):
    return replace(from_hpn(position), quiet_turns=quiet)


def test_a_draw_may_be_claimed_after_sixty_quiet_turns():
    state = _with_quiet(START, 59)
    assert "draw" not in legal(state)
    with pytest.raises(IllegalAction, match=r"after 60 turns without a score change \(59 so far\)"):
        play(state, "draw")
    state, _ = play(state, "C5 BC4")
    assert state.quiet_turns == 60 and "draw" in legal(state)
    state, _ = play(state, "draw")
    assert ENGINE.outcome(state).winners == () and ENGINE.to_play(state) is None


def test_a_turn_with_replays_counts_once_and_scoring_resets_the_count():
    quiet = _with_quiet("D4MHK,C5HMK,C6HMK/A1HMK,E1HMK,B3HMK w 0-0 --- - -", 5)
    state, _ = play(quiet, "C5 BC4", "C6 BC5", "end")
    assert state.quiet_turns == 6
    scoring = _with_quiet("C5HMK,A6HMK,E6HMK/C3KHM,B4HMK,D4HMK w 0-0 --- - -", 30)
    assert play(scoring, "C5 BC4")[0].quiet_turns == 0
