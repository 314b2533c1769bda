"""`yamabushi himiki mukyan`: one JSON object per position and roll, one-line errors."""

import json

import pytest

from yamabushi.cli.main import main

from tests.himiki.mukyan.test_choice import BOXED, INFLUENCE_AND_STRIKE, STRIKE


def run(capsys, *args: str) -> dict:
    assert main(["himiki", "mukyan", *args, "--json"]) == 0
    out = capsys.readouterr().out
    assert len(out.strip().splitlines()) == 1
    return json.loads(out)


def test_prints_the_action_its_candidates_and_the_move_played(capsys):
    report = run(capsys, "--position", STRIKE, "--roll", "HH")
    assert report["action"] == "strike"
    assert sorted(report["candidates"]) == ["C3 BC4", "C3 BD3"]
    assert report["chosen"] in report["candidates"]


def test_the_roll_picks_the_cell_and_the_seed_the_draw(capsys):
    assert run(capsys, "--position", INFLUENCE_AND_STRIKE, "--roll", "mk")["action"] == "influence"
    chosen = {run(capsys, "--position", INFLUENCE_AND_STRIKE, "--roll", "MK", "--seed", str(s))["chosen"] for s in range(30)}
    assert len(chosen) > 1
    again = [run(capsys, "--position", INFLUENCE_AND_STRIKE, "--roll", "MK", "--seed", "3") for _ in range(2)]
    assert again[0] == again[1]


def test_no_possible_action_is_a_pass(capsys):
    report = run(capsys, "--position", BOXED.replace(" - -", " t -"), "--roll", "KK")
    assert report == {"action": "pass", "candidates": ["pass"], "chosen": "pass"}


def test_without_json_it_explains_in_words(capsys):
    assert main(["himiki", "mukyan", "--position", STRIKE, "--roll", "HH"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Strike: tilting C3 to ") and lines[1].startswith("candidates: ")


@pytest.mark.parametrize(
    ("position", "roll", "message"),
    [
        (STRIKE.replace(" b ", " w "), "HH", "b to move"),
        (STRIKE, "HHH", "not a roll"),
        ("B5HMK w", "HH", "HPN"),
        (STRIKE.replace("0-0", "0-5"), "HH", "b to move"),
    ],
)
def test_errors_are_one_line_and_exit_2(capsys, position, roll, message):
    assert main(["himiki", "mukyan", "--position", position, "--roll", roll, "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1 and message in captured.err


def test_an_expert_position_is_read_with_its_chaos_fields(capsys):
    tiles = " hands:3/yokai,mirror,gate terrain:A4V"
    assert run(capsys, "--position", STRIKE + tiles, "--roll", "HH") == run(capsys, "--position", STRIKE, "--roll", "HH")
