import json
import os

import pytest

from yamabushi.app import sessions
from yamabushi.app.catalog import ModeEntry
from yamabushi.app.sessions import SaveFile, resume
from yamabushi.session.controller import Session
from yamabushi.app.saves import (
    SaveError,
    list_saves,
    new_save_path,
    read_record,
    saves_dir,
    write_atomic,
)

from tests.toy import Race


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    return tmp_path


def saved_game(path, moves=("1", "2")):
    session = Session(Race(), {}, 3, on_change=SaveFile(path))
    for m in moves:
        session.play_text(m)
    return session


def test_saves_live_under_yamabushi_home(home):
    assert saves_dir() == home / "saves"
    path = new_save_path("race")
    assert path.parent == home / "saves" and not path.exists()


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("{not json", "broken JSON"),
        ("[1, 2]", "not a Yamabushi save"),
        ('{"schema_version": 99}', "save format 99"),
        ('{"schema_version": 1, "game": "race"}', "damaged"),
    ],
)
def test_corrupt_save_is_one_sentence_and_left_untouched(home, text, fragment):
    path = home / "saves" / "bad.json"
    write_atomic(path, text)
    with pytest.raises(SaveError) as err:
        read_record(path)
    message = str(err.value)
    assert fragment in message and "\n" not in message and "bad.json" in message
    assert path.read_text() == text
    [entry] = list_saves()
    assert entry.record is None and fragment in entry.error


def test_save_with_an_illegal_action_names_it(home, monkeypatch):
    path = home / "saves" / "g.json"
    saved_game(path)
    raw = json.loads(path.read_text())
    raw["actions"].append("7")
    path.write_text(json.dumps(raw))
    monkeypatch.setattr(sessions, "engine_for", lambda game: Race())
    with pytest.raises(SaveError, match=r"^g.json stops at action 3 \('7'\): '7' is not 1, 2 or roll\.$"):
        resume(path, ModeEntry("race", "Race to 10", "race", {}))


def test_a_resumed_game_goes_on_saving_into_its_file(home, monkeypatch):
    path = home / "saves" / "g.json"
    saved_game(path)
    monkeypatch.setattr(sessions, "engine_for", lambda game: Race())
    session = resume(path, ModeEntry("race", "Race to 10", "race", {}))
    session.play_text("roll")
    assert read_record(path).actions == ["1", "2", "roll"] and sessions.save_path(session) == path


def test_write_killed_half_way_keeps_the_previous_save(home, monkeypatch):
    path = home / "saves" / "g.json"
    session = saved_game(path)
    before = path.read_text()

    def crash(*args):
        raise OSError("disk vanished")

    with monkeypatch.context() as patched:
        patched.setattr(os, "replace", crash)
        with pytest.raises(OSError):
            session.play_text("1")
    assert path.read_text() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [".g.json.lock", ".g.json.open", "g.json"]  # no temp file
    assert read_record(path).actions == ["1", "2"]


def himiki_record(**changes):
    """A real Hi Mi Ki save's JSON, with `changes` made to it (None removes a key)."""
    from tests.app.kept_files import himiki_session

    raw = json.loads(himiki_session().record().to_json())
    for key, value in changes.items():
        if value is None:
            del raw[key]
        else:
            raw[key] = value
    return raw


WHITE, BLACK_BOT = {"name": "White", "kind": "human"}, {"name": "Black", "kind": "bot", "level": "normal"}


@pytest.mark.parametrize(
    ("changes", "sentence"),
    [
        ({"game": "chess"}, "cannot be played: Unknown game 'chess'; known games: himiki, himizu, yami, mindlock"),
        ({"options": {"mode": "3v3"}}, "cannot be played: Unknown Hi Mi Ki mode '3v3'; available: 1v1, 2v2, mukyan"),
        ({"options": {"mode": ["1v1"]}}, "cannot be played: its options are not ones himiki takes"),
        ({"seats": [WHITE, BLACK_BOT, {"name": "Red"}]}, "has 3 seats, but Hi Mi Ki is played by 2"),
        ({"seats": [WHITE]}, "has 1 seats, but Hi Mi Ki is played by 2"),
        ({"seats": [WHITE, {**BLACK_BOT, "level": "godlike"}]}, "has a bot at level 'godlike'; the levels are easy, normal, hard"),
        ({"seed": int("9" * 41)}, "is not a readable save (it holds a number longer than 40 characters)"),
    ],
    ids=["game", "mode", "mode-type", "three-seats", "one-seat", "level", "seed"],
)
def test_resume_replay_and_import_refuse_alike_what_could_not_be_played(home, changes, sentence, capsys):
    from yamabushi.cli.main import main
    from yamabushi.app.records import load_timeline

    path = home / "elsewhere" / "hand-made.json"
    path.parent.mkdir()
    path.write_text(json.dumps(himiki_record(**changes)))
    with pytest.raises(SaveError) as resumed:
        read_record(path)
    with pytest.raises(SaveError) as replayed:
        load_timeline(path)
    assert str(resumed.value) == str(replayed.value)
    assert str(resumed.value).startswith(f"hand-made.json {sentence}") and str(resumed.value).count(".") >= 1
    saves_before = list_saves()
    assert main(["record", "import", str(path)]) == 2
    assert capsys.readouterr().err == f"yamabushi: {resumed.value}\n"
    assert list_saves() == saves_before


@pytest.mark.parametrize(
    ("edit", "sentence"),
    [
        (lambda line: None if line.startswith("Seat 2:") else line, "game.txt has 1 seats, but Hi Mi Ki is played by 2."),
        (lambda line: "Seed: " + "7" * 100 if line.startswith("Seed:") else line, "game.txt header is wrong: seed: a seed is a whole number from 0 to 9223372036854775807."),
        (
            lambda line: "Options: " + "[" * 5000 + "]" * 5000 if line.startswith("Options:") else line,
            'game.txt: Options must be written like {"mode": "1v1"}.',
        ),
    ],
    ids=["fewer-seats", "long-seed", "deep-options"],
)
def test_a_text_record_that_could_not_be_played_is_refused_on_import(home, capsys, edit, sentence):
    from yamabushi.cli.main import main
    from yamabushi.session.text_record import export_text
    from yamabushi.session.timeline import build_timeline
    from tests.app.kept_files import himiki_session

    session = himiki_session()
    text = export_text(build_timeline(session.record(), session.engine, "game"))
    path = home / "game.txt"
    path.write_text("\n".join(line for line in map(edit, text.splitlines()) if line is not None) + "\n")
    saves_before = list_saves()
    assert main(["record", "import", str(path)]) == 2
    assert capsys.readouterr().err == f"yamabushi: {sentence}\n"
    assert list_saves() == saves_before


def test_a_save_written_before_game_ids_still_loads(home):
    raw = himiki_record(game_id=None)
    path = saves_dir() / "old.json"
    path.write_text(json.dumps(raw))
    record = read_record(path)
    assert record.game_id is None and record.identity == f"himiki:{raw['created']}:{raw['seed']}"
