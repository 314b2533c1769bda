"""`yamabushi bench --quick`: every figure of the report, measured and printed in one run."""

import json
import runpy

from yamabushi.cli.bench import SCRIPT
from yamabushi.cli.main import main


def test_the_quick_bench_measures_every_figure(capsys):
    assert main(["bench", "--quick", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["perft_nodes_per_second"]["himiki"] > 0
    assert set(report["random_games_per_second"]) >= {"himiki", "himizu", "yami"}
    assert all(t["moves"] > 0 and t["max"] > 0 for t in report["hard_move_seconds"].values())
    assert set(report["first_screen_seconds"]) == {"bare", "yamabushi"}
    assert 0 < report["peak_memory_mb"]["bench"] < 1000


def test_the_text_report_marks_each_target():
    lines = runpy.run_path(str(SCRIPT))["app_lines"](
        {"first_screen_seconds": {"bare": 1.0, "yamabushi": 2.0}, "peak_memory_mb": {"bench": 60.0, "tui": 40.0}}
    )
    assert lines[0] == ("first screen 2.000 s vs bare Textual 1.000 s = 2.00x", False)
    assert lines[1][1] is True
