"""The `yamabushi` command outside the TUI: rules, and one-line errors."""

import pytest

from yamabushi.cli.main import main


def test_rules_prints_the_rules(capsys):
    assert main(["rules", "himiki"]) == 0
    assert "Rotate" in capsys.readouterr().out


def test_unplayable_mode_is_one_line(capsys):
    assert main(["play", "himiki", "--mode", "9v9"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("yamabushi:") and "\n" not in err


@pytest.mark.parametrize("game", ["himizu", "yami"])
def test_every_replay_command_documents_one_moves_syntax(game, capsys):
    assert main([game, "replay", "--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--moves MOVES actions in the game's notation separated by commas (semicolons and new lines work too)" in help_text


def test_resume_takes_everything_from_the_save(capsys):
    assert main(["play", "yami", "--resume", "somewhere.json"]) == 2
    assert capsys.readouterr().err == "yamabushi: --resume takes the game, mode, seed and seats from the save: leave out GAME.\n"
    assert main(["play", "--plain", "--resume", "nowhere.json"]) == 2
    assert capsys.readouterr().err.startswith("yamabushi: There is no save 'nowhere.json' here or in ")
    assert main(["play", "--plain"]) == 2
    assert capsys.readouterr().err == "yamabushi: Name the game to play (himiki, himizu or yami), or --resume SAVE.\n"
