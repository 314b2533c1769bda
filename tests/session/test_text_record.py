"""Text records: export -> import -> export is identical for every game and mode,
and a bad record stops at the action or line at fault, in one sentence."""

from __future__ import annotations

import pytest

from yamabushi.cli.main import main
from yamabushi.core.testing import play_random_game
from yamabushi.app.registry import engine_for
from yamabushi.himiki.modes import MODES as HIMIKI_MODES
from yamabushi.himizu.board import himizu_data
from yamabushi.session.controller import Session
from yamabushi.app.saves import list_saves, new_save_path, save_record
from yamabushi.core.replay import ReplayError
from yamabushi.session.text_record import export_text, import_text
from yamabushi.session.timeline import build_timeline
from yamabushi.yami.missions import missions

SETUPS = (
    [("himiki", {"mode": m, "setup": s}) for m in HIMIKI_MODES for s in ("choose", "random")]
    + [("himizu", {"board": side}) for side in himizu_data().boards]
    + [("yami", {"players": p, "mission": m}) for p in (2, 3, 4) for m in sorted(missions())]
)


def _session(game: str, options: dict, seed: int, plies: int | None = None) -> Session:
    engine = engine_for(game)
    played = play_random_game(engine, options, seed).notations
    session = Session(engine, options, seed, created="2025-05-01T10:00:00+00:00")
    for text in played[:plies]:
        session.play_text(text)
    return session


def _text(session: Session) -> str:
    return export_text(build_timeline(session.record(), session.engine, "game"))


@pytest.mark.parametrize(("game", "options"), SETUPS, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [1, 2])
def test_export_import_export_is_identical(game: str, options: dict, seed: int) -> None:
    session = _session(game, options, seed)
    text = _text(session)
    imported = import_text(text, "game.txt", engine_for)
    assert imported.record == session.record()
    assert imported.states[-1] == session.state
    assert export_text(imported) == text


@pytest.mark.parametrize("mode", ["1v1", "2v2"])
def test_an_expert_record_round_trips_and_says_expert(mode: str) -> None:
    options = {"mode": mode, "expert": True}
    session = _session("himiki", options, 1)
    text = _text(session)
    assert f"Mode: {mode}, Expert" in text and any(s.notation.startswith("chaos ") for s in session.steps)
    imported = import_text(text, "game.txt", engine_for)
    assert imported.states[-1] == session.state and export_text(imported) == text


def test_one_turn_per_line_and_header() -> None:
    text = _text(_session("himiki", {"mode": "1v1"}, 3, plies=6))
    header, body = text.split("\n\n")
    assert "Game: himiki (Hi Mi Ki)" in header and "Seed: 3" in header and "Result: unfinished" in header
    assert body.splitlines()[:2] == ["1. White: place C5 HKM", "2. Black: place D2 KMH; place B2 MHK"]


def test_an_illegal_action_stops_the_import_at_that_action() -> None:
    text = _text(_session("himiki", {"mode": "1v1"}, 3, plies=6))
    broken = text.replace("place B2 MHK", "place C5 MHK")
    with pytest.raises(ReplayError, match=r"^game.txt stops at action 3 \('place C5 MHK'\): .+"):
        import_text(broken, "game.txt", engine_for)


def test_a_line_naming_the_wrong_seat_is_refused() -> None:
    text = _text(_session("himiki", {"mode": "1v1"}, 3, plies=6)).replace("2. Black:", "2. White:")
    with pytest.raises(ReplayError, match=r"line 13: action 2 \(place D2 KMH\) is Black's, not White's"):
        import_text(text, "game.txt", engine_for)


def test_a_truncated_record_contradicts_its_result() -> None:
    text = _text(_session("himiki", {"mode": "1v1"}, 3))
    truncated = "\n".join(text.splitlines()[:-1]) + "\n"
    with pytest.raises(ReplayError, match="says the result is 'White wins 5-2.', but its actions give 'unfinished'"):
        import_text(truncated, "game.txt", engine_for)


def test_a_record_from_a_version_that_worded_its_result_otherwise_still_imports() -> None:
    """Results used to put the loser's score first ("Black wins 2-5."); a game exported
    then is the same game, and imports."""
    session = _session("himiki", {"mode": "1v1"}, 3)
    outcome = session.outcome()
    assert outcome is not None
    text = _text(session)
    older = text.replace(f"Result: {outcome.text}", "Result: Somebody wins 0-9.")
    assert older != text
    timeline = import_text(older, "game.txt", engine_for)
    assert timeline.outcome == outcome
    unfinished = text.replace(f"Result: {outcome.text}", "Result: unfinished")
    with pytest.raises(ReplayError, match="says the result is 'unfinished'"):
        import_text(unfinished, "game.txt", engine_for)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hello\n", "is not a Yamabushi game record"),
        ("Yamabushi game record\nGame: chess\nOptions: {}\nSeed: 1\nDate: 2025-05-01T10:00:00+00:00\n", "Unknown game 'chess'"),
        ("Yamabushi game record\nGame: himiki\nSeed: 1\nDate: 2025-05-01T10:00:00+00:00\n", "has no 'Options' line"),
        ("Yamabushi game record\nGame: himiki\nOptions: {}\nSeed: one\nDate: 2025-05-01T10:00:00+00:00\n", "header is wrong: seed"),
        ("Yamabushi game record\nGame: himiki\nOptions: {}\nSeed: 1\nDate: 2025-05-01T10:00:00+00:00\nSeat 1: White\n", "Seat 1 should read"),
        ("Yamabushi game record\nGame: himiki\nOptions: {}\nSeed: 1\nDate: 2025-05-01T10:00:00+00:00\n\nWhite plays C5\n", "line 7: a turn is"),
        ("Yamabushi game record\nGame: himiki\nOptions: {}\nSeed: 1\nDate: yesterday\n", "created: it should be a date and time"),
        ("Yamabushi game record\nGame: himiki\nOptions: {}\nSeed: 1\nSeed: 2\n", "line 5: the header has a second 'Seed' line"),
    ],
)
def test_malformed_records_get_one_sentence(text: str, message: str) -> None:
    with pytest.raises(ReplayError, match=message) as caught:
        import_text(text, "game.txt", engine_for)
    assert "\n" not in str(caught.value)


def test_cli_export_then_import_gives_a_new_save(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    session = _session("himizu", {"board": "A"}, 4, plies=15)
    path = new_save_path("himizu")
    save_record(session.record(), path)
    out = tmp_path / "game.txt"
    assert main(["record", "export", path.name, "-o", str(out)]) == 0
    assert main(["record", "import", str(out)]) == 0
    assert "Imported 15 actions of Himizu" in capsys.readouterr().out
    records = [entry.record for entry in list_saves()]
    assert len(records) == 2 and records[0] == records[1] == session.record()


def test_cli_import_of_an_illegal_action_fails_in_one_line(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    record = tmp_path / "game.txt"
    record.write_text(_text(_session("himiki", {"mode": "1v1"}, 3, plies=5)).replace("place D5 KHM", "C5 BC4"))
    assert main(["record", "import", str(record)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("yamabushi: game.txt stops at action 5 ('C5 BC4'): ") and err.count("\n") == 1
    assert list_saves() == []


def _import_into_a_home_that_cannot_keep_it(tmp_path, monkeypatch, capsys, break_home) -> str:
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path / "home"))
    record = tmp_path / "game.txt"
    record.write_text(_text(_session("himiki", {"mode": "1v1"}, 3, plies=5)))
    break_home(tmp_path / "home")
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    assert main(["record", "import", str(record)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if not p.name.startswith(".")) == before
    return err


def test_cli_import_into_a_full_home_is_one_sentence_and_writes_nothing(tmp_path, monkeypatch, capsys) -> None:
    import errno
    import os

    from yamabushi.app import saves, store

    def full_disk(home):
        real = os.fsync

        def fsync(fd):
            real(fd)
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))  # the data did not fit

        home.mkdir()
        (home / "saves").mkdir()
        monkeypatch.setattr(store.os, "fsync", fsync)

    err = _import_into_a_home_that_cannot_keep_it(tmp_path, monkeypatch, capsys, full_disk)
    assert err.startswith(f"yamabushi: The game cannot be kept in {saves.saves_dir()} (No space left on device), so nothing")
    assert "YAMABUSHI_HOME set to a folder that can be written" in err


def test_cli_import_where_the_saves_folder_is_a_file_is_one_sentence(tmp_path, monkeypatch, capsys) -> None:
    def saves_a_file(home):
        home.mkdir()
        (home / "saves").write_text("not a folder")

    err = _import_into_a_home_that_cannot_keep_it(tmp_path, monkeypatch, capsys, saves_a_file)
    assert "(File exists), so nothing was imported" in err
