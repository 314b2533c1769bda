"""The command line's doors: nothing from a save, a record or an argument reaches the terminal
with its control characters raw, and a long or impossible argument is one short line, exit 2.

Before, a seat named `ESC ] 0 ; … BEL` renamed the window from `record export`, a 300-character
save name was a `File name too long` traceback in `play --resume`, `record export`, `review`
and `host --resume`, and a 100,000-character argument came back whole in the error line.
"""

from __future__ import annotations

import json
import sys

import pytest

from tests.hostile import C1, CLEAR, NAMES, TITLE, raw_controls, with_seat_names
from yamabushi.app.sessions import close, new_session
from yamabushi.cli.main import main

SAVE_COMMANDS = [["play", "--resume"], ["play", "--plain", "--resume"], ["record", "export"], ["review"], ["host", "--resume"]]
IMPOSSIBLE_NAMES = {
    "too long for the file system": "s" * 300,
    "a lone surrogate": "\ud800.json",
    "a NUL": "a\x00b.json",
    "a 100,000-character name": "x" * 100_000,
    "escapes": f"{TITLE}{CLEAR}{C1}.json",
}


@pytest.fixture(autouse=True)
def no_stdin(monkeypatch):
    monkeypatch.setattr(sys, "stdin", open("/dev/null"))  # noqa: SIM115 - closed with the test's process


def _save():
    session = new_session("himiki", {"mode": "1v1"}, 3)
    session.play_text("place C5 HMK")
    close(session)
    return session.on_change.path


def _one_short_line(err: str) -> str:
    assert err.startswith("yamabushi: ") and err.count("\n") == 1 and len(err) < 400, err[:500]
    assert not raw_controls(err) and "Traceback" not in err
    return err


@pytest.mark.parametrize("command", SAVE_COMMANDS, ids=" ".join)
@pytest.mark.parametrize("name", IMPOSSIBLE_NAMES.values(), ids=IMPOSSIBLE_NAMES.keys())
def test_a_save_name_no_file_can_have_is_one_short_line(capsys, command, name):
    assert main([*command, name]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    said = _one_short_line(err)
    assert "There is no save '" in said and ("…" in said or len(name) < 40)


def test_a_huge_argument_is_cut_in_every_message(capsys):
    """Whatever sentence repeats it (argparse's, a command's), it comes back cut."""
    huge = "\x1b[2J" + "z" * 100_000
    for argv in (["play", huge], ["play", "himiki", "--mode", huge], ["simulate", "himiki", "--games", huge],
                 ["host", "yami", "--campaign", huge], ["record", "import", huge], [huge]):
        assert main(argv) == 2, argv
        _one_short_line(capsys.readouterr().err)


@pytest.mark.parametrize("command", [["record", "export"], ["play", "--plain", "--resume"], ["review"]], ids=" ".join)
def test_a_save_whose_seats_hold_escapes_is_refused_in_one_visible_line(capsys, command):
    save = with_seat_names(_save(), *NAMES)
    before = save.read_bytes()
    assert main([*command, str(save)]) == 2
    out, err = capsys.readouterr()
    assert not raw_controls(out)
    said = _one_short_line(err)
    assert "seats.0.name: it holds the control character ^[" in said
    assert save.read_bytes() == before


def test_record_export_header_values_are_visible_and_a_clean_record_round_trips(capsys, tmp_path):
    save = _save()
    assert main(["record", "export", str(save)]) == 0
    clean = capsys.readouterr().out
    record = tmp_path / "game.txt"
    record.write_text(clean, encoding="utf-8")
    assert main(["record", "import", str(record)]) == 0
    capsys.readouterr()
    data = json.loads(save.read_text(encoding="utf-8"))
    data["created"] = f"{TITLE}{CLEAR}\r\u202e{data['created']}"
    save.write_text(json.dumps(data), encoding="utf-8")
    code = main(["record", "export", str(save)])
    out, err = capsys.readouterr()
    assert not raw_controls(out + err)
    assert "Date: ^[]0;pwned^G^[[2J^M<U+202E>" in out or (code == 2 and "created" in err)  # or refused as no date


def test_an_output_file_named_with_escapes_is_said_visibly(capsys, tmp_path):
    target = tmp_path / f"{TITLE}out.txt"
    assert main(["record", "export", str(_save()), "-o", str(target)]) == 0
    out = capsys.readouterr().out
    assert target.exists() and out.startswith("Wrote ") and not raw_controls(out) and "^]0;pwned^G" not in out
    assert "^[]0;pwned^Gout.txt" in out


def test_serve_never_echoes_its_host_raw(capsys, monkeypatch):
    """Said in the warning and the refusal, or refused as no address: visibly either way."""
    import textual_serve.server

    def refused(self, *args, **kwargs):
        raise OSError(99, "Cannot assign requested address")

    monkeypatch.setattr(textual_serve.server.Server, "serve", refused)
    assert main(["serve", "--host", f"{TITLE}{CLEAR}example"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("yamabushi: ") or err.startswith("Serving on ^[]0;pwned^G^[[2Jexample: anyone")
    assert not raw_controls(err)


@pytest.mark.parametrize("seat", [f"Seat 1: {NAMES[0]} (human)", f"Seat 2: Black (bot, level \tnormal{CLEAR})"])
def test_a_text_record_whose_seat_holds_escapes_is_refused_in_one_visible_line(capsys, tmp_path, seat):
    assert main(["record", "export", str(_save())]) == 0
    lines = capsys.readouterr().out.splitlines()
    number = seat.split(":")[0]
    record = tmp_path / "game.txt"
    record.write_text("\n".join(seat if line.startswith(f"{number}:") else line for line in lines) + "\n", encoding="utf-8")
    assert main(["record", "import", str(record)]) == 2
    assert "the control character ^" in _one_short_line(capsys.readouterr().err)
