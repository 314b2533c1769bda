"""`yamabushi host` and `yamabushi join` as a player types them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.net.hosting import EXITS_WITHIN
from yamabushi.app.sessions import close, new_session, save_path
from yamabushi.cli.main import main


def host(tmp_path: Path, *args: str) -> tuple[subprocess.Popen[str], dict[str, str], str]:
    """Start `yamabushi host ... --port 0` and read its join lines: seat -> code, and the address."""
    env = dict(os.environ, YAMABUSHI_HOME=str(tmp_path))
    server = subprocess.Popen(
        [sys.executable, "-m", "yamabushi", "host", *args, "--port", "0"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    assert server.stdout is not None
    opening = server.stdout.readline()
    assert "table open at" in opening, opening
    seats, address = {}, opening.split(" at ")[1].split()[0]
    while len(seats) < 3:
        who, *_, code = server.stdout.readline().split()
        seats[who] = code
    return server, seats, address


def join(tmp_path: Path, address: str, code: str, typed: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, YAMABUSHI_HOME=str(tmp_path))
    return subprocess.run(
        [sys.executable, "-m", "yamabushi", "join", address, code, "--plain"],
        input=typed, env=env, capture_output=True, text=True, timeout=60,
    )


def test_host_prints_codes_and_a_seat_plays_from_another_terminal(tmp_path):
    server, seats, address = host(tmp_path, "himiki", "--seed", "3")
    try:
        assert set(seats) == {"White", "Black", "Spectators"}
        white = join(tmp_path, address, seats["White"], "legal\nplace C5 KHM\nquit\n")
        assert "you sit as White, seed 3" in white.stdout
        assert "place C5 HMK" in white.stdout  # the legal list
        assert "wKHM" in white.stdout and white.returncode == 0
        black = join(tmp_path, address, seats["Black"], "quit\n")
        assert "wKHM" in black.stdout  # the game as the table keeps it
        wrong = join(tmp_path, address, "nope", "")
        assert wrong.returncode == 2 and "No seat at this table has that code." in wrong.stdout
    finally:
        server.terminate()
        server.wait(timeout=EXITS_WITHIN)


def test_a_saved_game_reopens_as_a_table(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    session = new_session("himizu", {}, 4)
    session.play(session.legal_actions()[0])
    path = save_path(session)
    assert path is not None
    close(session)  # this window lets the game go, so the host may open it
    server, seats, address = host(tmp_path, "--resume", str(path))
    try:
        said = join(tmp_path, address, seats["Fire"], "quit\n").stdout
        assert said.count("\n") > 5 and "Fire" in said
    finally:
        server.terminate()
        server.wait(timeout=EXITS_WITHIN)


def test_host_refuses_solo_modes_and_unknown_seats(capsys):
    assert main(["host", "himiki", "--mode", "mindlock"]) == 2
    assert "cannot be hosted" in capsys.readouterr().err
    assert main(["host", "himizu", "--bot", "Earth=hard"]) == 2
    assert "--bot names a seat of this game (Fire, Water)" in capsys.readouterr().err
    assert main(["join", "nowhere", "abc"]) == 2
    assert "HOST:PORT" in capsys.readouterr().err
