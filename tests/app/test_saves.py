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

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        session.play_text("1")
    monkeypatch.undo()
    assert path.read_text() == before
    assert [p.name for p in path.parent.iterdir()] == ["g.json"]
    assert read_record(path).actions == ["1", "2"]
