"""`yamabushi yami replay`: scripted missions printed as JSON; bad actions exit 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from yamabushi.cli.main import main
from yamabushi.yami.text_view import board_pieces

from yamabushi.cli import main as cli

KEYS = {
    "game",
    "options",
    "campaign_pieces",
    "powers",
    "mission",
    "players",
    "seed",
    "seats",
    "first",
    "status",
    "reason",
    "phase",
    "round",
    "trump",
    "leader",
    "turn",
    "to_play",
    "kakapo",
    "hands",
    "river",
    "deck",
    "unused",
    "trick",
    "tricks",
    "decision",
    "pending",
    "placed",
    "moves",
    "legal",
}


def _replay(capsys: pytest.CaptureFixture[str], moves: str, *extra: str) -> tuple[int, str, str]:
    argv = [
        "yami",
        "replay",
        "--players",
        "2",
        "--mission",
        "1",
        "--seed",
        "5",
        "--first",
        "0",
        "--moves",
        moves,
        *extra,
    ]
    code = cli.main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_replay_prints_the_final_state_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _replay(capsys, "O4 O7 O3 O7@C9/180b O6", "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == KEYS
    assert data["status"] == "playing" and data["round"] == 2 and data["trump"] == "O"
    assert data["tricks"][0]["winner"] == "Player 2" and data["tricks"][0]["decision"] == "O7"
    assert data["placed"][0]["squares"] == ["C9", "C10", "D10", "E10", "F10", "C11", "D11"]
    assert data["trick"] == [{"player": "Player 2", "card": "O6"}]
    assert data["to_play"] == "Player 2" and data["turn"] == "Automa"  # the Leader picks for the automa
    assert len(data["river"]) == 4 and len(data["deck"]) == 5 and len(data["hands"]["Player 1"]) == 9
    assert data["moves"] == ["O4", "O7", "O3", "O7@C9/180b", "O6"]


def test_moves_are_comma_separated_as_for_every_replay_and_spaces_still_work(capsys: pytest.CaptureFixture[str]) -> None:
    _, spaced, _ = _replay(capsys, "O4 O7 O3 O7@C9/180b O6", "--json")
    _, commas, _ = _replay(capsys, "O4, O7, O3, O7@C9/180b, O6", "--json")
    _, mixed, _ = _replay(capsys, "O4\nO7; O3, O7@C9/180b O6", "--json")
    assert json.loads(spaced)["moves"] == ["O4", "O7", "O3", "O7@C9/180b", "O6"]
    assert spaced == commas == mixed


def test_an_illegal_action_exits_2_naming_it_and_its_place(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _replay(capsys, "O4 O7 R5", "--json")
    assert code == 2 and out == ""
    assert err.startswith("yamabushi: --moves stops at action 3 ('R5'):") and "not in the automa's river" in err


def test_unreadable_action_exits_2_naming_it(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _replay(capsys, "O4 O9")
    assert code == 2 and "--moves stops at action 2 ('O9')" in err


def test_without_json_a_readable_summary_and_board(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _replay(capsys, "O4 O7 O3 O7@C9/180b")
    assert code == 0 and "Round 1: O4 O7 O3 -> Player 2 (O7)" in out
    assert " 4 ..b##+......" in out and "10 ..OOOO......" in out


def test_importing_the_engine_leaves_textual_out() -> None:
    code = (
        "import sys, yamabushi.yami.engine, yamabushi.cli.yami, yamabushi.yami.report; print('textual' in sys.modules)"
    )
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
        == "False"
    )


def test_a_campaign_mission_shows_its_pieces(capsys: pytest.CaptureFixture[str]) -> None:
    """Mission 9 is dealt with its whirlpools and rock, as a new campaign deals it."""
    assert main(["yami", "replay", "--mission", "9"]) == 0
    assert "  Campaign pieces: Whirlpools F4 H9; Rocks to cover K3" in capsys.readouterr().out.splitlines()
    assert main(["yami", "replay", "--mission", "9", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["campaign_pieces"] == ["Whirlpools F4 H9", "Rocks to cover K3"]
    assert data["options"] == {"players": 2, "mission": 9, "first": "random"}


@pytest.mark.parametrize("mission", range(3, 23))
def test_every_campaign_mission_is_dealt_as_a_new_campaign_deals_it(capsys: pytest.CaptureFixture[str], mission: int) -> None:
    from yamabushi.app.registry import engine_for
    from yamabushi.yami.campaign.profile import mission_options, new_profile

    assert main(["yami", "replay", "--mission", str(mission), "--seed", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    engine = engine_for("yami")
    campaign = engine.new_game(engine.normalize_options(mission_options(new_profile("x", 2), mission)), 4)
    assert data["hands"]["Player 1"] == [str(c) for c in campaign.hands[0]] and data["mission"] == mission
    assert data["campaign_pieces"] == board_pieces(engine.observation(campaign, 0))


def test_a_profile_deals_the_mission_as_that_campaign_would(capsys: pytest.CaptureFixture[str]) -> None:
    from yamabushi.app.campaigns import save_profile
    from yamabushi.app.registry import engine_for
    from yamabushi.yami.campaign.profile import mission_options, new_profile, record

    profile = new_profile("Ann", 3)
    for attempt in range(6):  # the sixth attempt checks the Moon Path box that uncovers a Moon tile
        profile = record(profile, 1, attempt == 5, 7)
    save_profile(profile)
    opened = next(m for m in range(2, 23) if _standing(profile, m) == "open")
    assert main(["yami", "replay", "--profile", "Ann", "--mission", str(opened), "--json"]) == 0
    expected = engine_for("yami").normalize_options(mission_options(profile, opened))
    assert json.loads(capsys.readouterr().out)["options"] == expected and expected["moon"] == ["waning"]
    locked = next(m for m in range(2, 23) if _standing(profile, m) == "locked")
    assert main(["yami", "replay", "--profile", "Ann", "--mission", str(locked)]) == 2
    assert capsys.readouterr().err == f"yamabushi: Campaign 'Ann' has not opened mission {locked} yet.\n"
    assert main(["yami", "replay", "--profile", "Ann", "--players", "2"]) == 2
    assert capsys.readouterr().err == "yamabushi: Campaign 'Ann' is played by 3 players, not 2.\n"
    assert main(["yami", "replay", "--profile", "Bob"]) == 2
    assert capsys.readouterr().err == "yamabushi: There is no campaign named 'Bob'.\n"


def _standing(profile, mission):
    from yamabushi.yami.campaign.profile import standing

    return standing(profile, mission)


# -- yami solve --------------------------------------------------------------------------------------
def _solve(capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, str]:
    code = cli.main(["yami", "solve", "--players", "3", "--mission", "1", "--seed", "0", *extra])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_solve_gives_a_line_that_yami_replay_plays_to_success(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _solve(capsys, "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == {"winnable", "line", "nodes", "seconds"}
    assert data["winnable"] is True and data["nodes"] > 0 and data["seconds"] >= 0
    replayed = cli.main(["yami", "replay", "--players", "3", "--mission", "1", "--seed", "0",
                         "--moves", ", ".join(data["line"]), "--json"])
    assert replayed == 0 and json.loads(capsys.readouterr().out)["status"] == "success"


def test_solve_in_words_names_the_mission_and_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _solve(capsys)
    assert code == 0 and out.startswith("Mission 1 can be won with open hands (") and "One winning line:\n" in out
    assert err == ""  # the progress line is for a terminal only


def test_solve_out_of_nodes_says_undecided_never_lost(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _solve(capsys, "--max-nodes", "3", "--json")
    assert code == 0 and json.loads(out)["winnable"] is None and json.loads(out)["line"] == []
    _, words, _ = _solve(capsys, "--max-nodes", "3")
    assert words.startswith("Mission 1: undecided, the search stopped before it could say")


@pytest.mark.parametrize(("extra", "said"), [(("--max-nodes", "0"), "--max-nodes"), (("--mission", "99"), "no mission 99")])
def test_solve_refuses_bad_options_in_one_sentence_with_exit_2(capsys: pytest.CaptureFixture[str], extra, said) -> None:
    code, _, err = _solve(capsys, *extra)
    assert code == 2 and said in err and len(err.splitlines()) == 1


def test_a_terminal_sees_a_progress_line_while_a_long_solve_runs_then_it_is_erased(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    screen = Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    code = cli.main(["yami", "solve", "--players", "3", "--mission", "22", "--seed", "1", "--max-nodes", "6000"])
    assert code == 0 and "undecided" in capsys.readouterr().out
    assert "\rsearching: 5,000 positions, " in screen.getvalue() and screen.getvalue().endswith("\r\x1b[K")
