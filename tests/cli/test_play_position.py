"""`yamabushi play himiki --position HPN` (and Himizu's position line): the game starts there,
in the app and in plain text, keeps it in its save, and a bad line is one sentence and exit 2."""

from __future__ import annotations

import io
import sys

import pytest

from yamabushi.app.saves import list_saves
from yamabushi.app.sessions import resume
from yamabushi.cli.main import main
from yamabushi.data import load_data
from yamabushi.himiki.hpn import hpn
from yamabushi.tui import app as tui_app
from yamabushi.tui.app import YamabushiApp

from tests.himiki.test_perft import PerftData

EXPERT = "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - - hands:yokai,mirror,gate/fire-mana,transfer,vortex terrain:C4I"
POSITIONS = [case.hpn for name in ("himiki_perft", "himiki_perft_2v2") for case in load_data(name, PerftData).position]
POSITIONS.append(EXPERT)


def _play_plain(monkeypatch, capsys, *argv: str, typed: str = "quit\n") -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    code = main(["play", *argv, "--plain"])
    said = capsys.readouterr()
    return code, said.out, said.err


@pytest.mark.parametrize("text", POSITIONS)
def test_plain_play_starts_from_every_perft_position_and_its_save_resumes_there(monkeypatch, capsys, text):
    code, out, err = _play_plain(monkeypatch, capsys, "himiki", "--position", text)
    assert (code, err) == (0, "")
    [entry] = list_saves()
    assert entry.record is not None and entry.record.options["position"] == text
    session = resume(entry.path)
    try:
        assert hpn(session.state) == text and session.steps == ()
    finally:
        session.on_change.release()  # type: ignore[union-attr]
    assert ", from a set position" in out and "to play>" in out


@pytest.mark.parametrize("text", POSITIONS)
async def test_the_app_starts_from_every_perft_position(monkeypatch, text):
    opened: list[YamabushiApp] = []
    monkeypatch.setattr(tui_app, "run_app", lambda app: opened.append(app) or 0)
    assert main(["play", "himiki", "--position", text]) == 0
    app = opened[0]
    app.save_games = False
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = next(screen for screen in app.screen_stack if hasattr(screen, "session"))  # Expert: under the hand-off
        assert hpn(game.session.state) == text


def test_a_position_game_plays_on_with_a_bot_and_resumes_after_the_moves(monkeypatch, capsys):
    text = POSITIONS[0]
    code, out, _ = _play_plain(monkeypatch, capsys, "himiki", "--position", text, "--bot", "Black=easy", "--seed", "5",
                               typed="B5 BB4\nquit\n")
    assert code == 0 and "\nBlack: " in out
    [entry] = list_saves()
    assert entry.record is not None and entry.record.actions[0] == "B5 BB4" and len(entry.record.actions) >= 2
    session = resume(entry.path)
    try:
        assert len(session.steps) == len(entry.record.actions)
    finally:
        session.on_change.release()  # type: ignore[union-attr]


def test_himizu_starts_from_its_position_line(monkeypatch, capsys):
    line = "A bF..../...../..b../.pW.../..... Fire 3 tokens=FW/FFWW moves=2 used=F1"
    code, out, _ = _play_plain(monkeypatch, capsys, "himizu", "--position", line)
    assert code == 0 and "Fire to play: 2 moves left" in out
    [entry] = list_saves()
    assert entry.record is not None and entry.record.options == {"board": "A", "position": line}


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["himiki", "--position", "B5HMK,C5HMK/B2HMK w 0-0 --- - -"], "HPN cubes 'B5HMK,C5HMK': each side has 3 cubes in 1v1."),
        (["himiki", "--position", "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 5-0 --- - -"],
         "This HPN is a finished game: a game starts from a position still in play."),
        (["himiki", "--position", POSITIONS[0], "--expert"],
         "An Expert game starts from an HPN with its Chaos fields (hands:...); this one has none."),
        (["himiki", "--position", POSITIONS[0] + " hands:3/3"],
         "A game starts from an Expert HPN whose hands name their tiles (hands:yokai,mirror/-), not their size."),
        (["himiki", "--mode", "mindlock", "--position", POSITIONS[0]],
         "--position starts a game of himiki from a position; Solo: Mindlock has its own positions."),
        (["yami", "--position", "anything"], "Yami cannot start from a position."),
        (["himizu", "--position", "C ..."], "A Himizu position starts with 4 fields (side, squares, seat, round), not 2: 'C ...'."),
        (["himiki", "--position", "x" * 5000], "A position is at most 600 characters long, not 5000."),
        (["himiki", "--position", POSITIONS[0].replace(" w ", " \x1b[2J ")], "A position holds no control character"),
    ],
)
def test_a_bad_position_is_one_sentence_and_exit_2(capsys, argv, said):
    assert main(["play", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"yamabushi: {said}") and err.count("\n") == 1 and "\x1b" not in err
