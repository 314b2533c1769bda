"""Plain-text Mindlock and Yami campaign: the list or map as text, a puzzle solved and a
mission played through typed lines, results stored as the Textual screens store them,
and one sentence for every answer that cannot be used."""

from __future__ import annotations

import io
import random
import subprocess
import sys

import pytest

from yamabushi.cli.main import main
from yamabushi.app.registry import engine_for
from yamabushi.himiki.mindlock.challenges import challenge
from yamabushi.himiki.mindlock.notation import format_move, parse_solution
from yamabushi.app.bests import best_scores, progress_path
from yamabushi.plain.game import PlainGame
from yamabushi.plain.campaign import discards, powers_command
from yamabushi.plain.prompt import Prompter
from yamabushi.session.controller import Session
from yamabushi.app.stats import load_games
from yamabushi.yami.campaign.profile import new_profile, record
from yamabushi.app.missions import resume_mission
from yamabushi.app.campaigns import (
    load_profile,
    mission_path,
    profile_path,
    save_profile,
)


def run(argv: list[str], lines: list[str], monkeypatch, capsys) -> str:
    """`yamabushi ARGV` with `lines` typed, then end of input; what it printed."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    assert main(argv) == 0
    return capsys.readouterr().out


def solution_lines(challenge_id: str) -> list[str]:
    return [format_move(m) for m in parse_solution(challenge(challenge_id).solution)]


MINDLOCK = ["play", "himiki", "--mode", "mindlock", "--plain"]


# -- Mindlock -------------------------------------------------------------------------------
def test_a_challenge_picked_from_the_list_and_solved_is_kept_as_best(monkeypatch, capsys):
    out = run(MINDLOCK, ["Z99", "", "X05", *solution_lines("X05"), "list", "quit"], monkeypatch, capsys)
    assert "  X05  PAR 4  needs ?  not solved yet" in out.splitlines()
    assert "There is no Mindlock challenge 'Z99'; the ids are E01-E16" in out
    assert "Type a challenge id such as E01, or list." in out
    assert "Mindlock X05 (Expert), PAR 4.\nSolved means: remove every Black cube within PAR 4 moves.\n" in out
    assert "Moves used: 0 of PAR 4, 4 left." in out and "Moves used: 2 of PAR 4, 2 left." in out
    assert "Chaos tiles in hand (type C- before their action): Wood Mana." in out
    assert "Game over. Solved in 4 moves (PAR 4).\nNew best for X05: 4 ✓ at PAR" in out
    assert "  X05  PAR 4  needs chaos, replay  best 4 at PAR" in out.splitlines()  # the list shown again
    assert best_scores() == {"X05": 4}
    assert "Traceback" not in out


def test_out_of_moves_then_restart_and_undo(monkeypatch, capsys):
    lines = ["C1 BC2", "C2 BC3", "again", "restart", "C1 BC2", "C2 BC3", "undo", "restart", "restart",
             *solution_lines("E01")]
    out = run([*MINDLOCK, "--challenge", "e01"], lines, monkeypatch, capsys)
    assert out.count("Game over. Failed: PAR 2 reached with 2 Black cubes left.") == 2
    assert "Type undo, restart, or just Enter to leave." in out
    assert "Restarted: back to the opening position." in out
    assert "This is the opening position already." in out
    assert "Moves used: 1 of PAR 2, 1 left." in out.split("Failed")[2]  # undo took back one move
    assert out.rstrip().endswith("Solved in 2 moves (PAR 2).\nNew best for E01: 2 ✓ at PAR")
    assert run([*MINDLOCK, "--challenge", "E01"], solution_lines("E01"), monkeypatch, capsys).rstrip().endswith(
        "Best for E01 stays 2 ✓ at PAR"
    )


def test_hint_says_the_next_move_of_a_best_line_and_the_result_counts_it(monkeypatch, capsys):
    lines = ["hint", "C1 BD1", "hint", "R-D1 BD2", "D2 BE2"]
    out = run([*MINDLOCK, "--challenge", "E01"], lines, monkeypatch, capsys)
    assert "Hint C1 BD1: Tilt the cube on C1 east, onto D1: it brings Wood on top, and a free replay follows; 2 moves solve it from here." in out
    assert "Hint R-D1 BD2: Tilt the cube on D1 south, onto D2: it brings Water on top; 1 move solves it from here." in out
    assert "Solved with 2 hints: kept apart as your best with hints, 2. Only a hint-free solve counts at PAR." in out
    assert best_scores() == {}
    assert "  hint    the next move of a best line from here" in run([*MINDLOCK, "--challenge", "E01"], ["help"],
                                                                    monkeypatch, capsys)


def test_after_a_solve_enter_plays_the_next_challenge(monkeypatch, capsys):
    out = run(MINDLOCK, ["E01", *solution_lines("E01"), "", *solution_lines("E02"), "quit"], monkeypatch, capsys)
    assert "Challenge id (Enter plays the next, E02; list shows them again; quit leaves)> " in out
    assert "Mindlock E02 (Easy), PAR 2." in out and "Enter plays the next, E03" in out
    assert best_scores() == {"E01": 2, "E02": 2}


def test_a_damaged_progress_file_is_named_and_kept(monkeypatch, capsys):
    damaged = b'{"best": {"E01": 2, "E02": '
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_bytes(damaged)
    out = run(MINDLOCK, ["E01", *solution_lines("E01")], monkeypatch, capsys)
    sentence = f"{progress_path()} is damaged ("
    assert out.splitlines()[1].startswith(sentence)  # above the list
    after = out.split("Game over. Solved in 2 moves (PAR 2).\n")[1]
    assert after.startswith(sentence) and after.count("\n") == 2  # then the next question, then end of input
    assert progress_path().read_bytes() == damaged


def test_bad_command_lines_are_one_line_errors():
    for args, words in (
        (["--challenge", "Z99"], "no Mindlock challenge 'Z99'"),
        (["--profile", "x/y"], "cannot name a campaign"),
    ):
        mode = "mindlock" if args[0] == "--challenge" else "campaign"
        game = "himiki" if mode == "mindlock" else "yami"
        done = subprocess.run([sys.executable, "-m", "yamabushi", "play", game, "--mode", mode, "--plain", *args],
                              input="", check=False, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and words in done.stderr
    assert main(["play", "yami", "--plain", "--challenge", "E01"]) == 2


# -- Yami campaign --------------------------------------------------------------------------
class LegalFeed:
    """Types what a script reading the text would: `legal` at each turn, then one of the
    actions it listed (seeded); Enter at a hand-off; `answers` at every other prompt."""

    def __init__(self, out: io.StringIO, answers: list[str], seed: int = 0) -> None:
        self.out, self.answers, self.rng, self.listed = out, list(answers), random.Random(seed), False

    def __call__(self) -> str | None:
        lines = self.out.getvalue().rstrip(" ").splitlines()
        if self.listed:
            self.listed = False
            return self.rng.choice(lines[-2].split("> ", 1)[1].split(", "))
        if lines[-1].endswith("to play>"):
            self.listed = True
            return "legal"
        if lines[-1].endswith("press Enter"):
            return ""
        return self.answers.pop(0) if self.answers else None


def test_a_new_campaign_and_its_first_mission_played_to_the_end(monkeypatch):
    from yamabushi.plain.campaign import play_campaign

    out = io.StringIO()
    answers = ["two", "1", "bad name!", "Evening", "5", "2", "x", "3", "1"]
    play_campaign(None, 3, Prompter(LegalFeed(out, answers), out))
    text = out.getvalue()
    for sentence in ("Type 1.", "'bad name!' cannot name a campaign", "Type a number from 1 to 3.",
                     "Mission 3 is locked: pick an open one (1).", "Type a number from 1 to 22."):
        assert sentence in text
    assert "Campaign Evening: 3 players · 0 missions done · Moon 0/28 · 0 stars" in text
    assert "   1. Training: first encirclement (Forest): open" in text
    assert "Pass to Player 2, press Enter" in text
    saved = load_profile(profile_path("Evening"))
    [attempt] = saved.attempts
    result = "won" if attempt.success else "lost"
    assert f"Mission 1 {result} in {attempt.rounds} round" in text
    assert not mission_path("Evening").exists()
    [counted] = load_games().values()
    assert counted.mode == "yami-campaign"
    assert "Traceback" not in text


def test_power_tiles_are_laid_by_number_and_a_mission_left_midway_resumes(monkeypatch, capsys):
    save_profile(record(record(new_profile("Powers", 2), 1, True, 5), 2, True, 5))
    argv = ["play", "yami", "--mode", "campaign", "--plain", "--profile", "Powers", "--seed", "1"]
    out = run(argv, ["3", "4", "2", "quit"], monkeypatch, capsys)
    assert "  2. Beacon (2 spaces): " in out
    assert "Type a number from 1 to 2." in out
    assert "Power tokens 2 (type powers): Beacon 0/2." in out
    assert "The mission is saved: it resumes when this campaign is opened again." in out
    assert load_profile(profile_path("Powers")).loadout == ("beacon",)
    saved = resume_mission(load_profile(profile_path("Powers")))
    saved.play(saved.legal_actions()[0])  # one card played, autosaved as the mission in progress
    again = run(argv, ["", "quit"], monkeypatch, capsys)
    assert again.startswith("Resuming mission 3, left in the middle.")
    assert again.index("Pass to Player") < again.index("Your hand")  # whoever sits down first


def test_restart_gives_the_mission_in_progress_up_and_deals_it_again(monkeypatch, capsys):
    from yamabushi.app.missions import start_mission

    profile = new_profile("Again", 2)
    save_profile(profile)
    left, _ = start_mission(profile, 1, seed=6)
    left.play(left.legal_actions()[0])
    argv = ["play", "yami", "--mode", "campaign", "--plain", "--profile", "Again", "--seed", "30"]
    out = run(argv, ["", "help", "restart", "", "quit"], monkeypatch, capsys)
    assert "  restart give this mission up (a failed attempt, a Moon Path box) and deal it again" in out
    assert "Mission 1 given up in round 1: a failed attempt, one box of the Moon Path. Mission 1 is dealt again." in out
    assert [(a.mission, a.success) for a in load_profile(profile_path("Again")).attempts] == [(1, False)]
    dealt = resume_mission(load_profile(profile_path("Again")))
    assert dealt.steps == () and dealt.seed == 31  # --seed 30 opens the campaign, its next seed deals again


def test_discards_are_numbered_choices_behind_a_hand_off_and_powers_a_menu():
    options = {"players": 2, "mission": 9, "first": 0, "powers": ["beacon"], "power_tokens": 1, "moon": ["tide"]}
    session = Session(engine_for("yami"), options, 4)
    first, second = session.state.hands[0], session.state.hands[1]
    lines = ["", "11", "1", "", "2", "", "powers", "abc", "2", "powers", "quit"]
    out = io.StringIO()

    def read():
        return lines.pop(0) if lines else None

    game = PlainGame(session, read, out, choices=discards)
    game.commands["powers"] = ("lay a Power token", lambda: powers_command(game, Prompter(read, out)))
    game.run()
    text = out.getvalue()
    assert text.startswith("Pass to Player 1, press Enter\nBefore round 1 (of 7)")  # the first hand too
    assert f"  1. throw {first[0]} face down (-{first[0]})" in text
    assert "Type a number from 1 to 10, or an action." in text
    assert session.state.discarded[-2:] == (first[0], second[1])  # after the automa's deck card
    hand_off = text.index("Pass to Player 2, press Enter")
    assert text.index("Your hand (Player 2)") > hand_off and "Player 2" not in text[:hand_off].replace("leader Player 1", "")
    assert "  2. Beacon: purple is this trick's trump (!beacon:P)" in text and "Type a number from 1 to 5." in text
    assert session.state.campaign.called == "P" and "Power tokens 0 (type powers): Beacon 1/2." in text
    assert "No Power token can be laid now. No Power token is left for this mission." in text, "says why"


def test_a_damaged_campaign_is_listed_with_its_reason_and_kept(monkeypatch, capsys):
    path = profile_path("Broken")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    out = run(["play", "yami", "--mode", "campaign", "--plain"], ["2"], monkeypatch, capsys)
    assert "Cannot be used: Broken.json" in out and "Type 1." in out
    assert path.read_text(encoding="utf-8") == "{not json"


@pytest.mark.parametrize("mode", ["mindlock", "campaign"])
def test_end_of_input_at_the_first_question_ends_cleanly(mode):
    game = "himiki" if mode == "mindlock" else "yami"
    done = subprocess.run([sys.executable, "-m", "yamabushi", "play", game, "--mode", mode, "--plain"],
                          input="", check=False, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "" and "Traceback" not in done.stdout


def test_a_mission_left_while_its_save_fails_is_not_called_saved(monkeypatch, capsys):
    from tests.app.kept_files import FullDisk
    from tests.plain.test_play import Typed
    from yamabushi.app.sessions import close

    disk = FullDisk(monkeypatch)
    save_profile(record(record(new_profile("Full", 2), 1, True, 5), 2, True, 5))
    argv = ["play", "yami", "--mode", "campaign", "--plain", "--profile", "Full", "--seed", "1"]
    run(argv, ["3", "4", "2", "quit"], monkeypatch, capsys)
    left = resume_mission(load_profile(profile_path("Full")))
    first = left.engine.format_action(left.state, left.legal_actions()[0])
    close(left)
    monkeypatch.setattr(sys, "stdin", Typed(["", lambda: setattr(disk, "full", True), first, "quit", "quit"]))
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "The mission is saved" not in out
    assert out.rstrip().endswith("the file holds 0 of its 1 action, and each action tries again.")
def test_a_campaign_s_next_mission_is_not_dealt_from_the_seed_the_last_one_showed():
    """Without --seed each mission's seed is drawn afresh: the seed a finished mission shows
    (its record, its header) once dealt the next mission too (it was that seed plus one)."""
    from yamabushi.plain.campaign import mission_seeds

    drawn = mission_seeds(None)
    firsts = [next(drawn) for _ in range(20)]
    assert not all(b == a + 1 for a, b in zip(firsts, firsts[1:]))
    given = mission_seeds(40)
    assert [next(given) for _ in range(3)] == [40, 41, 42]  # a script's --seed still replays
