"""The log line of an action names what happened by itself: spreading fire; not the end, which
the front ends say once, themselves."""

from yamabushi.himizu.state import WATER

from tests.himizu.helpers import ENGINE, position


def _log(state, text):
    action = ENGINE.parse_action(state, text)
    _, events = ENGINE.apply(state, action)
    return ENGINE.log_text(state, action, events)


def test_a_plain_action_logs_its_notation():
    state = position(". . .F . .\n" + ". . . . .\n" * 4)
    assert _log(state, "move C1 C2") == "move C1 C2"


def test_ending_waters_turn_logs_where_fire_spreads():
    diagram = "b . b .W .\n" + ". . . . .\n" * 3 + ". .F . . .\n"
    state = position(diagram, seat=WATER)
    assert _log(state, "end") == "end; fire spreads to B1"


def test_the_action_that_ends_the_game_logs_only_itself():
    state = position(". . . .W .\n" + ". . . . .\n" * 4, seat=WATER)
    assert _log(state, "end") == "end"
