"""Set-up: Fire places two flames, then Water the wave; Fire starts round 1."""

import pytest

from yamabushi.core.errors import IllegalAction
from yamabushi.himizu.events import TurnStarted
from yamabushi.himizu.state import FIRE, WATER, Figure, Phase

from tests.himizu.helpers import ENGINE, figure, legal_texts, play


def test_fire_places_two_flames_then_water_the_wave():
    state = ENGINE.new_game({}, 0)
    assert ENGINE.to_play(state) == FIRE and len(legal_texts(state)) == 25
    state, _ = play(state, "flame B2")
    assert ENGINE.to_play(state) == FIRE and "flame B2" not in legal_texts(state)
    state, _ = play(state, "flame D4")
    assert ENGINE.to_play(state) == WATER
    assert legal_texts(state)[0] == "wave A1" and len(legal_texts(state)) == 23
    state, events = play(state, "wave C3")
    assert (state.phase, ENGINE.to_play(state), state.round, state.moves_left) == (Phase.TURN, FIRE, 1, 3)
    assert figure(state, "C3") == Figure.WAVE
    assert state.fire_flames == 1, "the third flame waits in Fire's supply"
    assert any(isinstance(e, TurnStarted) for e in events)


def test_the_shrine_takes_no_figure_at_set_up():
    state = ENGINE.new_game({"board": "B"}, 0)
    assert "flame C3" not in legal_texts(state) and len(legal_texts(state)) == 24
    with pytest.raises(IllegalAction, match="Shrine"):
        play(state, "flame C3")


@pytest.mark.parametrize(
    "actions, bad, reason",
    [
        ([], "wave C3", "places a flame"),
        (["flame B2", "flame D4"], "flame C3", "places the wave"),
        (["flame B2"], "flame B2", "not empty"),
        (["flame B2", "flame D4"], "wave D4", "not empty"),
        ([], "move B2 B3", "set-up is not finished"),
        ([], "end", "set-up is not finished"),
        (["flame B2", "flame D4", "wave C3"], "flame A1", "set-up or right after"),
    ],
)
def test_set_up_refuses_out_of_turn_or_occupied_placements(actions, bad, reason):
    state, _ = play(ENGINE.new_game({}, 0), *actions)
    with pytest.raises(IllegalAction, match=reason):
        play(state, bad)
