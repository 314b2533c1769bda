"""`yamabushi review SAVE`: the marked decisions as text, every chance as JSON, the same twice."""

import json

from yamabushi.app.review import kept_path
from yamabushi.app.saves import save_record, saves_dir
from yamabushi.cli.main import main

from tests.app.coach_games import YAMI_BLUNDER, finished_yami_record, yami_blunder_record


def _save(record=None):
    path = saves_dir() / "yami-cli.json"
    save_record(record or finished_yami_record(hints=3), path)
    return path


def test_review_prints_the_blunder_with_the_better_card(capsys):
    path = _save()
    assert main(["review", path.name, "--budget", "0.3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Review of {path.name}: Mission 1 fails: the Mission tiles are not surrounded after round 7. Hints used: 3."
    assert any(line.startswith(f"{YAMI_BLUNDER + 1}. Player") and ", a blunder: the success chance fell" in line and "(O1)." in line for line in out)
    assert kept_path(path).is_file()


def test_an_unfinished_game_with_hands_keeps_the_better_card_back(capsys):
    path = _save(yami_blunder_record("O6"))
    assert main(["review", path.name, "--budget", "0.3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Review of {path.name}: the game is not over."
    line = next(line for line in out if line.startswith(f"{YAMI_BLUNDER + 1}. Player"))
    assert ", a blunder: the success chance fell from 100% to " in line and line.endswith("%. The better action is shown once the game is over.")
    assert "O1" not in line.split(", a blunder")[1], "the better card stays hidden while the game goes on"


def test_review_json_gives_every_decisions_chances_and_is_the_same_twice(capsys):
    path = _save()
    assert main(["review", str(path), "--json", "--budget", "0.3"]) == 0
    first = capsys.readouterr().out
    data = json.loads(first)
    blunder = next(d for d in data["decisions"] if d["index"] == YAMI_BLUNDER)
    assert blunder["played"] == "O6" and blunder["mark"] == "blunder" and blunder["after"] < 0.05
    assert all(0 <= d["before"] <= 1 and 0 <= d["after"] <= 1 for d in data["decisions"])
    assert main(["review", str(path), "--json", "--budget", "0.3"]) == 0
    assert capsys.readouterr().out == first


def test_a_bad_budget_or_a_puzzle_is_one_line(capsys):
    path = _save()
    assert main(["review", str(path), "--budget", "lots"]) == 2
    assert capsys.readouterr().err == "yamabushi: review: argument --budget: must be a number from 0.01 to 50, not 'lots'.\n"
    assert main(["review", "nowhere.json"]) == 2
    assert capsys.readouterr().err.startswith("yamabushi: There is no save 'nowhere.json'")


def _himiki_save(seed=11, count=24):
    from yamabushi.session.record import GameRecord, SeatRecord
    from tests.app.coach_games import bot_actions

    moves = bot_actions("himiki", {"setup": "random"}, seed, ("easy", "easy"), count)
    seats = [SeatRecord(name="White"), SeatRecord(name="Black")]
    record = GameRecord(game="himiki", options={"mode": "1v1", "setup": "random"}, seed=seed, seats=seats, actions=moves, created="2026-01-01")
    path = saves_dir() / "himiki-cli.json"
    save_record(record, path)
    return path


def test_review_text_has_no_escaped_line_break(capsys):
    """Every line printed is a line: no `\\n` or `^J` written out inside one."""
    for path in (_save(), _himiki_save()):
        assert main(["review", path.name, "--budget", "0.2"]) == 0
        out = capsys.readouterr().out
        assert "\\n" not in out and "^J" not in out
        assert len(out.splitlines()) > 3


def test_review_json_marks_carry_the_position_and_a_line_that_replays_from_it(capsys):
    from yamabushi.himiki.engine import HiMiKi, from_hpn

    path = _himiki_save()
    assert main(["review", str(path), "--json", "--budget", "0.2"]) == 0
    marks = [d for d in json.loads(capsys.readouterr().out)["decisions"] if d["mark"]]
    assert marks, "easy bots make mistakes the review marks"
    engine = HiMiKi()
    for mark in marks:
        state = from_hpn(mark["position"])
        assert mark["line"][0] == mark["better"] and 1 <= len(mark["line"]) <= 6
        for text in mark["line"]:
            state, _ = engine.apply(state, engine.parse_action(state, text))
        assert engine.parse_action(from_hpn(mark["position"]), mark["played"]) in engine.legal_actions(from_hpn(mark["position"]))
    assert any(len(mark["line"]) > 1 for mark in marks), "the line goes on past the better action"


def test_an_unfinished_game_with_hands_shows_no_position_or_line(capsys):
    path = _save(yami_blunder_record("O6"))
    assert main(["review", str(path), "--json", "--budget", "0.3"]) == 0
    blunder = next(d for d in json.loads(capsys.readouterr().out)["decisions"] if d["index"] == YAMI_BLUNDER)
    assert blunder["mark"] == "blunder" and blunder["position"] is None and blunder["line"] == []


def test_a_finished_yami_mark_shows_the_seats_table_and_the_line(capsys):
    path = _save()
    assert main(["review", str(path), "--json", "--budget", "0.3"]) == 0
    blunder = next(d for d in json.loads(capsys.readouterr().out)["decisions"] if d["index"] == YAMI_BLUNDER)
    assert blunder["line"][0] == "O1" and "Your hand" in blunder["position"]
