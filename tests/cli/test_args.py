"""Bad arguments anywhere on the command line: one line on stderr naming the bound, exit code 2,
no usage block, no traceback, control characters escaped; --version."""

import os
import subprocess
import sys

import pytest

from yamabushi import __version__
from yamabushi.cli.main import main

HUGE = "9" * 5000
BAD = [
    (["simulate", "himiki", "--games", "0", "--seed", "1"], "argument --games: must be a whole number from 1 to 1000000, not '0'"),
    (["simulate", "himiki", "--games", "10000000", "--seed", "1"], "from 1 to 1000000, not '10000000'"),
    (["simulate", "himiki", "--games", "two", "--seed", "1"], "argument --games: must be a whole number from 1 to 1000000, not 'two'"),
    (["simulate", "himiki", "--games", "1", "--seed", "-1"], "argument --seed: must be a whole number from 0 to 9223372036854775807"),
    (["simulate", "himiki", "--games", "1", "--seed", HUGE], "not '" + "9" * 39 + "…'"),
    (["simulate", "himiki", "--games", "1", "--seed", "1", "--jobs", "0"], "argument --jobs: must be a whole number from 1 to 64"),
    (["simulate", "himiki", "--games", "1", "--seed", "1", "--jobs", "1e3"], "from 1 to 64, not '1e3'"),
    (["simulate", "yami", "--games", "1", "--seed", "1", "--players", "7"], "argument --players: must be a whole number from 2 to 4"),
    (["simulate", "yami", "--games", "1", "--seed", "1", "--mission", "²"], "argument --mission: must be a whole number from 1 to 99, not '²'"),
    (["simulate", "yami", "--games", "1", "--seed", "1", "--mission", "40"], "There is no mission 40; missions are 1 to 22"),
    (["simulate", "himiki", "--seed", "1"], "the following arguments are required: --games"),
    (["play", "himiki", "--seed", "x"], "argument --seed: must be a whole number from 0 to"),
    (["play", "chess"], "argument game: invalid choice: 'chess'"),
    (["himiki", "perft", "8"], "argument depth: must be a whole number from 0 to 7, not '8'"),
    (["himiki", "perft", "-1"], "argument depth: must be a whole number from 0 to 7, not '-1'"),
    (["himiki", "mukyan", "--position", "x", "--roll", "HM", "--seed", "1.5"], "argument --seed: must be a whole number"),
    (["himizu", "replay", "--seed", "x"], "argument --seed: must be a whole number"),
    (["mindlock", "solve", "E01", "--max-moves", "16"], "argument --max-moves: must be a whole number from 0 to 15, not '16'"),
    (["mindlock", "generate", "--group", "Easy", "--count", "100"], "argument --count: must be a whole number from 1 to 99"),
    (["mindlock", "generate", "--group", "Easy", "--seed", "s"], "argument --seed: must be a whole number"),
    (["yami", "replay", "--players", "5"], "argument --players: must be a whole number from 2 to 4, not '5'"),
    (["yami", "replay", "--mission", "0"], "argument --mission: must be a whole number from 1 to 99, not '0'"),
    (["yami", "replay", "--mission", "23"], "There is no mission 23; missions are 1 to 22"),
    (["yami", "replay", "--first", HUGE], "argument --first: must be a whole number from 0 to 3"),
    (["yami", "replay", "--first", "3"], "The first player must be a seat from 0 to 1, or random"),
    (["yami", "replay", "--seed", "1", "--bogus"], "unrecognized arguments: --bogus"),
    (["bogus"], "argument command: invalid choice: 'bogus'"),
]


@pytest.mark.parametrize(("argv", "message"), BAD, ids=lambda v: " ".join(v)[:50] if isinstance(v, list) else "")
def test_a_bad_argument_is_one_line_naming_the_bound(capsys, argv, message):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("yamabushi: ") and err.count("\n") == 1
    assert message in err
    assert "usage:" not in err and "Traceback" not in err


def test_the_sub_command_is_named_in_the_line(capsys):
    main(["simulate", "himiki", "--games", "0", "--seed", "1"])
    assert capsys.readouterr().err.startswith("yamabushi: simulate: argument --games:")


@pytest.mark.parametrize(
    ("argv", "escaped"),
    [
        (["play", "himiki", "--mode", "\x1b[31mred"], "There is no playable mode ^[[31mred of himiki yet."),
        (["play", "himiki", "--seed", "\x07"], "not '\\x07'"),
        (["yami", "replay", "--weird", "a\rb\x1b[2J"], "unrecognized arguments: --weird a^Mb^[[2J"),
    ],
)
def test_control_characters_are_written_as_escapes(capsys, argv, escaped):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert escaped in err and "\x1b" not in err and "\x07" not in err and "\r" not in err


def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"yamabushi {__version__}\n"


@pytest.mark.parametrize("argv", [["simulate", "himiki", "--games", "x", "--seed", "1"], ["himiki", "perft", "99"]])
def test_the_real_command_exits_2_with_one_line(argv):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, "-m", "yamabushi", *argv], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 2 and done.stdout == "" and len(done.stderr.splitlines()) == 1
