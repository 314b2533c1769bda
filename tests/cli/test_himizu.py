"""`yamabushi himizu replay`: the final state as JSON or text; bad actions exit 2 naming their position."""

import json

import pytest

from yamabushi.cli.main import main
from yamabushi.app.registry import engine_for, own_games

GAME = "flame B2, flame D4, wave C2, move B2 B3, ability F2 pay F A2, end, ability W2 pay FW A3, puddle A3 A2"
"""Played on side B, where W2 costs 3 (rules/data/himizu.toml)."""


def test_himizu_is_registered_as_a_game():
    assert "himizu" in own_games()
    assert engine_for("himizu").title == "Himizu"


def replay_json(capsys, *args):
    assert main(["himizu", "replay", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_the_documented_keys_and_the_position(capsys):
    data = replay_json(capsys, "--board", "B", "--moves", GAME)
    assert {"squares", "supply", "tokens", "round", "to_play", "winner", "phase", "moves_left"} <= set(data)
    assert data["shrines"] == ["C3"] and len(data["squares"]) == 25
    assert data["squares"]["B3"] == {"tile": None, "figure": "flame"}
    assert data["squares"]["B2"] == {"tile": "burning", "figure": None}
    assert data["squares"]["A2"] == {"tile": "puddle", "figure": None}, "the puddle put out A2's burning tile"
    assert data["supply"]["Fire"] == {"terrain_tiles": 15, "flames": 1, "round_tokens": 9}
    assert data["supply"]["Water"] == {"puddles": 2}
    assert data["tokens"] == {"Fire": {"F": 3, "W": 1}, "Water": {"F": 0, "W": 2}}
    assert (data["round"], data["to_play"], data["winner"], data["abilities_used"]) == (1, "Water", None, ["W2"])


def test_a_finished_game_reports_the_winner(capsys):
    moves = "flame B2, flame D4, wave C3, " + ", ".join(["end"] * 19)
    data = replay_json(capsys, "--moves", moves, "--seed", "9")
    assert (data["winner"], data["to_play"], data["phase"]) == ("Water", None, "over")
    assert data["supply"]["Fire"]["round_tokens"] == 0


@pytest.mark.parametrize(
    "moves, message",
    [
        ("flame B2, flame D4, wave C3, move B2 B4", "--moves stops at action 4 ('move B2 B4'): B4 is not next to B2."),
        ("flame B2, flame Z9, wave C3", "--moves stops at action 2 ('flame Z9'): 'Z9' is not a square of board A"),
        ("flame B2\njump", "--moves stops at action 2 ('jump'): 'jump' is not a Himizu action"),
    ],
)
def test_a_bad_action_stops_with_exit_code_2_naming_it_and_its_position(capsys, moves, message):
    assert main(["himizu", "replay", "--moves", moves, "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and message in captured.err


def test_without_json_a_text_board_is_printed(capsys):
    assert main(["himizu", "replay", "--board", "B", "--moves", GAME]) == 0
    out = capsys.readouterr().out
    assert " 2  p   b   .W  .   ." in out and " 3  .   .F  ##  .   ." in out
    assert "Water may now move" not in out and "Water to play" in out


def test_an_unknown_board_side_exits_2(capsys):
    assert main(["himizu", "replay", "--board", "Z"]) == 2
    assert "no board side 'Z'" in capsys.readouterr().err
