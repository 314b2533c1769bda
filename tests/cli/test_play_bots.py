"""`yamabushi play GAME --bot SEAT=LEVEL`: one person plays a bot from the command line, in
the app or in plain text (a screen reader's way in), with the seats and levels `host` takes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from yamabushi.cli.main import main
from yamabushi.tui import app as tui_app
from yamabushi.tui.app import YamabushiApp


def yamabushi(*argv: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    """The real command, with `typed` as its standard input."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run(
        [sys.executable, "-m", "yamabushi", *argv], input=typed, capture_output=True, text=True, env=env, check=False, timeout=120
    )


def test_plain_mode_through_stdin_a_person_plays_white_and_the_bot_answers_as_black():
    done = yamabushi("play", "himiki", "--plain", "--seed", "3", "--bot", "Black=easy", typed="place B5 HMK\nquit\n")
    assert done.returncode == 0, done.stderr
    after = done.stdout.split("White to play>", 1)[1]
    assert "White places a cube on B5" in after
    assert after.count("\nBlack: place ") == 2  # the bot's two set-up placements, said as it plays them
    assert "\n  Black places a cube on " in after and after.count("White to play>") == 1


def test_bots_on_several_seats_repeat_the_option():
    done = yamabushi("play", "yami", "--mode", "3p", "--plain", "--seed", "2", "--bot", "Player 2=easy", "--bot", "Player 3=easy")
    assert done.returncode == 0, done.stderr
    assert "Pass to" not in done.stdout and "Player 1 to play>" in done.stdout


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["himiki", "--bot", "Red=easy"], "--bot names a seat of this game (White, Black), not 'Red'."),
        (["himiki", "--plain", "--bot", "Black=genius"], "--bot Black= takes a level: easy, normal, hard, master."),
        (["himiki", "--mode", "mukyan", "--bot", "Muk Yan=hard"], "--bot names a seat of this game (White), not 'Muk Yan'."),
        (["himiki", "--mode", "mindlock", "--bot", "White=easy"], "Solo: Mindlock has no seat for a bot or a name: leave out --bot and --name."),
        (["--resume", "x.json", "--bot", "White=easy"], "--resume takes the game, mode, seed and seats from the save: leave out --bot."),
        (["himiki", "--name", "Red=Ann"], "--name names a seat of this game (White, Black), not 'Red'."),
        (["himiki", "--name", "White=easy"], "easy names a kind of seat (human, easy, normal, hard, master): choose another name."),
        (["himiki", "--name", "White=" + "A" * 25], "A name is at most 24 characters, not 25."),
        (["himiki", "--name", "White= "], "A name needs at least one letter."),
        (["himiki", "--name", "White=Ann\x1b[2J"], "A name cannot hold control characters (it holds the control character ^[)."),
        (["himiki", "--name", "White=Ann", "--bot", "White=easy"], "White is given twice: one --bot or --name a seat."),
        (["himiki", "--plain", "--name", "White=Ann", "--name", "Black=Ann"], "Ann is given for two seats: a person plays one seat of a game."),
    ],
)
def test_a_wrong_seat_or_level_is_one_sentence_and_exit_2(capsys, argv, said):
    assert main(["play", *argv]) == 2
    assert capsys.readouterr().err == f"yamabushi: {said}\n"


def test_the_app_starts_the_game_with_the_bot_seated(monkeypatch):
    opened: list[YamabushiApp] = []
    monkeypatch.setattr(tui_app, "run_app", lambda app: opened.append(app) or 0)
    assert main(["play", "himizu", "--bot", "Water=hard"]) == 0
    assert opened[0].start_players == {"Water": "hard"}


async def test_seats_and_levels_are_read_whatever_their_case(monkeypatch):
    opened: list[YamabushiApp] = []
    monkeypatch.setattr(tui_app, "run_app", lambda app: opened.append(app) or 0)
    assert main(["play", "himiki", "--bot", "white=Hard", "--name", "BLACK=ann"]) == 0
    assert opened[0].start_players == {"White": "hard", "Black": "ann"}


async def test_the_app_given_bots_seats_them():
    app = YamabushiApp(start_game="himizu", seed=4, players={"Water": "hard"}, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        seats = app.screen.session.seats
        assert [(seat.kind, seat.level) for seat in seats] == [("human", None), ("bot", "hard")]
