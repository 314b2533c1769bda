"""Daily challenges: the same on every machine for a date, the puzzle's PAR proven by the
solver, results kept in daily.json (the day's best) with a streak, and a share line that
gives nothing of the solution away."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import date

import pytest

from yamabushi.app.daily import KINDS, daily_seed, parse_date
from yamabushi.app.daily_results import (
    daily_session,
    day_challenges,
    LIMIT,
    DailyError,
    Result,
    daily_file,
    daily_path,
    share_line,
    streak,
)
from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock.solver import solve

DAY = date(2026, 12, 2)


def daily_json(home, hash_seed: str) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "YAMABUSHI_HOME": str(home)}
    done = subprocess.run([sys.executable, "-m", "yamabushi", "daily", "--json", "--date", DAY.isoformat()],
                          capture_output=True, text=True, env=env, timeout=120, check=True)
    return json.loads(done.stdout)


def test_the_challenges_of_a_date_are_the_same_from_two_processes(tmp_path):
    """Two homes (no shared cache) and two hash seeds: the same puzzle, the same deals."""
    first, second = daily_json(tmp_path / "one", "1"), daily_json(tmp_path / "two", "4242")
    assert first["date"] == second["date"] == "2026-12-02"
    assert first["challenges"] == second["challenges"]
    assert [c["kind"] for c in first["challenges"]] == ["mindlock", "mukyan", "yami-2p", "yami-3p"]
    puzzle, mukyan, yami2, yami3 = first["challenges"]
    assert puzzle["hpn"] and puzzle["par"] >= 1
    assert mukyan["options"]["mode"] == "mukyan"
    assert (yami2["options"]["players"], yami2["options"]["mission"]) == (2, 1)
    assert (yami3["options"]["players"], yami3["options"]["mission"]) == (3, 1)
    assert isinstance(mukyan["seed"], int)
    assert {yami2["seed"], yami3["seed"]} == {None} or len({mukyan["seed"], yami2["seed"], yami3["seed"]}) == 3


def test_a_yami_deal_keeps_its_seed_back_until_played_or_its_day_is_over():
    """The seed deals every hand (`yami replay --seed`): held as a save holds it until the end."""
    from datetime import date as day_type, timedelta

    from yamabushi.app.daily import Challenge, as_json

    today = day_type.today()
    yami = Challenge(today, KINDS[2], dict(KINDS[2].options), 1234)
    assert as_json(yami, played=False)["seed"] is None
    assert as_json(yami, played=True)["seed"] == 1234
    assert as_json(Challenge(today - timedelta(days=1), KINDS[2], dict(KINDS[2].options), 1234), False)["seed"] == 1234
    mukyan = Challenge(today, KINDS[1], dict(KINDS[1].options), 99)
    assert as_json(mukyan, played=False)["seed"] == 99  # Muk Yan hides nothing


def test_another_date_has_other_challenges():
    assert daily_seed("mukyan", DAY) != daily_seed("mukyan", date(2026, 12, 3))


def test_the_puzzle_of_the_day_has_the_par_the_solver_proves():
    puzzle = day_challenges(DAY)[0].puzzle
    assert puzzle is not None and puzzle.par is not None
    best = solve(puzzle.start, puzzle.required, puzzle.par)
    assert best is not None and best.par == puzzle.par
    assert solve(puzzle.start, puzzle.required, puzzle.par - 1) is None


def test_the_puzzle_is_made_once_then_read_from_daily_json():
    made = day_challenges(DAY)[0]
    assert DAY.isoformat() in daily_file().puzzles
    assert day_challenges(DAY)[0].options == made.options


def play_the_puzzle(hints: int = 0) -> tuple[list[str], object]:
    """Solve the day's puzzle through a daily session; returns the share lines handed out."""
    challenge = day_challenges(DAY)[0]
    shared: list[str] = []
    session = daily_session(challenge, on_result=shared.append)
    for _ in range(hints):
        session.count_hint()
    assert challenge.puzzle is not None
    for action in solve(challenge.puzzle.start, challenge.puzzle.required, challenge.puzzle.par).actions:
        session.play(action)
    return shared, challenge


def test_a_solved_daily_puzzle_is_kept_with_its_moves_and_a_share_line():
    shared, challenge = play_the_puzzle()
    par = challenge.puzzle.par
    assert shared == [f"Yamabushi daily 2026-12-02 · Mindlock {par}/PAR {par} · no hints"]
    kept = daily_file().results["2026-12-02"]["mindlock"]
    assert (kept.won, kept.moves, kept.par, kept.hints) == (True, par, par, 0)
    assert streak(daily_file(), DAY) == 1


def test_a_later_worse_try_keeps_the_best_result_of_the_day():
    play_the_puzzle()
    shared, _ = play_the_puzzle(hints=2)
    assert shared[-1].endswith("· 2 hints")
    assert daily_file().results["2026-12-02"]["mindlock"].hints == 0


def test_the_share_line_names_no_move_and_no_square():
    for kind in KINDS:
        for result in (Result(won=True, moves=4, par=4, hints=1), Result(won=False, hints=0), Result(won=True)):
            line = share_line(DAY, kind, result)
            assert "\n" not in line and line.startswith("Yamabushi daily 2026-12-02 · ")
            assert not re.search(r"\b[A-E][1-6]\b|[A-E][1-6]|->|\bR-|\bC-", line.removeprefix("Yamabushi daily 2026-12-02"))


def write_results(days: list[str]) -> None:
    results = {d: {"mukyan": {"won": False, "hints": 0}} for d in days}
    daily_path().parent.mkdir(parents=True, exist_ok=True)
    daily_path().write_text(json.dumps({"schema_version": 1, "results": results}))


def test_the_streak_counts_consecutive_days_with_a_challenge_done():
    write_results(["2026-11-25", "2026-11-26", "2026-11-29", "2026-11-30", "2026-12-01"])
    kept = daily_file()
    assert streak(kept, date(2026, 12, 1)) == 3
    assert streak(kept, DAY) == 3, "today's streak is not lost before today is over"
    assert streak(kept, date(2026, 12, 3)) == 0
    assert streak(kept, date(2026, 11, 26)) == 2
    play_the_puzzle()
    assert streak(daily_file(), DAY) == 4


def test_a_damaged_daily_json_is_named_and_kept_byte_for_byte():
    daily_path().parent.mkdir(parents=True, exist_ok=True)
    daily_path().write_bytes(b'{"schema_version": 1, "results": {"someday": 3}}')
    before = daily_path().read_bytes()
    with pytest.raises(DailyError, match="daily.json is damaged"):
        daily_file()
    shared, _ = play_the_puzzle()
    assert shared[0].splitlines()[0].startswith("Yamabushi daily 2026-12-02 · Mindlock")
    assert "daily results are not saved until it is repaired or removed" in shared[0]
    assert daily_path().read_bytes() == before


@pytest.mark.parametrize("text", ["x" * (LIMIT + 1), "[" * 40 + "]" * 40])
def test_a_daily_json_out_of_bounds_is_refused_in_one_sentence(text):
    daily_path().parent.mkdir(parents=True, exist_ok=True)
    daily_path().write_text(text)
    with pytest.raises(DailyError) as refused:
        daily_file()
    assert "\n" not in str(refused.value)


def test_a_daily_json_keeps_a_bounded_number_of_days():
    write_results([date.fromordinal(DAY.toordinal() - n).isoformat() for n in range(1, 401)])
    play_the_puzzle()
    kept = daily_file()
    assert len(kept.results) == 400 and "2026-12-02" in kept.results
    assert len(kept.puzzles) == 1


@pytest.mark.parametrize("text", ["2026-13-02", "02-12-2026", "2026-12-2", "", "2026-12-02\x1b[2J", "+2026-12-02"])
def test_a_bad_date_is_one_sentence(text):
    with pytest.raises(RulesError, match="is not a date: write it YYYY-MM-DD"):
        parse_date(text)


def test_a_yami_deal_of_the_day_played_to_its_end_keeps_the_mission_result():
    challenge = next(c for c in day_challenges(DAY) if c.kind.key == "yami-2p")
    shared: list[str] = []
    session = daily_session(challenge, save=False, on_result=shared.append)
    while session.outcome() is None:
        session.play(session.legal_actions()[0])
    kept = daily_file().results["2026-12-02"]["yami-2p"]
    word = "mission success" if kept.won else "mission failed"
    assert kept.won == bool(session.outcome().winners)
    assert shared == [f"Yamabushi daily 2026-12-02 · Yami, 2 players: {word} · no hints"]


def test_a_kept_puzzle_with_a_group_that_is_not_one_is_refused():
    daily_path().parent.mkdir(parents=True, exist_ok=True)
    puzzle = {"group": "\x1b[2JEasy", "position": "B1MHK/C2M w 0-0 --- - -", "par": 1}
    daily_path().write_text(json.dumps({"schema_version": 1, "puzzles": {"2026-12-02": puzzle}}))
    with pytest.raises(DailyError, match="puzzles.2026-12-02.group"):
        daily_file()


@pytest.mark.parametrize("players", [2, 3])
def test_the_yami_deal_of_the_day_is_the_first_candidate_the_solver_proves_winnable(players):
    from yamabushi.app.daily import YAMI_NODES, yami_seed
    from yamabushi.yami.engine import Yami
    from yamabushi.yami.open_hands import solve

    engine = Yami()
    options = engine.normalize_options({"players": players, "mission": 1})
    chosen = yami_seed(DAY, players)
    verdicts = []
    for n in range(40):
        seed = daily_seed(f"yami-{players}p/{n}", DAY)
        verdicts.append(solve(engine.new_game(options, seed), YAMI_NODES).winnable)
        if seed == chosen:
            break
    assert verdicts[-1] is True and all(v is not True for v in verdicts[:-1])
