"""Each Mindlock action is said in words, as a Hi Mi Ki move is, before what followed from it.

Before, an action with no event (a plain Tilt, a Rotate, a free replay's Tilt) was told as its
bare notation ("White: R-D1 BD2."), in the narration box, the log and plain mode alike."""

from yamabushi.himiki.mindlock.engine import Mindlock

ENGINE = Mindlock()


def said(challenge: str, *moves: str) -> list[tuple[str, ...]]:
    """The narration of each of `moves`, played in turn from `challenge`'s start."""
    state, told = ENGINE.new_game({"challenge": challenge}, 0), []
    for text in moves:
        action = ENGINE.parse_action(state, text)
        after, events = ENGINE.next_state(state, action)
        told.append(ENGINE.narration(state, action, events))
        state = after
    return told


def test_a_tilt_is_said_with_its_way_and_top_then_its_free_replay():
    assert said("E01", "C1 BD1", "R-D1 BD2") == [
        ("White Tilts the cube on C1 east, onto D1: it brings Wood on top.",
         "Free replay: act again at no cost (the cube on D1 may not go back to C1)."),
        ("White Tilts the cube on D1 south, onto D2 (free): it brings Water on top.",),
    ]


def test_a_rotate_is_said_in_words():
    assert said("X05", "C3 PC3") == [("White Rotates the cube on C3 a quarter turn (tops unchanged).",)]
