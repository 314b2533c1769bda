"""`yamabushi simulate`: the report's keys, seeded replays, workers, and one-line errors."""

import io
import json
import time

import pytest

from yamabushi.cli.main import main
from yamabushi.app.simulate import simulate

TIMING = ("seconds", "games_per_second", "move_seconds")


def run_json(capsys, *args):
    assert main(["simulate", *args, "--json"]) == 0
    out = capsys.readouterr()
    assert out.err == "", "no progress bar when the output is not a terminal"
    return json.loads(out.out)


def without_timing(report: dict) -> dict:
    return {k: v for k, v in report.items() if k not in TIMING}


def test_a_duel_reports_wins_per_side_and_per_level(capsys):
    report = run_json(capsys, "himiki", "--bots", "normal,easy", "--alternate", "--games", "4", "--seed", "2")
    assert set(report) == {
        "game",
        "options",
        "bots",
        "seed",
        "games",
        "wins",
        "draws",
        "unfinished",
        "level_wins",
        "average_length",
        *TIMING,
    }
    assert sum(report["wins"].values()) + report["draws"] == 4
    assert report["level_wins"]["normal"] > report["level_wins"]["easy"]
    assert report["average_length"] > 10 and report["games_per_second"] > 0
    seconds = report["move_seconds"]
    assert set(seconds) == {"normal", "easy"}
    assert all(0 < t["mean"] <= t["max"] for t in seconds.values())


def test_expert_games_are_simulated_with_the_chaos_tiles(capsys):
    report = run_json(capsys, "himiki", "--mode", "2v2", "--expert", "--bots", "normal", "--games", "2", "--seed", "1")
    assert report["options"] == {"mode": "2v2", "setup": "choose", "expert": True}
    assert report["games"] == 2


def test_a_mission_reports_its_success_rate(capsys):
    report = run_json(capsys, "yami", "--players", "3", "--mission", "2", "--games", "3", "--seed", "1")
    assert report["options"]["players"] == 3 and report["options"]["mission"] == 2
    assert report["success_rate"] == pytest.approx(report["successes"] / 3, abs=1e-4)
    assert "wins" not in report


def test_a_mission_names_the_deals_it_failed_so_two_levels_compare_deal_by_deal(capsys):
    args = ("yami", "--games", "12", "--seed", "1")
    easy = run_json(capsys, *args, "--bots", "easy")
    normal = run_json(capsys, *args, "--bots", "normal")
    for report in (easy, normal):
        assert len(report["failed_games"]) == 12 - report["successes"]
        assert all(0 <= i < 12 for i in report["failed_games"])
    assert set(normal["failed_games"]) < set(easy["failed_games"]), "normal fails only deals that easy fails too"


def test_solve_gives_each_deal_its_open_hands_verdict_and_the_bots_against_the_winnable_ones(capsys):
    args = ("yami", "--players", "3", "--games", "3", "--seed", "0", "--solve")
    report = run_json(capsys, *args)
    assert report["verdicts"] == [True, True, True] and report["winnable"] == 3 and report["undecided"] == 0
    assert report["successes_on_winnable"] == report["successes"]
    assert report["success_on_winnable"] == pytest.approx(report["successes"] / 3, abs=1e-4)
    assert main(["simulate", *args]) == 0
    assert f"open hands: 3 winnable, 0 lost, 0 undecided; success on the winnable deals: {report['successes']} of 3" in capsys.readouterr().out


def test_the_same_seed_gives_the_same_report_and_another_seed_another(capsys):
    args = ("himizu", "--board", "B", "--bots", "easy", "--games", "3")
    first = run_json(capsys, *args, "--seed", "5")
    again = run_json(capsys, *args, "--seed", "5")
    other = run_json(capsys, *args, "--seed", "6")
    assert without_timing(first) == without_timing(again)
    assert first["average_length"] != other["average_length"]


def test_worker_processes_do_not_change_the_results():
    one = simulate("himiki", {"mode": "2v2"}, ("normal", "easy"), games=4, seed=3, alternate=True)
    two = simulate("himiki", {"mode": "2v2"}, ("normal", "easy"), games=4, seed=3, alternate=True, jobs=2)
    assert one.results == two.results


def test_progress_is_told_after_every_game():
    seen = []
    simulate("himiki", {}, ("easy",), games=3, seed=1, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_a_terminal_gets_a_bar_with_games_done_and_time_left_then_erased():
    from yamabushi.cli.simulate import progress_bar

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    screen = Terminal()
    with progress_bar(4, True, screen) as progress:
        for done in range(1, 5):
            progress(done, 4)
            time.sleep(0.15)
    text = screen.getvalue()
    assert "games," in text and "left" in text and "4/4" in text
    assert text.endswith("\x1b[?25h\r\x1b[1A\x1b[2K"), "the cursor comes back and the bar's line is cleared"


def test_no_bar_off_a_terminal_or_with_json():
    from yamabushi.cli.simulate import progress_bar

    with progress_bar(4, False) as progress:
        assert progress is None


def test_the_report_names_the_game_and_its_options_in_words(capsys):
    assert main(["simulate", "himiki", "--mode", "2v2", "--expert", "--bots", "easy", "--games", "1", "--seed", "1"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == "Hi Mi Ki (mode 2v2, setup choose, expert on): 1 games, bots easy, seed 1"


def test_a_text_report_names_each_side(capsys):
    assert main(["simulate", "himizu", "--bots", "normal,easy", "--games", "2", "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "Fire wins:" in text and "Water wins:" in text and "average length:" in text


@pytest.mark.parametrize(
    "args, message",
    [
        (["himiki", "--bots", "wizard"], "Unknown bot level 'wizard'"),
        (["himiki", "--board", "B"], "Unknown Hi Mi Ki option"),
        (["yami", "--players", "7"], "from 2 to 4, not '7'"),
        (["himizu", "--games", "0"], "from 1 to 1000000, not '0'"),
        (["himizu", "--board", "C"], "Himizu has no board side 'C'"),
        (["himizu", "--solve"], "Only Yami deals can be solved with open hands"),
    ],
)
def test_bad_requests_end_in_one_line(capsys, args, message):
    full = [*args] if "--games" in args else [*args, "--games", "1"]
    assert main(["simulate", *full, "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
