"""The Himizu tutorial's scenes: positions read from the script (on either board side), the three endings."""

from __future__ import annotations

import pytest

from yamabushi.core.errors import DataError
from yamabushi.data import parse_toml
from yamabushi.app.tutorials import Tutorial, check_positions


@pytest.mark.parametrize(
    ("position", "reason"),
    [
        ("A ...../...../..F../...../...W. Fire 3", "Row 3 '..F..' has 4 squares, not 5"),
        ("B ..... /...", "starts with 4 fields"),
        ("B ...F../...../..b../...../...W.. Fire 3", "C3 is the Shrine on board B"),
        ("A bbbbb/bbbbb/bbbbb/b..F../...W.. Fire 3", "All 16 terrain tiles are on the board"),
        ("A ...../...../...F../...../...W.. Fire 3 tokens=FF/WWW", "3 F and 3 W tokens"),
        ("A ...../...../...F../...../...W.. Fire 3 used=W1", "only the abilities of Fire"),
    ],
)
def test_a_bad_position_is_one_data_error_naming_the_step(position: str, reason: str) -> None:
    text = (
        'game = "himizu"\ntitle = "x"\nfinish = "y"\noptions = { board = "A" }\n'
        '[[steps]]\nprompt = "p"\nhint = "h"\nexpect = ["end"]\n'
        f'[[steps]]\nprompt = "p"\nhint = "h"\nexpect = ["end"]\nposition = "{position}"\n'
    )
    with pytest.raises(DataError) as error:
        check_positions(parse_toml(text, Tutorial, "tutorial.toml"), "tutorial.toml")
    message = str(error.value)
    assert message.startswith("tutorial.toml: step 2 position: ") and reason in message
    assert "\n" not in message


def test_the_script_meets_all_three_endings_each_by_the_players_own_action() -> None:
    from tests.app.test_tutorials import play_script
    from yamabushi.himizu.actions import EndTurn, Move
    from yamabushi.himizu.events import GameOver
    from yamabushi.himizu.state import FIRE, ROUNDS, TERRAIN_TILES, WATER
    from yamabushi.app.tutorials import TutorialRun, load_tutorial

    run = TutorialRun(load_tutorial("himizu"))
    endings = []
    for steps in play_script(run):
        ended = [e for s in steps for e in s.events if isinstance(e, GameOver)]
        assert ended == [e for e in steps[0].events if isinstance(e, GameOver)], "the player's own action ends it"
        endings += [(steps[0], e) for e in ended]
    assert [(e.winner, e.text) for _, e in endings] == [
        (WATER, "Water wins: Water ended its turn with no flame on the board."),
        (FIRE, f"Fire wins: all {TERRAIN_TILES} terrain tiles are on the board."),
        (WATER, "Water wins: Fire returned its last round token."),
    ]
    fire_win, time_up = endings[1][0], endings[2][0]
    assert isinstance(fire_win.action, Move) and fire_win.actor == FIRE, "a flame lays the 16th tile"
    assert isinstance(time_up.action, EndTurn) and time_up.actor == FIRE
    outcome = run.session.outcome()
    assert run.session.state.round == ROUNDS and outcome is not None and outcome.winners == (WATER,)


def test_the_later_scenes_move_a_puddle_into_mud_spend_left_over_value_and_try_the_refusals() -> None:
    from tests.app.test_tutorials import play_script
    from yamabushi.himizu.events import PuddleMoved, TileReturned
    from yamabushi.himizu.state import Tile
    from yamabushi.app.tutorials import TutorialRun, load_tutorial

    run = TutorialRun(load_tutorial("himizu"))
    found = [e for steps in play_script(run) for s in steps for e in s.events]
    assert any(isinstance(e, PuddleMoved) and e.result == Tile.MUD for e in found), "a puddle turns to mud"
    assert any(isinstance(e, TileReturned) and e.tile == Tile.CHARRED for e in found), "its charred tile goes back"
    assert "ability W2 pay F C2" in {text for step in run.tutorial.steps for text in step.expect}, (
        "1 token worth 1 pays W2 (cost 2) only with value left over"
    )
    refused = {text for step in run.tutorial.steps for text in step.refused}
    assert {"move B3 B2", "puddle C2 D2", "ability W1 pay W", "move E3 E2"} <= refused


def test_the_last_scene_plays_on_side_b_where_the_shrine_refuses_the_wave_and_f2_and_breaks_a_line() -> None:
    from yamabushi.himizu.state import WATER, Tile
    from yamabushi.app.tutorials import TutorialRun, load_tutorial

    run = TutorialRun(load_tutorial("himizu"))
    sides, shrine_refusals = [], {}
    while not run.finished:
        state = run.session.state
        sides.append((state.board.side, run.session.options["board"]))
        for text in run.step.refused:
            reply = run.attempt(run.engine.parse_action(state, text))
            if "Shrine" in (reply or ""):
                shrine_refusals[text] = reply
        assert run.attempt(run.engine.parse_action(state, run.step.expect[0])) is None
        run.next_step()
    assert run.tutorial.options["board"] == "A"
    assert sides == [("A", "A")] * (len(sides) - 2) + [("B", "B")] * 2, "only the last scene is on side B"
    assert shrine_refusals == dict.fromkeys(
        ["move B3 C3", "ability F2 pay F C3"], "C3 is the Shrine: no figure or tile may go there."
    )
    state, board = run.session.state, run.session.state.board
    assert board.side == "B" and state.round == 10
    burning = {board.name(sq) for sq, tile in enumerate(state.tiles) if tile == Tile.BURNING}
    assert {"C2", "C4"} <= burning and state.tiles[board.index("C3")] == Tile.NONE, "no fire grows on the Shrine"
    outcome = run.session.outcome()
    assert outcome is not None and outcome.winners == (WATER,)
