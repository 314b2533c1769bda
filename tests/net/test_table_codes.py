"""Join codes: too long to guess, easy to copy, and the same when a saved game is hosted again."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

import pytest

from tests.net.hosting import open_host
from yamabushi.app.saves import list_saves, saves_dir
from yamabushi.app.sessions import new_session
from yamabushi.net.host.codes import ALPHABET, BITS, canonical, codes_path, new_code
from yamabushi.net.transport.protocol import BadMessage
from yamabushi.net.host.table import SPECTATOR, Table


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def test_a_code_is_80_bits_in_four_groups_of_letters_that_are_hard_to_misread():
    assert BITS >= 64
    made = {new_code() for _ in range(2_000)}
    assert len(made) == 2_000
    for code in made:
        groups = code.split("-")
        assert [len(g) for g in groups] == [4, 4, 4, 4] and all(c in ALPHABET for g in groups for c in g)
    assert not set("ILOU") & set(ALPHABET)


def test_a_code_typed_loosely_opens_its_seat_and_nothing_else_does():
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 3))
    white = next(code for code, seat in table.codes.items() if seat == 0)
    loose = white.lower().replace("-", " ").replace("1", "l").replace("0", "o")
    assert table.seat_of(loose) == 0 and table.seat_of(white.replace("-", "")) == 0
    for wrong in ("", white[:-1], white + "A", white.replace("-", "_"), "U" * 16, "\ud800" * 16):
        with pytest.raises(BadMessage, match="^No seat at this table has that code.$"):
            table.seat_of(wrong)
    assert canonical("abcd efgh jkmn pqrs") == "ABCD-EFGH-JKMN-PQRS"


def test_the_codes_are_kept_beside_the_save_where_no_seat_can_read_them():
    session = new_session("himiki", {"mode": "2v2"}, 5, players={"White-Dark": "easy"})
    first = Table.around(session)
    assert sorted(first.codes.values()) == [SPECTATOR, 0, 1, 3]  # no code for the bot on seat 2
    save = list_saves()[0].path
    kept = codes_path(save)
    assert stat.S_IMODE(os.stat(kept).st_mode) == 0o600
    assert [entry.path for entry in list_saves()] == [save]  # the saves list never shows it
    assert not any(code in save.read_text() for code in first.codes)
    assert Table.around(session).codes == first.codes


def test_a_damaged_file_of_codes_is_put_aside_and_new_codes_are_made():
    session = new_session("himizu", {}, 5)
    save = list_saves()[0].path
    codes_path(save).write_text('{"schema_version": 1, "seats": {"0": 7}}')
    saved = save.read_bytes()
    table = Table.around(session)
    assert len(table.codes) == 3 and all(canonical(code) == code for code in table.codes)
    assert save.read_bytes() == saved
    assert len(list(save.parent.glob(f".{save.name}.damaged-*.codes"))) == 1


def test_host_resume_prints_the_codes_the_players_already_have(tmp_path):
    host, _, before = open_host(tmp_path, "himizu", "--seed", "4")
    host.kill()
    host.wait()
    (save,) = saves_dir().glob("*.json")
    again, _, after = open_host(tmp_path, "--resume", save.name)
    again.kill()
    again.wait()
    assert after == before and set(before) == {"Fire", "Water", "Spectators"}
    exported = subprocess.run(
        [sys.executable, "-m", "yamabushi", "record", "export", str(save)],
        capture_output=True, text=True, env={**os.environ, "YAMABUSHI_HOME": str(tmp_path)}, timeout=60,
    )
    assert exported.returncode == 0 and not any(code in exported.stdout for code in before.values())
