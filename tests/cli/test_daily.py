"""`yamabushi daily`: --json for scripts, --plain to pick and play a challenge, one-line refusals."""

from __future__ import annotations

import io
import json

import pytest

from yamabushi.app.daily import parse_date
from yamabushi.app.daily_results import day_challenges
from yamabushi.cli.main import main
from yamabushi.himiki.mindlock.notation import format_move
from yamabushi.himiki.mindlock.solution import describe
from yamabushi.himiki.mindlock.solver import solve

DAY = "2026-12-02"


def run(capsys, monkeypatch, *argv: str, stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["daily", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("text", ["2026-02-30", "tomorrow", "2026-12-02T10:00", "2026-12-02\x1b]0;x\x07", "9" * 300])
def test_a_bad_date_exits_2_with_one_line(capsys, monkeypatch, text):
    code, out, err = run(capsys, monkeypatch, "--date", text, "--json")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("yamabushi: ") and "YYYY-MM-DD" in err
    assert "\x1b" not in err and "\x07" not in err


def test_json_names_each_challenge_the_streak_and_the_results(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, "--json", "--date", DAY)
    report = json.loads(out)
    assert code == 0 and report["date"] == DAY and report["streak"] == 0 and report["results"] == {}
    kinds = {c["kind"]: c for c in report["challenges"]}
    assert set(kinds) == {"mindlock", "mukyan", "yami-2p", "yami-3p"}
    assert {"hpn", "par"} <= set(kinds["mindlock"]) and "solution" not in kinds["mindlock"]
    assert kinds["yami-2p"]["options"] == {"players": 2, "mission": 1, "first": "random"}


def test_plain_lists_the_challenges_plays_the_puzzle_and_says_the_share_line(capsys, monkeypatch):
    puzzle = day_challenges(parse_date(DAY))[0].puzzle
    found = solve(puzzle.start, puzzle.required, puzzle.par)
    moves = [format_move(step) for step in describe(puzzle.start, found.actions)]
    code, out, _ = run(capsys, monkeypatch, "--plain", "--date", DAY, stdin="1\n" + "\n".join(moves) + "\nquit\n")
    assert code == 0
    assert "1. Mindlock puzzle" in out and "4. Yami, 3 players: not played yet" in out
    assert f"Yamabushi daily {DAY} · Mindlock {puzzle.par}/PAR {puzzle.par} · no hints" in out
    assert f"Mindlock puzzle (Medium, PAR {puzzle.par}): solved {puzzle.par}/PAR {puzzle.par}" in out
    assert "Streak: 1 day in a row" in out
    code, out, _ = run(capsys, monkeypatch, "--json", "--date", DAY)
    assert json.loads(out)["streak"] == 1 and json.loads(out)["results"]["mindlock"]["moves"] == puzzle.par


def test_play_with_the_daily_mode_in_plain_text_lists_today_s_challenges(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "himiki", "--mode", "daily", "--plain"]) == 0
    out = capsys.readouterr().out
    assert "1. Mindlock puzzle" in out and "Streak: 0 days in a row" in out
