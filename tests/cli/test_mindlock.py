"""`yamabushi mindlock solve | list | generate`: JSON for scripts, one-line errors."""

import json

import pytest

from yamabushi.app.bests import record_solve
from yamabushi.app.settings import Settings, save_settings
from yamabushi.cli.main import main
from yamabushi.himiki.mindlock.challenges import challenge

RULEBOOK = "C4HMK/C2H,E3M,E4K w 0-0 --- - -"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["mindlock", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_a_position_as_json(capsys):
    code, out, _ = run(capsys, "solve", "--position", RULEBOOK, "--json")
    assert code == 0 and json.loads(out) == {"par": 3, "solution": "C4 BC3* C3 BD3* D3 BD4*"}


def test_solve_a_challenge_by_id_in_words(capsys):
    code, out, _ = run(capsys, "solve", "e01")
    assert code == 0 and out.strip() == f"PAR 2: {challenge('E01').solution}"


def test_influence_and_tiles_are_options_of_a_position(capsys):
    _, out, _ = run(capsys, "solve", "--position", "C4HMK/C2K", "--events", "conjuration", "--json")
    assert json.loads(out) == {"par": 1, "solution": "C-C2 =H C4 BC3*"}
    _, out, _ = run(capsys, "solve", "--position", "C4HMK/C2H", "--influence", "K", "--max-moves", "3", "--json")
    assert json.loads(out) == {"par": None, "solution": None}


def test_none_within_the_limit_is_said_plainly(capsys):
    code, out, _ = run(capsys, "solve", "--position", RULEBOOK, "--max-moves", "2")
    assert code == 0 and out.strip() == "No solution within 2 moves."


@pytest.mark.parametrize(
    "argv",
    [
        ["solve"],
        ["solve", "E01", "--position", RULEBOOK],
        ["solve", "Z99"],
        ["solve", "--position", "C4HMK/C2X"],
        ["solve", "--position", RULEBOOK, "--terrain", "C3:mirror"],
        ["solve", "--position", RULEBOOK, "--max-moves", "-1"],
        ["solve", "E01", "--influence", "H"],
        ["generate", "--group", "Legendary"],
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_list_shows_every_challenge_with_its_group_and_par(capsys):
    code, out, _ = run(capsys, "list")
    lines = out.splitlines()
    assert code == 0 and len(lines) >= 60 and lines[0].startswith("E01  Easy    PAR 2")


def test_the_list_names_what_a_challenge_needs_once_it_is_solved_or_by_the_setting(capsys):
    record_solve("E01", 2)
    _, out, _ = run(capsys, "list")
    first, second = out.splitlines()[:2]
    assert (first, second) == ("E01  Easy    PAR 2  needs: replay", "E02  Easy    PAR 2  needs: ? (shown once solved)")
    save_settings(Settings(show_needs=True))
    _, out, _ = run(capsys, "list")
    assert out.splitlines()[1] == "E02  Easy    PAR 2  needs: replay"


def test_generate_prints_a_data_file(capsys):
    code, out, _ = run(capsys, "generate", "--group", "easy", "--seed", "3", "--count", "2")
    assert code == 0 and 'group = "Easy"' in out and out.count("[[challenge]]") == 2
