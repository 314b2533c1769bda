"""`yamabushi simulate`: the report's keys, seeded replays, workers, and one-line errors."""

import json

import pytest

from yamabushi.cli.main import main
from yamabushi.app.simulate import simulate

TIMING = ("seconds", "games_per_second")


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


def test_a_progress_bar_goes_to_a_terminal_and_is_erased(tmp_path):
    class Terminal:
        text = ""

        def write(self, chunk):
            self.text += chunk

        def flush(self):
            pass

    bar = Terminal()
    simulate("himiki", {}, ("easy",), games=2, seed=1, progress=bar)
    assert "2/2 games" in bar.text and bar.text.endswith("\r")


def test_a_text_report_names_each_side(capsys):
    assert main(["simulate", "himizu", "--bots", "normal,easy", "--games", "2", "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "Fire wins:" in text and "Water wins:" in text and "average length:" in text


@pytest.mark.parametrize(
    "args, message",
    [
        (["himiki", "--bots", "wizard"], "Unknown bot level 'wizard'"),
        (["himiki", "--board", "B"], "Unknown Hi Mi Ki option"),
        (["yami", "--players", "7"], "2, 3 or 4 players"),
        (["himizu", "--games", "0"], "at least one game"),
    ],
)
def test_bad_requests_end_in_one_line(capsys, args, message):
    full = [*args] if "--games" in args else [*args, "--games", "1"]
    assert main(["simulate", *full, "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
